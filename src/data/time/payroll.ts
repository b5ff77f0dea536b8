/**
 * The payroll files of a pay period. The hours file has the columns of Gusto's CSV
 * upload (first_name, last_name, regular_hours, overtime_hours, double_overtime_hours);
 * the punches file is the audit trail (every punch as tapped and as counted, with its
 * receipt, position, flags and corrections), as Deputy's audit export gives it.
 */
import { csvOf } from '../../utils/csv';
import { isWithin, type Period, wallTimeAt } from '../../utils/zonedTime';
import { hoursOf } from './hours';
import { punchFlags } from './flags';
import { effectivePunches } from './shifts';
import type { PersonTime, TimeRules, TimesheetRow } from './timesheet';

/** A display name as payroll wants it: the first word, and the rest as the last name. */
export function splitName(displayName: string): { first: string; last: string } {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  return { first: words[0] ?? '', last: words.slice(1).join(' ') };
}

export const GUSTO_HOURS_COLUMNS = [
  'first_name',
  'last_name',
  'regular_hours',
  'overtime_hours',
  'double_overtime_hours',
] as const;

/** The hours file, one row per person (sorted by last name, then first). */
export function payrollHoursCsv(rows: readonly TimesheetRow[], nameOf: (uid: string) => string): string {
  const lines = rows
    .map((row) => ({ row, ...splitName(nameOf(row.uid)) }))
    .sort((a, b) => a.last.localeCompare(b.last) || a.first.localeCompare(b.first))
    .map(({ row, first, last }) => [
      first,
      last,
      hoursOf(row.regularMs),
      hoursOf(row.overtimeMs),
      hoursOf(row.doubleMs),
    ]);
  return csvOf(GUSTO_HOURS_COLUMNS, lines);
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
  'flags',
  'corrections',
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
    const raw = new Map(person.punches.map((punch) => [punch.id, punch]));
    for (const punch of effectivePunches(person.punches, person.corrections)) {
      if (!isWithin(punch.at, period)) continue;
      const tapped = raw.get(punch.id);
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
        tapped ? punchFlags(tapped, rules.geofences).join(' ') : '',
        punch.correctedBy.join(' '),
      ]);
    }
  }
  return csvOf(PUNCH_COLUMNS, lines);
}
