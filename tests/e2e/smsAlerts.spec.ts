/**
 * Issue #21 in Chromium: the salesperson's text for a ticket step goes out through the
 * Cloud Functions emulator to the local Twilio-shaped receiver, and the ticket's timeline
 * shows what became of it; the salesperson sees it in Settings.
 */
import { expect, test } from '../support/test';
import { DEMO_PASSWORD, demoAccount } from '../../scripts/demo/demoData';
import { ROLE_REGISTRY } from '../../src/config/roles';
import { adminFirestore, twinOf } from '../support/admin';
import { sdksThePageLoaded } from '../support/routeWeight';
import { freshPhone, holdDelivery, textsTo } from '../support/smsCarrier';
import { expectPath, signIn, signInDemoEmployee } from '../support/signIn';
import { seedOpenTicket } from '../support/tickets';

// Nothing here goes offline: the service worker, and its precache of every chunk, stays out.
test.use({ serviceWorkers: 'block' });

test('a ticket stepped by a crew member shows the salesperson’s text as sent, then delivered; Settings lists it for them', async ({
  page,
  browser,
}) => {
  // A salesperson of their own (a twin of the demo's who agreed), with a number no other test texts.
  const salesperson = await twinOf(demoAccount('sales-signed'), DEMO_PASSWORD, 'Sierra Twin');
  const phone = freshPhone();
  await adminFirestore().doc(`users/${salesperson.uid}`).set({ phone, smsConsent: 'agree' }, { merge: true });
  const ticketId = `sms-e2e-${Date.now()}`;
  const stock = `E2E${String(Date.now()).slice(-5)}`;
  await seedOpenTicket(ticketId, salesperson.uid, stock);
  // Their phone is out of coverage: the carrier has sent the text, and not yet heard it arrived.
  await holdDelivery(`+1${phone}`, true);

  await signInDemoEmployee(page);
  await page.goto(`/ticket/${ticketId}`);
  await page.getByRole('button', { name: 'Claim' }).click();
  const alert = page.getByRole('list', { name: 'Timeline' }).getByTestId('sms-alert');
  await expect(alert).toHaveText('Text to the salesperson: sent', { timeout: 30_000 });
  await expect
    .poll(async () => (await textsTo(`+1${phone}`)).map((text) => text.body))
    .toEqual([
      `Lotcrew: 2023 Kia Soul, stock ${stock}: a crew took it. Reply STOP to opt out, HELP for help. Msg & data rates may apply.`,
    ]);

  await holdDelivery(`+1${phone}`, false);
  await expect(alert).toHaveText('Text to the salesperson: delivered');
  // The alert's state is listened to in the mirror's worker: the page loads no Firestore SDK for it.
  expect((await sdksThePageLoaded(page)).firestore, 'the Firestore SDK loaded on the ticket’s page').toBe(
    false,
  );

  const salesContext = await browser.newContext();
  const salesPage = await salesContext.newPage();
  await signIn(salesPage, salesperson.email, DEMO_PASSWORD);
  await expectPath(salesPage, ROLE_REGISTRY.dealershipEmployee.home);
  await salesPage.goto('/settings');
  await expect(salesPage.getByTestId('sms-recent')).toContainText(`Stock ${stock} · Claimed: delivered`);
  expect((await sdksThePageLoaded(salesPage)).firestore, 'the Firestore SDK loaded on Settings').toBe(false);
  await salesContext.close();
});
