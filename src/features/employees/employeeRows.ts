/**
 * The employee overview's rows (issue #19), apart from the screen: for each person, whether
 * they are clocked in now and since when, their hours this business week, the tickets they
 * finished and the washes they logged this week, and what in their time waits for the office
 * (flags not yet approved, corrections pending).
 */
import type { Mirrored } from '../../data/db';
import type { Ticket, WashLog } from '../../data/model';
import {
  businessWeek,
  byPerson,
  openShift,
  perClock,
  shiftsFor,
  timesheet,
  type TimeRules,
} from '../../data/time';
import { doneAtOf } from '../../data/tickets';
import type { Member } from '../../data/users';
import { isWithin } from '../../utils/zonedTime';

export interface EmployeeRow extends Member {
  /** When the open shift started, or null when not clocked in. */
  clockedInSince: number | null;
  workedMs: number;
  ticketsDone: number;
  washes: number;
  /** Flags of weeks not yet approved, plus corrections waiting for a decision. */
  toResolve: number;
}

type TimeInput = Parameters<typeof byPerson>;

export function employeeRows(
  members: readonly Member[],
  time: { punches: TimeInput[0]; corrections: TimeInput[1]; weeks: TimeInput[2] },
  tickets: readonly Pick<Mirrored<Ticket>, 'assigneeUid' | 'status' | 'history'>[],
  washes: readonly Pick<WashLog, 'uid' | 'washedAt' | 'voided'>[],
  rulesOf: (uid: string) => TimeRules,
  now: number,
): EmployeeRow[] {
  const people = byPerson(time.punches, time.corrections, time.weeks);
  const hours = new Map(
    timesheet(people, now, rulesOf, now, (instant, rules) => [businessWeek(instant, rules)]).map((row) => [
      row.uid,
      row,
    ]),
  );
  // Each person's week on their own clock, as their hours are counted.
  const thisWeekOn = perClock((clock) => businessWeek(now, clock));
  const weekOf = (uid: string) => thisWeekOn(rulesOf(uid));
  const doneThisWeek = new Map<string, number>();
  for (const ticket of tickets) {
    const done = ticket.status === 'done' ? doneAtOf(ticket) : null;
    if (!ticket.assigneeUid || !isWithin(done, weekOf(ticket.assigneeUid).period)) continue;
    doneThisWeek.set(ticket.assigneeUid, (doneThisWeek.get(ticket.assigneeUid) ?? 0) + 1);
  }
  const washesThisWeek = new Map<string, number>();
  for (const wash of washes)
    if (!wash.voided && isWithin(wash.washedAt, weekOf(wash.uid).period))
      washesThisWeek.set(wash.uid, (washesThisWeek.get(wash.uid) ?? 0) + 1);

  return members.map((member) => {
    const row = hours.get(member.uid);
    const person = people.get(member.uid);
    const open = person ? openShift(shiftsFor(person, rulesOf(member.uid), now).shifts) : null;
    return {
      ...member,
      clockedInSince: open ? open.shift.start : null,
      workedMs: row ? row.regularMs + row.overtimeMs + row.doubleMs : 0,
      ticketsDone: doneThisWeek.get(member.uid) ?? 0,
      washes: washesThisWeek.get(member.uid) ?? 0,
      toResolve: row ? row.flags + row.pendingCorrections : 0,
    };
  });
}
