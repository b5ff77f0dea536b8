/**
 * The owner's money screens (issue #19) from the device's copy: the period chosen (today,
 * this week, this month, last month or a range of days, on the business's clock), the one
 * before it to compare with, and for each the revenue by dealership and kind, the labor
 * cost, the supplier costs and the margin, with a day-by-day series for the line chart.
 * Pure: the screens pass what the device holds, the tests hand-computed fixtures.
 */
import {
  dayKey,
  instantOf,
  monthOf,
  type Period,
  type Weekday,
  wallTimeAt,
  weekOf,
} from '../../utils/zonedTime';
import type { Invoice, Ticket, WashLog } from '../model';
import type { Shift } from '../time/shifts';
import type { WorkdayBreaks } from '../time/breaks';
import {
  addLaborRows,
  addRevenueRow,
  addToRevenue,
  type Change,
  eachEarning,
  everyonesLabor,
  type LaborRow,
  type LaborRules,
  marginOf,
  type Margin,
  type PriceList,
  type RevenueRow,
  sortedRevenue,
  supplierCostsBySupplier,
} from './figures';
import { DAY_MS } from '../../utils/duration';
import { lastAtOrBefore } from '../../utils/sorted';

export const FINANCE_PERIODS = ['today', 'week', 'month', 'lastMonth', 'range'] as const;
export type FinancePeriod = (typeof FINANCE_PERIODS)[number];

/** A run of whole local days: its span, its first and last date, and each day. */
export interface DayWindow {
  period: Period;
  firstDay: string;
  lastDay: string;
  days: Period[];
}

export interface BusinessClock {
  zone: string;
  weekStart: Weekday;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The longest range the device computes day by day (a year and a day: a leap year fits). */
export const MAX_RANGE_DAYS = 366;

function dateParts(date: string): [number, number, number] | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  // Date.UTC would roll 02-30 into March: a date that does not exist is not a date.
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? [year, month, day] : null;
}

