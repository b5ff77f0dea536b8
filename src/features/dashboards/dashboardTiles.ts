/**
 * Each role's numbers, from the mirrored documents (pure, so each tile is unit-tested).
 * "Today" is each record's dealership's day and "this week" the person's week, both on
 * the business's clocks (src/data/calendar.ts, src/utils/zonedTime.ts), not the phone's.
 */
import { kindsOf, ROLE_REGISTRY, type DashboardSection, type Role } from '../../config/roles';
import type { BusinessCalendar } from '../../data/calendar';
import type { DashboardData } from '../../data/mirror';
import type { Ticket } from '../../data/model';
import {
  effectivePunches,
  openShift,
  openShiftLimitHours,
  shiftsOf,
  timeWithin,
  type Shift,
} from '../../data/time';
import { doneAtOf } from '../../data/tickets';
import type { Formats, Translate } from '../../i18n';
import { dayOf, isWithin, weekOf, type Period } from '../../utils/zonedTime';
import { HOUR_MS } from '../../utils/duration';
import { lastAnswer } from '../../utils/lastAnswer';

/** What a tile counts; the screen writes it in the person's language (`tileText`). */
export type TileValue =
  | { count: number }
  | { hours: number }
  | { cents: number }
  /** On the person's home clock (`zone`), as their clock card says it. */
  | { clockedInSince: string | null; zone: string };

export interface Tile {
  /** Stable, for tests (data-testid="tile-<id>"), and its label's catalogue key (`tile.<id>`). */
  id: TileId;
  value: TileValue;
}

export type TileId =
  | 'clocked-in'
  | 'hours-week'
  | 'my-work'
  | 'open-to-claim'
  | 'done-today'
  | 'open-requests'
  | 'in-progress'
  | 'washes-today'
  | 'clocked-in-now'
  | 'invoices-to-approve'
  | 'open-supply-requests'
  | 'invoices-submitted'
  | 'invoices-approved'
  | 'invoices-disputed'
  | 'awaiting-payment';

/** A tile's value as text: a count, hours to one decimal, dollars, or since when the person is clocked in. */
export function tileText(
  value: TileValue,
  t: Translate<'tile.hoursValue' | 'tile.notClockedIn' | 'tile.clockedInSince'>,
  formats: Formats,
): string {
  if ('count' in value) return formats.count(value.count);
  if ('hours' in value) return t('tile.hoursValue', { hours: value.hours.toFixed(1) });
  if ('cents' in value) return formats.cents(value.cents);
  return value.clockedInSince === null
    ? t('tile.notClockedIn')
    : t('tile.clockedInSince', { time: formats.zoned(value.clockedInSince, value.zone, 'clock') });
}

/** "Today" per dealership (each on its own clock), computed once per zone for a render. */
function todayIn(calendar: BusinessCalendar, now: Date): (dealershipId: string | null | undefined) => Period {
  const days = new Map<string, Period>();
  return (dealershipId) => {
    const zone = calendar.zoneOf(dealershipId);
    let day = days.get(zone);
    if (!day) {
      day = dayOf(now.getTime(), zone);
      days.set(zone, day);
    }
    return day;
  };
}

const count = (value: number): TileValue => ({ count: value });
const hours = (value: number): TileValue => ({ hours: value });

/** One person's shifts from their punches, with the office's approved corrections (flags are the time screen's). */
function shiftsFromPunches(
  punches: DashboardData['timePunches'],
  corrections: DashboardData['timeCorrections'],
  now: Date,
): Shift[] {
  return shiftsOf(effectivePunches(punches, corrections), openShiftLimitHours(undefined), now.getTime());
}

function clockTiles(uid: string, data: DashboardData, now: Date, calendar: BusinessCalendar): Tile[] {
  const shifts = shiftsFromPunches(
    data.timePunches.filter((punch) => punch.uid === uid),
    data.timeCorrections.filter((correction) => correction.uid === uid),
    now,
  );
  const open = openShift(shifts);
  const week = weekOf(now.getTime(), calendar.homeZone, calendar.weekStart);
  return [
    {
      id: 'clocked-in',
      value: {
        clockedInSince: open ? new Date(open.shift.start).toISOString() : null,
        zone: calendar.homeZone,
      },
    },
    {
      id: 'hours-week',
      value: hours(timeWithin(shifts, week, now.getTime()).workedMs / HOUR_MS),
    },
  ];
}

function crewTiles(
  role: Role,
  uid: string,
  data: DashboardData,
  now: Date,
  calendar: BusinessCalendar,
): Tile[] {
  const today = todayIn(calendar, now);
  const kinds: readonly string[] = kindsOf(role);
  const mine = data.tickets.filter((ticket) => ticket.assigneeUid === uid);
  return [
    {
      id: 'my-work',
      value: count(
        mine.filter((ticket) => ticket.status === 'assigned' || ticket.status === 'inProgress').length,
      ),
    },
    {
      id: 'open-to-claim',
      value: count(
        data.tickets.filter((ticket) => ticket.status === 'open' && kinds.includes(ticket.kind)).length,
      ),
    },
    {
      id: 'done-today',
      value: count(
        mine.filter(
          (ticket) => ticket.status === 'done' && isWithin(doneAtOf(ticket), today(ticket.dealershipId)),
        ).length,
      ),
    },
  ];
}

