import { describe, expect, it } from 'vitest';
import { instantOf } from '../../utils/zonedTime';
import type { Shift } from '../time/shifts';
import type { Change, PriceList } from './figures';
import {
  financeFigures,
  financeWindow,
  MAX_RANGE_DAYS,
  percentChange,
  previousWindow,
  windowOfDays,
  type FinanceInput,
} from './overview';
import { HOUR_MS } from '../../utils/duration';

const CHICAGO = 'America/Chicago';
const clock = { zone: CHICAGO, weekStart: 1 as const };
/** Chicago wall time, November 2026: daylight time ends on Sunday the 1st at 02:00. */
const at = (day: number, hour: number, minute = 0) => instantOf(CHICAGO, 2026, 11, day, hour, minute);
const iso = (instant: number) => new Date(instant).toISOString();
const noRange = { from: '', to: '' };

describe('the period chosen', () => {
  const now = at(25, 15); // Wednesday 25 November 2026, 3 pm

  it('is today, this week (from Monday), this month or last month on the business clock', () => {
    expect(financeWindow('today', now, clock, noRange)).toMatchObject({
      firstDay: '2026-11-25',
      lastDay: '2026-11-25',
    });
    expect(financeWindow('week', now, clock, noRange)).toMatchObject({
      firstDay: '2026-11-23',
      lastDay: '2026-11-29',
    });
    expect(financeWindow('month', now, clock, noRange)).toMatchObject({
      firstDay: '2026-11-01',
      lastDay: '2026-11-30',
    });
    expect(financeWindow('lastMonth', now, clock, noRange)).toMatchObject({
      firstDay: '2026-10-01',
      lastDay: '2026-10-31',
    });
  });

  it('counts the 25-hour day daylight time ends on as one day', () => {
    const november = financeWindow('month', now, clock, noRange);
    expect(november?.days).toHaveLength(30);
    const first = november?.days[0];
    expect(first && (first.end - first.start) / HOUR_MS).toBe(25);
    expect(november?.period.start).toBe(Date.parse('2026-11-01T05:00:00Z'));
    expect(november?.period.end).toBe(Date.parse('2026-12-01T06:00:00Z'));
  });

  it('takes a range of real dates, first before last, at most a year', () => {
    expect(financeWindow('range', now, clock, { from: '2026-11-02', to: '2026-11-04' })?.days).toHaveLength(
      3,
    );
    expect(financeWindow('range', now, clock, { from: '2026-11-04', to: '2026-11-02' })).toBeNull();
    expect(financeWindow('range', now, clock, { from: '2026-02-30', to: '2026-03-02' })).toBeNull();
    expect(financeWindow('range', now, clock, { from: '', to: '2026-03-02' })).toBeNull();
    expect(windowOfDays(CHICAGO, '2024-01-01', '2024-12-31')?.days).toHaveLength(MAX_RANGE_DAYS);
    expect(windowOfDays(CHICAGO, '2024-01-01', '2025-01-01')).toBeNull();
  });

  it('is compared with the month before a month, otherwise with as many days just before', () => {
    const month = financeWindow('month', now, clock, noRange);
    const week = financeWindow('week', now, clock, noRange);
    const today = financeWindow('today', now, clock, noRange);
    const range = financeWindow('range', now, clock, { from: '2026-03-01', to: '2026-03-10' });
    expect(month && previousWindow(month, 'month', CHICAGO)).toMatchObject({
      firstDay: '2026-10-01',
      lastDay: '2026-10-31',
    });
    expect(week && previousWindow(week, 'week', CHICAGO)).toMatchObject({
      firstDay: '2026-11-16',
      lastDay: '2026-11-22',
    });
    expect(today && previousWindow(today, 'today', CHICAGO)).toMatchObject({
      firstDay: '2026-11-24',
      lastDay: '2026-11-24',
    });
    // Across the spring-forward day (8 March 2026): still ten whole days.
    expect(range && previousWindow(range, 'range', CHICAGO)).toMatchObject({
      firstDay: '2026-02-19',
      lastDay: '2026-02-28',
    });
  });
});

