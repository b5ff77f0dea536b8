/**
 * The wash report (issue #17): washes per dealership per day, week or month of a range of
 * dates, by kind and by washer, with what the dealership is billed. Days, weeks and
 * months are the dealership's (its time zone and week start); voided washes are counted
 * apart and never billed. Every wash kind is billed at the dealership's service-wash price.
 */
import { inForce, priceHistoryOf, type Change, type PriceList } from '../finance/figures';
import { DEFAULT_WEEK_START_DAY } from '../../config/constants';
import { instantOf } from '../../utils/zonedTime';
import type { Mirrored } from '../db';
import { WASH_KINDS, type Dealership, type WashKind, type WashLog } from '../model';
import { DAY_MS } from '../../utils/duration';
import { lastAtOrBefore } from '../../utils/sorted';

export const REPORT_GRAINS = ['day', 'week', 'month'] as const;
export type ReportGrain = (typeof REPORT_GRAINS)[number];

export type KindCounts = Record<WashKind, number>;

export interface WashCounts {
  byKind: KindCounts;
  total: number;
  billedCents: number;
}

export interface WashReportRow extends WashCounts {
  dealershipId: string;
  /** The period's first day, "YYYY-MM-DD" (a week: its first day; a month: its 1st). */
  period: string;
}

export interface WasherRow extends WashCounts {
  dealershipId: string;
  uid: string;
}

export interface WashReport {
  rows: WashReportRow[];
  byWasher: WasherRow[];
  totals: WashCounts;
  /** Voided washes in the range: on record, not billed. */
  voided: number;
}

export interface WashReportQuery {
  /** First and last day of the range, inclusive, "YYYY-MM-DD" on each dealership's calendar. */
  from: string;
  to: string;
  grain: ReportGrain;
  /** The dealerships reported on. */
  dealershipIds: readonly string[];
}

export const emptyWashCounts = (): WashCounts => ({
  byKind: Object.fromEntries(WASH_KINDS.map((kind) => [kind, 0])) as KindCounts,
  total: 0,
  billedCents: 0,
});

function addWash(counts: WashCounts, kind: WashKind, priceCents: number) {
  counts.byKind[kind] += 1;
  counts.total += 1;
  counts.billedCents += priceCents;
}

const dateParts = (key: string): [number, number, number] => {
  const [year, month, day] = key.split('-').map(Number);
  return [year ?? 1970, month ?? 1, day ?? 1];
};

/** The calendar date `offset` days after `year-month-day`, as a key (Date.UTC normalises overflow). */
const dateKeyAfter = (year: number, month: number, day: number, offset: number): string =>
  new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10);

/**
 * A dealership's days of the range: each day's first instant (and the instant after the
 * last), and the key of the period each day belongs to. Built once per report, so a
 * wash's period is a binary search, not a time-zone computation.
 */
function calendarOf(query: WashReportQuery, zone: string, weekStart: number) {
  const [year, month, day] = dateParts(query.from);
  const [toYear, toMonth, toDay] = dateParts(query.to);
  const dayCount = Math.max(
    0,
    Math.round((Date.UTC(toYear, toMonth - 1, toDay) - Date.UTC(year, month - 1, day)) / DAY_MS) + 1,
  );
  const starts: number[] = [];
  const periods: string[] = [];
  for (let offset = 0; offset <= dayCount; offset += 1)
    starts.push(instantOf(zone, year, month, day + offset));
  for (let offset = 0; offset < dayCount; offset += 1) {
    const key = dateKeyAfter(year, month, day, offset);
    if (query.grain === 'day') periods.push(key);
    else if (query.grain === 'month') periods.push(`${key.slice(0, 7)}-01`);
    else {
      const weekday = new Date(Date.UTC(year, month - 1, day + offset)).getUTCDay();
      periods.push(dateKeyAfter(year, month, day, offset - ((weekday - weekStart + 7) % 7)));
    }
  }
  return { starts, periods };
}

/**
 * The periods of the range on a dealership's calendar (its zone and week start): each
 * period's key, first instant and the first instant after it (a partial first or last
 * week or month is cut at the range's ends).
 */
export function periodsOf(
  query: WashReportQuery,
  zone: string,
  weekStart: number = DEFAULT_WEEK_START_DAY,
): { key: string; start: number; end: number }[] {
  const { starts, periods } = calendarOf(query, zone, weekStart);
  const found: { key: string; start: number; end: number }[] = [];
  periods.forEach((key, day) => {
    const last = found.at(-1);
    if (last?.key === key) last.end = starts[day + 1] as number;
    else found.push({ key, start: starts[day] as number, end: starts[day + 1] as number });
  });
  return found;
}

/** The index of the day holding `instant` (starts[index] ≤ instant < starts[index + 1]), or -1. */
function dayIndexOf(starts: readonly number[], instant: number): number {
  if (starts.length < 2 || instant < (starts[0] as number) || instant >= (starts.at(-1) as number)) return -1;
  return lastAtOrBefore(starts, instant);
}

export function washReport(
  washes: readonly Mirrored<WashLog>[],
  dealerships: readonly Mirrored<Dealership>[],
  query: WashReportQuery,
): WashReport {
  const calendars = new Map<string, ReturnType<typeof calendarOf> & { prices: Change<PriceList>[] }>();
  for (const dealership of dealerships) {
    if (!query.dealershipIds.includes(dealership.id)) continue;
    calendars.set(dealership.id, {
      ...calendarOf(query, dealership.timezone, dealership.weekStart ?? DEFAULT_WEEK_START_DAY),
      // Billed at the wash price in force when each car was washed (issue #19's price history).
      prices: priceHistoryOf(dealership),
    });
  }
  const rows = new Map<string, WashReportRow>();
  const washers = new Map<string, WasherRow>();
  const totals = emptyWashCounts();
  let voided = 0;
  for (const wash of washes) {
    const calendar = calendars.get(wash.dealershipId);
    if (!calendar) continue;
    const washedAt = Date.parse(wash.washedAt);
    const dayIndex = dayIndexOf(calendar.starts, washedAt);
    if (dayIndex < 0) continue;
    if (wash.voided) {
      voided += 1;
      continue;
    }
    const period = calendar.periods[dayIndex] as string;
    const rowKey = `${wash.dealershipId} ${period}`;
    let row = rows.get(rowKey);
    if (!row) rows.set(rowKey, (row = { dealershipId: wash.dealershipId, period, ...emptyWashCounts() }));
    const washerKey = `${wash.dealershipId} ${wash.uid}`;
    let washer = washers.get(washerKey);
    if (!washer)
      washers.set(
        washerKey,
        (washer = { dealershipId: wash.dealershipId, uid: wash.uid, ...emptyWashCounts() }),
      );
    const priceCents = inForce(calendar.prices, washedAt)?.serviceWash ?? 0;
    addWash(row, wash.kind, priceCents);
    addWash(washer, wash.kind, priceCents);
    addWash(totals, wash.kind, priceCents);
  }
  const byDealershipThen =
    <Row extends { dealershipId: string }>(order: (a: Row, b: Row) => number) =>
    (a: Row, b: Row) =>
      a.dealershipId.localeCompare(b.dealershipId) || order(a, b);
  return {
    rows: [...rows.values()].sort(byDealershipThen((a, b) => a.period.localeCompare(b.period))),
    byWasher: [...washers.values()].sort(
      byDealershipThen((a, b) => b.total - a.total || a.uid.localeCompare(b.uid)),
    ),
    totals,
    voided,
  };
}
