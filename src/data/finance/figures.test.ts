import { describe, expect, it } from 'vitest';
import { dayAfter, instantOf, monthOf } from '../../utils/zonedTime';
import type { Ticket } from '../model';
import { breaksByWorkday } from '../time/breaks';
import type { Shift } from '../time/shifts';
import {
  dayPayCents,
  inForce,
  joinPackedEarnings,
  marginOf,
  packEarnings,
  personLabor,
  revenueByDealershipAndKind,
  supplierCostsBySupplier,
  type Change,
  type Earning,
  type PriceList,
  unpackEarnings,
} from './figures';
import { HOUR_MS } from '../../utils/duration';

const CHICAGO = 'America/Chicago';
/** A wall time in Chicago, November 2026 (daylight time ends on Sunday the 1st). */
const at = (day: number, hour: number, minute = 0) => instantOf(CHICAGO, 2026, 11, day, hour, minute);
const iso = (instant: number) => new Date(instant).toISOString();
const NOVEMBER = monthOf(at(15, 12), CHICAGO);

const prices = (delivery: number, serviceWash: number): PriceList => ({
  delivery,
  serviceWash,
  lotPrep: 3_000,
  photos: 2_500,
  detail: 9_000,
});
/** North's delivery price went from $45.00 to $50.00 on November 16. */
const NORTH_PRICES: Change<PriceList>[] = [
  { effectiveFrom: '2025-01-01T06:00:00.000Z', value: prices(4_500, 1_800) },
  { effectiveFrom: iso(at(16, 0)), value: prices(5_000, 2_000) },
];

type RevenueTicket = Parameters<typeof revenueByDealershipAndKind>[1][number];
const ticket = (
  kind: Ticket['kind'],
  status: Ticket['status'],
  doneAt: number,
  priceCents = 4_500,
): RevenueTicket => ({
  dealershipId: 'north',
  kind,
  status,
  history: [
    { status: 'inProgress', at: iso(doneAt - HOUR_MS), by: 'crew' },
    ...(status === 'done' || status === 'cancelled' ? [{ status, at: iso(doneAt), by: 'crew' }] : []),
  ],
  priceCents,
});

describe('what is in force', () => {
  it('is the latest change at or before the instant, none before the first', () => {
    expect(inForce(NORTH_PRICES, at(15, 23, 59))?.delivery).toBe(4_500);
    expect(inForce(NORTH_PRICES, at(16, 0))?.delivery).toBe(5_000);
    expect(inForce(NORTH_PRICES, Date.parse('2024-12-31T00:00:00Z'))).toBeNull();
  });
});

describe('revenue', () => {
  it('prices each done ticket and each wash at the price list in force when the work was done', () => {
    const rows = revenueByDealershipAndKind(
      NOVEMBER,
      [
        ticket('delivery', 'done', at(15, 17)), // $45.00
        ticket('delivery', 'done', at(16, 9)), // $50.00 after the change
        ticket('delivery', 'cancelled', at(16, 10)), // earns nothing
        ticket('delivery', 'inProgress', at(16, 11)), // not done
        ticket('other', 'done', at(20, 9), 1_234), // its own price
        ticket('delivery', 'done', at(1, 0) - 60_000), // October 31: outside the month
      ],
      [
        { dealershipId: 'north', washedAt: iso(at(10, 9)), voided: null }, // $18.00
        { dealershipId: 'north', washedAt: iso(at(20, 9)), voided: null }, // $20.00
        {
          dealershipId: 'north',
          washedAt: iso(at(20, 10)),
          voided: { by: 'o', at: iso(at(20, 11)), reason: 'x' },
        },
      ],
      () => NORTH_PRICES,
    );
    expect(rows).toEqual([
      { dealershipId: 'north', kind: 'delivery', count: 2, cents: 9_500 },
      { dealershipId: 'north', kind: 'other', count: 1, cents: 1_234 },
      { dealershipId: 'north', kind: 'serviceWash', count: 2, cents: 3_800 },
    ]);
  });
});

