import { describe, expect, it } from 'vitest';
import type { Mirrored } from '../db';
import type { Dealership, WashLog } from '../model';
import { earlierWash, indexWashes, possibleDuplicates, referenceKey } from './duplicates';
import { periodsOf, washReport } from './report';
import { mayVoid, WASH_VOID_WINDOW_MS } from './voiding';
import { HOUR_MS } from '../../utils/duration';

const DAY_WINDOW_MS = 24 * HOUR_MS;
let counter = 0;
const wash = (at: string, overrides: Partial<WashLog> = {}): Mirrored<WashLog> => ({
  id: `w${++counter}`,
  dealershipId: 'd2',
  uid: 'wes',
  washedAt: at,
  reference: 'RO51013',
  vin: null,
  kind: 'service',
  note: '',
  ...overrides,
});

const dealership = (id: string, overrides: Partial<Dealership> = {}): Mirrored<Dealership> => ({
  id,
  name: id,
  code: id.toUpperCase(),
  address: '',
  timezone: 'America/Chicago',
  weekStart: 1,
  priceList: { delivery: 4500, serviceWash: 1250, lotPrep: 6000, photos: 3500, detail: 9000 },
  active: true,
  ...overrides,
});

describe('duplicate washes', () => {
  it('reads "ro 51013", "RO-51013" and "RO51013" as one car', () => {
    expect(referenceKey('ro 51013')).toBe(referenceKey('RO-51013'));
    expect(referenceKey('RO51013')).toBe('RO51013');
  });

  it('warns of the last wash of the car at that dealership within the window, and of nothing else', () => {
    const index = indexWashes([
      wash('2026-11-20T14:00:00.000Z'),
      wash('2026-11-20T16:00:00.000Z', { uid: 'wanda' }),
      wash('2026-11-20T17:00:00.000Z', { dealershipId: 'd1' }),
      wash('2026-11-20T17:30:00.000Z', {
        voided: { by: 'wes', at: '2026-11-20T17:31:00.000Z', reason: 'x' },
      }),
    ]);
    const at = Date.parse('2026-11-20T18:00:00.000Z');
    expect(earlierWash(index, 'd2', 'ro-51013', at, DAY_WINDOW_MS)?.uid).toBe('wanda');
    expect(
      earlierWash(index, 'd2', 'RO51013', Date.parse('2026-11-21T16:00:01.000Z'), DAY_WINDOW_MS),
    ).toBeNull();
    expect(
      earlierWash(index, 'd2', 'RO51013', Date.parse('2026-11-21T16:00:00.000Z'), DAY_WINDOW_MS)?.uid,
    ).toBe('wanda');
    expect(earlierWash(index, 'd2', 'RO5101', at, DAY_WINDOW_MS)).toBeNull();
    expect(earlierWash(index, 'd2', '--', at, DAY_WINDOW_MS)).toBeNull();
  });

  it('finds pairs two phones logged with no signal, but not a repeat someone explained', () => {
    const first = wash('2026-11-20T14:00:00.000Z');
    const second = wash('2026-11-20T14:05:00.000Z', { uid: 'wanda', reference: 'ro-51013' });
    const explained = wash('2026-11-20T20:00:00.000Z', { repeatReason: 'Came back muddy' });
    const nextDay = wash('2026-11-22T09:00:00.000Z');
    const found = possibleDuplicates(indexWashes([nextDay, explained, second, first]), () => DAY_WINDOW_MS);
    expect(found.map((pair) => [pair.wash.id, pair.earlier.id])).toEqual([[second.id, first.id]]);
    expect(possibleDuplicates(indexWashes([first, second]), () => 4 * 60_000)).toEqual([]);
  });
});

describe('voiding a wash', () => {
  const logged = wash('2026-11-20T14:00:00.000Z');
  const at = (minutes: number) => Date.parse('2026-11-20T14:00:00.000Z') + minutes * 60_000;

  it('lets the washer void their own wash for 30 minutes, and nobody else but the office', () => {
    expect(WASH_VOID_WINDOW_MS).toBe(30 * 60_000);
    expect(mayVoid(logged, { uid: 'wes', role: 'serviceWash' }, at(30))).toBe(true);
    expect(mayVoid(logged, { uid: 'wes', role: 'serviceWash' }, at(31))).toBe(false);
    expect(mayVoid(logged, { uid: 'wanda', role: 'serviceWash' }, at(1))).toBe(false);
    expect(mayVoid(logged, { uid: 'marcus', role: 'dealershipManager' }, at(1))).toBe(false);
    expect(mayVoid(logged, { uid: 'olivia', role: 'owner' }, at(60 * 24 * 90))).toBe(true);
  });

  it('never voids twice', () => {
    const voided = { ...logged, voided: { by: 'wes', at: logged.washedAt, reason: 'Wrong car' } };
    expect(mayVoid(voided, { uid: 'olivia', role: 'owner' }, at(1))).toBe(false);
  });
});

