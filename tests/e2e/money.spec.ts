/**
 * The money screens (issue #19) in Chromium against the emulators: the owner reads the
 * financial overview and the labor analytics of the demo's last two weeks online, taps a
 * bar for its value, checks a figure against the CSV of its rows, then reloads both with
 * no signal and sees the same numbers with their age; a crew member, a dealership
 * manager and a supplier are each sent home from all three office screens.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../../scripts/demo/demoData';
import { waitForServiceWorker } from '../support/app';
import { cutNetwork } from '../support/network';
import { expectPath, signIn } from '../support/signIn';

const DAY_MS = 86_400_000;
/** YYYY-MM-DD `days` before today on the demo's clock (Chicago). */
const dayBefore = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(Date.now() - days * DAY_MS);

/** The last 14 days up to yesterday: closed shifts only, so a minute passing moves no figure. */
async function chooseTwoWeeks(page: Page) {
  await page.getByLabel('Period', { exact: true }).selectOption('range');
  await page.getByLabel('From', { exact: true }).fill(dayBefore(14));
  await page.getByLabel('To', { exact: true }).fill(dayBefore(1));
}

const dollars = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

test('the owner reads money and labor online, checks a figure against its rows, and sees the same offline', async ({
  page,
  context,
}) => {
  await signIn(page, demoAccount('owner').email, DEMO_PASSWORD);
  await expectPath(page, '/ownerDashboard');
  await waitForServiceWorker(page);

  await page.goto('/finance');
  await expect(page.getByRole('heading', { name: 'Financial overview' })).toBeVisible();
  await chooseTwoWeeks(page);
  const revenue = page.getByTestId('figure-revenue-value');
  await expect(revenue).not.toHaveText('$0.00');
  await expect(page.getByTestId('figure-labor-value')).not.toHaveText('$0.00');
  await expect(page.getByTestId('finance-span')).toContainText('Compared with');

  // A bar says its value when tapped; the chart's numbers are a table too.
  const bar = page.getByTestId('revenue-chart-bar').first();
  const said = await bar.getAttribute('aria-label');
  await bar.click();
  await expect(page.getByTestId('revenue-chart-selected')).toHaveText(said ?? 'a bar with a label');
  await expect(page.getByRole('table', { name: 'Revenue by dealership and kind of work' })).toBeAttached();

  // The revenue figure is the sum of its rows' CSV.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Revenue rows (CSV)' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '');
  const [header, ...lines] = csv.trim().split('\r\n');
  expect(header).toBe('Date,Dealership,Kind of work,Source,Id,Amount');
  const csvCents = lines.reduce((sum, line) => sum + dollars(line.split(',').at(-1) ?? ''), 0);
  expect(csvCents).toBe(dollars(await revenue.innerText()));

  const financeNumbers = () => page.getByTestId('finance-figures').locator('.figure-value').allInnerTexts();
  const financeOnline = await financeNumbers();
  const revenueRowsOnline = await page.getByTestId('revenue-rows').innerText();

  await page.goto('/labor');
  await expect(page.getByRole('heading', { name: 'Labor analytics' })).toBeVisible();
  await chooseTwoWeeks(page);
  const people = page.getByTestId('labor-person');
  await expect(people.filter({ hasText: demoAccount('employee').displayName })).toBeVisible();
  const laborOnline = await page.getByTestId('labor-people').innerText();

  await cutNetwork(context);
  await page.reload();
  await expect(page.getByTestId('freshness')).toHaveText(
    /^Offline: showing data saved on this phone, updated /,
  );
  await chooseTwoWeeks(page);
  await expect(people.filter({ hasText: demoAccount('employee').displayName })).toBeVisible();
  expect(await page.getByTestId('labor-people').innerText()).toBe(laborOnline);

  await page.goto('/finance');
  await expect(page.getByTestId('freshness')).toHaveText(
    /^Offline: showing data saved on this phone, updated /,
  );
  await chooseTwoWeeks(page);
  await expect(revenue).toHaveText(financeOnline[0] ?? 'the online revenue');
  expect(await financeNumbers()).toEqual(financeOnline);
  expect(await page.getByTestId('revenue-rows').innerText()).toBe(revenueRowsOnline);
});

for (const [account, home] of [
  ['lotprep', '/lotPrepDashboard'],
  ['manager', '/managerDashboard'],
  ['supplier', '/suppliesDashboard'],
] as const) {
  test(`${account} is sent home from the office’s money, labor and employee screens`, async ({ page }) => {
    await signIn(page, demoAccount(account).email, DEMO_PASSWORD);
    await expectPath(page, home);
    for (const path of ['/finance', '/labor', '/employees']) {
      await page.goto(path);
      await expectPath(page, home);
      await expect(page.getByTestId('finance-figures')).toHaveCount(0);
      await expect(page.getByTestId('labor-people')).toHaveCount(0);
    }
  });
}