/** The date `days` days after `date` ("YYYY-MM-DD", a valid date). */
function dateAfter(date: string, days: number): string {
  const [year, month, day] = dateParts(date) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The local days from `firstDay` to `lastDay` inclusive in `zone`; null when not a valid range. */
export function windowOfDays(zone: string, firstDay: string, lastDay: string): DayWindow | null {
  const first = dateParts(firstDay);
  const last = dateParts(lastDay);
  if (!first || !last || firstDay > lastDay) return null;
  const count =
    Math.round(
      (Date.UTC(last[0], last[1] - 1, last[2]) - Date.UTC(first[0], first[1] - 1, first[2])) / DAY_MS,
    ) + 1;
  if (count > MAX_RANGE_DAYS) return null;
  const midnights: number[] = [];
  for (let index = 0; index <= count; index++)
    midnights.push(instantOf(zone, first[0], first[1], first[2] + index));
  const days: Period[] = [];
  for (let index = 0; index < count; index++)
    days.push({ start: midnights[index] as number, end: midnights[index + 1] as number });
  return {
    period: { start: midnights[0] as number, end: midnights[count] as number },
    firstDay,
    lastDay,
    days,
  };
}

function windowOfPeriod(period: Period, zone: string): DayWindow {
  return windowOfDays(zone, dayKey(period.start, zone), dayKey(period.end - 1, zone)) as DayWindow;
}

/** The period a choice names at `now` (a range: the dates given); null for a range that is not one. */
export function financeWindow(
  choice: FinancePeriod,
  now: number,
  clock: BusinessClock,
  range: { from: string; to: string },
): DayWindow | null {
  const { zone } = clock;
  switch (choice) {
    case 'today':
      return windowOfDays(zone, dayKey(now, zone), dayKey(now, zone));
    case 'week':
      return windowOfPeriod(weekOf(now, zone, clock.weekStart), zone);
    case 'month':
      return windowOfPeriod(monthOf(now, zone), zone);
    case 'lastMonth': {
      const { year, month } = wallTimeAt(now, zone);
      return windowOfPeriod(monthOf(instantOf(zone, year, month - 1, 15), zone), zone);
    }
    case 'range':
      return windowOfDays(zone, range.from, range.to);
  }
}

/**
 * The period compared with: the calendar month before a month, otherwise as many days
 * immediately before (yesterday for today, last week for a week).
 */
export function previousWindow(window: DayWindow, choice: FinancePeriod, zone: string): DayWindow {
  const [year, month, day] = dateParts(window.firstDay) as [number, number, number];
  if (choice === 'month' || choice === 'lastMonth')
    return windowOfPeriod(monthOf(instantOf(zone, year, month - 1, 15), zone), zone);
  const lastDay = dayKey(instantOf(zone, year, month, day - 1, 12), zone);
  const firstDay = dayKey(instantOf(zone, year, month, day - window.days.length, 12), zone);
  return windowOfDays(zone, firstDay, lastDay) as DayWindow;
}

export interface FinanceInput {
  tickets: readonly Pick<Ticket, 'dealershipId' | 'kind' | 'status' | 'history' | 'priceCents'>[];
  washes: readonly Pick<WashLog, 'dealershipId' | 'washedAt' | 'voided'>[];
  invoices: readonly Pick<Invoice, 'supplierUid' | 'status' | 'issuedOn' | 'totalCents'>[];
  pricesOf: (dealershipId: string) => readonly Change<PriceList>[];
  /** Everyone's shifts (approved corrections applied). */
  shifts: ReadonlyMap<string, readonly Shift[]>;
  rates: ReadonlyMap<string, readonly Change<number>[]>;
  /** The business's clock: the periods' days. */
  clock: BusinessClock;
  /** Each person's rules: their weeks and the overtime law of each of their shifts. */
  rulesOf: (uid: string) => LaborRules;
  /** Each person's workdays under California's meal and rest periods (their premiums). */
  breakDays: ReadonlyMap<string, readonly WorkdayBreaks[]>;
}

export interface SeriesPoint {
  day: string;
  revenueCents: number;
  laborCents: number;
}

export interface FinanceFigures {
  window: DayWindow;
  revenue: RevenueRow[];
  totals: Margin;
  labor: LaborRow[];
  suppliers: Map<string, number>;
  /** One point per day up to now (per week past two months, so a long range stays readable). */
  series: SeriesPoint[];
  /** What one point of `series` stands for: the chart's title says it. */
  grain: 'day' | 'week';
  /** Days someone worked with no pay rate in force: their cost is missing from the labor figure. */
  unratedDays: number;
}

/** Days per point of the line chart: a day up to two months, a week beyond. */
const DAILY_POINTS_UP_TO_DAYS = 62;
const daysPerPoint = (window: DayWindow) => (window.days.length > DAILY_POINTS_UP_TO_DAYS ? 7 : 1);

export function financeFigures(input: FinanceInput, window: DayWindow, now: number): FinanceFigures {
  const labor = [
    ...everyonesLabor(input.shifts, input.rates, input.rulesOf, window.period, now, input.breakDays).values(),
  ].filter((row) => row.pay.regularMs + row.pay.overtimeMs + row.pay.doubleMs > 0);
  const suppliers = supplierCostsBySupplier(input.invoices, window.firstDay, window.lastDay);

  // The chart's points: a day each (a week past two months), up to today; days still to
  // come are left off, as a line falling to zero tomorrow would read as a loss.
  const step = daysPerPoint(window);
  const series: SeriesPoint[] = [];
  const starts: number[] = [];
  for (let index = 0; index < window.days.length; index += step) {
    const first = window.days[index] as Period;
    if (first.start > now) break;
    starts.push(first.start);
    series.push({ day: dateAfter(window.firstDay, index), revenueCents: 0, laborCents: 0 });
  }
  const pointAt = (instant: number) => series[lastAtOrBefore(starts, instant)];

  // One pass over the work: each job into its row (dealership and kind) and its point.
  const rows = new Map<string, RevenueRow>();
  eachEarning(window.period, input.tickets, input.washes, input.pricesOf, (earning) => {
    addToRevenue(rows, earning);
    const point = pointAt(earning.at);
    if (point) point.revenueCents += earning.cents;
  });
  for (const row of labor)
    for (const day of row.days) {
      const point = pointAt(day.start);
      if (point) point.laborCents += day.cents;
    }
  return withTotals({ window, revenue: sortedRevenue(rows.values()), labor, suppliers, series });
}

/** A window's figures from its rows, suppliers and chart: with their totals, margin and unrated days. */
function withTotals(
  figures: Pick<FinanceFigures, 'window' | 'revenue' | 'labor' | 'suppliers' | 'series'>,
): FinanceFigures {
  const { window, revenue, labor, suppliers } = figures;
  const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);
  return {
    ...figures,
    totals: marginOf(
      sum(revenue.map((row) => row.cents)),
      sum(labor.map((row) => row.cents)),
      sum(suppliers.values()),
    ),
    grain: daysPerPoint(window) === 7 ? 'week' : 'day',
    unratedDays: sum(labor.map((row) => row.unratedDays)),
  };
}

