/**
 * Each role's numbers, from the mirrored documents (pure, so each tile is unit-tested).
 * "Today" and "this week" are the device's local day and Monday-based week: crews and
 * their dealerships share a time zone.
 */
import type { Role } from '../../config/roles';
import type { MirroredData } from '../../data/mirror/useMirror';
import { kindsOf, ROLE_REGISTRY } from '../../config/roles';
import type { Ticket, TimeEntry } from '../../data/model';
import { formatClockTime } from '../../utils/format';

export interface Tile {
  /** Stable, for tests: data-testid="tile-<id>". */
  id: string;
  label: string;
  value: string;
}

const HOUR_MS = 3_600_000;

export function startOfLocalDay(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** Monday 00:00, local time. */
export function startOfLocalWeek(now: Date): Date {
  const day = startOfLocalDay(now);
  const daysSinceMonday = (day.getDay() + 6) % 7;
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() - daysSinceMonday);
}

const isOn = (iso: string | null | undefined, dayStart: Date) =>
  !!iso && Date.parse(iso) >= dayStart.getTime() && Date.parse(iso) < dayStart.getTime() + 24 * HOUR_MS;

/** When the ticket reached `done`, from its history. */
const doneAt = (ticket: Ticket) => ticket.history.findLast((entry) => entry.status === 'done')?.at;

export function hoursWorked(entries: readonly TimeEntry[], since: Date, now: Date): number {
  let ms = 0;
  for (const entry of entries) {
    const start = Math.max(Date.parse(entry.clockInAt), since.getTime());
    const end = entry.clockOutAt ? Date.parse(entry.clockOutAt) : now.getTime();
    if (end > start) ms += end - start;
  }
  return ms / HOUR_MS;
}

const count = (value: number) => String(value);
const hours = (value: number) => `${value.toFixed(1)} h`;

function clockTiles(uid: string, data: MirroredData, now: Date): Tile[] {
  const mine = data.timeEntries.filter((entry) => entry.uid === uid);
  const open = mine.find((entry) => entry.clockOutAt === null);
  return [
    {
      id: 'clocked-in',
      label: 'Clocked in',
      value: open ? `Since ${formatClockTime(open.clockInAt)}` : 'No',
    },
    {
      id: 'hours-week',
      label: 'Hours this week',
      value: hours(hoursWorked(mine, startOfLocalWeek(now), now)),
    },
  ];
}

function crewTiles(role: Role, uid: string, data: MirroredData, now: Date): Tile[] {
  const today = startOfLocalDay(now);
  const kinds: readonly string[] = kindsOf(role);
  const mine = data.tickets.filter((ticket) => ticket.assigneeUid === uid);
  return [
    {
      id: 'my-work',
      label: 'My work',
      value: count(
        mine.filter((ticket) => ticket.status === 'assigned' || ticket.status === 'inProgress').length,
      ),
    },
    {
      id: 'open-to-claim',
      label: 'Open to claim',
      value: count(
        data.tickets.filter((ticket) => ticket.status === 'open' && kinds.includes(ticket.kind)).length,
      ),
    },
    {
      id: 'done-today',
      label: 'Done today',
      value: count(mine.filter((ticket) => ticket.status === 'done' && isOn(doneAt(ticket), today)).length),
    },
  ];
}

function dealershipTiles(data: MirroredData, now: Date): Tile[] {
  const today = startOfLocalDay(now);
  return [
    {
      id: 'open-requests',
      label: 'Open requests',
      value: count(data.tickets.filter((ticket) => ticket.status === 'open').length),
    },
    {
      id: 'in-progress',
      label: 'Being worked',
      value: count(
        data.tickets.filter((ticket) => ticket.status === 'assigned' || ticket.status === 'inProgress')
          .length,
      ),
    },
    {
      id: 'done-today',
      label: 'Done today',
      value: count(
        data.tickets.filter((ticket) => ticket.status === 'done' && isOn(doneAt(ticket), today)).length,
      ),
    },
    {
      id: 'washes-today',
      label: 'Washes today',
      value: count(data.washLogs.filter((wash) => isOn(wash.washedAt, today)).length),
    },
  ];
}

