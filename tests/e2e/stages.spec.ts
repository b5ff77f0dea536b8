/**
 * Stage times (issue #36), end to end in Chromium with the emulators: the owner's office
 * opens /stages for a dealership of this run alone, whose tickets' steps are known; the
 * figures match a calculation by hand (nearest-rank median and 90th percentile), the aging
 * list uses the dealership's own target (12 h for a delivery, not the default 24 h), the CSV
 * holds the table, and with no signal the screen still reads from the phone, saying so.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { DEALERSHIP_1, DEMO_DEALERSHIPS, DEMO_PASSWORD, demoAccount } from '../../scripts/demo/demoData';
import { STAGES_TEXTS } from '../../src/i18n/areas/stages';
import { adminFirestore, commitAsAdmin } from '../support/admin';
import { waitForServiceWorker } from '../support/app';
import { cutNetwork, restoreNetwork } from '../support/network';
import { expectPath, signIn } from '../support/signIn';
import { HOUR_MS } from '../../src/utils/duration';

const words = STAGES_TEXTS.english;
const run = crypto.randomUUID().slice(0, 8);
const DEALERSHIP = `e2e-stages-${run}`;
const NAME = `Stage Motors ${run}`;

/** A ticket at the run's dealership whose steps are `steps` (status, hours before now). */
async function seedTicket(kind: string, stock: string, steps: [string, number][]) {
  const now = Date.now();
  const office = demoAccount('owner').uid;
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS).toISOString();
  await adminFirestore()
    .doc(`tickets/${crypto.randomUUID()}`)
    .set({
      dealershipId: DEALERSHIP,
      kind,
      vehicle: { stock, vin: '', year: 2021, make: 'Ford', model: 'Escape', color: 'Grey' },
      from: 'Lot',
      to: 'Front line',
      dueAt: at(-24),
      priority: 'normal',
      status: steps.at(-1)?.[0] ?? 'open',
      assigneeUid: null,
      requestedBy: office,
      salespersonUid: null,
      history: steps.map(([status, hoursAgo]) => ({ status, at: at(hoursAgo), by: office })),
      notes: '',
      photos: [],
      priceCents: 0,
      createdAt: at(steps[0]?.[1] ?? 0),
      updatedAt: at(steps.at(-1)?.[1] ?? 0),
      receivedAt: new Date(),
    });
}

test('the office reads each stage’s median and 90th percentile, the aging cars against the dealership’s target, the CSV, and offline the same from the phone', async ({
  page,
}) => {
  await commitAsAdmin(`dealerships/${DEALERSHIP}`, (batch, ref) =>
    batch.set(ref, {
      ...DEMO_DEALERSHIPS[DEALERSHIP_1],
      name: NAME,
      code: 'STG',
      agingTargetHours: { delivery: 12 },
    }),
  );
  // Two details done yesterday: waited 2 h and 4 h, worked 1 h and 3 h (request to done 3 h and 7 h).
  await seedTicket('detail', `DTA${run}`, [
    ['open', 30],
    ['inProgress', 28],
    ['done', 27],
  ]);
  await seedTicket('detail', `DTB${run}`, [
    ['open', 30],
    ['inProgress', 26],
    ['done', 23],
  ]);
  // A delivery requested 20 h ago, claimed 5 h ago: 8 h over its dealership's 12 h target.
  await seedTicket('delivery', `DLV${run}`, [
    ['open', 20],
    ['assigned', 5],
  ]);

  await signIn(page, demoAccount('owner').email, DEMO_PASSWORD, '/stages');
  await expectPath(page, '/stages');
  await page.getByRole('combobox', { name: words['stages.dealership'] }).selectOption({ label: NAME });
  const row = page.getByTestId('stages-table').getByRole('row', { name: new RegExp(NAME) });
  // Nearest rank over two tickets: the median is the first, the 90th percentile the second.
  await expect(row).toContainText('2 h');
  await expect(row).toContainText('4 h');
  await expect(row.getByRole('cell')).toHaveText([
    'Detail',
    '2',
    '2 h',
    '4 h',
    '–',
    '–',
    '1 h',
    '3 h',
    '3 h',
    '7 h',
    'Waiting to be claimed',
  ]);
  const aging = page.getByTestId('aging-table').getByRole('row', { name: new RegExp(`DLV${run}`) });
  await expect(aging.getByRole('cell')).toHaveText([
    NAME,
    'Delivery',
    'Claimed, not started',
    '5 h',
    '20 h',
    '8 h',
  ]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: words['stages.download'] }).click();
  const csv = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '');
  expect(csv.split(/\r?\n/)[0]).toContain('Waiting to be claimed, median');
  expect(csv).toContain(`${NAME},Detail,2,7200000,14400000`);

  // No signal: the screen reads from the phone and says how old its copy is. The copy is up to
  // date first (every view has answered, as after a while on the screen online): cut before
  // the last view's first answer, the copy has no age to say ("No data saved on this phone
  // yet."; one clean-clone CI run's first try).
  await expect(page.getByTestId('freshness')).toHaveText(/^Updated/);
  await waitForServiceWorker(page);
  await cutNetwork(page.context());
  await page.reload();
  await expect(page.getByText(/^Offline/)).toBeVisible();
  await page.getByRole('combobox', { name: words['stages.dealership'] }).selectOption({ label: NAME });
  await expect(page.getByTestId('stages-table').getByRole('row', { name: new RegExp(NAME) })).toContainText(
    '7 h',
  );
  await restoreNetwork(page.context());
});
