/**
 * The money figures of the owner's screens (issue #19), pure so each rule is tested against
 * hand-computed fixtures: revenue (done tickets and washes at the price list in force when
 * the work was done), labor cost (hours at the pay rate in force that day, overtime premiums
 * included), supplier costs (approved and paid invoices) and the margin. Money is whole
 * cents; a person's day of pay is rounded to the cent once, half up.
 */
import { isWithin, type Period, type Weekday, weekDaysOf } from '../../utils/zonedTime';
import {
  PRICES_SINCE_EVER,
  type Dealership,
  type Invoice,
  type PricedKind,
  type Ticket,
  type TicketKind,
  type WashLog,
} from '../model';
import { HOUR_MS } from '../../utils/duration';
import { daysHours, type Pay } from '../time/hours';
import { doneAtOf } from '../tickets/doneAt';
import type { Shift } from '../time/shifts';
import { premiumHoursOf } from '../time/attestations';
import type { WorkdayBreaks } from '../time/breaks';
import { perClock, shiftRuleOf, type TimeRules } from '../time/timesheet';

/** What a person's labor is counted by: their clock and week, and the overtime law of each shift. */
export type LaborRules = Pick<TimeRules, 'zone' | 'weekStart' | 'overtime' | 'geofences'>;

/** A value in force from an instant on (a pay rate, a price list), until the next change. */
export interface Change<T> {
  effectiveFrom: string;
  value: T;
}

/** A history's instants parsed once: `inForce` is asked per job and per day, thousands of times. */
const parsedHistories = new WeakMap<readonly Change<unknown>[], { from: number; value: unknown }[]>();

function parsedHistory<T>(history: readonly Change<T>[]): { from: number; value: T }[] {
  let parsed = parsedHistories.get(history);
  if (!parsed) {
    parsed = history
      .map((change) => ({ from: Date.parse(change.effectiveFrom), value: change.value }))
      .sort((a, b) => a.from - b.from);
    parsedHistories.set(history, parsed);
  }
  return parsed as { from: number; value: T }[];
}

/** The value in force at `instant`: the latest change at or before it; null before the first. */
export function inForce<T>(history: readonly Change<T>[], instant: number): T | null {
  const parsed = parsedHistory(history);
  // Histories are short (a few changes): the last one not after the instant, from the end.
  for (let index = parsed.length - 1; index >= 0; index--) {
    const change = parsed[index] as { from: number; value: T };
    if (change.from <= instant) return change.value;
  }
  return null;
}

export type PriceList = Record<PricedKind, number>;

/** A dealership's prices over time: its recorded changes, else its one price list, since ever. */
export function priceHistoryOf(
  dealership: Pick<Dealership, 'priceList' | 'priceHistory'>,
): Change<PriceList>[] {
  const recorded = dealership.priceHistory ?? [];
  if (recorded.length === 0) return [{ effectiveFrom: PRICES_SINCE_EVER, value: dealership.priceList }];
  return recorded.map((step) => ({ effectiveFrom: step.effectiveFrom, value: step.prices }));
}

export interface RevenueRow {
  dealershipId: string;
  kind: TicketKind;
  count: number;
  cents: number;
}

/** One piece of earned work: where, what kind, for how much, and when (ms). */
export interface Earning {
  /** The ticket's or the wash's id (blank when the record carries none). */
  id: string;
  source: 'ticket' | 'wash';
  dealershipId: string;
  kind: TicketKind;
  cents: number;
  at: number;
}

/**
 * Each piece of work earned in `period`: each done ticket at its dealership's price for its
 * kind when it was done ('other' work at the ticket's own price), each wash that was not
 * voided at the service-wash price when it was washed. Cancelled work earns nothing.
 */
