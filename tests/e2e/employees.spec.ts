/**
 * The employee overview (issue #19) in Chromium against the emulators: the owner sees
 * everyone who clocks in with this week's work and raises one person's pay rate; after a reload with no signal the same numbers show,
 * with their age; a crew member, a dealership manager and a supplier are sent home.
 */
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../../scripts/demo/demoData';
import { adminFirestore } from '../support/admin';
import { waitForServiceWorker } from '../support/app';
import { cutNetwork } from '../support/network';
import { expectPath, signIn } from '../support/signIn';

test('the owner sees everyone’s week, the same offline after a reload, and nobody else may open it', async ({
  page,
  context,
  browser,
}) => {
  await signIn(page, demoAccount('owner').email, DEMO_PASSWORD);
  await expectPath(page, '/ownerDashboard');
  await waitForServiceWorker(page);
  await page.goto('/employees');
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
  // Everything but the hours and the clock line, which an open shift moves on by the minute.
  const settled = () =>
    table
      .getByTestId('employee-row')
      .evaluateAll((rows) =>
        rows.map((row) =>
          [...row.querySelectorAll('th, td')]
            .filter((_cell, index) => index !== 3 && index !== 4)
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
