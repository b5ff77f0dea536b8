/**
 * The wash bay (issue #17) in Chromium against the emulators: washes logged with no
 * signal land once each, a repeat is caught and logged with its reason, a wash is voided,
 * the dealership's manager reads the report (voided washes unbilled) and its CSV matches
 * the server, and a washer cannot log at a dealership that is not theirs. Each test works
 * as a twin of a demo account, so its washes are nobody else's; the report, which reads a
 * whole dealership, reads a week no other file logs washes in.
 */
import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, stretchedMs, test } from '../support/test';
import {
  DEALERSHIP_1,
  DEALERSHIP_2,
  DEMO_DEALERSHIPS,
  DEMO_PASSWORD,
  demoAccount,
} from '../../scripts/demo/demoData';
import { moveChangeStamps } from '../../scripts/demo/seed';
import { WASH_TEXTS } from '../../src/i18n/areas/washes';
import { dayKey, instantOf } from '../../src/utils/zonedTime';
import { adminFirestore, twinOf } from '../support/admin';
import { expectQueueDrained, onlineTest, waitForServiceWorker, waitForTestHooks } from '../support/app';
import { cutNetwork, restoreNetwork } from '../support/network';
import { expectPath, signIn } from '../support/signIn';
import { DAY_MS } from '../../src/utils/duration';

const words = WASH_TEXTS.english;
const ZONE = DEMO_DEALERSHIPS[DEALERSHIP_2]?.timezone ?? 'America/Chicago';
const WASH_PRICE_CENTS = DEMO_DEALERSHIPS[DEALERSHIP_2]?.priceList.serviceWash ?? 0;
const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

interface ServerWash {
  id: string;
  reference: string;
  washedAt: string;
  repeatReason?: string;
  voided?: { reason: string } | null;
}

async function serverWashes(field: 'uid' | 'dealershipId', value: string): Promise<ServerWash[]> {
  const snapshot = await adminFirestore().collection('washLogs').where(field, '==', value).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...(doc.data() as Omit<ServerWash, 'id'>) }));
}

async function logWash(page: Page, reference: string) {
  const form = page.getByTestId('log-wash');
  await form.getByLabel(words['washes.log.reference']).fill(reference);
  await form.getByRole('button', { name: words['washes.log.submit'] }).click();
  await expect(page.getByTestId('wash-logged')).toHaveText(`Logged ${reference}.`);
}

test('a washer with no signal logs 20 washes (one a repeat, with its reason), reloads and reconnects: 20 land; one is voided', async ({
  page,
  context,
}) => {
  test.setTimeout(stretchedMs(120_000));
  const me = await twinOf(demoAccount('wash'), DEMO_PASSWORD, 'Wade Twin');
  const prefix = `W${Date.now() % 1_000_000}-`;
  await signIn(page, me.email, DEMO_PASSWORD, '/wash-logs');
  await expect(page.getByRole('heading', { name: words['washes.title'] })).toBeVisible();
  await waitForServiceWorker(page);
  await waitForTestHooks(page);
  // The phone has its copy (the washer's dealership among it) before the signal goes.
  await expect(page.getByTestId('log-wash')).toBeVisible();
  await cutNetwork(context);

  const form = page.getByTestId('log-wash');
  const reference = form.getByLabel(words['washes.log.reference']);
  await expect(reference).toBeFocused();
  for (let index = 1; index <= 19; index += 1) {
    await logWash(page, `${prefix}${index}`);
    // The next car: the field is empty and keeps the cursor.
    await expect(reference).toHaveValue('');
    await expect(reference).toBeFocused();
  }

  // The first car again, typed another way: caught before it is billed twice.
  await reference.fill(`${prefix.toLowerCase()}1`);
  await expect(form.getByTestId('repeat-warning')).toContainText('by you: log again?');
  await form.getByRole('button', { name: words['washes.log.submitAgain'] }).click();
  await expect(form.getByText(words['washes.problem.reason'])).toBeVisible();
  await expect(reference).toHaveValue(`${prefix.toLowerCase()}1`);
  await form.getByLabel(words['washes.duplicate.reason']).fill('Customer drove through mud');
  await form.getByRole('button', { name: words['washes.log.submitAgain'] }).click();
  await expect(page.getByTestId('wash-logged')).toHaveText(`Logged ${prefix.toLowerCase()}1.`);

  await page.reload();
  const mine = page.getByTestId('my-washes');
  await expect(mine.getByTestId('wash').first()).toContainText('on this phone');
  expect(await serverWashes('uid', me.uid)).toEqual([]);

  await restoreNetwork(context);
  await expectQueueDrained(page);
  const landed = await serverWashes('uid', me.uid);
  expect(landed).toHaveLength(20);
  expect(new Set(landed.map((wash) => wash.reference)).size).toBe(20);
  expect(landed.filter((wash) => wash.repeatReason === 'Customer drove through mud')).toHaveLength(1);
  await expect(mine.getByTestId('wash').first()).toContainText('received by the office');

  // Voided within the window, with a reason: it stays on record.
  const last = mine.getByTestId('wash').first();
  await last.getByRole('button', { name: words['washes.void'] }).click();
  await last.getByRole('button', { name: words['washes.void.confirm'] }).click();
  await expect(last.getByText(words['washes.problem.reason'])).toBeVisible();
  await last.getByLabel(words['washes.void.reason']).fill('Logged the wrong car');
  await last.getByRole('button', { name: words['washes.void.confirm'] }).click();
  await expect(mine.getByText('Voided: Logged the wrong car')).toBeVisible();
  await expectQueueDrained(page);
  const voided = (await serverWashes('uid', me.uid)).filter((wash) => wash.voided);
  expect(voided.map((wash) => wash.voided?.reason)).toEqual(['Logged the wrong car']);
});

