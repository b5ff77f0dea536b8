/**
 * The employee overview (issue #19) in Chromium against the emulators: the owner sees
 * everyone who clocks in with this week's work and raises one person's pay rate; after a reload with no signal the same numbers show,
 * with their age; a crew member, a dealership manager and a supplier are sent home.
 */
import { expect, test } from '../support/test';
import { DEMO_PASSWORD, demoAccount } from '../../scripts/demo/demoData';
import { adminFirestore, twinOf, uniqueName } from '../support/admin';
import { onlineTest, waitForServiceWorker } from '../support/app';
import { cutNetwork } from '../support/network';
import { expectPath, signIn } from '../support/signIn';

test('the owner sees everyone’s week, the same offline after a reload, and nobody else may open it', async ({
  page,
  context,
  browser,
}) => {
  await signIn(page, demoAccount('owner').email, DEMO_PASSWORD, '/employees');
  await waitForServiceWorker(page);
  const table = page.getByTestId('employees');
  const eli = table.getByTestId('employee-row').filter({ hasText: demoAccount('employee').displayName });
  await expect(eli).toContainText('Employee');
  await expect(page.getByTestId('freshness')).toHaveText(/^Updated /);

  // A raise for Pat from today: a rate that is not dollars and cents is explained first.
  const pat = table.getByTestId('employee-row').filter({ hasText: demoAccount('placeholder').displayName });
  await pat
    .getByRole('button', { name: `Change the pay rate of ${demoAccount('placeholder').displayName}` })
    .click();
  await pat.getByLabel('New hourly rate ($)').fill('21.555');
  await pat.getByRole('button', { name: 'Save rate' }).click();
  await expect(pat.getByRole('alert')).toHaveText(
    'Enter a rate in dollars and cents, more than 0 and at most $1,000.00.',
  );
  await pat.getByLabel('New hourly rate ($)').fill('21.55');
  await pat.getByRole('button', { name: 'Save rate' }).click();
  await expect(pat.getByTestId('employee-rate')).toContainText('$21.55 an hour');
  await expect
    .poll(async () => {
      const rate = (
        await adminFirestore()
          .doc(`payRates/${demoAccount('placeholder').uid}`)
          .get()
      ).data();
      return (rate?.history as { hourlyRateCents: number; setBy: string }[] | undefined)?.at(-1);
    })
    .toMatchObject({ hourlyRateCents: 2_155, setBy: demoAccount('owner').uid });
  // Everything but the clock line and the hours, which an open shift moves on by the minute,
  // and the phones' last sync, which other tests' phones move on.
  const settled = () =>
    table
      .getByTestId('employee-row')
      .evaluateAll((rows) =>
        rows.map((row) =>
          [...row.querySelectorAll('th, td')]
            .filter((_cell, index) => index < 3 || index > 5)
            .map((cell) => cell.textContent),
        ),
      );
  const online = await settled();
  // The demo's six people who clock in (and twins other tests made).
  expect(await table.getByTestId('employee-row').count()).toBeGreaterThanOrEqual(6);

  await cutNetwork(context);
  await page.reload();
  await expect(page.getByTestId('freshness')).toHaveText(
    /^Offline: showing data saved on this phone, updated /,
  );
  await expect(eli).toBeVisible();
  expect(await settled()).toEqual(online);

  for (const [account, home] of [
    ['employee', '/employeeDashboard'],
    ['manager', '/managerDashboard'],
    ['supplier', '/suppliesDashboard'],
  ] as const) {
    const other = await browser.newContext();
    const visitor = await other.newPage();
    await signIn(visitor, demoAccount(account).email, DEMO_PASSWORD);
    await expectPath(visitor, home);
    await visitor.goto('/employees');
    await expectPath(visitor, home);
    await expect(visitor.getByTestId('employees')).toHaveCount(0);
    await other.close();
  }
});

onlineTest(
  'the owner sees when each person’s phone last synced: never, then minutes ago once it has',
  async ({ page, browser }) => {
    const name = uniqueName('Sync Twin');
    const twin = await twinOf(demoAccount('lotprep'), DEMO_PASSWORD, name);
    await signIn(page, demoAccount('owner').email, DEMO_PASSWORD, '/employees');
    const row = page.getByTestId('employee-row').filter({ hasText: name });
    await expect(row.getByTestId('employee-synced')).toHaveText('Never');

    // The crew member opens the app on their phone: it syncs and says so.
    const phoneContext = await browser.newContext();
    const phone = await phoneContext.newPage();
    await signIn(phone, twin.email, DEMO_PASSWORD);
    await expectPath(phone, '/lotPrepDashboard');
    await expect
      .poll(
        async () => (await adminFirestore().doc(`users/${twin.uid}`).get()).get('lastSyncedAt') as unknown,
      )
      .toBeTruthy();
    const stamped = (await adminFirestore().doc(`users/${twin.uid}`).get()).get('lastSyncedAt') as {
      toDate(): Date;
    };
    // On the business clock (the demo's dealerships are in Chicago).
    const shown = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(stamped.toDate());
    await expect(row.getByTestId('employee-synced')).toHaveText(shown);
    await phoneContext.close();
  },
);
