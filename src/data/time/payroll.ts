/**
 * The payroll files of a pay period. The hours file has the columns of Gusto's CSV upload
 * (first_name, last_name, gusto_employee_id when any person has one, regular_hours,
 * overtime_hours, double_overtime_hours), from each person's legal name; the punches file
 * is the audit trail (every punch as tapped and as counted, with its receipt, position,
 * flags, corrections, and what the office had not settled when it exported), as Deputy's
 * audit export gives it. Before the hours file is written, `payrollChecks` says whose time
 * is not settled (docs/decisions.md, "The payroll files").
 */
import { csvOf } from '../../utils/csv';
import { isWithin, type Period, wallTimeAt } from '../../utils/zonedTime';
import { hoursOf } from './hours';
import { punchFlags } from './flags';
import { effectivePunches } from './shifts';
import { premiumHoursOf } from './attestations';
import type { PersonTime, TimeRules, TimesheetRow } from './timesheet';

/** Who a person is to the payroll service: the legal name and its employee id, as the office keeps them. */
export interface PayrollIdentity {
  /** The name the app shows: the fallback when no legal name is kept. */
  displayName: string;
  legalFirstName?: string | undefined;
  legalLastName?: string | undefined;
  /** The payroll service's id of the employee (Gusto's 6-character "Gusto employee ID"). */
  payrollId?: string | undefined;
}

/** A display name as payroll wants it: the first word, and the rest as the last name (a guess). */
export function splitName(displayName: string): { first: string; last: string } {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  return { first: words[0] ?? '', last: words.slice(1).join(' ') };
}

/** The legal first and last name when both are kept; else a guess from the display name (`guessed`). */
export function payrollName(identity: PayrollIdentity): { first: string; last: string; guessed: boolean } {
  const first = identity.legalFirstName?.trim() ?? '';
  const last = identity.legalLastName?.trim() ?? '';
  if (first && last) return { first, last, guessed: false };
  return { ...splitName(identity.displayName), guessed: true };
}

export const GUSTO_HOURS_COLUMNS = [
  'first_name',
  'last_name',
  'regular_hours',
  'overtime_hours',
  'double_overtime_hours',
] as const;
/** Gusto's optional column naming its own id of the employee (not case-sensitive). */
export const GUSTO_EMPLOYEE_ID_COLUMN = 'gusto_employee_id';
/**
 * California's meal and rest premiums (issue #35), in hours at the regular rate: a column
 * of their own, mapped to the company's premium earning type when the file is imported.
 */
export const PREMIUM_HOURS_COLUMN = 'meal_rest_premium_hours';

/**
 * The hours file, one row per person (sorted by last name, then first). It is imported,
 * not opened, so it has no byte-order mark; the employee id column is there when anyone
 * exported has an id (Gusto matches on it before the name).
 */
export function payrollHoursCsv(
  rows: readonly TimesheetRow[],
  identityOf: (uid: string) => PayrollIdentity,
): string {
  const people = rows
    .map((row) => ({ row, identity: identityOf(row.uid) }))
    .map(({ row, identity }) => ({ row, ...payrollName(identity), id: identity.payrollId?.trim() ?? '' }))
    .sort((a, b) => a.last.localeCompare(b.last) || a.first.localeCompare(b.first));
  const withIds = people.some((person) => person.id !== '');
  const withPremiums = rows.some((row) => row.premiumHours > 0);
  const header = [
    'first_name',
    'last_name',
    ...(withIds ? [GUSTO_EMPLOYEE_ID_COLUMN] : []),
    ...GUSTO_HOURS_COLUMNS.slice(2),
    ...(withPremiums ? [PREMIUM_HOURS_COLUMN] : []),
  ];
  const lines = people.map(({ row, first, last, id }) => [
    first,
    last,
    ...(withIds ? [id || null] : []),
    hoursOf(row.regularMs),
    hoursOf(row.overtimeMs),
    hoursOf(row.doubleMs),
    ...(withPremiums ? [row.premiumHours] : []),
  ]);
  return csvOf(header, lines, { byteOrderMark: false });
}

/** What the office has not settled in a person's pay period, said before the hours file is written. */
export interface PayrollCheck {
  uid: string;
  /** A shift still open at the end of the period (a forgotten clock-out), from this instant. */
  openSince: number | null;
  /** The weeks (their first days) not approved. */
  unapprovedWeeks: string[];
  /** No legal name is kept: the file guesses first and last from the display name. */
  guessedName: boolean;
}