onlineTest(
  'the dealership’s manager reads the wash report with voided washes left out, and its CSV matches the server',
  async ({ page }) => {
    const manager = await twinOf(demoAccount('manager'), DEMO_PASSWORD, 'Mona Twin');
    await adminFirestore()
      .doc(`users/${manager.uid}`)
      .update({ dealerships: [DEALERSHIP_2] });
    // The report reads the whole dealership's week, so the week it reads is one no other file
    // writes washes in: the week before last (7-13 days back, where the demo has the bay's
    // washes). Other files log theirs today (sync.spec.ts, 160 at Lakeview) or 100 days back
    // (money.spec.ts), and the last test here 45 days back.
    const RANGE_DAYS_BACK = { from: 13, to: 7 };
    // A wash of that week voided by the office: on record, never billed.
    const voidedId = `voided-${Date.now()}`;
    await adminFirestore()
      .doc(`washLogs/${voidedId}`)
      .set({
        dealershipId: DEALERSHIP_2,
        uid: demoAccount('wash').uid,
        washedAt: new Date(Date.now() - (RANGE_DAYS_BACK.to + 3) * DAY_MS).toISOString(),
        reference: 'VOID-ME',
        vin: null,
        kind: 'service',
        note: '',
        voided: { by: demoAccount('owner').uid, at: new Date().toISOString(), reason: 'Billed twice' },
        receivedAt: new Date(),
      });
    await signIn(page, manager.email, DEMO_PASSWORD, '/wash-reports');
    await expect(page.getByRole('heading', { name: words['washes.report.title'] })).toBeVisible();

    // Seven days on the dealership's clock.
    const lastDay = dayKey(Date.now() - RANGE_DAYS_BACK.to * DAY_MS, ZONE);
    const firstDay = dayKey(Date.now() - RANGE_DAYS_BACK.from * DAY_MS, ZONE);
    await page.getByLabel(words['washes.report.from']).fill(firstDay);
    await page.getByLabel(words['washes.report.to']).fill(lastDay);
    const [fromYear, fromMonth, fromDay] = firstDay.split('-').map(Number) as [number, number, number];
    const [toYear, toMonth, toDay] = lastDay.split('-').map(Number) as [number, number, number];
    const start = instantOf(ZONE, fromYear, fromMonth, fromDay);
    const end = instantOf(ZONE, toYear, toMonth, toDay + 1);
    const inRange = (await serverWashes('dealershipId', DEALERSHIP_2)).filter((wash) => {
      const at = Date.parse(wash.washedAt);
      return at >= start && at < end;
    });
    const billed = inRange.filter((wash) => !wash.voided);
    expect(inRange.length).toBeGreaterThan(billed.length);

    const totals = page.getByTestId('report-totals');
    await expect(totals).toContainText(DOLLARS.format((billed.length * WASH_PRICE_CENTS) / 100));
    await expect(page.getByTestId('report-voided')).toHaveText(
      `${inRange.length - billed.length} voided wash${inRange.length - billed.length === 1 ? '' : 'es'}, not billed`,
    );

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: words['washes.report.csv'] }).click();
    const file = await readFile(await (await downloading).path(), 'utf8');
    expect(file.startsWith('\uFEFFDealership,Code,Period,Service,Lot,Total,Billed\r\n')).toBe(true);
    const rows = file
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(','));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row[0] === DEMO_DEALERSHIPS[DEALERSHIP_2]?.name)).toBe(true);
    expect(rows.reduce((sum, row) => sum + Number(row[5]), 0)).toBe(billed.length);
    expect(rows.reduce((sum, row) => sum + Math.round(Number(row[6]) * 100), 0)).toBe(
      billed.length * WASH_PRICE_CENTS,
    );
  },
);

