/**
 * A person's time as the screens show it, from the device's copy: their shifts, the
 * weeks' hours and pay split, what is flagged, which corrections wait, which weeks are
 * approved. And the pay period of everyone for the owner's office (timesheets, payroll).
 */
import { PAY_PERIOD_WEEKS } from '../../config/constants';
import { isWithin, type Period, weekDaysOf } from '../../utils/zonedTime';
import { businessCalendar } from '../calendar';
import type { Mirrored } from '../db';
import type { Dealership, Geofence, TimeCorrection, TimePunch, TimeWeek } from '../model';
import { punchFlags } from './flags';
import {
  mealReminder,
  premiumHoursOf,
  personBreaks,
  type MealReminder,
  type TimeAttestation,
} from './attestations';
import type { WorkdayBreaks } from './breaks';
import { shiftRuleOf, type TimeRules } from './law';
import { daysHours, totalOf, type DayHours, type Pay } from './hours';
import {
  effectivePunches,
  openShiftLimitHours,
  shiftsOf,
  type EffectivePunch,
  type Shift,
  type TimeFlag,
} from './shifts';
import { WEEK_MS } from '../../utils/duration';

export { ruleOfShift, shiftRuleOf, type TimeRules, type WorkSite } from './law';

/** The rules for a person: their (first) dealership's settings, else the business's usual ones. */
export function timeRulesOf(
  dealerships: readonly Mirrored<Dealership>[],
  mine: readonly string[],
  fallbackZone?: string,
): TimeRules {
  const calendar = businessCalendar(dealerships, mine, fallbackZone);
  const home = mine.map((id) => dealerships.find((dealership) => dealership.id === id)).find(Boolean);
  // Ties in the usual zone go to the dealership that sorts first, so every device agrees.
  const sameZone = dealerships
    .filter((dealership) => dealership.timezone === calendar.homeZone)
    .sort((a, b) => a.id.localeCompare(b.id))[0];
  const settings = home ?? sameZone;
  return {
    zone: calendar.homeZone,
    weekStart: calendar.weekStart,
    overtime: settings?.overtimeRule ?? 'federal',
    limitHours: openShiftLimitHours(settings?.openShiftLimitHours),
    punchPhoto: settings?.punchPhoto === true,
    lawOf: Object.fromEntries(
      dealerships.map((dealership) => [dealership.id, dealership.overtimeRule ?? 'federal']),
    ),
    geofences: dealerships
      .filter((dealership) => dealership.active && dealership.geofence)
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((dealership) => ({
        ...(dealership.geofence as Geofence),
        dealershipId: dealership.id,
        overtime: dealership.overtimeRule ?? 'federal',
      })),
  };
}

/** Each person's rules (by uid) from their assigned dealerships; anyone else gets the business's usual ones. */
export function peopleRules(
  dealerships: readonly Mirrored<Dealership>[],
  people: readonly { uid: string; dealerships: readonly string[] }[],
  fallbackZone?: string,
): (uid: string) => TimeRules {
  const byDealerships = new Map<string, TimeRules>();
  const rulesFor = (mine: readonly string[]) => {
    const key = mine.join(' ');
    let rules = byDealerships.get(key);
    if (!rules) {
      rules = timeRulesOf(dealerships, mine, fallbackZone);
      byDealerships.set(key, rules);
    }
    return rules;
  };
  const mineOf = new Map(people.map((person) => [person.uid, person.dealerships]));
  return (uid) => rulesFor(mineOf.get(uid) ?? []);
}

/** A clock days and weeks are counted on: a zone and the day its weeks start. */
type Clock = Pick<TimeRules, 'zone' | 'weekStart'>;

/**
 * `compute` worked out once per clock (zone and week start) and kept: people share a few
 * clocks, and reading a zone's rules is the costly part of a week's days.
 */
export function perClock<T>(compute: (clock: Clock) => T): (clock: Clock) => T {
  const byClock = new Map<string, T>();
  return (clock) => {
    const key = `${clock.zone} ${clock.weekStart}`;
    if (!byClock.has(key)) byClock.set(key, compute(clock));
    return byClock.get(key) as T;
  };
}

/** The business week holding `instant`: its period, its seven local days, and its key (first day). */
export interface BusinessWeek {
  period: Period;
  days: Period[];
  /** Its first day, YYYY-MM-DD in the business's zone: the key of its approval. */
  key: string;
}

