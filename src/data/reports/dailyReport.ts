/**
 * One dealership's day, computed (issue #18): tickets done by kind, washes (voids left
 * out), hours worked there, revenue, and tickets still open at the day's end. Days are the
 * dealership's own (midnight to midnight in its time zone; a daylight-saving day has 23 or
 * 25 hours). Pure, so every rule is unit-tested; the screen and the demo seed both use it.
 */
import { instantOf, type Period } from '../../utils/zonedTime';
import {
  UNFINISHED_STATUSES,
  type DailyReport,
  type DailyReportFigures,
  type Geofence,
  type Ticket,
  type TicketStatus,
  type TimePunch,
  type WashLog,
} from '../model';
import { eachEarning, type Change, type PriceList } from '../finance/figures';
import { doneAtOf } from '../tickets/doneAt';
import { distanceM } from '../time/flags';
import {
  effectivePunches,
  openShiftLimitHours,
  shiftsOf,
  timeWithin,
  type EffectivePunch,
  type Shift,
} from '../time/shifts';
import { MINUTE_MS } from '../../utils/duration';

/** The local day `date` ("YYYY-MM-DD") in `zone`, as instants. */
export function dayBounds(date: string, zone: string): Period {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return { start: instantOf(zone, year, month, day), end: instantOf(zone, year, month, day + 1) };
}

/** A ticket's status as of `instant` (its history up to then; none before it was created). */
function statusAt(ticket: Pick<Ticket, 'history' | 'createdAt'>, instant: number): TicketStatus | null {
  if (Date.parse(ticket.createdAt) >= instant) return null;
  let status: TicketStatus = 'open';
  for (const entry of ticket.history) if (Date.parse(entry.at) < instant) status = entry.status;
  return status;
}

/** When a ticket was last marked done, as an instant, or null. */
function doneAt(ticket: Pick<Ticket, 'history'>): number | null {
  const at = doneAtOf(ticket);
  return at === null ? null : Date.parse(at);
}

export interface DayInput {
  dealershipId: string;
  day: Period;
  /** Every ticket on the device (other dealerships' are left out here). */
  tickets: readonly Pick<
    Ticket,
    'dealershipId' | 'kind' | 'status' | 'history' | 'createdAt' | 'priceCents'
  >[];
  washes: readonly Pick<WashLog, 'dealershipId' | 'washedAt' | 'voided'>[];
  /** The shifts worked at this dealership (see shiftsAtDealership). */
  shifts: readonly Shift[];
  /** The dealership's prices over time (priceHistoryOf): work is billed at the price then. */
  prices: readonly Change<PriceList>[];
  now: number;
}

/**
 * What one dealership's day came to. Revenue is priced as the money screens price it
 * (eachEarning): each done ticket and each kept wash at the dealership's price in force
 * when the work was done. Worked time is counted to the minute (rounded down), as payroll does.
 */
export function dailyFigures(input: DayInput): DailyReportFigures {
  const { dealershipId, day } = input;
  const ticketsDoneByKind: DailyReportFigures['ticketsDoneByKind'] = {};
  let revenueCents = 0;
  let openCarriedOver = 0;
  for (const ticket of input.tickets) {
    if (ticket.dealershipId !== dealershipId) continue;
    const done = ticket.status === 'done' ? doneAt(ticket) : null;
    if (done !== null && done >= day.start && done < day.end)
      ticketsDoneByKind[ticket.kind] = (ticketsDoneByKind[ticket.kind] ?? 0) + 1;
    const atEnd = statusAt(ticket, Math.min(day.end, input.now));
    if (atEnd !== null && UNFINISHED_STATUSES.includes(atEnd)) openCarriedOver++;
  }
  const washes = input.washes.filter((wash) => {
    if (wash.dealershipId !== dealershipId || wash.voided) return false;
    const at = Date.parse(wash.washedAt);
    return at >= day.start && at < day.end;
  }).length;
  eachEarning(
    day,
    input.tickets.filter((ticket) => ticket.dealershipId === dealershipId),
    input.washes.filter((wash) => wash.dealershipId === dealershipId),
    () => input.prices,
    ({ cents }) => {
      revenueCents += cents;
    },
  );
  const { workedMs } = timeWithin(input.shifts, day, input.now);
  return {
    ticketsDoneByKind,
    washes,
    minutesWorked: Math.floor(workedMs / MINUTE_MS),
    revenueCents,
    openCarriedOver,
  };
}

export interface Placeable {
  id: string;
  geofence?: Geofence | null | undefined;
}

/**
 * Which dealership a shift was worked at: the one whose geofence holds its clock-in's
 * position (the nearest, when fences overlap); with no position, or outside every fence,
 * the person's own dealership when they have exactly one; otherwise none (a roaming crew
 * who did not share their position: their hours are theirs, not a dealership's).
 */
export function dealershipOfShift(
  clockIn: { lat: number; lng: number } | null,
  personDealerships: readonly string[],
  dealerships: readonly Placeable[],
): string | null {
  if (clockIn) {
    let nearest: { id: string; distance: number } | null = null;
    for (const dealership of dealerships) {
      if (!dealership.geofence) continue;
      const distance = distanceM(clockIn, dealership.geofence);
      if (distance <= dealership.geofence.radiusM && (!nearest || distance < nearest.distance))
        nearest = { id: dealership.id, distance };
    }
    if (nearest) return nearest.id;
  }
  return personDealerships.length === 1 ? (personDealerships[0] ?? null) : null;
}

type PunchRecord = Parameters<typeof effectivePunches>[0][number] & Pick<TimePunch, 'position'>;

/**
 * Everyone's shifts (approved corrections applied), each placed at the dealership it was
 * worked at (dealershipOfShift); shifts placed nowhere are left out.
 */
export function shiftsByDealership(
  punches: readonly PunchRecord[],
  corrections: Parameters<typeof effectivePunches>[1],
  dealershipsOf: (uid: string) => readonly string[],
  dealerships: readonly Placeable[],
  now: number,
): Map<string, Shift[]> {
  const positions = new Map(punches.map((punch) => [punch.id, punch.position ?? null]));
  const byPerson = new Map<string, EffectivePunch[]>();
  for (const punch of effectivePunches(punches, corrections))
    byPerson.set(punch.uid, [...(byPerson.get(punch.uid) ?? []), punch]);
  const placed = new Map<string, Shift[]>();
  for (const [uid, personPunches] of byPerson) {
    for (const shift of shiftsOf(personPunches, openShiftLimitHours(undefined), now)) {
      const clockIn = shift.punchIds[0] ? (positions.get(shift.punchIds[0]) ?? null) : null;
      const dealershipId = dealershipOfShift(clockIn, dealershipsOf(uid), dealerships);
      if (dealershipId) placed.set(dealershipId, [...(placed.get(dealershipId) ?? []), shift]);
    }
  }
  return placed;
}

/** Whether a report's frozen figures differ from the day's figures now. */
export function changedSinceClosed(report: Pick<DailyReport, 'figures'>, now: DailyReportFigures): boolean {
  return JSON.stringify(sortedFigures(report.figures)) !== JSON.stringify(sortedFigures(now));
}

function sortedFigures(figures: DailyReportFigures) {
  const kinds = Object.entries(figures.ticketsDoneByKind)
    .filter(([, count]) => (count ?? 0) > 0)
    .sort(([a], [b]) => a.localeCompare(b));
  return [kinds, figures.washes, figures.minutesWorked, figures.revenueCents, figures.openCarriedOver];
}

/** dailyReports/{date}_{dealershipId} */
export function dailyReportId(date: string, dealershipId: string): string {
  return `${date}_${dealershipId}`;
}
