/**
 * Daily reports for screens (issue #18). The office sees each dealership's recent days as
 * computed now from the data on the phone, beside the report frozen when the day was closed
 * (and whether the day's data changed since); managers and supervisors see the closed
 * reports of their dealerships, which stay on the phone and open offline.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { dayKey } from '../../utils/zonedTime';
import { priceHistoryOf } from '../finance/figures';
import { getDatabase, readInPages, readUncached, type Mirrored } from '../db';
import type { DailyReport, DailyReportFigures } from '../model';
import { writerOf } from '../outbox/queueWrite';
import {
  changedSinceClosed,
  dailyFigures,
  dailyReportId,
  dayBounds,
  shiftsByDealership,
} from './dailyReport';
import { DAY_MS } from '../../utils/duration';
import type { REPORT_MUTATORS } from './mutators';

const queueWrite = writerOf<typeof REPORT_MUTATORS>();

/** How many days back (today included) the office's list computes. */
export const REPORT_DAYS = 14;

export interface ReportDay {
  id: string;
  date: string;
  dealershipId: string;
  /** The day as the data on this phone makes it now; null where the phone does not hold that data (managers). */
  computed: DailyReportFigures | null;
  /** The report as last closed (or reopened), if the office ever closed the day. */
  report: Mirrored<DailyReport> | null;
  /** Closed, and the day's data now makes different figures. */
  changed: boolean;
}

/** The office's days: every active dealership's last REPORT_DAYS days, newest first. */
async function computedDays(): Promise<ReportDay[]> {
  const db = getDatabase();
  const read = [
    db.dealerships,
    db.tickets,
    db.washLogs,
    db.timePunches,
    db.timeCorrections,
    db.users,
    db.dailyReports,
  ];
  const [dealerships, tickets, washes, punches, corrections, users, reports] = await readUncached(
    db,
    read,
    () =>
      Promise.all([
        db.dealerships.toArray(),
        readInPages(db.tickets),
        readInPages(db.washLogs),
        readInPages(db.timePunches),
        db.timeCorrections.toArray(),
        db.users.toArray(),
        db.dailyReports.toArray(),
      ]),
  );
  const now = Date.now();
  const reportsById = new Map(reports.map((report) => [report.id, report]));
  const dealershipsOf = new Map(users.map((user) => [user.id, user.dealerships ?? []]));
  const placed = shiftsByDealership(
    punches,
    corrections,
    (uid) => dealershipsOf.get(uid) ?? [],
    dealerships,
    now,
  );
  const days: ReportDay[] = [];
  for (const dealership of dealerships.filter((candidate) => candidate.active)) {
    for (let back = 0; back < REPORT_DAYS; back++) {
      const date = dayKey(now - back * DAY_MS, dealership.timezone);
      const id = dailyReportId(date, dealership.id);
      const computed = dailyFigures({
        dealershipId: dealership.id,
        day: dayBounds(date, dealership.timezone),
        tickets,
        washes,
        shifts: placed.get(dealership.id) ?? [],
        prices: priceHistoryOf(dealership),
        now,
      });
      const report = reportsById.get(id) ?? null;
      days.push({
        id,
        date,
        dealershipId: dealership.id,
        computed,
        report,
        changed: report?.closed === true && changedSinceClosed(report, computed),
      });
    }
  }
  return days.sort((a, b) => b.date.localeCompare(a.date) || a.dealershipId.localeCompare(b.dealershipId));
}

/** Managers' and supervisors' days: the reports on the phone, newest first. */
async function reportedDays(): Promise<ReportDay[]> {
  const reports = await getDatabase().dailyReports.toArray();
  return reports
    .map((report) => ({
      id: report.id,
      date: report.date,
      dealershipId: report.dealershipId,
      computed: null,
      report,
      changed: false,
    }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.dealershipId.localeCompare(b.dealershipId));
}

/**
 * The days the screen lists. `today` (any key that changes with the day) makes the
 * office's list move on at midnight; changes to the data recompute it at once.
 */
export function useReportDays(computeFromData: boolean, today: string): ReportDay[] | undefined {
  return useLiveQuery(() => (computeFromData ? computedDays() : reportedDays()), [computeFromData, today]);
}

/** Closes a dealership's day with the figures shown: frozen, signed by whoever closes it. */
export function closeDay(
  day: Pick<ReportDay, 'date' | 'dealershipId'>,
  figures: DailyReportFigures,
  notes: string,
  byName: string,
): Promise<string> {
  return queueWrite('closeDailyReport', {
    date: day.date,
    dealershipId: day.dealershipId,
    figures,
    notes,
    byName,
    at: new Date().toISOString(),
  });
}

/** Reopens a closed day (recorded in its history); closing it again freezes new figures. */
export function reopenDay(day: Pick<ReportDay, 'date' | 'dealershipId'>, byName: string): Promise<string> {
  return queueWrite('reopenDailyReport', {
    date: day.date,
    dealershipId: day.dealershipId,
    byName,
    at: new Date().toISOString(),
  });
}