export function businessWeek(instant: number, rules: Pick<TimeRules, 'zone' | 'weekStart'>): BusinessWeek {
  return weekDaysOf(instant, rules.zone, rules.weekStart);
}

/**
 * The pay period holding `instant`: two business weeks, the periods following each other
 * from the first week of 1970 (so every device, and every month, agrees on them).
 */
export function payPeriodAt(instant: number, rules: Pick<TimeRules, 'zone' | 'weekStart'>): BusinessWeek[] {
  const week = businessWeek(instant, rules);
  const weekNumber = Math.floor(Date.parse(`${week.key}T00:00:00Z`) / WEEK_MS);
  const last =
    weekNumber % PAY_PERIOD_WEEKS === PAY_PERIOD_WEEKS - 1 ? week : businessWeek(week.period.end, rules);
  return weeksEndingWith(last, rules, PAY_PERIOD_WEEKS);
}

/** The weeks of a pay period ending with the week holding `instant` (oldest first). */
export function payPeriodWeeks(
  instant: number,
  rules: Pick<TimeRules, 'zone' | 'weekStart'>,
  weeks = PAY_PERIOD_WEEKS,
) {
  return weeksEndingWith(businessWeek(instant, rules), rules, weeks);
}

function weeksEndingWith(
  last: BusinessWeek,
  rules: Pick<TimeRules, 'zone' | 'weekStart'>,
  weeks: number,
): BusinessWeek[] {
  const result = [last];
  while (result.length < weeks)
    result.unshift(businessWeek((result[0] as BusinessWeek).period.start - 1, rules));
  return result;
}

/** One week of one person: hours by day, the pay split, and what the office must look at. */
export interface PersonWeek extends Pay {
  week: BusinessWeek;
  days: DayHours[];
  workedMs: number;
  breakMs: number;
  /** Shifts that touch the week. */
  shifts: Shift[];
  /** Flags of the week's shifts and punches (each kind once per shift or punch). */
  flags: { flag: TimeFlag; at: number }[];
  pendingCorrections: number;
  approval: Mirrored<TimeWeek> | undefined;
  /** Workdays begun in the week under California's meal and rest periods (issue #35). */
  breakDays: WorkdayBreaks[];
  /** Hours of premium pay the week's workdays earn (a missed meal or rest period: one each a day). */
  premiumHours: number;
}

/** A person's documents, already narrowed to them. */
export interface PersonTime {
  uid: string;
  punches: readonly Mirrored<TimePunch>[];
  corrections: readonly Mirrored<TimeCorrection>[];
  weeks: readonly Mirrored<TimeWeek>[];
  /** Their word on their breaks at clock-out (California workdays). */
  attestations?: readonly Mirrored<TimeAttestation>[];
}

/** A person's shifts and effective punches (approved corrections applied). */
export function shiftsFor(
  person: PersonTime,
  rules: TimeRules,
  now: number,
): { shifts: Shift[]; punches: EffectivePunch[] } {
  const punches = effectivePunches(person.punches, person.corrections);
  return { shifts: shiftsOf(punches, rules.limitHours, now), punches };
}

/** The person's weeks (`weeks`, each computed on its own days), with flags and approvals. */
export function personWeeks(
  person: PersonTime,
  weeks: readonly BusinessWeek[],
  rules: TimeRules,
  now: number,
  shifts: readonly Shift[] = shiftsFor(person, rules, now).shifts,
): PersonWeek[] {
  const rawById = new Map(person.punches.map((punch) => [punch.id, punch]));
  const workdays = personBreaks(shifts, person.attestations ?? [], rules, now);
  return weeks.map((week) => {
    const breakDays = workdays.filter((workday) => isWithin(workday.start, week.period));
    const touching = shifts.filter(
      (shift) => (shift.end ?? now) > week.period.start && shift.start < week.period.end,
    );
    const days = daysHours(touching, week.days, shiftRuleOf(rules), now);
    const flags: PersonWeek['flags'] = [];
    for (const shift of touching) {
      for (const flag of shift.flags) flags.push({ flag, at: shift.start });
      for (const id of shift.punchIds) {
        const raw = rawById.get(id);
        if (raw)
          for (const flag of punchFlags(raw, rules.geofences)) flags.push({ flag, at: Date.parse(raw.at) });
      }
    }
    return {
      week,
      days,
      shifts: touching,
      ...totalOf(days),
      flags,
      pendingCorrections: person.corrections.filter(
        (correction) => correction.state === 'pending' && correction.weekStart === week.key,
      ).length,
      approval: person.weeks.find((approval) => approval.weekStart === week.key),
      breakDays,
      premiumHours: breakDays.reduce((total, workday) => total + premiumHoursOf(workday), 0),
    };
  });
}

