/**
 * A worker's word on their breaks, given at clock-out in a dealership that follows
 * California's meal and rest periods (issue #35): kept as evidence beside the punches,
 * append-only like them. The break rules (breaks.ts) read it with the punches.
 */
import { HOUR_MS } from '../../utils/duration';
import { dayKey } from '../../utils/zonedTime';
import type { IsoTime } from '../model';
import {
  breaksByWorkday,
  mealDueBy,
  workdayBreaks,
  type BreakAnswer,
  type BreakWord,
  type WorkdayBreaks,
} from './breaks';
import type { Shift } from './shifts';
import { ruleOfShift, type TimeRules } from './law';

/** What they could not take, with the answer 'couldNotTake'. */
export const MISSED_BREAKS = ['meal', 'rest'] as const;
export type MissedBreak = (typeof MISSED_BREAKS)[number];

/** timeAttestations/{id}: what the worker said about a workday's breaks, in the words they read. */
export interface TimeAttestation {
  uid: string;
  /** The clock-out punch it was given with. */
  punchId: string;
  /** The week that punch belongs to: an approved week takes no new word, as it takes no new punch. */
  weekStart: string;
  answer: BreakAnswer;
  /** With 'couldNotTake': which breaks; empty otherwise. */
  couldNotTake: MissedBreak[];
  /** In their own words (may be empty). */
  note: string;
  /** The language the question was shown in: the evidence of what they read. */
  language: 'en' | 'es';
  /** The clock-out's time. */
  at: IsoTime;
  /** The server's time of receipt. */
  receivedAt?: IsoTime;
}

declare module '../db' {
  interface MirroredShapes {
    timeAttestations: TimeAttestation;
  }
}

/** After this long, a clock-out without the worker's word is no longer asked about (the office sees it). */
export const ASK_ABOUT_BREAKS_WITHIN_MS = 12 * HOUR_MS;

/** The shifts worked under California's meal and rest periods (where their clock-in was, else home's law). */
export function californiaShifts(
  shifts: readonly Shift[],
  rules: Pick<TimeRules, 'overtime' | 'geofences'>,
): Shift[] {
  // Most of the country: no site and no home under California's law, nothing to look up.
  if (rules.overtime !== 'california' && !rules.geofences.some((site) => site.overtime === 'california'))
    return [];
  return shifts.filter((shift) => ruleOfShift(shift, rules) === 'california');
}

/**
 * The worker's words, each placed at the end of the shift its clock-out closed (so a
 * clock-out the office moved carries its word with it); a word whose punch is not among
 * the shifts keeps its own time.
 */
export function breakWordsOf(
  attestations: readonly Pick<TimeAttestation, 'punchId' | 'answer' | 'couldNotTake' | 'at'>[],
  shifts: readonly Shift[],
): BreakWord[] {
  const endOf = new Map<string, number>();
  for (const shift of shifts)
    if (shift.end !== null) for (const id of shift.punchIds) endOf.set(id, shift.end);
  return attestations.map((word) => ({
    answer: word.answer,
    couldNotTake: word.couldNotTake,
    at: endOf.get(word.punchId) ?? Date.parse(word.at),
  }));
}

/** One person's California workdays with their meals, rest periods and premiums. */
export function personBreaks(
  shifts: readonly Shift[],
  attestations: readonly TimeAttestation[],
  rules: Pick<TimeRules, 'zone' | 'overtime' | 'geofences'>,
  now: number,
): WorkdayBreaks[] {
  const covered = californiaShifts(shifts, rules);
  if (covered.length === 0) return [];
  return breaksByWorkday(covered, breakWordsOf(attestations, covered), rules.zone, now);
}

/** The premium hours of a workday: one for its meals, one for its rest periods (at most). */
export const premiumHoursOf = (day: Pick<WorkdayBreaks, 'mealPremium' | 'restPremium'>): number =>
  (day.mealPremium ? 1 : 0) + (day.restPremium ? 1 : 0);

/** What to ask a worker who has just clocked out: the clock-out, and which answers hold today. */
export interface BreakQuestion {
  punchId: string;
  /** The clock-out's time (the word is given for it). */
  at: number;
  /** A meal was due in the day's work (over 5 hours). */
  mealDue: boolean;
  /** Skipping the meal is the worker's to choose today (the law's waiver limits). */
  mayWaiveMeal: boolean;
}

/**
 * The workday the last of `shifts` began (the dealership's calendar day) and its shifts under
 * California's rules. Shifts are in time order, so the day's are the last ones back to another
 * day's: the calendar is read for those few, not for every shift of the window on every render.
 */
function lastWorkdayOf(
  shifts: readonly Shift[],
  last: Shift,
  rules: Pick<TimeRules, 'zone' | 'overtime' | 'geofences'>,
): { day: string; shifts: Shift[] } {
  const day = dayKey(last.start, rules.zone);
  let first = shifts.length;
  while (first > 0 && dayKey((shifts[first - 1] as Shift).start, rules.zone) === day) first--;
  return { day, shifts: californiaShifts(shifts.slice(first), rules) };
}

/**
 * The question for the person's last clock-out, when it closed a workday under California's
 * rules in which a break was due, was tapped within ASK_ABOUT_BREAKS_WITHIN_MS, is still their
 * last tap and has no word yet; otherwise null.
 */
export function breakQuestion(
  shifts: readonly Shift[],
  attestations: readonly Pick<TimeAttestation, 'punchId'>[],
  rules: Pick<TimeRules, 'zone' | 'overtime' | 'geofences'>,
  now: number,
): BreakQuestion | null {
  const last = shifts.at(-1);
  const punchId = last?.punchIds.at(-1);
  if (!last || last.end === null || !punchId || now - last.end > ASK_ABOUT_BREAKS_WITHIN_MS) return null;
  if (attestations.some((word) => word.punchId === punchId)) return null;
  if (ruleOfShift(last, rules) !== 'california') return null;
  const workday = lastWorkdayOf(shifts, last, rules);
  const asIs = workdayBreaks(workday.day, workday.shifts, [], now);
  if (asIs.restsDue === 0 && asIs.meals.length === 0) return null;
  const waived = workdayBreaks(workday.day, workday.shifts, [{ answer: 'waivedMeal', at: last.end }], now);
  return {
    punchId,
    at: last.end,
    mealDue: asIs.meals.length > 0,
    mayWaiveMeal: waived.meals.some((meal) => meal.waived),
  };
}

/** The meal reminder shows this long before the meal is due (from the 4th hour of work, and the 9th). */
export const MEAL_REMINDER_LEAD_MS = HOUR_MS;

/** The reminder for someone on the clock under California's rules: when their next meal is due. */
export interface MealReminder {
  dueBy: number;
  /** Past due: the meal is late (or missed) unless it starts now. */
  overdue: boolean;
}

/** The reminder to show now (null: none is due within the hour, they are on a break, or off the clock). */
export function mealReminder(
  shifts: readonly Shift[],
  rules: Pick<TimeRules, 'zone' | 'overtime' | 'geofences'>,
  now: number,
): MealReminder | null {
  const open = shifts.at(-1);
  if (!open || open.end !== null || ruleOfShift(open, rules) !== 'california') return null;
  const dueBy = mealDueBy(lastWorkdayOf(shifts, open, rules).shifts, now);
  if (dueBy === null || dueBy - now > MEAL_REMINDER_LEAD_MS) return null;
  return { dueBy, overdue: now > dueBy };
}
