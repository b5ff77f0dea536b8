/**
 * The payroll files and what is said before they are written (issue #32, items 3 and 4):
 * legal names and the payroll id in the hours file, and a forgotten clock-out or an
 * unapproved week named before export and marked in the punches file.
 */
import { describe, expect, it } from 'vitest';
import { instantOf } from '../../utils/zonedTime';
import type { Mirrored } from '../db';
import type { TimePunch, TimeWeek } from '../model';
import {
  payrollChecks,
  payrollHoursCsv,
  payrollPunchesCsv,
  PUNCH_COLUMNS,
  type PayrollIdentity,
} from './payroll';
import { byPerson, timesheet, type TimeRules } from './timesheet';
import { HOUR_MS } from '../../utils/duration';

const CHICAGO = 'America/Chicago';
const RULES: TimeRules = { zone: CHICAGO, weekStart: 1, overtime: 'federal', limitHours: 16, geofences: [] };
/** Chicago wall time, November 2026: the pay period of Monday the 9th to Sunday the 22nd. */
const at = (day: number, hour: number) => instantOf(CHICAGO, 2026, 11, day, hour);
const iso = (instant: number) => new Date(instant).toISOString();

let nextId = 0;
const punch = (uid: string, kind: TimePunch['kind'], instant: number): Mirrored<TimePunch> => ({
  id: `p${++nextId}`,
  uid,
  kind,
  at: iso(instant),
  timezone: CHICAGO,
  position: null,
  clockSkewMs: 0,
  weekStart: '2026-11-09',
  note: '',
  receivedAt: iso(instant),
});
const day = (uid: string, date: number) => [punch(uid, 'in', at(date, 8)), punch(uid, 'out', at(date, 16))];
const approved = (uid: string, weekStart: string): Mirrored<TimeWeek> => ({
  id: `${uid}_${weekStart}`,
  uid,
  weekStart,
  locked: true,
  history: [{ action: 'approve', by: 'office', at: iso(at(23, 9)), note: '' }],
});

const rowsOf = (punches: Mirrored<TimePunch>[], weeks: Mirrored<TimeWeek>[] = [], now = at(25, 12)) =>
  timesheet(byPerson(punches, [], weeks), at(18, 12), () => RULES, now);

describe('the hours file', () => {
  const identities: Record<string, PayrollIdentity> = {
    mary: { displayName: 'Mary Smith', legalFirstName: 'Mary Ann', legalLastName: 'Smith' },
    cher: { displayName: 'Cher' },
    twin: { displayName: 'José Peña', legalFirstName: 'José', legalLastName: 'Peña', payrollId: '5G9934' },
  };
  const identityOf = (uid: string) => identities[uid] ?? { displayName: uid };

  it('writes the legal names, and the payroll id column once anyone has one; no byte-order mark', () => {
    const csv = payrollHoursCsv(
      rowsOf([...day('mary', 10), ...day('cher', 10), ...day('twin', 10)]),
      identityOf,
    );
    expect(csv.charCodeAt(0)).not.toBe(0xfeff);
    expect(csv.split('\r\n')).toEqual([
      'first_name,last_name,gusto_employee_id,regular_hours,overtime_hours,double_overtime_hours',
      // A one-word display name with no legal name: the file's guess (the check says so).
      'Cher,,,8,0,0',
      'José,Peña,5G9934,8,0,0',
      'Mary Ann,Smith,,8,0,0',
      '',
    ]);
    const withoutIds = payrollHoursCsv(rowsOf(day('mary', 10)), identityOf);
    expect(withoutIds.split('\r\n')[0]).toBe(
      'first_name,last_name,regular_hours,overtime_hours,double_overtime_hours',
    );
  });
});

