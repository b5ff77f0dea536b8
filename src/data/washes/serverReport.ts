/**
 * Wash reports reaching back further than the device holds (issue #17): the range's washes
 * are read once from the server, counted by the same `washReport` as the device's copy (so
 * both give the same figures), and the finished report — not the washes — is kept on the
 * device with the time it was read, so a report opened once opens again offline.
 *
 * Why not count queries: an aggregation per dealership × kind × period could not give the
 * by-washer table without knowing every washer first, and voided washes would need a
 * second query each. A month of two dealerships is ~6,000 small documents, read only when
 * someone asks for a range the phone does not hold.
 */
import { LOCAL_KEYS } from '../../config/constants';
import { readFlag, writeFlag } from '../../lib/localFlags';
import type { Mirrored } from '../db';
import { readFromServer } from '../serverQuery';
import type { Dealership, WashLog } from '../model';
import { periodsOf, washReport, type WashReport, type WashReportQuery } from './report';
import { washerNames } from './useWashes';

/** A report read from the server, as kept on the device. */
export interface HeldWashReport {
  report: WashReport;
  /** Washer names by uid, from the washes the report counted. */
  names: Record<string, string>;
  /** When the server was read (ISO); the report shows it. */
  asOf: string;
}

/** How many server-read reports the device keeps, newest first (each is a few kilobytes). */
export const HELD_WASH_REPORTS = 12;
/** Firestore's limit on the values of an `in` filter. */
const IN_FILTER_LIMIT = 30;

interface HeldEntry extends HeldWashReport {
  key: string;
}

const keyOf = (query: WashReportQuery): string =>
  JSON.stringify([query.from, query.to, query.grain, [...query.dealershipIds].sort()]);

function heldEntries(): HeldEntry[] {
  try {
    const parsed: unknown = JSON.parse(readFlag(LOCAL_KEYS.washReports) ?? '[]');
    return Array.isArray(parsed) ? (parsed as HeldEntry[]) : [];
  } catch {
    // A damaged copy only means the report is read again.
    return [];
  }
}

/** The report this phone last read from the server for exactly this query, if it kept one. */
export function heldWashReport(query: WashReportQuery): HeldWashReport | null {
  const key = keyOf(query);
  return heldEntries().find((entry) => entry.key === key) ?? null;
}

/** The instants the range covers on every chosen dealership's calendar, [start, end). */
function rangeInstants(query: WashReportQuery, dealerships: readonly Mirrored<Dealership>[]) {
  let start = Infinity;
  let end = -Infinity;
  for (const dealership of dealerships) {
    if (!query.dealershipIds.includes(dealership.id)) continue;
    const periods = periodsOf(query, dealership.timezone, dealership.weekStart);
    start = Math.min(start, periods[0]?.start ?? Infinity);
    end = Math.max(end, periods.at(-1)?.end ?? -Infinity);
  }
  return { start, end };
}

/**
 * Reads the range's washes of the chosen dealerships from the server and counts them; the
 * result is kept on the device (the newest HELD_WASH_REPORTS). The query names the
 * dealerships, as the rules require of everyone but the owner's office.
 */
export async function fetchWashReport(
  dealerships: readonly Mirrored<Dealership>[],
  query: WashReportQuery,
): Promise<HeldWashReport> {
  const { start, end } = rangeInstants(query, dealerships);
  const asOf = new Date().toISOString();
  const washes: Mirrored<WashLog>[] = [];
  if (Number.isFinite(start) && Number.isFinite(end)) {
    const ids = [...query.dealershipIds];
    for (let first = 0; first < ids.length; first += IN_FILTER_LIMIT)
      washes.push(
        ...(await readFromServer<Mirrored<WashLog>>('washLogs', [
          ['dealershipId', 'in', ids.slice(first, first + IN_FILTER_LIMIT)],
          ['washedAt', '>=', new Date(start).toISOString()],
          ['washedAt', '<', new Date(end).toISOString()],
        ])),
      );
  }
  washes.sort((a, b) => b.washedAt.localeCompare(a.washedAt));
  const held: HeldWashReport = {
    report: washReport(washes, dealerships, query),
    names: Object.fromEntries(washerNames(washes)),
    asOf,
  };
  const key = keyOf(query);
  const kept = [{ key, ...held }, ...heldEntries().filter((entry) => entry.key !== key)];
  writeFlag(LOCAL_KEYS.washReports, JSON.stringify(kept.slice(0, HELD_WASH_REPORTS)));
  return held;
}
