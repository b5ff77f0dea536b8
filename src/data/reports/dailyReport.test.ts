import { describe, expect, it } from 'vitest';
import { instantOf } from '../../utils/zonedTime';
import type { Ticket } from '../model';
import type { Shift } from '../time/shifts';
import { changedSinceClosed, dailyFigures, dayBounds, dealershipOfShift, type DayInput } from './dailyReport';
import { HOUR_MS } from '../../utils/duration';

const CHICAGO = 'America/Chicago';
/** A wall time in Chicago in November 2026 (daylight time ends at 02:00 on Sunday the 1st). */
const at = (day: number, hour: number, minute = 0) => instantOf(CHICAGO, 2026, 11, day, hour, minute);
const iso = (instant: number) => new Date(instant).toISOString();

type ReportTicket = DayInput['tickets'][number];
const ticket = (
  kind: Ticket['kind'],
  steps: [Ticket['status'], number][],
  overrides: Partial<ReportTicket> = {},
): ReportTicket => ({
  dealershipId: 'north',
  kind,
  status: steps.at(-1)?.[0] ?? 'open',
  history: steps.map(([status, instant]) => ({ status, at: iso(instant), by: 'crew' })),
  createdAt: iso(at(1, 0, 30) - 2 * 24 * HOUR_MS),
  priceCents: 4_500,
  ...overrides,
});
const shift = (start: number, end: number | null, breaks: Shift['breaks'] = []): Shift => ({
  uid: 'crew',
  start,
  end,
  breaks,
  punchIds: [],
  flags: [],
  position: null,
});
const input = (overrides: Partial<DayInput>): DayInput => ({
  dealershipId: 'north',
  day: dayBounds('2026-11-01', CHICAGO),
  tickets: [],
  washes: [],
  shifts: [],
  prices: [
    {
      effectiveFrom: '2025-01-01T06:00:00.000Z',
      value: { delivery: 4_500, lotPrep: 2_000, serviceWash: 1_800, photos: 3_000, detail: 9_000 },
    },
  ],
  now: at(3, 12),
  ...overrides,
});

describe('a dealership’s day, in its own time zone', () => {
  it('is midnight to midnight there: the day daylight time ends has 25 hours', () => {
    const day = dayBounds('2026-11-01', CHICAGO);
    expect(day.start).toBe(Date.parse('2026-11-01T05:00:00Z'));
    expect(day.end).toBe(Date.parse('2026-11-02T06:00:00Z'));
    expect((day.end - day.start) / HOUR_MS).toBe(25);
    const spring = dayBounds('2026-03-08', CHICAGO);
    expect((spring.end - spring.start) / HOUR_MS).toBe(23);
  });

  it('counts tickets done that local day by kind, and prices them and the washes at the price list then, voids left out', () => {
    const figures = dailyFigures(
      input({
        tickets: [
          ticket('delivery', [['done', at(1, 23, 30)]]), // 05:30 UTC on the 2nd: still the 1st in Chicago
          ticket('delivery', [['done', at(1, 0, 15)]]),
          ticket('lotPrep', [['done', at(1, 12)]], { priceCents: 2_000 }),
          ticket('delivery', [['done', at(2, 0, 5)]]), // the next local day
          ticket('delivery', [['done', at(1, 12)]], { dealershipId: 'lake' }),
        ],
        washes: [
          { dealershipId: 'north', washedAt: iso(at(1, 1, 30)), voided: null },
          {
            dealershipId: 'north',
            washedAt: iso(at(1, 9)),
            voided: { by: 'o', at: iso(at(1, 9, 5)), reason: 'x' },
          },
          { dealershipId: 'north', washedAt: iso(at(2, 0, 1)), voided: null },
        ],
      }),
    );
    expect(figures.ticketsDoneByKind).toEqual({ delivery: 2, lotPrep: 1 });
    expect(figures.washes).toBe(1);
    expect(figures.revenueCents).toBe(4_500 + 4_500 + 2_000 + 1_800);
  });

  it('counts hours worked within the day, breaks out, to the whole minute; a night shift is split at local midnight', () => {
    const figures = dailyFigures(
      input({
        shifts: [
          // 22:00 on October 31 to 06:00 on November 1: only its part after local midnight counts.
          shift(at(1, 0) - 2 * HOUR_MS, at(1, 6)),
          shift(at(1, 13), at(1, 17, 30), [{ start: at(1, 15), end: at(1, 15, 20) }]),
          shift(at(1, 20), at(1, 20, 0) + 59_999),
        ],
      }),
    );
    // 00:00–06:00 on the 1st is 7 real hours (the 01:00 hour is lived twice) = 420 min;
    // 13:00–17:30 less a 20-minute break = 250 min; 59.999 s rounds down to 0.
    expect(figures.minutesWorked).toBe(420 + 250);
  });

  it('carries over the tickets still open when the day ended, not those done or cancelled by then, nor made after', () => {
    const figures = dailyFigures(
      input({
        tickets: [
          ticket('delivery', [['assigned', at(1, 9)]]),
          ticket('delivery', [
            ['inProgress', at(1, 9)],
            ['done', at(2, 9)],
          ]),
          ticket('delivery', [['cancelled', at(1, 9)]]),
          ticket('delivery', [], { createdAt: iso(at(2, 1)) }),
          ticket('photos', []),
        ],
      }),
    );
    expect(figures.openCarriedOver).toBe(3);
  });

  it('says a closed report changed only when a figure did', () => {
    const figures = dailyFigures(input({ tickets: [ticket('delivery', [['done', at(1, 10)]])] }));
    expect(
      changedSinceClosed({ figures: { ...figures, ticketsDoneByKind: { delivery: 1, photos: 0 } } }, figures),
    ).toBe(false);
    expect(changedSinceClosed({ figures: { ...figures, washes: 3 } }, figures)).toBe(true);
  });
});

describe('where a shift was worked', () => {
  const north = { id: 'north', geofence: { lat: 39.825, lng: -89.65, radiusM: 250 } };
  const lake = { id: 'lake', geofence: { lat: 39.77, lng: -89.62, radiusM: 250 } };
  it('is the dealership whose geofence holds the clock-in, else the person’s one dealership, else none', () => {
    expect(dealershipOfShift({ lat: 39.8251, lng: -89.6501 }, [], [north, lake])).toBe('north');
    expect(dealershipOfShift({ lat: 39.77, lng: -89.62 }, ['north'], [north, lake])).toBe('lake');
    expect(dealershipOfShift({ lat: 40.5, lng: -89 }, ['north'], [north, lake])).toBe('north');
    expect(dealershipOfShift(null, ['lake'], [north, lake])).toBe('lake');
    expect(dealershipOfShift(null, ['north', 'lake'], [north, lake])).toBeNull();
    expect(dealershipOfShift(null, [], [north, lake])).toBeNull();
  });
});