describe('before the hours file is written', () => {
  const identityOf = (uid: string): PayrollIdentity => ({
    displayName: uid,
    legalFirstName: 'Legal',
    legalLastName: uid,
  });

  it('names a forgotten clock-out (which would export as hours to the period’s end) and unapproved weeks', () => {
    // Monday 8 h, then clocked in Friday the 20th at 8:00 and never out: 64 h to the period's
    // end, so the week would pay 40 regular and 32 overtime hours nobody worked.
    const forgotten = [...day('fran', 16), punch('fran', 'in', at(20, 8))];
    const settled = [...day('sam', 10), ...day('sam', 16)];
    const weeks = [approved('sam', '2026-11-09'), approved('sam', '2026-11-16')];
    const rows = rowsOf([...forgotten, ...settled], weeks);
    const fran = rows.find((row) => row.uid === 'fran');
    expect((fran?.regularMs ?? 0) / HOUR_MS).toBe(40);
    expect((fran?.overtimeMs ?? 0) / HOUR_MS).toBe(24 + 8);
    expect(payrollChecks(rows, identityOf)).toEqual([
      { uid: 'fran', openSince: at(20, 8), unapprovedWeeks: ['2026-11-16'], guessedName: false },
    ]);
  });

  it('names a person whose legal name is not kept', () => {
    const rows = rowsOf(day('cher', 10), [approved('cher', '2026-11-09')]);
    expect(payrollChecks(rows, (uid) => ({ displayName: uid }))).toEqual([
      { uid: 'cher', openSince: null, unapprovedWeeks: [], guessedName: true },
    ]);
  });

  it('marks the punches of an open shift and of unapproved weeks in the punches file', () => {
    const punches = [...day('fran', 10), punch('fran', 'in', at(20, 8))];
    const rows = rowsOf(punches, [approved('fran', '2026-11-09')]);
    const lines = payrollPunchesCsv(
      rows,
      byPerson(punches, [], []),
      () => RULES,
      (uid) => uid,
    )
      .slice(1)
      .split('\r\n');
    const review = PUNCH_COLUMNS.indexOf('review');
    expect(lines[0]?.split(',')[review]).toBe('review');
    const marks = lines.slice(1, -1).map((line) => line.split(',')[review]);
    // The approved week's two punches carry nothing; Friday's clock-in is both open and unapproved.
    expect(marks).toEqual(['', '', 'open_shift week_not_approved']);
  });

  it('names the kiosk a punch was made on (issue #35), and none for a punch from the person’s phone', () => {
    const [clockIn, clockOut] = day('fran', 10);
    const punches = [{ ...clockIn!, viaKiosk: 'kiosk-north', dealershipId: 'd1' }, clockOut!];
    const rows = rowsOf(punches, []);
    const names: Record<string, string> = { fran: 'Fran Lowe', 'kiosk-north': 'Northside kiosk' };
    const lines = payrollPunchesCsv(
      rows,
      byPerson(punches, [], []),
      () => RULES,
      (uid) => names[uid] ?? uid,
    )
      .slice(1)
      .split('\r\n');
    const kiosk = PUNCH_COLUMNS.indexOf('kiosk');
    expect(lines.slice(1, -1).map((line) => line.split(',')[kiosk])).toEqual(['Northside kiosk', '']);
  });
});

describe('California’s meal and rest premiums in the payroll files (issue #35)', () => {
  const CALIFORNIA: TimeRules = { ...RULES, overtime: 'california' };
  const word = (punchId: string, couldNotTake: ('meal' | 'rest')[]) => ({
    id: `w-${punchId}`,
    uid: 'rosa',
    punchId,
    weekStart: '2026-11-09',
    answer: 'couldNotTake' as const,
    couldNotTake,
    note: '',
    language: 'es' as const,
    at: iso(at(10, 16)),
  });

  it('carries the premium hours in a column of their own, and the causes per workday in the punches file', () => {
    // Tuesday: 8 hours, no meal, and she says she could not take a rest break either: 2 premium hours.
    // Wednesday: 8 hours with a 30-minute meal at 12:00, no word given: nothing owed, but no answer on file.
    const tuesday = day('rosa', 10);
    const wednesday = [
      punch('rosa', 'in', at(11, 8)),
      punch('rosa', 'breakStart', at(11, 12)),
      punch('rosa', 'breakEnd', at(11, 12) + HOUR_MS / 2),
      punch('rosa', 'out', at(11, 16) + HOUR_MS / 2),
    ];
    const punches = [...tuesday, ...wednesday];
    const people = byPerson(punches, [], [], [word(tuesday[1]!.id, ['rest'])]);
    const rows = timesheet(people, at(18, 12), () => CALIFORNIA, at(25, 12));
    expect(rows[0]?.premiumHours).toBe(2);

    const hours = payrollHoursCsv(rows, () => ({ displayName: 'Rosa Díaz' })).split('\r\n');
    expect(hours[0]).toBe(
      'first_name,last_name,regular_hours,overtime_hours,double_overtime_hours,meal_rest_premium_hours',
    );
    expect(hours[1]).toBe('Rosa,Díaz,16,0,0,2');

    const lines = payrollPunchesCsv(
      rows,
      people,
      () => CALIFORNIA,
      (uid) => uid,
    )
      .slice(1)
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(','));
    const column = (name: (typeof PUNCH_COLUMNS)[number]) => PUNCH_COLUMNS.indexOf(name);
    expect(
      lines.map((line) => [
        line[column('kind')],
        line[column('meal_rest_premium_hours')],
        line[column('premium_causes')],
        line[column('review')],
      ]),
    ).toEqual([
      ['in', '2', 'meal1.missed rest.said', 'week_not_approved'],
      ['out', '', '', 'week_not_approved'],
      ['in', '0', '', 'week_not_approved no_break_answer'],
      ['breakStart', '', '', 'week_not_approved'],
      ['breakEnd', '', '', 'week_not_approved'],
      ['out', '', '', 'week_not_approved'],
    ]);
  });

  it('leaves the hours file as it was where nobody earned a premium', () => {
    const rows = timesheet(byPerson(day('rosa', 10), [], []), at(18, 12), () => RULES, at(25, 12));
    expect(payrollHoursCsv(rows, () => ({ displayName: 'Rosa Díaz' })).split('\r\n')[0]).toBe(
      'first_name,last_name,regular_hours,overtime_hours,double_overtime_hours',
    );
  });
});
