import { expect, test } from '../support/test';
import { DEMO_PASSWORD, demoAccount } from '../../scripts/demo/demoData';
import { SPEC_TEXTS } from '../../src/config/texts';
import { expectPath, signIn } from '../support/signIn';

// Nothing here goes offline: the service worker, and its precache of every chunk, stays out.
test.use({ serviceWorkers: 'block' });

test('/test-sentry throws, and the render-error overlay offers Reload site', async ({ page }) => {
  await signIn(page, demoAccount('lotprep').email, DEMO_PASSWORD, '/test-sentry');
  const overlay = page.getByRole('alert').filter({ hasText: SPEC_TEXTS.errors.renderError });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('button', { name: SPEC_TEXTS.reloadSite })).toBeVisible();
  await expectPath(page, '/test-sentry');
});

test('unhandled errors open the unexpected-error modal, except blocked-by-client and favicon ones', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in to Lotcrew' })).toBeVisible();
  const modal = page.getByRole('dialog', { name: 'Something went wrong' });
  await page.evaluate(() => {
    void Promise.reject(new Error('net::ERR_BLOCKED_BY_CLIENT'));
    void Promise.reject(new Error('GET /favicon.ico 404'));
  });
  await page.waitForTimeout(300); // give an (unwanted) modal the chance to appear
  await expect(modal).toHaveCount(0);
  await page.evaluate(() => {
    void Promise.reject(new Error('Cannot read properties of undefined'));
  });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(SPEC_TEXTS.errors.unhandledError);
  await expect(modal.getByRole('button', { name: SPEC_TEXTS.reloadSite })).toBeVisible();
});

test("screens show 'Loading…' while their code arrives", async ({ page }) => {
  // First visit: no service worker controls the page yet, so the chunk comes from the network.
  // The invite link's screen (a signed-out visitor's other screen) has its chunk held until
  // 'Loading…' has been seen, so a slow machine that runs the entry late cannot race past the
  // fallback. Not the sign-in page: there someone signed out sees its form drawn before any
  // script (src/features/auth/prerender.ts), which stays until the code arrives.
  let releaseChunk = (): void => undefined;
  const chunkReleased = new Promise<void>((resolve) => (releaseChunk = resolve));
  await page.route(/\/assets\/ClaimProfilePage-[^/]+\.js$/, async (route) => {
    await chunkReleased;
    await route.continue();
  });
  await page.goto('/claimprofile/a-token', { waitUntil: 'commit' });
  await expect(page.getByText(SPEC_TEXTS.loading)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Claim your profile' })).toHaveCount(0);
  releaseChunk();
  await expect(page.getByRole('heading', { name: 'Claim your profile' })).toBeVisible();
  await expect(page.getByText(SPEC_TEXTS.loading)).toHaveCount(0);
});