/**
 * `window` cut into runs of at most `maxDays` whole days, in order: a long period read from
 * the server is computed one run at a time (useWindowFigures), and the runs' figures joined.
 */
export function splitWindow(window: DayWindow, maxDays: number): DayWindow[] {
  const runs: DayWindow[] = [];
  for (let first = 0; first < window.days.length; first += maxDays) {
    const days = window.days.slice(first, first + maxDays);
    runs.push({
      period: { start: (days[0] as Period).start, end: (days[days.length - 1] as Period).end },
      firstDay: dateAfter(window.firstDay, first),
      lastDay: dateAfter(window.firstDay, first + days.length - 1),
      days,
    });
  }
  return runs;
}

/**
 * The figures of `window` from those of its runs (splitWindow's, in order), as
 * financeFigures computes them over the whole window: every figure is a sum over the
 * window's days (a job at its time, a day of pay at its start, an invoice on its date),
 * so the runs' sums add up; the chart's daily points are joined, then summed by week past
 * two months as financeFigures draws them.
 */
export function mergeFinanceFigures(parts: readonly FinanceFigures[], window: DayWindow): FinanceFigures {
  const revenue = new Map<string, RevenueRow>();
  for (const part of parts) for (const row of part.revenue) addRevenueRow(revenue, row);
  const labor = new Map<string, LaborRow>();
  for (const part of parts)
    for (const row of part.labor) {
      const sum = labor.get(row.uid);
      labor.set(row.uid, sum ? addLaborRows(sum, row) : row);
    }
  const suppliers = new Map<string, number>();
  for (const part of parts)
    for (const [uid, cents] of part.suppliers) suppliers.set(uid, (suppliers.get(uid) ?? 0) + cents);
  // The runs' points are days; past two months a point is a week from the window's first
  // day, as financeFigures draws it (the days after now have no point).
  const step = daysPerPoint(window);
  const series: SeriesPoint[] = [];
  parts
    .flatMap((part) => part.series)
    .forEach((point, index) => {
      if (index % step === 0) series.push({ ...point });
      else {
        const week = series[series.length - 1] as SeriesPoint;
        week.revenueCents += point.revenueCents;
        week.laborCents += point.laborCents;
      }
    });
  return withTotals({
    window,
    revenue: sortedRevenue(revenue.values()),
    labor: [...labor.values()],
    suppliers,
    series,
  });
}

/** The change from `before` to `now` in whole percent; null when there was nothing before. */
export function percentChange(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / Math.abs(before)) * 100);
}
