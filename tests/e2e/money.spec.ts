/**
 * The money screens (issue #19) in Chromium against the emulators: the owner reads the
 * financial overview and the labor analytics of the demo's last two weeks online, taps a
 * bar for its value, checks a figure against the CSV of its rows, then reloads both with
 * no signal and sees the same numbers with their age; a crew member, a dealership
 * manager and a supplier are each sent home from all three office screens.
 */
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEALERSHIP_2, DEMO_DEALERSHIPS, DEMO_PASSWORD, demoAccount } from '../../scripts/demo/demoData';
import { moveChangeStamps } from '../../scripts/demo/seed';
import { dayKey, weekOf } from '../../src/utils/zonedTime';
import { adminFirestore } from '../support/admin';
import { onlineTest, waitForServiceWorker } from '../support/app';
import { cutNetwork, restoreNetwork } from '../support/network';
import { expectPath, signIn } from '../support/signIn';
import { DAY_MS, HOUR_MS } from '../../src/utils/duration';

/** YYYY-MM-DD `days` before today on the demo's clock (Chicago). */
const dayBefore = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(Date.now() - days * DAY_MS);

/** The last 14 days up to yesterday: closed shifts only, so a minute passing moves no figure. */
async function chooseTwoWeeks(page: Page) {
  await page.getByLabel('Period', { exact: true }).selectOption('range');
  await page.getByLabel('From', { exact: true }).fill(dayBefore(14));
  await page.getByLabel('To', { exact: true }).fill(dayBefore(1));
}

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dollars = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

test('the owner reads money and labor online, checks a figure against its rows, and sees the same offline', async ({
  page,
  context,
}) => {
  await signIn(page, demoAccount('owner').email, DEMO_PASSWORD, '/finance');
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { name: 'Financial overview' })).toBeVisible();
  await chooseTwoWeeks(page);
  // Online figures once every view of the copy has answered: compared below with the offline ones.
  await expect(page.getByTestId('freshness')).toHaveText(/^Updated /);
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
  await expect(page.getByTestId('freshness')).toHaveText(/^Updated /);
  const people = page.getByTestId('labor-person');
  await expect(people.filter({ hasText: demoAccount('employee').displayName })).toBeVisible();
  const laborOnline = await page.getByTestId('labor-people').innerText();
  // The person × week grid adds up to the hours worked (each cell rounded to 0.01 h).
  const employeeName = demoAccount('employee').displayName;
  const worked = Number(await people.filter({ hasText: employeeName }).getByRole('cell').first().innerText());
  const weekCells = await page
    .getByTestId('labor-week-row')
    .filter({ hasText: employeeName })
    .getByRole('cell')
    .allInnerTexts();
  expect(weekCells.length).toBeGreaterThanOrEqual(2);
  expect(Math.abs(weekCells.reduce((sum, cell) => sum + Number(cell), 0) - worked)).toBeLessThan(0.05);

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

