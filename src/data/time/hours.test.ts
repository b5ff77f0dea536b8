import { describe, expect, it } from 'vitest';
import { instantOf } from '../../utils/zonedTime';
import { HOUR_MS } from '../../utils/duration';
import { hoursOf, splitPay, weekHours } from './hours';
import type { Shift } from './shifts';

const LA = 'America/Los_Angeles';
const MONDAY = 1;
const h = (hours: number) => hours * HOUR_MS;
/** A local wall time in Los Angeles. */
const at = (month: number, day: number, hour: number, minute = 0) =>
  instantOf(LA, 2026, month, day, hour, minute);
const shift = (start: number, end: number | null, breaks: Shift['breaks'] = []): Shift => ({
  uid: 'u',
  start,
  end,
  breaks,
  punchIds: [],
  flags: [],
  position: null,
});
const inHours = (pay: { regularMs: number; overtimeMs: number; doubleMs: number }) => [
  hoursOf(pay.regularMs),
  hoursOf(pay.overtimeMs),
  hoursOf(pay.doubleMs),
];

describe('federal overtime (FLSA): over 40 hours in the workweek at 1.5×', () => {
  it('five 9-hour days with an unpaid half-hour break are 40 regular and 5 overtime hours', () => {
    const shifts = [16, 17, 18, 19, 20].map((day) =>
      shift(at(11, day, 7), at(11, day, 16, 30), [{ start: at(11, day, 12), end: at(11, day, 12, 30) }]),
    );
    const week = weekHours(shifts, at(11, 18, 12), LA, MONDAY, 'federal', at(11, 23, 0));
    expect(inHours(week)).toEqual([40, 5, 0]);
    expect(hoursOf(week.breakMs)).toBe(2.5);
    expect(hoursOf(week.workedMs)).toBe(45);
  });

  it('a 30-hour week has no overtime, and a shift still open counts up to now', () => {
    const shifts = [
      shift(at(11, 16, 8), at(11, 16, 18)),
      shift(at(11, 17, 8), at(11, 17, 18)),
      shift(at(11, 18, 8), null),
    ];
    const week = weekHours(shifts, at(11, 18, 9), LA, MONDAY, 'federal', at(11, 18, 18));
    expect(inHours(week)).toEqual([30, 0, 0]);
  });
});

describe('California overtime: daily 8 h and 12 h, the seventh day, weekly 40 h without double counting', () => {
  it('splits one day: 10 h → 8 + 2; 13 h → 8 + 4 + 1 double', () => {
    expect(inHours(splitPay([h(10)], 'california')[0]!)).toEqual([8, 2, 0]);
    expect(inHours(splitPay([h(13)], 'california')[0]!)).toEqual([8, 4, 1]);
  });

  it('the seventh consecutive day: its first 8 hours at 1.5×, the rest at 2×', () => {
    const days = splitPay([h(5), h(5), h(5), h(5), h(5), h(5), h(9)], 'california');
    expect(inHours(days[6]!)).toEqual([0, 8, 1]);
    // Six days is not seven: Sunday off leaves Saturday a regular day.
    const six = splitPay([h(5), h(5), h(5), h(5), h(5), h(9), 0], 'california');
    expect(inHours(six[5]!)).toEqual([8, 1, 0]);
  });

  it('counts only regular hours toward the weekly 40, so no hour is paid overtime twice', () => {
    const pay = splitPay([h(12), h(12), h(12), h(12), h(10), h(5), 0], 'california');
    const total = pay.reduce(
      (sum, day) => [sum[0]! + day.regularMs, sum[1]! + day.overtimeMs, sum[2]! + day.doubleMs],
      [0, 0, 0],
    );
    expect(total.map(hoursOf)).toEqual([40, 23, 0]);
    // Six 8-hour days: no daily overtime, the sixth day's 8 hours are weekly overtime.
    const six = splitPay([h(8), h(8), h(8), h(8), h(8), h(8), 0], 'california');
    expect(inHours(six[5]!)).toEqual([0, 8, 0]);
  });

  it('a night shift across midnight counts on both days (no daily overtime on either)', () => {
    const week = weekHours(
      [shift(at(11, 17, 22), at(11, 18, 8))],
      at(11, 18, 0),
      LA,
      MONDAY,
      'california',
      at(11, 23, 0),
    );
    expect(week.days.map((day) => hoursOf(day.workedMs))).toEqual([0, 2, 8, 0, 0, 0, 0]);
    expect(inHours(week)).toEqual([10, 0, 0]);
  });
});

describe('daylight-saving weeks (the business week is midnight to midnight on its clock)', () => {
  it('spring forward: the week of March 8, 2026 is 167 hours; a 22:00–06:00 shift that night is 7 hours', () => {
    const week = weekHours(
      [shift(at(3, 7, 22), at(3, 8, 6))],
      at(3, 7, 23),
      LA,
      MONDAY,
      'federal',
      at(3, 20, 0),
    );
    expect((week.week.end - week.week.start) / HOUR_MS).toBe(167);
    expect(hoursOf(week.workedMs)).toBe(7);
    expect(week.days.map((day) => (day.day.end - day.day.start) / HOUR_MS)).toEqual([
      24, 24, 24, 24, 24, 24, 23,
    ]);
  });

  it('fall back: the week of November 1, 2026 is 169 hours; a 22:00–06:00 shift that night is 9 hours, 8 of them on Sunday', () => {
    const week = weekHours(
      [shift(at(10, 31, 22), at(11, 1, 6))],
      at(10, 31, 23),
      LA,
      MONDAY,
      'california',
      at(11, 20, 0),
    );
    expect((week.week.end - week.week.start) / HOUR_MS).toBe(169);
    expect(hoursOf(week.workedMs)).toBe(9);
    expect(week.days.slice(5).map((day) => hoursOf(day.workedMs))).toEqual([2, 7]);
  });

  it('a 45-hour week across fall back pays 5 hours overtime (federal), counted in real hours', () => {
    // Five shifts of 9 real hours, Monday Oct 26 to Friday Oct 30.
    const shifts = [26, 27, 28, 29, 30].map((day) => shift(at(10, day, 8), at(10, day, 17)));
    shifts.push(shift(at(10, 31, 23), at(11, 1, 3))); // 23:00 → 03:00 across the repeated hour: 5 real hours
    const week = weekHours(shifts, at(10, 28, 12), LA, MONDAY, 'federal', at(11, 20, 0));
    expect(inHours(week)).toEqual([40, 10, 0]);
  });
});

describe('hoursOf', () => {
  it('rounds to the hundredth of an hour (payroll imports two decimals)', () => {
    expect(hoursOf(h(7) + 20 * 60_000)).toBe(7.33);
    expect(hoursOf(h(7) + 50 * 60_000)).toBe(7.83);
    expect(hoursOf(0)).toBe(0);
  });
});