/** Each person's documents, from everyone's (one pass over each list). */
export function byPerson(
  punches: readonly Mirrored<TimePunch>[],
  corrections: readonly Mirrored<TimeCorrection>[],
  weeks: readonly Mirrored<TimeWeek>[],
  attestations: readonly Mirrored<TimeAttestation>[] = [],
): Map<string, PersonTime> {
  const people = new Map<
    string,
    {
      uid: string;
      punches: Mirrored<TimePunch>[];
      corrections: Mirrored<TimeCorrection>[];
      weeks: Mirrored<TimeWeek>[];
      attestations: Mirrored<TimeAttestation>[];
    }
  >();
  const of = (uid: string) => {
    let person = people.get(uid);
    if (!person) {
      person = { uid, punches: [], corrections: [], weeks: [], attestations: [] };
      people.set(uid, person);
    }
    return person;
  };
  for (const punch of punches) of(punch.uid).punches.push(punch);
  for (const correction of corrections) of(correction.uid).corrections.push(correction);
  for (const week of weeks) of(week.uid).weeks.push(week);
  for (const word of attestations) of(word.uid).attestations.push(word);
  return people;
}

/** One row of the pay period's timesheet. */
export interface TimesheetRow extends Pay {
  uid: string;
  weeks: PersonWeek[];
  breakMs: number;
  /** Hours of meal and rest premium pay in the period. */
  premiumHours: number;
  flags: number;
  pendingCorrections: number;
  /** Every week of the period approved (locked). */
  approved: boolean;
  clockedIn: boolean;
  /** A shift still open at the period's end (a forgotten clock-out, or someone still at work). */
  openAtEnd: Shift | null;
  /** On the clock now under California's rules with a meal due within the hour, or late. */
  mealReminder: MealReminder | null;
}

/** The shift that starts inside the weeks and is still open at their end, if any. */
function openAt(shifts: readonly Shift[], weeks: readonly PersonWeek[]): Shift | null {
  const start = weeks[0]?.week.period.start;
  const end = weeks.at(-1)?.week.period.end;
  if (start === undefined || end === undefined) return null;
  return (
    shifts.find(
      (shift) => shift.start >= start && shift.start < end && (shift.end === null || shift.end > end),
    ) ?? null
  );
}

/**
 * Everyone's weeks holding `instant` (the pay period, unless `weeksAt` says otherwise) from
 * the device's copy (the owner's office), each person counted by their own rules: the same
 * computation as their /time.
 */
export function timesheet(
  people: ReadonlyMap<string, PersonTime>,
  instant: number,
  rulesOf: (uid: string) => TimeRules,
  now: number,
  weeksAt: (instant: number, clock: Clock) => BusinessWeek[] = payPeriodAt,
): TimesheetRow[] {
  const periodOf = perClock((clock) => weeksAt(instant, clock));
  const rows: TimesheetRow[] = [];
  for (const person of people.values()) {
    const rules = rulesOf(person.uid);
    const { shifts } = shiftsFor(person, rules, now);
    const personWeekList = personWeeks(person, periodOf(rules), rules, now, shifts);
    const sum = (pick: (week: PersonWeek) => number) =>
      personWeekList.reduce((total, week) => total + pick(week), 0);
    rows.push({
      uid: person.uid,
      weeks: personWeekList,
      regularMs: sum((week) => week.regularMs),
      overtimeMs: sum((week) => week.overtimeMs),
      doubleMs: sum((week) => week.doubleMs),
      breakMs: sum((week) => week.breakMs),
      premiumHours: sum((week) => week.premiumHours),
      flags: sum((week) => (week.approval?.locked ? 0 : week.flags.length)),
      pendingCorrections: sum((week) => week.pendingCorrections),
      approved: personWeekList.every((week) => week.approval?.locked === true),
      clockedIn: shifts.at(-1)?.end === null,
      openAtEnd: openAt(shifts, personWeekList),
      mealReminder: mealReminder(shifts, rules, now),
    });
  }
  return rows;
}