export function eachEarning(
  period: Period,
  tickets: readonly (Pick<Ticket, 'dealershipId' | 'kind' | 'status' | 'history' | 'priceCents'> & {
    id?: string;
  })[],
  washes: readonly (Pick<WashLog, 'dealershipId' | 'washedAt' | 'voided'> & { id?: string })[],
  pricesOf: (dealershipId: string) => readonly Change<PriceList>[],
  visit: (earning: Earning) => void,
): void {
  for (const ticket of tickets) {
    if (ticket.status !== 'done') continue;
    const done = doneAtOf(ticket);
    if (!done || !isWithin(done, period)) continue;
    const at = Date.parse(done);
    const prices = inForce(pricesOf(ticket.dealershipId), at);
    const cents = ticket.kind === 'other' ? ticket.priceCents : (prices?.[ticket.kind] ?? ticket.priceCents);
    visit({
      id: ticket.id ?? '',
      source: 'ticket',
      dealershipId: ticket.dealershipId,
      kind: ticket.kind,
      cents,
      at,
    });
  }
  for (const wash of washes) {
    if (wash.voided || !isWithin(wash.washedAt, period)) continue;
    const at = Date.parse(wash.washedAt);
    const prices = inForce(pricesOf(wash.dealershipId), at);
    visit({
      id: wash.id ?? '',
      source: 'wash',
      dealershipId: wash.dealershipId,
      kind: 'serviceWash',
      cents: prices?.serviceWash ?? 0,
      at,
    });
  }
}

/**
 * Jobs earned, packed to be kept on the device (a period read from the server keeps its
 * jobs for its CSV): a column per field, the few (source, dealership, kind) of the jobs
 * named once. IndexedDB copies a column of numbers at once, where it copied ten months'
 * ~90,000 jobs an object at a time: a task of ~330 ms at 4× CPU (bench/scale).
 */
export interface PackedEarnings {
  ids: string[];
  /** Each distinct source, dealership and kind of the jobs. */
  groups: Pick<Earning, 'source' | 'dealershipId' | 'kind'>[];
  /** Each job's index in `groups`. */
  groupOf: Uint16Array;
  cents: Float64Array;
  at: Float64Array;
}

/** Columns for `count` jobs, filled by `fill`, with the groups they name. */
function packed(
  count: number,
  groups: PackedEarnings['groups'],
  fill: (columns: Omit<PackedEarnings, 'groups'>) => void,
): PackedEarnings {
  const columns = {
    ids: new Array<string>(count),
    groupOf: new Uint16Array(count),
    cents: new Float64Array(count),
    at: new Float64Array(count),
  };
  fill(columns);
  return { ...columns, groups };
}

/** Numbers each distinct group the first time it is seen. */
function groupNumbering(): {
  groups: PackedEarnings['groups'];
  numberOf: (group: PackedEarnings['groups'][number]) => number;
} {
  const groups: PackedEarnings['groups'] = [];
  const numbers = new Map<string, number>();
  return {
    groups,
    numberOf: (group) => {
      const key = JSON.stringify([group.source, group.dealershipId, group.kind]);
      let number = numbers.get(key);
      if (number === undefined) {
        number =
          groups.push({ source: group.source, dealershipId: group.dealershipId, kind: group.kind }) - 1;
        numbers.set(key, number);
      }
      return number;
    },
  };
}

/** `earnings` packed. */
export function packEarnings(earnings: readonly Earning[]): PackedEarnings {
  const { groups, numberOf } = groupNumbering();
  return packed(earnings.length, groups, (columns) =>
    earnings.forEach((job, index) => {
      columns.ids[index] = job.id;
      columns.groupOf[index] = numberOf(job);
      columns.cents[index] = job.cents;
      columns.at[index] = job.at;
    }),
  );
}

/** `parts`' jobs, in order, packed as one (the runs of a long period). */
export function joinPackedEarnings(parts: readonly PackedEarnings[]): PackedEarnings {
  const { groups, numberOf } = groupNumbering();
  const count = parts.reduce((sum, part) => sum + part.ids.length, 0);
  return packed(count, groups, (columns) => {
    let offset = 0;
    for (const part of parts) {
      const renumbered = part.groups.map(numberOf);
      part.ids.forEach((id, index) => {
        columns.ids[offset + index] = id;
        columns.groupOf[offset + index] = renumbered[part.groupOf[index] as number] as number;
      });
      columns.cents.set(part.cents, offset);
      columns.at.set(part.at, offset);
      offset += part.ids.length;
    }
  });
}

/** The jobs packEarnings packed, as they were. */
export function unpackEarnings(packedJobs: PackedEarnings): Earning[] {
  return packedJobs.ids.map((id, index) => ({
    id,
    ...(packedJobs.groups[packedJobs.groupOf[index] as number] as PackedEarnings['groups'][number]),
    cents: packedJobs.cents[index] as number,
    at: packedJobs.at[index] as number,
  }));
}