test('a period older than the phone holds is read from the server, then opens again with no signal as of that read', async ({
  page,
  context,
}) => {
  // Five washes at Lakeview and one 8-hour shift, 100–104 days back (no other test writes there).
  const zone = 'America/Chicago';
  const washPriceCents = DEMO_DEALERSHIPS[DEALERSHIP_2]?.priceList.serviceWash ?? 0;
  const washer = demoAccount('wash');
  const shiftIn = Date.now() - 103 * DAY_MS;
  const batch = adminFirestore().batch();
  for (let index = 0; index < 5; index++)
    batch.set(adminFirestore().doc(`washLogs/money-old-wash-${index}`), {
      dealershipId: DEALERSHIP_2,
      uid: washer.uid,
      washerName: washer.displayName,
      washedAt: new Date(Date.now() - (100 + index) * DAY_MS).toISOString(),
      reference: `MOLD${index}`,
      vin: null,
      kind: 'lot',
      note: '',
      voided: null,
      receivedAt: new Date(),
    });
  for (const [kind, at] of [
    ['in', shiftIn],
    ['out', shiftIn + 8 * HOUR_MS],
  ] as const)
    batch.set(adminFirestore().doc(`timePunches/money-old-${kind}`), {
      uid: washer.uid,
      kind,
      at: new Date(at).toISOString(),
      timezone: zone,
      position: null,
      clockSkewMs: 0,
      weekStart: dayKey(weekOf(at, zone, 1).start, zone),
      note: '',
      receivedAt: new Date(),
    });
  await moveChangeStamps(adminFirestore(), batch, ['washLogs', 'timePunches']).commit();
  const chooseOldRange = async () => {
    await page.getByLabel('Period', { exact: true }).selectOption('range');
    await page.getByLabel('From', { exact: true }).fill(dayBefore(110));
    await page.getByLabel('To', { exact: true }).fill(dayBefore(95));
  };
  const revenue = page.getByTestId('figure-revenue-value');
  const washerRow = page.getByTestId('labor-person').filter({ hasText: washer.displayName });
  const expectOldFigures = async () => {
    await expect(page.getByTestId('server-as-of')).toContainText('read from the server');
    await expect(revenue).toHaveText(DOLLARS.format((5 * washPriceCents) / 100));
  };

  await signIn(page, demoAccount('owner').email, DEMO_PASSWORD, '/finance');
  await waitForServiceWorker(page);
  // The business's clock is known once the copy has heard from the server: until then a
  // new phone writes times on its own zone, and the "as of" below would change under us.
  await expect(page.getByTestId('freshness')).toHaveText(/^Updated/);
  await chooseOldRange();
  await expectOldFigures();
  const asOf = await page.getByTestId('server-as-of').innerText();
  await page.goto('/labor');
  await chooseOldRange();
  await expect(page.getByTestId('server-as-of')).toContainText('read from the server');
  await expect(washerRow.getByRole('cell').first()).toHaveText('8');
  // Washes per hour: five in eight hours, each wash's washer read from the server with it.
  await expect(washerRow.getByRole('cell').nth(6)).toHaveText('0.63');

  // No signal, the app opened afresh: the same period opens from the phone, as of its read.
  await cutNetwork(context);
  await page.reload();
  await chooseOldRange();
  await expect(washerRow.getByRole('cell').first()).toHaveText('8');
  await page.goto('/finance');
  await chooseOldRange();
  await expectOldFigures();
  await expect(page.getByTestId('server-as-of')).toHaveText(asOf);
  // Its jobs were kept with its figures (packed, a column per field): their CSV, with no
  // signal, lists the five washes and adds up to the revenue.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Revenue rows (CSV)' }).click();
  const rows = readFileSync(await (await download).path(), 'utf8')
    .trim()
    .split('\r\n')
    .slice(1);
  expect(rows.map((row) => row.split(',')[4]).sort()).toEqual(
    [0, 1, 2, 3, 4].map((index) => `money-old-wash-${index}`),
  );
  expect(rows.reduce((sum, row) => sum + dollars(row.split(',').at(-1) ?? ''), 0)).toBe(5 * washPriceCents);
  // A period never read says what it needs, and keeps the owner's choices.
  await page.getByLabel('From', { exact: true }).fill(dayBefore(200));
  await expect(page.getByText('Connect to the internet to read the rest of this period')).toBeVisible();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(dayBefore(200));
  await expect(revenue).toHaveCount(0);
  await restoreNetwork(context);
});

for (const [account, home] of [
  ['lotprep', '/lotPrepDashboard'],
  ['manager', '/managerDashboard'],
  ['supplier', '/suppliesDashboard'],
] as const) {
  onlineTest(
    `${account} is sent home from the office’s money, labor and employee screens`,
    async ({ page }) => {
      await signIn(page, demoAccount(account).email, DEMO_PASSWORD);
      await expectPath(page, home);
      for (const path of ['/finance', '/labor', '/employees']) {
        await page.goto(path);
        await expectPath(page, home);
        await expect(page.getByTestId('finance-figures')).toHaveCount(0);
        await expect(page.getByTestId('labor-people')).toHaveCount(0);
      }
    },
  );
}