export function dashboardTiles(role: Role, uid: string, data: MirroredData, now: Date): Tile[] {
  switch (role) {
    case 'owner':
    case 'admin':
      return [
        ...dealershipTiles(data, now),
        {
          id: 'clocked-in-now',
          label: 'Crew clocked in',
          value: count(
            new Set(data.timeEntries.filter((entry) => entry.clockOutAt === null).map((e) => e.uid)).size,
          ),
        },
        {
          id: 'invoices-to-approve',
          label: 'Invoices to approve',
          value: count(data.invoices.filter((invoice) => invoice.status === 'submitted').length),
        },
      ];
    case 'dealershipEmployee':
    case 'dealershipManager':
    case 'dealershipSupervisor':
      return dealershipTiles(data, now);
    case 'serviceWash':
      return [
        ...crewTiles(role, uid, data, now),
        {
          id: 'washes-today',
          label: 'Washes today',
          value: count(data.washLogs.filter((wash) => isOn(wash.washedAt, startOfLocalDay(now))).length),
        },
        ...clockTiles(uid, data, now),
      ];
    case 'employee':
    case 'lotPrep':
    case 'photos':
      return [...crewTiles(role, uid, data, now), ...clockTiles(uid, data, now)];
    case 'clockOnlyEmployee':
      return clockTiles(uid, data, now);
    case 'supplier':
      return [
        {
          id: 'open-supply-requests',
          label: 'Open supply requests',
          value: count(data.supplyRequests.filter((request) => request.status === 'open').length),
        },
        {
          id: 'invoices-submitted',
          label: 'Invoices awaiting approval',
          value: count(data.invoices.filter((invoice) => invoice.status === 'submitted').length),
        },
        {
          id: 'invoices-approved',
          label: 'Approved, not yet paid',
          value: count(data.invoices.filter((invoice) => invoice.status === 'approved').length),
        },
      ];
  }
}

/** How many tickets a dashboard lists; the ticket list has the rest. */
export const QUEUE_LENGTH = 20;

/**
 * The tickets a dashboard lists: a crew member's own work first, then work open to
 * claim of their kind; dealership staff their dealerships' unfinished requests; soonest
 * due first. Empty for the owner (numbers only), clock-only staff and suppliers.
 */
export function dashboardQueue<T extends Ticket & { id: string }>(
  role: Role,
  uid: string,
  tickets: readonly T[],
): T[] {
  const byDue = (a: T, b: T) => a.dueAt.localeCompare(b.dueAt) || a.id.localeCompare(b.id);
  const unfinished = (ticket: T) =>
    ticket.status === 'open' || ticket.status === 'assigned' || ticket.status === 'inProgress';
  switch (ROLE_REGISTRY[role].group) {
    case 'crew': {
      const kinds: readonly string[] = kindsOf(role);
      const mine = tickets.filter((ticket) => ticket.assigneeUid === uid && unfinished(ticket)).sort(byDue);
      const open = tickets
        .filter((ticket) => ticket.status === 'open' && kinds.includes(ticket.kind))
        .sort(byDue);
      return [...mine, ...open].slice(0, QUEUE_LENGTH);
    }
    case 'dealership':
      return tickets.filter(unfinished).sort(byDue).slice(0, QUEUE_LENGTH);
    default:
      return [];
  }
}

/** The owner's "today": tickets created or finished today, counted by kind. */
export function todayByKind(tickets: readonly Ticket[], now: Date): Partial<Record<Ticket['kind'], number>> {
  const today = startOfLocalDay(now);
  const counts: Partial<Record<Ticket['kind'], number>> = {};
  for (const ticket of tickets)
    if (isOn(ticket.createdAt, today) || isOn(doneAt(ticket), today))
      counts[ticket.kind] = (counts[ticket.kind] ?? 0) + 1;
  return counts;
}