describe('the figures of a period', () => {
  const prices = (delivery: number, serviceWash: number): PriceList => ({
    delivery,
    serviceWash,
    lotPrep: 3_000,
    photos: 2_500,
    detail: 9_000,
  });
  const northPrices: Change<PriceList>[] = [
    { effectiveFrom: '2025-01-01T06:00:00.000Z', value: prices(4_500, 1_800) },
    { effectiveFrom: iso(at(16, 0)), value: prices(5_000, 2_000) },
  ];
  const doneTicket = (dealershipId: string, doneAt: number) => ({
    dealershipId,
    kind: 'delivery' as const,
    status: 'done' as const,
    history: [{ status: 'done' as const, at: iso(doneAt), by: 'crew' }],
    priceCents: 9_999,
  });
  /** An 8-hour shift (no break) on a November day in Chicago. */
  const shift = (day: number): Shift => ({
    uid: 'eli',
    start: at(day, 8),
    end: at(day, 16),
    breaks: [],
    punchIds: [],
    flags: [],
    position: null,
  });
  const input: FinanceInput = {
    tickets: [
      doneTicket('north', at(2, 10)),
      doneTicket('north', at(17, 10)),
      doneTicket('south', at(17, 11)),
    ],
    washes: [
      { dealershipId: 'north', washedAt: iso(at(17, 9)), voided: null },
      {
        dealershipId: 'north',
        washedAt: iso(at(17, 9, 30)),
        voided: { by: 'o', at: iso(at(17, 10)), reason: 'twice' },
      },
    ],
    invoices: [
      { supplierUid: 'suds', status: 'approved', issuedOn: '2026-11-03', totalCents: 10_000 },
      { supplierUid: 'suds', status: 'submitted', issuedOn: '2026-11-04', totalCents: 99_999 },
      { supplierUid: 'suds', status: 'paid', issuedOn: '2026-10-31', totalCents: 77_777 },
    ],
    pricesOf: (id) =>
      id === 'north' ? northPrices : [{ effectiveFrom: '2025-01-01T06:00:00.000Z', value: prices(6_000, 0) }],
    breakDays: new Map(),
    shifts: new Map([
      ['eli', [shift(2), shift(17)]],
      ['nobody-rated', [{ ...shift(17), uid: 'nobody-rated' }]],
    ]),
    rates: new Map([
      [
        'eli',
        [
          { effectiveFrom: iso(at(10, 0)), value: 2_000 },
          { effectiveFrom: '2025-01-01T06:00:00.000Z', value: 1_800 },
        ],
      ],
    ]),
    clock,
    rulesOf: () => ({ ...clock, overtime: 'federal', geofences: [] }),
  };

  it('adds revenue at the price then, labor at the rate then, approved and paid invoices, and the margin', () => {
    const november = financeWindow('month', at(25, 15), clock, noRange);
    if (!november) throw new Error('no window');
    const figures = financeFigures(input, november, at(25, 15));
    // North: $45.00 (2nd) + $50.00 (17th) + one wash $20.00 (the voided one earns nothing); South: $60.00.
    expect(figures.totals.revenueCents).toBe(4_500 + 5_000 + 2_000 + 6_000);
    // Eli: 8 h at $18.00 on the 2nd, 8 h at $20.00 on the 17th; the unrated person's day costs nothing yet.
    expect(figures.totals.laborCents).toBe(8 * 1_800 + 8 * 2_000);
    expect(figures.unratedDays).toBe(1);
    expect(figures.totals.supplierCents).toBe(10_000);
    expect(figures.totals.marginCents).toBe(17_500 - 30_400 - 10_000);
  });

  it('spreads the same money over the days of the line chart up to today, nothing lost or counted twice', () => {
    const november = financeWindow('month', at(25, 15), clock, noRange);
    if (!november) throw new Error('no window');
    const { series, totals } = financeFigures(input, november, at(25, 15));
    // November 1 to 25 (today): the days still to come are left off.
    expect(series).toHaveLength(25);
    expect(series.at(-1)?.day).toBe('2026-11-25');
    expect(series.find((point) => point.day === '2026-11-02')).toEqual({
      day: '2026-11-02',
      revenueCents: 4_500,
      laborCents: 14_400,
    });
    expect(series.find((point) => point.day === '2026-11-17')).toEqual({
      day: '2026-11-17',
      revenueCents: 13_000,
      laborCents: 16_000,
    });
    expect(series.reduce((sum, point) => sum + point.revenueCents, 0)).toBe(totals.revenueCents);
    expect(series.reduce((sum, point) => sum + point.laborCents, 0)).toBe(totals.laborCents);
  });

  it('draws a range longer than two months a week per point', () => {
    const quarter = windowOfDays(CHICAGO, '2026-09-01', '2026-11-30');
    if (!quarter) throw new Error('no window');
    const { series, totals, grain } = financeFigures(input, quarter, at(25, 15));
    expect(grain).toBe('week');
    expect(series).toHaveLength(Math.ceil(91 / 7));
    expect(series.reduce((sum, point) => sum + point.revenueCents, 0)).toBe(totals.revenueCents);
  });

  it('says by how much a figure moved, and nothing when there was nothing before', () => {
    expect(percentChange(15_000, 10_000)).toBe(50);
    expect(percentChange(5_000, -10_000)).toBe(150);
    expect(percentChange(1, 3)).toBe(-67);
    expect(percentChange(10, 0)).toBeNull();
  });
});
