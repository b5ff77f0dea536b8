/**
 * Hours and overtime. Work is counted in the business's time zone: a shift across
 * midnight belongs to both days, a business week starts at midnight on its week-start day
 * and so lasts 167 or 169 hours across a daylight-saving change. Unpaid breaks are not
 * paid time. Durations are whole milliseconds until they are shown or exported.
 *
 * Overtime (design/libraries.md, "Time clock practice"):
 * - federal (FLSA): hours over 40 in the workweek at 1.5×;
 * - california: a day's hours over 8 at 1.5× and over 12 at 2×; the seventh consecutive
 *   day of the workweek, its first 8 hours at 1.5× and the rest at 2×; and regular hours
 *   over 40 in the week at 1.5×, counting only hours not already overtime (no double count).
 */
import { type Period, type Weekday, weekDaysOf } from '../../utils/zonedTime';
import type { OvertimeRule } from '../model';
import { timeWithin, type Shift } from './shifts';

export const HOUR_MS = 3_600_000;
const WEEKLY_LIMIT_MS = 40 * HOUR_MS;
const DAILY_LIMIT_MS = 8 * HOUR_MS;
const DAILY_DOUBLE_MS = 12 * HOUR_MS;

export interface Pay {
  regularMs: number;
  overtimeMs: number;
  doubleMs: number;
}

export interface DayHours extends Pay {
  day: Period;
  workedMs: number;
  breakMs: number;
}

export interface WeekHours extends Pay {
  week: Period;
  days: DayHours[];
  workedMs: number;
  breakMs: number;
}

/** A day's pay split under California's daily rule (the seventh consecutive day has its own). */
function californiaDay(workedMs: number, seventhDay: boolean): Pay {
  if (seventhDay)
    return {
      regularMs: 0,
      overtimeMs: Math.min(workedMs, DAILY_LIMIT_MS),
      doubleMs: Math.max(0, workedMs - DAILY_LIMIT_MS),
    };
  return {
    regularMs: Math.min(workedMs, DAILY_LIMIT_MS),
    overtimeMs: Math.min(Math.max(0, workedMs - DAILY_LIMIT_MS), DAILY_DOUBLE_MS - DAILY_LIMIT_MS),
    doubleMs: Math.max(0, workedMs - DAILY_DOUBLE_MS),
  };
}

/** The days' worked time (in week order) split into regular, overtime and double time. */
export function splitPay(workedByDay: readonly number[], rule: OvertimeRule): Pay[] {
  if (rule === 'federal') {
    let before = 0;
    return workedByDay.map((worked) => {
      const regularMs = Math.max(0, Math.min(worked, WEEKLY_LIMIT_MS - before));
      before += worked;
      return { regularMs, overtimeMs: worked - regularMs, doubleMs: 0 };
    });
  }
  const everyDay = workedByDay.length === 7 && workedByDay.every((worked) => worked > 0);
  let regularBefore = 0;
  return workedByDay.map((worked, index) => {
    const day = californiaDay(worked, everyDay && index === 6);
    // Weekly: regular hours past 40 become overtime; daily overtime never counts twice.
    const over = Math.max(0, regularBefore + day.regularMs - WEEKLY_LIMIT_MS);
    regularBefore += day.regularMs - over;
    return { regularMs: day.regularMs - over, overtimeMs: day.overtimeMs + over, doubleMs: day.doubleMs };
  });
}

/** Worked and break time on each of `days` (one week's, in order), split into pay. */
export function daysHours(
  shifts: readonly Shift[],
  days: readonly Period[],
  rule: OvertimeRule,
  now: number,
): DayHours[] {
  const times = days.map((day) => timeWithin(shifts, day, now));
  const pay = splitPay(
    times.map((time) => time.workedMs),
    rule,
  );
  return days.map((day, index) => ({
    day,
    workedMs: times[index]?.workedMs ?? 0,
    breakMs: times[index]?.breakMs ?? 0,
    ...(pay[index] ?? { regularMs: 0, overtimeMs: 0, doubleMs: 0 }),
  }));
}

/** The totals of some days' hours. */
export function totalOf(days: readonly DayHours[]): Pay & { workedMs: number; breakMs: number } {
  const total = { workedMs: 0, breakMs: 0, regularMs: 0, overtimeMs: 0, doubleMs: 0 };
  for (const day of days) {
    total.workedMs += day.workedMs;
    total.breakMs += day.breakMs;
    total.regularMs += day.regularMs;
    total.overtimeMs += day.overtimeMs;
    total.doubleMs += day.doubleMs;
  }
  return total;
}

/** One business week of one person's shifts: each local day, and the week's pay split. */
export function weekHours(
  shifts: readonly Shift[],
  instantInWeek: number,
  zone: string,
  weekStart: Weekday,
  rule: OvertimeRule,
  now: number,
): WeekHours {
  const { period, days } = weekDaysOf(instantInWeek, zone, weekStart);
  const dayHours = daysHours(shifts, days, rule, now);
  return { week: period, days: dayHours, ...totalOf(dayHours) };
}

/** Milliseconds as hours rounded to the hundredth (what payroll imports). */
export function hoursOf(ms: number): number {
  return Math.round(ms / 36_000) / 100;
}
