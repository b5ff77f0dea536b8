/**
 * California's meal and rest periods (issue #35), counted from a workday's punches and
 * the worker's word at clock-out. Pure and clock-free: elapsed milliseconds, so a day on
 * which the clocks change counts the time actually worked.
 *
 * The law as applied (Labor Code §§ 226.7 and 512; IWC wage orders, §§ 11 and 12):
 * - a meal period of at least 30 minutes must start before the end of the 5th hour of work,
 *   a second before the end of the 10th;
 * - the first may be waived by the worker when the day's work is 6 hours or less, the
 *   second when it is 12 hours or less and the first was taken;
 * - a 10-minute rest period is due per 4 hours of work or major fraction of 4 (none under
 *   3.5 hours);
 * - each workday with a missed, late or short meal that was not validly waived earns one
 *   hour of pay at the regular rate, and each with a missed rest period one more (at most
 *   one of each a day).
 *
 * Since Donohue v. AMN (Cal. 2021) a record showing a missed, late or short meal is presumed
 * a violation: the meals are read from the punches, and the worker's word adds to them (a
 * meal they say they could not take) but never takes one away. Rest periods are paid and
 * not punched: what the worker says at clock-out is the record of them.
 */
import { HOUR_MS, MINUTE_MS } from '../../utils/duration';
import { dayKey } from '../../utils/zonedTime';
import type { Shift } from './shifts';

/** A meal period is at least this long, off duty. */
export const MEAL_MIN_MS = 30 * MINUTE_MS;
/** The first and the second meal of a day. */
export const MEAL_ORDINALS = [1, 2] as const;
export type MealOrdinal = (typeof MEAL_ORDINALS)[number];
/** Worked time by which the first and the second meal must have started. */
export const MEAL_DUE_BY_WORK_MS: Record<MealOrdinal, number> = { 1: 5 * HOUR_MS, 2: 10 * HOUR_MS };
/** A day's work up to which the first and the second meal may be waived. */
export const MEAL_WAIVABLE_UP_TO_MS: Record<MealOrdinal, number> = { 1: 6 * HOUR_MS, 2: 12 * HOUR_MS };
/** A rest period's length. */
export const REST_MS = 10 * MINUTE_MS;
/** Under this much work a day no rest period is due. */
export const NO_REST_UNDER_MS = 3.5 * HOUR_MS;
const REST_EVERY_MS = 4 * HOUR_MS;
const MAJOR_FRACTION_MS = 2 * HOUR_MS;

/** What the worker says about their breaks at clock-out. */
export const BREAK_ANSWERS = ['tookBreaks', 'waivedMeal', 'couldNotTake'] as const;
export type BreakAnswer = (typeof BREAK_ANSWERS)[number];
export interface BreakWord {
  answer: BreakAnswer;
  /** With 'couldNotTake': which they could not take. */
  couldNotTake?: readonly ('meal' | 'rest')[];
  /** When it was given (the clock-out it came with). */
  at: number;
}

export type MealProblem = 'missed' | 'late' | 'short';

export interface MealOutcome {
  /** The first or the second meal of the day. */
  ordinal: MealOrdinal;
  /** null: taken in time and long enough (or waived). */
  problem: MealProblem | null;
  /** Validly waived by the worker. */
  waived: boolean;
  /** Worked time before the meal began (null: none was taken). */
  workedBeforeMs: number | null;
}

/** Why a workday earns a premium, for the office and the detailed payroll file. */
export type PremiumCause =
  | 'meal1.missed'
  | 'meal1.late'
  | 'meal1.short'
  | 'meal2.missed'
  | 'meal2.late'
  | 'meal2.short'
  | 'meal.said'
  | 'rest.said';

export interface WorkdayBreaks {
  /** The workday, in the dealership's calendar (the day its first shift began). */
  day: string;
  /** When its first shift began. */
  start: number;
  workedMs: number;
  meals: MealOutcome[];
  restsDue: number;
  /** The worker said something about this day's breaks. */
  said: boolean;
  mealPremium: boolean;
  restPremium: boolean;
  causes: PremiumCause[];
}

/** Rest periods due for a day's work: one per 4 hours or major fraction (none under 3.5 hours). */
export function restPeriodsDue(workedMs: number): number {
  if (workedMs < NO_REST_UNDER_MS) return 0;
  const whole = Math.floor(workedMs / REST_EVERY_MS);
  return whole + (workedMs - whole * REST_EVERY_MS > MAJOR_FRACTION_MS ? 1 : 0);
}

/** A time off the clock within a workday: a break, or the gap between two shifts. */
interface Pause {
  lengthMs: number;
  workedBeforeMs: number;
}

/** The day's worked time and its pauses, in order (an open shift or break runs to `now`). */
function workAndPauses(shifts: readonly Shift[], now: number): { workedMs: number; pauses: Pause[] } {
  const ordered = [...shifts].sort((a, b) => a.start - b.start);
  const pauses: Pause[] = [];
  let workedMs = 0;
  let previousEnd: number | null = null;
  for (const shift of ordered) {
    if (previousEnd !== null && shift.start > previousEnd)
      pauses.push({ lengthMs: shift.start - previousEnd, workedBeforeMs: workedMs });
    let cursor = shift.start;
    const end = shift.end ?? now;
    for (const pause of [...shift.breaks].sort((a, b) => a.start - b.start)) {
      const pauseStart = Math.max(cursor, Math.min(pause.start, end));
      const pauseEnd = Math.max(pauseStart, Math.min(pause.end ?? now, end));
      workedMs += pauseStart - cursor;
      pauses.push({ lengthMs: pauseEnd - pauseStart, workedBeforeMs: workedMs });
      cursor = pauseEnd;
    }
    workedMs += Math.max(0, end - cursor);
    previousEnd = end;
  }
  return { workedMs, pauses };
}