/**
 * The dashboards' heaviest figures are computed again only when their own table was read
 * again or the time moved on (the screen's clock, every 30 s; src/utils/lastAnswer.ts): a
 * dashboard draws again on every table's answer while the phone catches up, and each of
 * these took ~100-250 ms of main thread over the owner's reopen, at 4× CPU with a month of two
 * dealerships (CPU profiles).
 */
const dealershipTilesAt = lastAnswer(requestTiles);
const dealershipTiles = (data: DashboardData, now: Date, calendar: BusinessCalendar): Tile[] =>
  dealershipTilesAt(data.tickets, data.washLogs, calendar, now);

function requestTiles(
  tickets: DashboardData['tickets'],
  washLogs: DashboardData['washLogs'],
  calendar: BusinessCalendar,
  now: Date,
): Tile[] {
  const today = todayIn(calendar, now);
  return [
    {
      id: 'open-requests',
      value: count(tickets.filter((ticket) => ticket.status === 'open').length),
    },
    {
      id: 'in-progress',
      value: count(
        tickets.filter((ticket) => ticket.status === 'assigned' || ticket.status === 'inProgress').length,
      ),
    },
    {
      id: 'done-today',
      value: count(
        tickets.filter(
          (ticket) => ticket.status === 'done' && isWithin(doneAtOf(ticket), today(ticket.dealershipId)),
        ).length,
      ),
    },
    { id: 'washes-today', value: count(washesTodayAt(washLogs, calendar, now)) },
  ];
}

/** Washes of each dealership's today; a voided wash was not a wash (it is not billed either). */
const washesTodayAt = lastAnswer(
  (washLogs: DashboardData['washLogs'], calendar: BusinessCalendar, now: Date): number => {
    const today = todayIn(calendar, now);
    return washLogs.filter((wash) => !wash.voided && isWithin(wash.washedAt, today(wash.dealershipId)))
      .length;
  },
);
const washesToday = (data: DashboardData, now: Date, calendar: BusinessCalendar): number =>
  washesTodayAt(data.washLogs, calendar, now);

/**
 * How many people are clocked in now, from the clock states the server keeps from their
 * punches and corrections by the same shift rules (functions/src/clockStates.ts): the office's
 * phone needs no punch for it, so a new phone shows it before the month's ~4,000 punches.
 */
const clockedInNow = (data: DashboardData): number =>
  data.clockStates.filter((state) => state.clockedInSince !== null).length;

/** Each tile-bearing section of a dashboard (src/config/roles.ts says which a role sees). */
const SECTION_TILES: Partial<
  Record<
    DashboardSection,
    (board: Role, uid: string, data: DashboardData, now: Date, calendar: BusinessCalendar) => Tile[]
  >
> = {
  requests: (_board, _uid, data, now, calendar) => dealershipTiles(data, now, calendar),
  office: (_board, _uid, data) => [
    {
      id: 'clocked-in-now',
      value: count(clockedInNow(data)),
    },
    {
      id: 'invoices-to-approve',
      value: count(data.invoices.filter((invoice) => invoice.status === 'submitted').length),
    },
  ],
  crewWork: (board, uid, data, now, calendar) => crewTiles(board, uid, data, now, calendar),
  washesToday: (_board, _uid, data, now, calendar) => [
    { id: 'washes-today', value: count(washesToday(data, now, calendar)) },
  ],
  clock: (_board, uid, data, now, calendar) => clockTiles(uid, data, now, calendar),
  supplies: (_board, _uid, data) => [
    {
      // Open until fulfilled: acknowledged and partly delivered requests are still work to do.
      id: 'open-supply-requests',
      value: count(data.supplyRequests.filter((request) => request.status !== 'fulfilled').length),
    },
    {
      id: 'invoices-submitted',
      value: count(data.invoices.filter((invoice) => invoice.status === 'submitted').length),
    },
    {
      id: 'invoices-approved',
      value: count(data.invoices.filter((invoice) => invoice.status === 'approved').length),
    },
    {
      id: 'invoices-disputed',
      value: count(data.invoices.filter((invoice) => invoice.status === 'disputed').length),
    },
    {
      id: 'awaiting-payment',
      value: {
        cents: data.invoices
          .filter((invoice) => invoice.status === 'approved')
          .reduce((sum, invoice) => sum + invoice.totalCents, 0),
      },
    },
  ],
};

/** The numbers of `board`'s dashboard (the sections the role registry gives it), for `uid`. */
export function dashboardTiles(
  board: Role,
  uid: string,
  data: DashboardData,
  now: Date,
  calendar: BusinessCalendar,
): Tile[] {
  return ROLE_REGISTRY[board].sections.flatMap(
    (section) => SECTION_TILES[section]?.(board, uid, data, now, calendar) ?? [],
  );
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
export const todayByKind = lastAnswer(
  (
    tickets: readonly Ticket[],
    now: Date,
    calendar: BusinessCalendar,
  ): Partial<Record<Ticket['kind'], number>> => {
    const today = todayIn(calendar, now);
    const counts: Partial<Record<Ticket['kind'], number>> = {};
    for (const ticket of tickets)
      if (
        isWithin(ticket.createdAt, today(ticket.dealershipId)) ||
        isWithin(doneAtOf(ticket), today(ticket.dealershipId))
      )
        counts[ticket.kind] = (counts[ticket.kind] ?? 0) + 1;
    return counts;
  },
);
