/**
 * Labor analytics (issue #19): per person over a period, their hours split into regular,
 * overtime and double time, what they cost, the work they did per hour worked, and the
 * punches that needed the office (forgotten clock-outs, punches added afterwards); and
 * who is heading into overtime this week. Pure, from the device's copy.
 *
 * Lotcrew keeps no schedules, so a "late" punch cannot be measured against a start time:
 * the punches counted are the ones the office had to mend, a shift left open past the
 * limit (forgotten clock-out) and a punch added later through an approved correction.
 */
import { isWithin, type Period, type Weekday } from '../../utils/zonedTime';
import type { Ticket, TimeCorrection, WashLog } from '../model';
import { doneAtOf } from '../tickets/doneAt';
import { HOUR_MS } from '../../utils/duration';
import { timeWithin, type Shift } from '../time/shifts';
import { addLaborRows, everyonesLabor, type LaborRow, weeksCovering } from './figures';
import type { DayWindow, FinanceInput } from './overview';

/** Weekly hours from which a person is shown as heading into overtime (of the 40). */
export const OVERTIME_WATCH_HOURS = 32;
const WEEKLY_OVERTIME_HOURS = 40;

export interface PersonLaborRow extends LaborRow {
  workedMs: number;
  ticketsDone: number;
  washes: number;
  /** Shifts left open past the limit (a forgotten clock-out). */
  forgotten: number;
  /** Punches added afterwards by an approved correction. */
  added: number;
}

export interface LaborInput extends Pick<FinanceInput, 'shifts' | 'rates' | 'rulesOf' | 'breakDays'> {
  tickets: readonly Pick<Ticket, 'status' | 'history' | 'assigneeUid'>[];
  washes: readonly Pick<WashLog, 'uid' | 'washedAt' | 'voided'>[];
  corrections: readonly Pick<TimeCorrection, 'uid' | 'state' | 'change'>[];
}

function countBy<T>(items: readonly T[], keyOf: (item: T) => string | null): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = keyOf(item);
    if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** Whether a person's row is shown: they worked, or did work, in the period. */
const showsInLabor = (row: PersonLaborRow) => row.workedMs > 0 || row.ticketsDone > 0 || row.washes > 0;

/**
 * Each person's labor in `window`: those who worked or did work in it, or with `everyoneWithShifts`
 * everyone with shifts (a run of a longer window, whose rows mergeLaborRows joins: a
 * clock-out added in this run to a shift begun in the one before counts here).
 */
export function laborAnalytics(
  input: LaborInput,
  window: DayWindow,
  now: number,
  { everyoneWithShifts = false }: { everyoneWithShifts?: boolean } = {},
): PersonLaborRow[] {
  const { period } = window;
  const ticketsDone = countBy(input.tickets, (ticket) => {
    if (ticket.status !== 'done' || !ticket.assigneeUid) return null;
    return isWithin(doneAtOf(ticket), period) ? ticket.assigneeUid : null;
  });
  const washes = countBy(input.washes, (wash) =>
    !wash.voided && isWithin(wash.washedAt, period) ? wash.uid : null,
  );
  const added = countBy(input.corrections, (correction) =>
    correction.state === 'approved' &&
    correction.change.action === 'add' &&
    isWithin(correction.change.at, period)
      ? correction.uid
      : null,
  );
  const rows: PersonLaborRow[] = [];
  const everyone = everyonesLabor(input.shifts, input.rates, input.rulesOf, period, now, input.breakDays);
  for (const [uid, shifts] of input.shifts) {
    const labor = everyone.get(uid);
    if (!labor) continue;
    const workedMs = labor.days.reduce((sum, day) => sum + day.workedMs, 0);
    const row: PersonLaborRow = {
      ...labor,
      workedMs,
      ticketsDone: ticketsDone.get(uid) ?? 0,
      washes: washes.get(uid) ?? 0,
      forgotten: shifts.filter((shift) => shift.flags.includes('overLimit') && isWithin(shift.start, period))
        .length,
      added: added.get(uid) ?? 0,
    };
    if (everyoneWithShifts || showsInLabor(row)) rows.push(row);
  }
  return rows;
}