/** Revenue in `period` by dealership and kind (eachEarning's rules), by dealership then kind. */
export function revenueByDealershipAndKind(
  period: Period,
  tickets: Parameters<typeof eachEarning>[1],
  washes: Parameters<typeof eachEarning>[2],
  pricesOf: (dealershipId: string) => readonly Change<PriceList>[],
): RevenueRow[] {
  const rows = new Map<string, RevenueRow>();
  eachEarning(period, tickets, washes, pricesOf, (earning) => addToRevenue(rows, earning));
  return sortedRevenue(rows.values());
}

/** Adds one job earned to its row (dealership and kind) of `rows`. */
export function addToRevenue(rows: Map<string, RevenueRow>, { dealershipId, kind, cents }: Earning): void {
  addRevenueRow(rows, { dealershipId, kind, count: 1, cents });
}

/** Adds `counted` (jobs and cents of a dealership and kind) to its row of `rows`. */
export function addRevenueRow(rows: Map<string, RevenueRow>, counted: RevenueRow): void {
  const { dealershipId, kind } = counted;
  const key = `${dealershipId} ${kind}`;
  const row = rows.get(key) ?? { dealershipId, kind, count: 0, cents: 0 };
  row.count += counted.count;
  row.cents += counted.cents;
  rows.set(key, row);
}

/** Revenue rows by dealership, then kind. */
export function sortedRevenue(rows: Iterable<RevenueRow>): RevenueRow[] {
  return [...rows].sort(
    (a, b) => a.dealershipId.localeCompare(b.dealershipId) || a.kind.localeCompare(b.kind),
  );
}

/** A day's pay in cents: regular at the rate, overtime at 1.5×, double time at 2×, rounded once. */
export function dayPayCents(pay: Pay, rateCents: number): number {
  // In half-rate units over the hour, so 1.5× stays an integer product until the one rounding.
  const halfRateMs = 2 * pay.regularMs + 3 * pay.overtimeMs + 4 * pay.doubleMs;
  return Math.round((rateCents * halfRateMs) / (2 * HOUR_MS));
}

/** A day a person worked: its start, the time worked and what it cost (0 with no rate), premiums included. */
export interface LaborDay extends Pay {
  start: number;
  workedMs: number;
  /** California's meal and rest premiums the workday begun this day earns (hours at the regular rate). */
  premiumHours: number;
  cents: number;
}

export interface LaborRow {
  uid: string;
  pay: Pay;
  /** Meal and rest premium hours (California), paid at the regular rate. */
  premiumHours: number;
  /** What the premiums cost, part of `cents`. */
  premiumCents: number;
  cents: number;
  days: LaborDay[];
  /** Days worked with no pay rate in force (their hours are counted, their cost is not). */
  unratedDays: number;
}

/**
 * One person's labor in `period`: overtime is decided over whole weeks of the person's
 * (a period that starts mid-week still counts the hours before it toward the 40), each
 * shift under the law of where it was worked, as on their /time; each of their days that
 * starts inside the period is paid at the rate in force at its start, with the meal and rest
 * premiums of the workday begun that day (one hour each at that rate).
 */
export function personLabor(
  uid: string,
  shifts: readonly Shift[],
  rates: readonly Change<number>[],
  period: Period,
  rules: LaborRules,
  now: number,
  weeks: readonly BusinessWeekDays[] = weeksCovering(period, rules),
  breakDays: readonly WorkdayBreaks[] = [],
): LaborRow {
  const row: LaborRow = {
    uid,
    pay: { regularMs: 0, overtimeMs: 0, doubleMs: 0 },
    premiumHours: 0,
    premiumCents: 0,
    cents: 0,
    days: [],
    unratedDays: 0,
  };
  const ruleOf = shiftRuleOf(rules);
  const premiumDays = breakDays.filter((day) => premiumHoursOf(day) > 0 && isWithin(day.start, period));
  for (const { days } of weeks) {
    for (const day of daysHours(shifts, days, ruleOf, now)) {
      if (day.day.start < period.start || day.day.start >= period.end || day.workedMs === 0) continue;
      row.pay.regularMs += day.regularMs;
      row.pay.overtimeMs += day.overtimeMs;
      row.pay.doubleMs += day.doubleMs;
      const rate = inForce(rates, day.day.start);
      const premiumHours = premiumDays
        .filter((workday) => isWithin(workday.start, day.day))
        .reduce((total, workday) => total + premiumHoursOf(workday), 0);
      const premiumCents = rate === null ? 0 : premiumHours * rate;
      const cents = (rate === null ? 0 : dayPayCents(day, rate)) + premiumCents;
      if (rate === null) row.unratedDays++;
      row.premiumHours += premiumHours;
      row.premiumCents += premiumCents;
      row.cents += cents;
      row.days.push({
        start: day.day.start,
        workedMs: day.workedMs,
        premiumHours,
        regularMs: day.regularMs,
        overtimeMs: day.overtimeMs,
        doubleMs: day.doubleMs,
        cents,
      });
    }
  }
  return row;
}