/** The people whose time or name is not settled; an empty list when everything is. */
export function payrollChecks(
  rows: readonly TimesheetRow[],
  identityOf: (uid: string) => PayrollIdentity,
): PayrollCheck[] {
  const checks: PayrollCheck[] = [];
  for (const row of rows) {
    const check: PayrollCheck = {
      uid: row.uid,
      openSince: row.openAtEnd?.start ?? null,
      unapprovedWeeks: row.weeks
        .filter((week) => week.workedMs > 0 && week.approval?.locked !== true)
        .map((week) => week.week.key),
      guessedName: payrollName(identityOf(row.uid)).guessed,
    };
    if (check.openSince !== null || check.unapprovedWeeks.length > 0 || check.guessedName) checks.push(check);
  }
  return checks;
}

/** A time on the business's wall clock, as a spreadsheet reads it: YYYY-MM-DD HH:MM:SS. */
function localTime(instant: number, zone: string): string {
  const wall = wallTimeAt(instant, zone);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${wall.year}-${two(wall.month)}-${two(wall.day)} ${two(wall.hour)}:${two(wall.minute)}:${two(wall.second)}`;
}

export const PUNCH_COLUMNS = [
  'name',
  'punch',
  'kind',
  'tapped_at',
  'counted_at',
  'time_zone',
  'received_at_utc',
  'latitude',
  'longitude',
  'accuracy_m',
  'photo',
  /** The kiosk a punch was made on (issue #35), by its name; empty for one's own phone. */
  'kiosk',
  'flags',
  'corrections',
  'review',
  'meal_rest_premium_hours',
  'premium_causes',
] as const;

/**
 * Every punch counted in each row's weeks, as tapped and as counted, in time order per
 * person, on the person's own clock (the zone is in its column).
 */
export function payrollPunchesCsv(
  rows: readonly TimesheetRow[],
  people: ReadonlyMap<string, PersonTime>,
  rulesOf: (uid: string) => TimeRules,
  nameOf: (uid: string) => string,
): string {
  const lines: (string | number | null)[][] = [];
  for (const row of rows) {
    const person = people.get(row.uid);
    const first = row.weeks[0];
    const last = row.weeks.at(-1);
    if (!person || !first || !last) continue;
    const period: Period = { start: first.week.period.start, end: last.week.period.end };
    const rules = rulesOf(row.uid);
    const openPunches = new Set(row.openAtEnd?.punchIds ?? []);
    const unapproved = row.weeks
      .filter((week) => week.approval?.locked !== true)
      .map((week) => week.week.period);
    const raw = new Map(person.punches.map((punch) => [punch.id, punch]));
    // Each California workday's premiums and unanswered question, on the clock-in that began it.
    const workdayAt = new Map(row.weeks.flatMap((week) => week.breakDays).map((day) => [day.start, day]));
    for (const punch of effectivePunches(person.punches, person.corrections)) {
      if (!isWithin(punch.at, period)) continue;
      const tapped = raw.get(punch.id);
      const workday = punch.kind === 'in' ? workdayAt.get(punch.at) : undefined;
      const unanswered = !!workday && !workday.said && (workday.restsDue > 0 || workday.meals.length > 0);
      lines.push([
        nameOf(person.uid),
        punch.id,
        punch.kind,
        tapped ? localTime(Date.parse(tapped.at), rules.zone) : null,
        localTime(punch.at, rules.zone),
        rules.zone,
        tapped?.receivedAt ?? null,
        tapped?.position?.lat ?? null,
        tapped?.position?.lng ?? null,
        tapped?.position?.accuracyM ?? null,
        tapped?.photo ?? '',
        tapped?.viaKiosk ? nameOf(tapped.viaKiosk) : '',
        tapped ? punchFlags(tapped, rules.geofences).join(' ') : '',
        punch.correctedBy.join(' '),
        [
          ...(openPunches.has(punch.id) ? ['open_shift'] : []),
          ...(unapproved.some((week) => isWithin(punch.at, week)) ? ['week_not_approved'] : []),
          ...(unanswered ? ['no_break_answer'] : []),
        ].join(' '),
        workday ? premiumHoursOf(workday) : null,
        workday ? workday.causes.join(' ') : '',
      ]);
    }
  }
  return csvOf(PUNCH_COLUMNS, lines);
}
