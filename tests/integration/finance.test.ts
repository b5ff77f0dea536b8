/**
 * Issue #19 against the emulators: the money figures the app computes for the seeded month
 * (and the month before, its comparison) equal the same figures computed here, separately
 * and plainly, from the documents the emulator holds: each done ticket and kept wash at its
 * dealership's price then, each day's hours at the rate then with weekly overtime at 1.5×,
 * the approved and paid invoices.
 */
import { getApps as getAdminApps, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../scripts/demo/seed';
import { eachEarning } from '../../src/data/finance/figures';
import { everyonesShifts, financeInputOf } from '../../src/data/finance/inputs';
import { financeFigures, financeWindow, previousWindow } from '../../src/data/finance/overview';
import type { MirroredData } from '../../src/data/mirror/mirroredData';
import type {
  Dealership,
  Invoice,
  PayRate,
  Ticket,
  TimeCorrection,
  TimePunch,
  TimeWeek,
  WashLog,
} from '../../src/data/model';
import type { TimeAttestation } from '../../src/data/time/attestations';
import { timeRulesOf } from '../../src/data/time/timesheet';
import { dayKey, instantOf, wallTimeAt } from '../../src/utils/zonedTime';
import { clearAuth, clearFirestore, PROJECT_ID } from '../support/emulators';
import { HOUR_MS } from '../../src/utils/duration';

const admin = () => getAdminFirestore(getAdminApps()[0] ?? initializeAdminApp({ projectId: PROJECT_ID }));
const ZONE = 'America/Chicago';
const SEEDED_AT = Date.now();
/** A moment after the seed: today's open shifts count up to it, on both sides. */
const NOW = SEEDED_AT + 5 * 60_000;

async function all<T>(collection: string): Promise<(T & { id: string })[]> {
  const snapshot = await admin().collection(collection).get();
  return snapshot.docs.map((document) => ({ id: document.id, ...(document.data() as T) }));
}

let data: MirroredData;
let payRates: (PayRate & { id: string })[];

beforeAll(async () => {
  await clearFirestore();
  await clearAuth();
  await seedDemo(undefined, SEEDED_AT);
  data = {
    dealerships: await all<Dealership>('dealerships'),
    tickets: await all<Ticket>('tickets'),
    timePunches: await all<TimePunch>('timePunches'),
    clockStates: [],
    timeAttestations: await all<TimeAttestation>('timeAttestations'),
    timeCorrections: await all<TimeCorrection>('timeCorrections'),
    timeWeeks: await all<TimeWeek>('timeWeeks'),
    washLogs: await all<WashLog>('washLogs'),
    supplyRequests: [],
    invoices: await all<Invoice>('invoices'),
    payRates: await all<PayRate>('payRates'),
    syncedAt: null,
  };
  payRates = data.payRates;
});

// ---- The same figures, computed plainly from the documents ----

/** The latest step at or before `at` (by its effectiveFrom). */
function stepAt<T extends { effectiveFrom: string }>(steps: readonly T[], at: number): T | undefined {
  return [...steps]
    .filter((step) => Date.parse(step.effectiveFrom) <= at)
    .sort((a, b) => Date.parse(a.effectiveFrom) - Date.parse(b.effectiveFrom))
    .at(-1);
}

function priceAt(dealershipId: string, kind: Exclude<Ticket['kind'], 'other'>, at: number): number {
  const dealership = data.dealerships.find((one) => one.id === dealershipId);
  if (!dealership) throw new Error(`no dealership ${dealershipId}`);
  const history = dealership.priceHistory?.length
    ? dealership.priceHistory
    : [{ effectiveFrom: '1970-01-01T00:00:00.000Z', prices: dealership.priceList }];
  const step = stepAt(history, at);
  if (!step) throw new Error(`no price for ${dealershipId} at ${new Date(at).toISOString()}`);
  return step.prices[kind];
}

function plainRevenue(start: number, end: number): Map<string, number> {
  const byDealershipKind = new Map<string, number>();
  const add = (key: string, cents: number) =>
    byDealershipKind.set(key, (byDealershipKind.get(key) ?? 0) + cents);
  for (const ticket of data.tickets) {
    if (ticket.status !== 'done') continue;
    const done = Date.parse(ticket.history.filter((step) => step.status === 'done').at(-1)?.at ?? '');
    if (!(done >= start && done < end)) continue;
    add(
      `${ticket.dealershipId} ${ticket.kind}`,
      ticket.kind === 'other' ? ticket.priceCents : priceAt(ticket.dealershipId, ticket.kind, done),
    );
  }
  for (const wash of data.washLogs) {
    const at = Date.parse(wash.washedAt);
    if (wash.voided || !(at >= start && at < end)) continue;
    add(`${wash.dealershipId} serviceWash`, priceAt(wash.dealershipId, 'serviceWash', at));
  }
  return byDealershipKind;
}

/** Each person's worked intervals (breaks taken out), approved corrections applied. */
function workedIntervals(uid: string): [number, number][] {
  const punches = new Map(
    data.timePunches
      .filter((punch) => punch.uid === uid)
      .map((punch) => [punch.id, { kind: punch.kind, at: Date.parse(punch.at) }]),
  );
  for (const correction of data.timeCorrections) {
    if (correction.uid !== uid || correction.state !== 'approved') continue;
    const change = correction.change;
    if (change.action === 'add')
      punches.set(`added ${correction.id}`, { kind: change.kind, at: Date.parse(change.at) });
    else if (change.action === 'move')
      punches.set(change.punchId, { kind: change.kind, at: Date.parse(change.to) });
    else punches.delete(change.punchId);
  }
  const ordered = [...punches.values()].sort((a, b) => a.at - b.at);
  const intervals: [number, number][] = [];
  let from: number | null = null;
  for (const punch of ordered) {
    if ((punch.kind === 'in' || punch.kind === 'breakEnd') && from === null) from = punch.at;
    if ((punch.kind === 'out' || punch.kind === 'breakStart') && from !== null) {
      intervals.push([from, punch.at]);
      from = null;
    }
  }
  if (from !== null) intervals.push([from, NOW]);
  return intervals;
}

/** Midnight of the local day `offset` days after the one holding `instant`. */
function midnight(instant: number, offset = 0): number {
  const { year, month, day } = wallTimeAt(instant, ZONE);
  return instantOf(ZONE, year, month, day + offset);
}

/** Labor cost of the days in [start, end): weeks from Monday, over 40 h at 1.5×, each day rounded once. */
function plainLabor(start: number, end: number): number {
  let total = 0;
  for (const rate of payRates) {
    const intervals = workedIntervals(rate.uid);
    // From the Monday on or before `start`, so the week's earlier hours count toward its 40.
    const mondayOffset = -((wallTimeAt(start, ZONE).weekday + 6) % 7);
    let weekWorked = 0;
    for (let day = midnight(start, mondayOffset); day < end; day = midnight(day + 12 * HOUR_MS, 1)) {
      const next = midnight(day + 12 * HOUR_MS, 1);
      if (wallTimeAt(day + 12 * HOUR_MS, ZONE).weekday === 1) weekWorked = 0;
      const worked = intervals.reduce(
        (sum, [from, to]) => sum + Math.max(0, Math.min(to, next) - Math.max(from, day)),
        0,
      );
      const regular = Math.max(0, Math.min(worked, 40 * HOUR_MS - weekWorked));
      const overtime = worked - regular;
      weekWorked += worked;
      if (day < start || worked === 0) continue;
      const hourly = stepAt(rate.history, day)?.hourlyRateCents ?? 0;
      total += Math.round((hourly * (regular + 1.5 * overtime)) / HOUR_MS);
    }
  }
  return total;
}

function plainSuppliers(firstDay: string, lastDay: string): number {
  return data.invoices
    .filter(
      (invoice) =>
        (invoice.status === 'approved' || invoice.status === 'paid') &&
        invoice.issuedOn >= firstDay &&
        invoice.issuedOn <= lastDay,
    )
    .reduce((sum, invoice) => sum + invoice.totalCents, 0);
}

describe('the seeded month’s money figures', () => {
  it('are the same computed by the app and plainly from the emulator’s documents, this month and the one before', () => {
    const rules = timeRulesOf(data.dealerships, []);
    expect(rules.zone).toBe(ZONE);
    // The demo's dealerships share one zone and the federal rule: everyone's rules are these.
    expect(data.dealerships.every((one) => one.timezone === ZONE && one.overtimeRule === 'federal')).toBe(
      true,
    );
    const input = financeInputOf(
      data,
      everyonesShifts(data, () => rules, NOW),
      rules,
      () => rules,
      NOW,
    );
    const month = financeWindow('month', NOW, rules, { from: '', to: '' });
    if (!month) throw new Error('no month');
    const windows = [month, previousWindow(month, 'month', ZONE)];
    let workSeen = 0;
    for (const window of windows) {
      const app = financeFigures(input, window, NOW);
      const revenue = plainRevenue(window.period.start, window.period.end);
      expect(new Map(app.revenue.map((row) => [`${row.dealershipId} ${row.kind}`, row.cents]))).toEqual(
        revenue,
      );
      const labor = plainLabor(window.period.start, window.period.end);
      const suppliers = plainSuppliers(window.firstDay, window.lastDay);
      const revenueCents = [...revenue.values()].reduce((sum, cents) => sum + cents, 0);
      expect(app.totals).toEqual({
        revenueCents,
        laborCents: labor,
        supplierCents: suppliers,
        marginCents: revenueCents - labor - suppliers,
      });
      expect(app.unratedDays).toBe(0);
      workSeen += revenueCents + labor;
    }
    // The seed spans two weeks back: the months compared hold real work, not two zeros.
    expect(workSeen).toBeGreaterThan(0);
    expect(dayKey(month.period.start, ZONE).endsWith('-01')).toBe(true);
  });

  it('price the demo’s washes on each side of Northside’s price change at the price then', () => {
    const northside = data.dealerships.find((one) => one.priceHistory?.length);
    const changedAt = Date.parse(northside?.priceHistory?.at(-1)?.effectiveFrom ?? '');
    const rules = timeRulesOf(data.dealerships, []);
    const input = financeInputOf(data, new Map(), rules, () => rules, NOW);
    const prices = new Map<boolean, Set<number>>([
      [false, new Set()],
      [true, new Set()],
    ]);
    eachEarning({ start: 0, end: NOW }, [], input.washes, input.pricesOf, (earning) => {
      if (earning.dealershipId === northside?.id) prices.get(earning.at >= changedAt)?.add(earning.cents);
    });
    expect([...(prices.get(false) ?? [])]).toEqual([1_400]);
    expect([...(prices.get(true) ?? [])]).toEqual([1_500]);
  });
});
