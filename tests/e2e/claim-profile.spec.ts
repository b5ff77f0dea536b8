import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { FieldValue } from 'firebase-admin/firestore';
import { CLAIM_TEXTS } from '../../src/i18n/areas/claim';

// Nothing here goes offline: the service worker, and its precache of every chunk, stays out.
test.use({ serviceWorkers: 'block' });

const claimText = CLAIM_TEXTS.english;
import { adminFirestore, commitAsAdmin } from '../support/admin';
import { sdksThePageLoaded } from '../support/routeWeight';
import { expectPath } from '../support/signIn';

async function createAccountAndClaim(page: Page, token: string, email: string) {
  await page.goto(`/claimprofile/${token}`);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Your name').fill('Nia Newcomb');
  await page.getByLabel('Email', { exact: true }).first().fill(email);
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Create account and claim' }).click();
  await expect(page.getByText(claimText['claim.passwordShort'])).toBeVisible();
  await page.getByLabel('New password').fill('lotcrew-new-crew');
  await page.getByRole('button', { name: 'Create account and claim' }).click();
}

test.describe('claiming a profile with an invite link', () => {
  test.beforeEach(async () => {
    await commitAsAdmin('invites/demo-invite-lotprep', (batch, ref) =>
      batch.update(ref, { claimedBy: null, claimedAt: FieldValue.delete() }),
    );
  });

  test('a new crew member signs up, gets exactly the invited role once, and lands on its dashboard', async ({
    page,
    browser,
  }) => {
    const email = `nia.${Date.now()}@demo.lotcrew.test`;
    await createAccountAndClaim(page, 'demo-invite-lotprep', email);
    await expect(page.getByText('Your profile is set up as Lot prep.')).toBeVisible();
    // Read and claimed through the REST API: the page loaded no Firestore SDK for it.
    expect((await sdksThePageLoaded(page)).firestore, 'the Firestore SDK loaded for the claim').toBe(false);
    await page.getByRole('link', { name: 'Go to my dashboard' }).click();
    await expectPath(page, '/lotPrepDashboard');
    const invite = (await adminFirestore().doc('invites/demo-invite-lotprep').get()).data();
    expect(invite?.claimedBy).toBeTruthy();
    const user = (
      await adminFirestore()
        .doc(`users/${String(invite?.claimedBy)}`)
        .get()
    ).data();
    expect(user).toMatchObject({ role: 'lotPrep', dealerships: [], profileCompleted: true, email });

    // The same link, a second person: refused.
    const other = await browser.newPage();
    await createAccountAndClaim(other, 'demo-invite-lotprep', `late.${Date.now()}@demo.lotcrew.test`);
    await expect(other.getByText(claimText['claim.claimed'])).toBeVisible();
    await other.close();
  });

  test('an expired invite says so', async ({ page }) => {
    await createAccountAndClaim(page, 'demo-invite-expired', `exp.${Date.now()}@demo.lotcrew.test`);
    await expect(page.getByText(claimText['claim.expired'])).toBeVisible();
  });

  test('an unknown token says the link is not valid', async ({ page }) => {
    await createAccountAndClaim(page, 'no-such-invite', `unk.${Date.now()}@demo.lotcrew.test`);
    await expect(page.getByText(claimText['claim.notFound'])).toBeVisible();
  });
});
