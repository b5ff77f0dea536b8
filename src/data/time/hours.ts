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
 * Each shift is counted under the rule of the dealership it was worked at, so a week can
 * mix them (docs/decisions.md, "Overtime follows where the work was done").
 */
import { type Period, type Weekday, weekDaysOf } from '../../utils/zonedTime';
import type { OvertimeRule } from '../model';
import { timeWithin, type Shift } from './shifts';
import { HOUR_MS } from '../../utils/duration';

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

/**
 * A day's worked time by the overtime law it was worked under: the rule of the dealership
 * each shift was worked at (see `ruleOfShift`).
 */
export interface DayWork {
  federalMs: number;
  californiaMs: number;
}

/**
 * The days' worked time (in week order) split into regular, overtime and double time, for
 * a week whose shifts may have been worked under different rules. California's daily
 * limits and its seventh-day rule apply to the hours worked under it; the weekly 40 h
 * counts every regular hour of the week, wherever it was worked, and never an hour that
 * is already overtime. A week under one rule comes out as that rule alone would count it.
 */
export function splitWork(week: readonly DayWork[]): Pay[] {
  // The seventh consecutive day: work on every day of the workweek, wherever it was.
  const everyDay = week.length === 7 && week.every((day) => day.federalMs + day.californiaMs > 0);
  let regularBefore = 0;
  return week.map((work, index) => {
    const california = californiaDay(work.californiaMs, everyDay && index === 6);
    const regularMs = california.regularMs + work.federalMs;
    const over = Math.max(0, regularBefore + regularMs - WEEKLY_LIMIT_MS);
    regularBefore += regularMs - over;
    return {
      regularMs: regularMs - over,
      overtimeMs: california.overtimeMs + over,
      doubleMs: california.doubleMs,
    };
  });
}

/** The days' worked time (in week order), all under one rule, split into pay. */
export function splitPay(workedByDay: readonly number[], rule: OvertimeRule): Pay[] {
  return splitWork(
    workedByDay.map((workedMs) =>
      rule === 'california'
        ? { federalMs: 0, californiaMs: workedMs }
        : { federalMs: workedMs, californiaMs: 0 },
    ),
  );
}

/** Which overtime rule a shift was worked under. */
export type ShiftRule = (shift: Shift) => OvertimeRule;

/** Worked and break time on each of `days` (one week's, in order), split into pay. */
export function daysHours(
  shifts: readonly Shift[],
  days: readonly Period[],
  ruleOf: ShiftRule,
  now: number,
): DayHours[] {
  // Each shift's law looked up once (its clock-in against every fence), in one pass.
  const california: Shift[] = [];
  const federal: Shift[] = [];
  for (const shift of shifts) (ruleOf(shift) === 'california' ? california : federal).push(shift);
  const work = days.map((day) => ({
    federal: timeWithin(federal, day, now),
    california: california.length === 0 ? { workedMs: 0, breakMs: 0 } : timeWithin(california, day, now),
  }));
  const pay = splitWork(
    work.map((day) => ({ federalMs: day.federal.workedMs, californiaMs: day.california.workedMs })),
  );
  return days.map((day, index) => {
    const worked = work[index];
    return {
      day,
      workedMs: (worked?.federal.workedMs ?? 0) + (worked?.california.workedMs ?? 0),
      breakMs: (worked?.federal.breakMs ?? 0) + (worked?.california.breakMs ?? 0),
      ...(pay[index] ?? { regularMs: 0, overtimeMs: 0, doubleMs: 0 }),
    };
  });
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
  rule: OvertimeRule | ShiftRule,
  now: number,
): WeekHours {
  const { period, days } = weekDaysOf(instantInWeek, zone, weekStart);
  const dayHours = daysHours(shifts, days, typeof rule === 'function' ? rule : () => rule, now);
  return { week: period, days: dayHours, ...totalOf(dayHours) };
}

/** Milliseconds as hours rounded to the hundredth (what payroll imports). */
export function hoursOf(ms: number): number {
  return Math.round(ms / 36_000) / 100;
}