/**
 * The rows of a window from those of its runs (laborAnalytics with `everyoneWithShifts`, in order),
 * as laborAnalytics gives them over the whole window: every figure is a count or a sum
 * over the window's days, so the runs' add up.
 */
export function mergeLaborRows(parts: readonly (readonly PersonLaborRow[])[]): PersonLaborRow[] {
  const merged = new Map<string, PersonLaborRow>();
  for (const part of parts)
    for (const row of part) {
      const sum = merged.get(row.uid);
      merged.set(
        row.uid,
        sum
          ? {
              ...addLaborRows(sum, row),
              workedMs: sum.workedMs + row.workedMs,
              ticketsDone: sum.ticketsDone + row.ticketsDone,
              washes: sum.washes + row.washes,
              forgotten: sum.forgotten + row.forgotten,
              added: sum.added + row.added,
            }
          : row,
      );
    }
  return [...merged.values()].filter(showsInLabor);
}

/** Work done per hour worked, to two decimals; null with no hours. */
export function perHour(count: number, workedMs: number): number | null {
  if (workedMs <= 0) return null;
  return Math.round((count / (workedMs / HOUR_MS)) * 100) / 100;
}

export interface OvertimeWatch {
  uid: string;
  workedMs: number;
  /** Hours left before the weekly 40; 0 once in overtime. */
  leftMs: number;
}

/** Everyone at or past OVERTIME_WATCH_HOURS in `week` (a shift still open counts to now), most hours first. */
export function headingIntoOvertime(
  shifts: ReadonlyMap<string, readonly Shift[]>,
  week: Period,
  now: number,
): OvertimeWatch[] {
  const watched: OvertimeWatch[] = [];
  for (const [uid, personShifts] of shifts) {
    const { workedMs } = timeWithin(personShifts, week, now);
    if (workedMs >= OVERTIME_WATCH_HOURS * HOUR_MS)
      watched.push({ uid, workedMs, leftMs: Math.max(0, WEEKLY_OVERTIME_HOURS * HOUR_MS - workedMs) });
  }
  return watched.sort((a, b) => b.workedMs - a.workedMs);
}

export interface DayTotal {
  start: number;
  regularMs: number;
  overtimeMs: number;
  doubleMs: number;
}

/** Everyone's hours per day of the window up to now (the chart of hours by day). */
export function hoursByDay(rows: readonly LaborRow[], window: DayWindow, now: number): DayTotal[] {
  const totals = window.days
    .filter((day) => day.start <= now)
    .map((day) => ({ start: day.start, regularMs: 0, overtimeMs: 0, doubleMs: 0 }));
  const byStart = new Map(totals.map((total) => [total.start, total]));
  for (const row of rows)
    for (const day of row.days) {
      const total = byStart.get(day.start);
      if (!total) continue;
      total.regularMs += day.regularMs;
      total.overtimeMs += day.overtimeMs;
      total.doubleMs += day.doubleMs;
    }
  return totals;
}

/** Each person's hours worked per business week of a window (only the window's days of a week count). */
export interface WeekGrid {
  /** The weeks' first instants, in order (a week may begin before the window does). */
  weekStarts: number[];
  rows: { uid: string; workedMs: number[] }[];
}

export function hoursByWeek(
  rows: readonly LaborRow[],
  window: DayWindow,
  calendar: { zone: string; weekStart: Weekday },
): WeekGrid {
  const weeks = weeksCovering(window.period, calendar).map((week) => week.period);
  const weekOfDay = (start: number) => weeks.findIndex((week) => start >= week.start && start < week.end);
  return {
    weekStarts: weeks.map((week) => week.start),
    rows: rows.map((row) => {
      const workedMs = weeks.map(() => 0);
      for (const day of row.days) {
        const index = weekOfDay(day.start);
        if (index >= 0) workedMs[index] = (workedMs[index] ?? 0) + day.workedMs;
      }
      return { uid: row.uid, workedMs };
    }),
  };
}