describe('the wash report', () => {
  const dealerships = [
    dealership('d1', { priceList: { ...dealership('d1').priceList, serviceWash: 1999 } }),
    dealership('d2'),
  ];

  it('counts each dealership’s days on its own clock, through the fall-back day, and bills whole cents', () => {
    // 1 November 2026: Chicago falls back at 2 AM, so the day is 25 hours long.
    const washes = [
      wash('2026-11-01T05:30:00.000Z', { dealershipId: 'd1' }), // 00:30 CDT, 1 Nov
      wash('2026-11-02T05:30:00.000Z', { dealershipId: 'd1', kind: 'lot' }), // 23:30 CST, 1 Nov
      wash('2026-11-02T06:30:00.000Z', { dealershipId: 'd1' }), // 00:30 CST, 2 Nov
      wash('2026-11-01T04:59:00.000Z', { dealershipId: 'd1' }), // 23:59 CDT, 31 Oct: outside
      wash('2026-11-03T06:00:00.000Z', { dealershipId: 'd1' }), // 00:00 CST, 3 Nov: outside
    ];
    const report = washReport(washes, dealerships, {
      from: '2026-11-01',
      to: '2026-11-02',
      grain: 'day',
      dealershipIds: ['d1', 'd2'],
    });
    expect(report.rows).toEqual([
      {
        dealershipId: 'd1',
        period: '2026-11-01',
        byKind: { service: 1, lot: 1 },
        total: 2,
        billedCents: 3998,
      },
      {
        dealershipId: 'd1',
        period: '2026-11-02',
        byKind: { service: 1, lot: 0 },
        total: 1,
        billedCents: 1999,
      },
    ]);
    expect(report.totals).toEqual({ byKind: { service: 2, lot: 1 }, total: 3, billedCents: 5997 });
  });

  it('bills each wash at the price in force when it was washed, across a price change', () => {
    const base = dealership('d1');
    const changed = {
      ...base,
      priceHistory: [
        {
          prices: { ...base.priceList, serviceWash: 1_400 },
          effectiveFrom: '1970-01-01T00:00:00.000Z',
          setBy: 'o',
          setAt: '2025-01-01T00:00:00.000Z',
        },
        // From noon on 2 November, Chicago.
        {
          prices: { ...base.priceList, serviceWash: 1_500 },
          effectiveFrom: '2026-11-02T18:00:00.000Z',
          setBy: 'o',
          setAt: '2026-11-02T18:00:00.000Z',
        },
      ],
    };
    const report = washReport(
      [
        wash('2026-11-02T17:59:00.000Z', { dealershipId: 'd1' }),
        wash('2026-11-02T18:00:00.000Z', { dealershipId: 'd1' }),
      ],
      [changed],
      { from: '2026-11-02', to: '2026-11-02', grain: 'day', dealershipIds: ['d1'] },
    );
    expect(report.totals.billedCents).toBe(1_400 + 1_500);
  });

  it('groups by the dealership’s week and by month, leaves voided washes unbilled, and totals by washer', () => {
    const washes = [
      wash('2026-03-08T07:30:00.000Z'), // Sunday 01:30 CST, the spring-forward day: week of 2 March
      wash('2026-03-09T15:00:00.000Z', { uid: 'wanda' }), // Monday: week of 9 March
      wash('2026-03-10T15:00:00.000Z', {
        voided: { by: 'wes', at: '2026-03-10T15:10:00.000Z', reason: 'x' },
      }),
      wash('2026-03-31T15:00:00.000Z', { kind: 'lot' }),
      wash('2026-04-01T15:00:00.000Z', { dealershipId: 'd1' }), // not asked for
    ];
    const query = { from: '2026-03-01', to: '2026-04-30', dealershipIds: ['d2'] } as const;
    const weekly = washReport(washes, dealerships, { ...query, grain: 'week' });
    expect(weekly.rows.map((row) => [row.period, row.total])).toEqual([
      ['2026-03-02', 1],
      ['2026-03-09', 1],
      ['2026-03-30', 1],
    ]);
    expect(weekly.voided).toBe(1);
    const monthly = washReport(washes, dealerships, { ...query, grain: 'month' });
    expect(monthly.rows).toEqual([
      {
        dealershipId: 'd2',
        period: '2026-03-01',
        byKind: { service: 2, lot: 1 },
        total: 3,
        billedCents: 3750,
      },
    ]);
    expect(monthly.byWasher.map((row) => [row.uid, row.total, row.billedCents])).toEqual([
      ['wes', 2, 2500],
      ['wanda', 1, 1250],
    ]);
  });
});

describe('the periods of a range', () => {
  it('cuts weeks on the dealership’s week start and at the range’s ends, each from its local midnight', () => {
    const weeks = periodsOf(
      { from: '2026-03-05', to: '2026-03-17', grain: 'week', dealershipIds: [] },
      'America/Chicago',
      1,
    );
    expect(weeks.map((week) => week.key)).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
    expect(new Date(weeks[0]?.start ?? 0).toISOString()).toBe('2026-03-05T06:00:00.000Z');
    // The week of 8 March springs forward: it is an hour short, and starts on CDT.
    expect(new Date(weeks[1]?.start ?? 0).toISOString()).toBe('2026-03-09T05:00:00.000Z');
    expect(new Date(weeks[2]?.end ?? 0).toISOString()).toBe('2026-03-18T05:00:00.000Z');
  });

  it('gives months their 1st as key', () => {
    const months = periodsOf(
      { from: '2026-01-20', to: '2026-03-02', grain: 'month', dealershipIds: [] },
      'UTC',
    );
    expect(months.map((month) => month.key)).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
  });
});