const shift = (start: number, hours: number): Shift => ({
  uid: 'crew',
  start,
  end: start + hours * HOUR_MS,
  breaks: [],
  punchIds: [],
  flags: [],
  position: null,
});
const FEDERAL = { zone: CHICAGO, weekStart: 1 as const, overtime: 'federal' as const, geofences: [] };
const CALIFORNIA = { ...FEDERAL, overtime: 'california' as const };

describe('labor cost', () => {
  it('pays a day once, rounded half up: 7.5 h at $18.37 is $137.775 → $137.78', () => {
    expect(dayPayCents({ regularMs: 7.5 * HOUR_MS, overtimeMs: 0, doubleMs: 0 }, 1_837)).toBe(13_778);
    // 2 h of overtime at $18.37 × 1.5 = $55.11; 1 h of double time = $36.74.
    expect(dayPayCents({ regularMs: 0, overtimeMs: 2 * HOUR_MS, doubleMs: HOUR_MS }, 1_837)).toBe(
      5_511 + 3_674,
    );
  });

  it('counts overtime over the whole week, pays each day at the rate in force that day', () => {
    // Monday Nov 16 to Friday Nov 20, 10 hours a day: 40 regular, 10 overtime (Friday's).
    const shifts = [16, 17, 18, 19, 20].map((day) => shift(at(day, 7), 10));
    // $20.00 an hour until Thursday, $22.00 from Thursday the 19th.
    const rates: Change<number>[] = [
      { effectiveFrom: '2025-01-01T06:00:00.000Z', value: 2_000 },
      { effectiveFrom: iso(at(19, 0)), value: 2_200 },
    ];
    const week = { start: at(16, 0), end: at(23, 0) };
    const row = personLabor('crew', shifts, rates, week, FEDERAL, at(30, 0));
    expect(row.pay.regularMs / HOUR_MS).toBe(40);
    expect(row.pay.overtimeMs / HOUR_MS).toBe(10);
    // Mon–Wed 30 h × $20 = $600; Thu 10 h × $22 = $220; Fri 10 h overtime × $33 = $330.
    expect(row.cents).toBe(60_000 + 22_000 + 33_000);
    expect(row.unratedDays).toBe(0);

    // Only Thursday and Friday in the period: Friday is still overtime (40 h came before it).
    const lateWeek = { start: at(19, 0), end: at(21, 0) };
    expect(personLabor('crew', shifts, rates, lateWeek, FEDERAL, at(30, 0)).cents).toBe(22_000 + 33_000);
  });

  it('pays California’s daily overtime and double time, and counts a day with no rate as unrated', () => {
    const shifts = [shift(at(17, 6), 13)]; // 8 regular, 4 overtime, 1 double
    const rates: Change<number>[] = [{ effectiveFrom: iso(at(17, 0)), value: 2_000 }];
    const row = personLabor(
      'crew',
      shifts,
      rates,
      { start: at(16, 0), end: at(23, 0) },
      CALIFORNIA,
      at(30, 0),
    );
    expect(row.cents).toBe(8 * 2_000 + 4 * 3_000 + 1 * 4_000);
    const early = personLabor(
      'crew',
      [shift(at(16, 8), 8)],
      rates,
      { start: at(16, 0), end: at(17, 0) },
      CALIFORNIA,
      at(30, 0),
    );
    expect(early).toMatchObject({ cents: 0, unratedDays: 1 });
  });

  it('adds California’s meal and rest premiums at the rate in force on the workday, an hour each', () => {
    // Tuesday: 13 hours with no meal (both meals missed: one meal premium); Wednesday: 5 hours (no
    // meal due),
    // and the worker says they could not take a rest break (one rest premium, at the new rate).
    const shifts = [shift(at(17, 6), 13), shift(at(18, 8), 5)];
    const rates: Change<number>[] = [
      { effectiveFrom: '2025-01-01T06:00:00.000Z', value: 2_000 },
      { effectiveFrom: iso(at(18, 0)), value: 2_500 },
    ];
    const words = [{ answer: 'couldNotTake' as const, couldNotTake: ['rest' as const], at: at(18, 13) }];
    const breakDays = breaksByWorkday(shifts, words, CHICAGO, at(30, 0));
    const week = { start: at(16, 0), end: at(23, 0) };
    const row = personLabor('crew', shifts, rates, week, CALIFORNIA, at(30, 0), undefined, breakDays);
    expect(row.premiumHours).toBe(2);
    expect(row.premiumCents).toBe(2_000 + 2_500);
    // Tuesday: 8 regular, 4 overtime, 1 double at $20; Wednesday: 5 regular at $25; then the premiums.
    expect(row.cents).toBe(8 * 2_000 + 4 * 3_000 + 4_000 + 5 * 2_500 + 2_000 + 2_500);
    expect(row.days.map((day) => day.premiumHours)).toEqual([1, 1]);
    // A period that leaves Tuesday out leaves its premium out too.
    const wednesday = { start: at(18, 0), end: at(19, 0) };
    expect(
      personLabor('crew', shifts, rates, wednesday, CALIFORNIA, at(30, 0), undefined, breakDays).premiumCents,
    ).toBe(2_500);
  });

  it('splits a night shift at local midnight on the day daylight time ends (a 25-hour day)', () => {
    // Saturday Oct 31 22:00 CDT to Sunday Nov 1 06:00 CST: 9 real hours, 7 of them on Sunday
    // (00:00 to 06:00 on the wall clock, with the 01:00 hour lived twice).
    const night = [{ ...shift(at(1, 0) - 2 * HOUR_MS, 9) }];
    const sunday = dayAfter(at(1, 12), 0, CHICAGO);
    const row = personLabor(
      'crew',
      night,
      [{ effectiveFrom: '2025-01-01T06:00:00.000Z', value: 2_000 }],
      sunday,
      FEDERAL,
      at(30, 0),
    );
    expect(row.pay.regularMs / HOUR_MS).toBe(7);
    expect(row.cents).toBe(7 * 2_000);
  });
});