/** The meal `ordinal` among `pauses` from index `from` on: the pause that counts as it, and its problem. */
function findMeal(
  pauses: readonly Pause[],
  from: number,
  dueByMs: number,
): { index: number | null; problem: MealProblem | null } {
  const rest = pauses.slice(from);
  const inTime = rest.findIndex((pause) => pause.lengthMs >= MEAL_MIN_MS && pause.workedBeforeMs <= dueByMs);
  if (inTime >= 0) return { index: from + inTime, problem: null };
  const late = rest.findIndex((pause) => pause.lengthMs >= MEAL_MIN_MS);
  if (late >= 0) return { index: from + late, problem: 'late' };
  const short = rest.findIndex((pause) => pause.lengthMs > 0 && pause.workedBeforeMs <= dueByMs);
  if (short >= 0) return { index: from + short, problem: 'short' };
  return { index: null, problem: 'missed' };
}

/**
 * One workday's meals, rest periods and premiums, from the day's shifts (one person's; a
 * split shift's gap counts as a pause) and what the worker said at its clock-outs.
 */
export function workdayBreaks(
  day: string,
  shifts: readonly Shift[],
  words: readonly BreakWord[],
  now: number,
): WorkdayBreaks {
  const { workedMs, pauses } = workAndPauses(shifts, now);
  const said = words.length > 0;
  const saysWaived = words.some((word) => word.answer === 'waivedMeal');
  const couldNot = new Set(
    words.flatMap((word) => (word.answer === 'couldNotTake' ? (word.couldNotTake ?? []) : [])),
  );
  const meals: MealOutcome[] = [];
  const causes: PremiumCause[] = [];
  let from = 0;
  let firstTaken = false;
  for (const ordinal of MEAL_ORDINALS) {
    const dueByMs = MEAL_DUE_BY_WORK_MS[ordinal];
    if (workedMs <= dueByMs) break;
    const found = findMeal(pauses, from, dueByMs);
    const mayWaive =
      saysWaived &&
      workedMs <= MEAL_WAIVABLE_UP_TO_MS[ordinal] &&
      (ordinal === 1 || firstTaken) &&
      found.problem !== null;
    meals.push({
      ordinal,
      problem: mayWaive ? null : found.problem,
      waived: mayWaive,
      workedBeforeMs: found.index === null ? null : (pauses[found.index]?.workedBeforeMs ?? null),
    });
    if (found.problem === null) firstTaken ||= ordinal === 1;
    if (found.problem !== null && !mayWaive) causes.push(`meal${ordinal}.${found.problem}`);
    if (found.index !== null) from = found.index + 1;
  }
  if (couldNot.has('meal') && meals.length > 0) causes.push('meal.said');
  const restsDue = restPeriodsDue(workedMs);
  if (couldNot.has('rest') && restsDue > 0) causes.push('rest.said');
  return {
    day,
    start: Math.min(...shifts.map((shift) => shift.start)),
    workedMs,
    meals,
    restsDue,
    said,
    mealPremium: causes.some((cause) => cause.startsWith('meal')),
    restPremium: causes.includes('rest.said'),
    causes,
  };
}

/**
 * Every zone's offset is a whole number of quarter hours, so a local day never changes
 * inside one: the day of an instant is looked up once per quarter hour and zone (reading a
 * zone's calendar is the costly step of a pay period's 2,000 workdays).
 */
const QUARTER_HOUR_MS = 15 * MINUTE_MS;
const DAY_KEYS_KEPT = 50_000;
const dayKeys = new Map<string, string>();
function workdayOf(instant: number, zone: string): string {
  const key = `${zone} ${Math.floor(instant / QUARTER_HOUR_MS)}`;
  let day = dayKeys.get(key);
  if (day === undefined) {
    if (dayKeys.size >= DAY_KEYS_KEPT) dayKeys.clear();
    day = dayKey(instant, zone);
    dayKeys.set(key, day);
  }
  return day;
}

/**
 * One person's workdays (the dealership's calendar days their shifts began on, in `zone`),
 * each with what they said at its clock-outs.
 */
export function breaksByWorkday(
  shifts: readonly Shift[],
  words: readonly BreakWord[],
  zone: string,
  now: number,
): WorkdayBreaks[] {
  const days = new Map<string, { shifts: Shift[]; first: number; last: number }>();
  for (const shift of shifts) {
    const key = workdayOf(shift.start, zone);
    const day = days.get(key) ?? { shifts: [], first: shift.start, last: shift.end ?? now };
    day.shifts.push(shift);
    day.first = Math.min(day.first, shift.start);
    day.last = Math.max(day.last, shift.end ?? now);
    days.set(key, day);
  }
  return [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, day]) =>
      workdayBreaks(
        key,
        day.shifts,
        words.filter((word) => word.at >= day.first && word.at <= day.last),
        now,
      ),
    );
}

/**
 * When the next meal must start by, for someone on the clock now (null: none is due today,
 * or they are on a meal break): the instant their work reaches the 5th (or 10th) hour if
 * they keep working.
 */
export function mealDueBy(todaysShifts: readonly Shift[], now: number): number | null {
  const open = todaysShifts.find((shift) => shift.end === null);
  if (!open || open.breaks.some((pause) => pause.end === null)) return null;
  const { workedMs, pauses } = workAndPauses(todaysShifts, now);
  const taken = pauses.filter((pause) => pause.lengthMs >= MEAL_MIN_MS).length;
  const next = MEAL_ORDINALS.find((ordinal) => taken < ordinal);
  return next === undefined ? null : now + (MEAL_DUE_BY_WORK_MS[next] - workedMs);
}