onlineTest(
  'a washer at dealership 2 is offered only their bay, and a wash forced for dealership 1 is refused',
  async ({ page }) => {
    const me = await twinOf(demoAccount('wash'), DEMO_PASSWORD, 'Willa Twin');
    await signIn(page, me.email, DEMO_PASSWORD, '/wash-logs');
    const form = page.getByTestId('log-wash');
    await expect(form).toBeVisible();
    // One bay: no choice of dealership to make.
    await expect(form.getByLabel(words['washes.log.dealership'])).toHaveCount(0);
    await waitForTestHooks(page);
    await page.evaluate(async (dealershipId) => {
      await window.lotcrewTest?.queueWrite('logWash', {
        id: crypto.randomUUID(),
        dealershipId,
        washedAt: new Date().toISOString(),
        reference: 'NOT-MY-BAY',
        vin: null,
        kind: 'service',
        note: '',
      });
    }, DEALERSHIP_1);
    await expect(page.getByTestId('sync-indicator')).toContainText('refused by the server');
    expect((await serverWashes('uid', me.uid)).map((wash) => wash.reference)).not.toContain('NOT-MY-BAY');
  },
);

onlineTest(
  'the service-wash dashboard counts today’s washes and logs the next car from the home screen',
  async ({ page }) => {
    const me = await twinOf(demoAccount('wash'), DEMO_PASSWORD, 'Dora Twin');
    await signIn(page, me.email, DEMO_PASSWORD);
    await expectPath(page, '/serviceWashDashboard');
    const bay = page.getByTestId('wash-bay');
    await expect(bay.getByTestId('washes-today')).toContainText('Today: 0 by you');
    const reference = `H${Date.now() % 1_000_000}`;
    await bay.getByLabel(words['washes.log.reference']).fill(reference);
    await bay.getByRole('button', { name: words['washes.log.submit'] }).click();
    await expect(bay.getByTestId('washes-today')).toContainText('Today: 1 by you');
    await expect(bay.getByTestId('my-washes')).toContainText(reference);
    await expect
      .poll(async () => (await serverWashes('uid', me.uid)).map((wash) => wash.reference))
      .toEqual([reference]);
  },
);

test('a range older than the phone holds is read from the server once, then opens again with no signal', async ({
  page,
  context,
}) => {
  const manager = await twinOf(demoAccount('manager'), DEMO_PASSWORD, 'Omar Twin');
  await adminFirestore()
    .doc(`users/${manager.uid}`)
    .update({ dealerships: [DEALERSHIP_2] });
  // Nine washes 45–61 days back (no other test writes there), the last one voided.
  const oldWashes = Array.from({ length: 9 }, (_, index) => ({
    id: `old-wash-${index}`,
    washedAt: new Date(Date.now() - (45 + index * 2) * DAY_MS).toISOString(),
    voided: index === 8,
  }));
  const batch = adminFirestore().batch();
  for (const wash of oldWashes)
    batch.set(adminFirestore().doc(`washLogs/${wash.id}`), {
      dealershipId: DEALERSHIP_2,
      uid: demoAccount('wash').uid,
      washerName: 'Wes Washer',
      washedAt: wash.washedAt,
      reference: `OLD${wash.id.slice(-1)}`,
      vin: null,
      kind: 'lot',
      note: '',
      voided: wash.voided
        ? { by: demoAccount('owner').uid, at: new Date().toISOString(), reason: 'Test car' }
        : null,
      receivedAt: new Date(),
    });
  await moveChangeStamps(adminFirestore(), batch, ['washLogs']).commit();
  const from = dayKey(Date.now() - 70 * DAY_MS, ZONE);
  const to = dayKey(Date.now() - 40 * DAY_MS, ZONE);
  const chooseRange = async () => {
    await page.getByLabel(words['washes.report.from']).fill(from);
    await page.getByLabel(words['washes.report.to']).fill(to);
    await page.getByLabel(words['washes.report.grain']).selectOption('month');
  };
  const expectOldFigures = async () => {
    await expect(page.getByTestId('report-as-of')).toContainText('Read from the server');
    await expect(page.getByTestId('report-totals')).toContainText(
      DOLLARS.format((8 * WASH_PRICE_CENTS) / 100),
    );
    await expect(page.getByTestId('report-voided')).toHaveText('1 voided wash, not billed');
    await expect(page.getByRole('table').nth(1)).toContainText('Wes Washer');
  };

  await signIn(page, manager.email, DEMO_PASSWORD, '/wash-reports');
  await waitForServiceWorker(page);
  await chooseRange();
  await expectOldFigures();

  // No signal, the app opened afresh: the same range opens from the phone, as of its read.
  await cutNetwork(context);
  await page.reload();
  await expect(page.getByRole('heading', { name: words['washes.report.title'] })).toBeVisible();
  await chooseRange();
  await expectOldFigures();
  // A range never read says what it needs, and keeps the person's choices.
  const neverRead = dayKey(Date.now() - 90 * DAY_MS, ZONE);
  await page.getByLabel(words['washes.report.from']).fill(neverRead);
  await expect(page.getByText('Connect to the internet to read this range from the server')).toBeVisible();
  await expect(page.getByLabel(words['washes.report.from'])).toHaveValue(neverRead);
  await restoreNetwork(context);
});