/**
 * Everyone's labor in `period`, each person by their own rules (the weeks covering the
 * period are worked out once per clock: reading a zone's rules is the costly part).
 */
export function everyonesLabor(
  shifts: ReadonlyMap<string, readonly Shift[]>,
  rates: ReadonlyMap<string, readonly Change<number>[]>,
  rulesOf: (uid: string) => LaborRules,
  period: Period,
  now: number,
  breakDays: ReadonlyMap<string, readonly WorkdayBreaks[]> = new Map(),
): Map<string, LaborRow> {
  const weeksOf = perClock((clock) => weeksCovering(period, clock));
  const labor = new Map<string, LaborRow>();
  for (const [uid, personShifts] of shifts) {
    const rules = rulesOf(uid);
    labor.set(
      uid,
      personLabor(
        uid,
        personShifts,
        rates.get(uid) ?? [],
        period,
        rules,
        now,
        weeksOf(rules),
        breakDays.get(uid) ?? [],
      ),
    );
  }
  return labor;
}

/**
 * One person's labor over two stretches of days that do not overlap, earlier first: each
 * figure is a sum over the days, so the two add up. A new row; neither is changed.
 */
export function addLaborRows(earlier: LaborRow, later: LaborRow): LaborRow {
  return {
    uid: earlier.uid,
    pay: {
      regularMs: earlier.pay.regularMs + later.pay.regularMs,
      overtimeMs: earlier.pay.overtimeMs + later.pay.overtimeMs,
      doubleMs: earlier.pay.doubleMs + later.pay.doubleMs,
    },
    premiumHours: earlier.premiumHours + later.premiumHours,
    premiumCents: earlier.premiumCents + later.premiumCents,
    cents: earlier.cents + later.cents,
    days: [...earlier.days, ...later.days],
    unratedDays: earlier.unratedDays + later.unratedDays,
  };
}

export interface BusinessWeekDays {
  period: Period;
  days: Period[];
}

/**
 * The whole business weeks that cover `period`, each with its seven local days: worked out
 * once for everyone (reading a zone's rules is the costly part), not once per person.
 */
export function weeksCovering(
  period: Period,
  calendar: { zone: string; weekStart: Weekday },
): BusinessWeekDays[] {
  const weeks: BusinessWeekDays[] = [];
  let weekInstant = period.start;
  while (weekInstant < period.end) {
    const week = weekDaysOf(weekInstant, calendar.zone, calendar.weekStart);
    weeks.push({ period: week.period, days: week.days });
    weekInstant = week.period.end;
  }
  return weeks;
}

/** What the approved and paid invoices issued in the period's days come to, by supplier. */
export function supplierCostsBySupplier(
  invoices: readonly Pick<Invoice, 'supplierUid' | 'status' | 'issuedOn' | 'totalCents'>[],
  firstDay: string,
  lastDay: string,
): Map<string, number> {
  const costs = new Map<string, number>();
  for (const invoice of countedInvoices(invoices, firstDay, lastDay))
    costs.set(invoice.supplierUid, (costs.get(invoice.supplierUid) ?? 0) + invoice.totalCents);
  return costs;
}

/** The invoices that are costs of the days `firstDay`…`lastDay`: approved or paid, issued then. */
export function countedInvoices<T extends Pick<Invoice, 'status' | 'issuedOn'>>(
  invoices: readonly T[],
  firstDay: string,
  lastDay: string,
): T[] {
  return invoices.filter(
    (invoice) =>
      (invoice.status === 'approved' || invoice.status === 'paid') &&
      invoice.issuedOn >= firstDay &&
      invoice.issuedOn <= lastDay,
  );
}

export interface Margin {
  revenueCents: number;
  laborCents: number;
  supplierCents: number;
  marginCents: number;
}

export function marginOf(revenueCents: number, laborCents: number, supplierCents: number): Margin {
  return { revenueCents, laborCents, supplierCents, marginCents: revenueCents - laborCents - supplierCents };
}
