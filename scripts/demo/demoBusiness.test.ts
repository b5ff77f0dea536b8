/**
 * The demo is a business that could exist (issue #32, item 9): over the weeks its time
 * clock covers, what its crews bring in pays their hours and its suppliers with a margin a
 * little above zero to healthy, computed by the app's own money arithmetic, and each crew
 * does a day's worth of work for its hours.
 */
import { describe, expect, it } from 'vitest';
import { everyonesShifts, financeInputOf } from '../../src/data/finance/inputs';
import { financeFigures, windowOfDays } from '../../src/data/finance/overview';
import type { MirroredData } from '../../src/data/mirror/mirroredData';
import { peopleRules, timeRulesOf } from '../../src/data/time/timesheet';
import { dayKey } from '../../src/utils/zonedTime';
import { buildDemoData, DEMO_ACCOUNTS } from './demoData';
import { DAY_MS } from '../../src/utils/duration';

const ANCHOR_DAY = '2026-11-25';
const NOW = Date.parse(`${ANCHOR_DAY}T23:00:00.000Z`);

const listOf = <T>(byId: Record<string, T>) => Object.entries(byId).map(([id, value]) => ({ ...value, id }));

describe('the demo business', () => {
  const demo = buildDemoData(ANCHOR_DAY, NOW);
  const data = {
    dealerships: listOf(demo.dealerships),
    tickets: listOf(demo.tickets),
    timePunches: listOf(demo.timePunches),
    // No demo dealership follows California's meal and rest periods: nobody is asked at clock-out.
    timeAttestations: [],
    timeCorrections: listOf(demo.timeCorrections),
    timeWeeks: listOf(demo.timeWeeks),
    washLogs: listOf(demo.washLogs),
    supplyRequests: listOf(demo.supplyRequests),
    invoices: listOf(demo.invoices),
    dailyReports: listOf(demo.dailyReports),
    payRates: listOf(demo.payRates),
    syncedAt: null,
  } as unknown as MirroredData;
  const rules = timeRulesOf(data.dealerships, []);
  const rulesOf = peopleRules(
    data.dealerships,
    DEMO_ACCOUNTS.map((account) => ({ uid: account.uid, dealerships: account.dealerships ?? [] })),
  );
  const input = financeInputOf(data, everyonesShifts(data, rulesOf, NOW), rules, rulesOf, NOW);
  // The three weeks the time clock covers, to today.
  const weeks = windowOfDays(rules.zone, dayKey(NOW - 20 * DAY_MS, rules.zone), dayKey(NOW, rules.zone));
  if (!weeks) throw new Error('no window');
  const figures = financeFigures(input, weeks, NOW);

  it('earns more than it pays its crews and suppliers: a margin between 5 % and 40 % of revenue', () => {
    const { revenueCents, laborCents, marginCents } = figures.totals;
    expect(laborCents).toBeGreaterThan(0);
    expect(marginCents / revenueCents).toBeGreaterThan(0.05);
    expect(marginCents / revenueCents).toBeLessThan(0.4);
  });

  it('bills every kind of work its crews do, each at a believable share of the revenue', () => {
    const byKind = new Map<string, number>();
    for (const row of figures.revenue) byKind.set(row.kind, (byKind.get(row.kind) ?? 0) + row.cents);
    for (const kind of ['serviceWash', 'lotPrep', 'photos', 'delivery', 'detail'])
      expect(byKind.get(kind) ?? 0, kind).toBeGreaterThan(0);
    // No one kind is the whole business.
    for (const [kind, cents] of byKind) expect(cents / figures.totals.revenueCents, kind).toBeLessThan(0.5);
  });
});

describe('the demo’s requests in hand', () => {
  it('has work waiting to be claimed at each dealership, as a working day would', () => {
    const demo = buildDemoData(ANCHOR_DAY, NOW);
    for (const dealershipId of Object.keys(demo.dealerships)) {
      const open = Object.values(demo.tickets).filter(
        (ticket) => ticket.dealershipId === dealershipId && ticket.status === 'open',
      );
      expect(open.length, dealershipId).toBeGreaterThan(0);
    }
  });
});
