import { describe, expect, it } from 'vitest';
import { instantOf } from '../../utils/zonedTime';
import type { Shift } from '../time/shifts';
import { headingIntoOvertime, hoursByDay, hoursByWeek, laborAnalytics, perHour } from './labor';
import { windowOfDays } from './overview';
import { HOUR_MS } from '../../utils/duration';

const CHICAGO = 'America/Chicago';
/** Chicago wall time, November 2026 (Monday the 16th starts a business week). */
const at = (day: number, hour: number, minute = 0) => instantOf(CHICAGO, 2026, 11, day, hour, minute);
const iso = (instant: number) => new Date(instant).toISOString();
const shift = (uid: string, day: number, hours: number, flags: Shift['flags'] = []): Shift => ({
  uid,
  start: at(day, 7),
  end: at(day, 7) + hours * HOUR_MS,
  breaks: [],
  punchIds: [],
  flags,
  position: null,
});
const clock = { zone: CHICAGO, weekStart: 1 as const };
const rulesOf = () => ({ ...clock, overtime: 'federal' as const, geofences: [] });
const week = windowOfDays(CHICAGO, '2026-11-16', '2026-11-22');
if (!week) throw new Error('no week');

describe('labor analytics', () => {
  // Ana: five 9-hour days (45 h: 5 h overtime), one of them left open past the limit.
  const ana = [16, 17, 18, 19, 20].map((day) => shift('ana', day, 9, day === 18 ? ['overLimit'] : []));
  const input = {
    shifts: new Map([
      ['ana', ana],
      ['ben', [shift('ben', 17, 4)]],
    ]),
    rates: new Map([['ana', [{ effectiveFrom: '2025-01-01T06:00:00.000Z', value: 2_000 }]]]),
    rulesOf,
    tickets: [
      {
        status: 'done' as const,
        assigneeUid: 'ana',
        history: [{ status: 'done' as const, at: iso(at(17, 12)), by: 'ana' }],
      },
      {
        status: 'done' as const,
        assigneeUid: 'ana',
        history: [{ status: 'done' as const, at: iso(at(23, 12)), by: 'ana' }], // next week
      },
      { status: 'cancelled' as const, assigneeUid: 'ana', history: [] },
    ],
    washes: [
      { uid: 'ben', washedAt: iso(at(17, 8)), voided: null },
      { uid: 'ben', washedAt: iso(at(17, 9)), voided: { by: 'o', at: iso(at(17, 10)), reason: 'twice' } },
    ],
    breakDays: new Map(),
    corrections: [
      {
        uid: 'ben',
        state: 'approved' as const,
        change: { action: 'add' as const, kind: 'in' as const, at: iso(at(17, 7)) },
      },
      {
        uid: 'ben',
        state: 'pending' as const,
        change: { action: 'add' as const, kind: 'out' as const, at: iso(at(17, 11)) },
      },
    ],
  };

  it('splits hours, costs them at the rate with the overtime premium, and counts work and mended punches', () => {
    const rows = laborAnalytics(input, week, at(25, 12));
    const anaRow = rows.find((row) => row.uid === 'ana');
    expect(anaRow).toMatchObject({
      workedMs: 45 * HOUR_MS,
      pay: { regularMs: 40 * HOUR_MS, overtimeMs: 5 * HOUR_MS, doubleMs: 0 },
      // 40 h × $20.00 + 5 h × $30.00
      cents: 80_000 + 15_000,
      ticketsDone: 1,
      washes: 0,
      forgotten: 1,
      added: 0,
    });
    const benRow = rows.find((row) => row.uid === 'ben');
    expect(benRow).toMatchObject({ workedMs: 4 * HOUR_MS, cents: 0, unratedDays: 1, washes: 1, added: 1 });
    expect(perHour(benRow?.washes ?? 0, benRow?.workedMs ?? 0)).toBe(0.25);
    expect(perHour(3, 0)).toBeNull();
  });

  it('totals everyone’s hours per day, leaving off the days still to come', () => {
    const rows = laborAnalytics(input, week, at(25, 12));
    const days = hoursByDay(rows, week, at(18, 12));
    expect(days).toHaveLength(3);
    expect(days[1]).toMatchObject({ regularMs: 13 * HOUR_MS, overtimeMs: 0 });
  });

  it('names who is at 32 hours or more this week, most first, with what is left to 40', () => {
    const watched = headingIntoOvertime(input.shifts, week.period, at(25, 12));
    expect(watched).toEqual([{ uid: 'ana', workedMs: 45 * HOUR_MS, leftMs: 0 }]);
    // Thursday noon: Monday to Wednesday done (27 h) and clocked in since 7 am (5 h so far).
    const thursday = [...ana.slice(0, 3), { ...shift('ana', 19, 0), end: null }];
    const midweek = headingIntoOvertime(new Map([['ana', thursday]]), week.period, at(19, 12));
    expect(midweek).toEqual([{ uid: 'ana', workedMs: 32 * HOUR_MS, leftMs: 8 * HOUR_MS }]);
  });
});

describe('hours by person and week', () => {
  it('puts each day’s hours in its business week, counting only the window’s days', () => {
    // Thursday the 19th to Tuesday the 24th: the end of one week, the start of the next.
    const window = windowOfDays(CHICAGO, '2026-11-19', '2026-11-24');
    if (!window) throw new Error('no window');
    const shifts = new Map([
      // Wednesday the 18th is before the window: not counted, though in its first week.
      ['ana', [18, 19, 20, 23].map((day) => shift('ana', day, 8))],
      ['ben', [shift('ben', 24, 5.5)]],
    ]);
    const rows = laborAnalytics(
      { shifts, rates: new Map(), rulesOf, breakDays: new Map(), tickets: [], washes: [], corrections: [] },
      window,
      at(25, 12),
    );
    const grid = hoursByWeek(rows, window, clock);
    expect(grid.weekStarts).toEqual([at(16, 0), at(23, 0)]);
    const hoursOf = (uid: string) =>
      grid.rows.find((row) => row.uid === uid)?.workedMs.map((ms) => ms / HOUR_MS);
    expect(hoursOf('ana')).toEqual([16, 8]);
    expect(hoursOf('ben')).toEqual([0, 5.5]);
  });
});