describe('supplier costs and margin', () => {
  it('count approved and paid invoices issued in the period, not submitted or disputed ones', () => {
    const costs = supplierCostsBySupplier(
      [
        { supplierUid: 'suds', status: 'paid', issuedOn: '2026-11-01', totalCents: 10_000 },
        { supplierUid: 'suds', status: 'approved', issuedOn: '2026-11-30', totalCents: 2_501 },
        { supplierUid: 'suds', status: 'submitted', issuedOn: '2026-11-10', totalCents: 999 },
        { supplierUid: 'suds', status: 'disputed', issuedOn: '2026-11-10', totalCents: 999 },
        { supplierUid: 'shine', status: 'paid', issuedOn: '2026-12-01', totalCents: 5_000 },
      ],
      '2026-11-01',
      '2026-11-30',
    );
    expect([...costs]).toEqual([['suds', 12_501]]);
    expect(marginOf(14_534, 115_000, 12_501)).toEqual({
      revenueCents: 14_534,
      laborCents: 115_000,
      supplierCents: 12_501,
      marginCents: 14_534 - 115_000 - 12_501,
    });
  });
});

describe('the jobs a period read from the server keeps for its CSV', () => {
  const job = (
    id: string,
    source: Earning['source'],
    dealershipId: string,
    kind: Earning['kind'],
    cents: number,
  ) => ({
    id,
    source,
    dealershipId,
    kind,
    cents,
    at: at(10, 9) + cents,
  });
  const first = [
    job('t1', 'ticket', 'north', 'delivery', 8_900),
    job('w1', 'wash', 'north', 'serviceWash', 2_967),
  ];
  const second = [
    job('w2', 'wash', 'north', 'serviceWash', 2_967),
    job('t2', 'ticket', 'coast space', 'other', 123_456_789),
    job('', 'ticket', 'north', 'delivery', 0),
  ];

  it('come back as they were, after IndexedDB’s copy, and name each kind of job once', () => {
    const packed = packEarnings(first.concat(second));
    expect(unpackEarnings(structuredClone(packed))).toEqual(first.concat(second));
    expect(packed.groups).toHaveLength(3);
  });

  it('join the runs of a long period in order', () => {
    const joined = joinPackedEarnings([packEarnings(second), packEarnings([]), packEarnings(first)]);
    expect(unpackEarnings(joined)).toEqual(second.concat(first));
    expect(joined.groups).toHaveLength(3);
  });
});
