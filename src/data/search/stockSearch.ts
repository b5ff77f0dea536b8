/**
 * Stock search: tickets and wash logs whose stock #, repair-order # or VIN starts with
 * what was typed, from the device's copy (works offline). Prefix lookups on IndexedDB
 * indexes, so a keystroke costs the same with 50,000 vehicles as with 50.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { getDatabase, type LotcrewDatabase, type LocalWashLog, type Mirrored } from '../db';
import type { Ticket } from '../model';

/**
 * Matches shown per kind at first, and added by each "show more": two screens of a phone's
 * cards, enough to find a car by its first characters. Every card drawn is paid for on every
 * keystroke (the matches change as the prefix grows), so the list stays short until asked.
 */
export const SEARCH_RESULT_LIMIT = 20;

/** How many matches of each kind to give (each grows by SEARCH_RESULT_LIMIT on "show more"). */
export interface StockSearchLimits {
  tickets: number;
  washLogs: number;
}

export const FIRST_SEARCH_LIMITS: StockSearchLimits = {
  tickets: SEARCH_RESULT_LIMIT,
  washLogs: SEARCH_RESULT_LIMIT,
};

export interface StockSearchResults {
  /** The normalised query these results answer (the screen may already show a newer one). */
  query: string;
  tickets: Mirrored<Ticket>[];
  washLogs: LocalWashLog[];
  /**
   * More match than are given: the screen says "20+", not a count it does not know (the
   * lookups stop one past the limit rather than count thousands on each keystroke).
   */
  moreTickets: boolean;
  moreWashLogs: boolean;
}

/** What a query is compared in: stock numbers and VINs are stored upper case. */
export function normaliseQuery(typed: string): string {
  return typed.trim().toUpperCase().replace(/\s+/g, '');
}

/**
 * The first `limit` of two lookups' matches, each looked up to `limit + 1`: either a lookup
 * was cut off, and then the merge holds more than `limit`, or the merge holds every match.
 */
function firstOfMerged<T extends { id: string }>(lists: T[][], limit: number) {
  const byId = new Map<string, T>();
  for (const list of lists) for (const item of list) byId.set(item.id, item);
  const merged = [...byId.values()];
  return { first: merged.slice(0, limit), more: merged.length > limit };
}

export async function searchStock(
  db: LotcrewDatabase,
  typed: string,
  limits: StockSearchLimits = FIRST_SEARCH_LIMITS,
): Promise<StockSearchResults> {
  const query = normaliseQuery(typed);
  if (query.length === 0)
    return { query, tickets: [], washLogs: [], moreTickets: false, moreWashLogs: false };
  const ticketsUpTo = limits.tickets + 1;
  const washLogsUpTo = limits.washLogs + 1;
  const [byStock, byVin, byReference, byWashVin] = await Promise.all([
    db.tickets.where('vehicle.stock').startsWith(query).limit(ticketsUpTo).toArray(),
    db.tickets.where('vehicle.vin').startsWith(query).limit(ticketsUpTo).toArray(),
    db.washLogs.where('reference').startsWith(query).limit(washLogsUpTo).toArray(),
    db.washLogs.where('vin').startsWith(query).limit(washLogsUpTo).toArray(),
  ]);
  const tickets = firstOfMerged([byStock, byVin], limits.tickets);
  const washLogs = firstOfMerged([byReference, byWashVin], limits.washLogs);
  return {
    query,
    tickets: tickets.first,
    washLogs: washLogs.first,
    moreTickets: tickets.more,
    moreWashLogs: washLogs.more,
  };
}

/** Live results for what is typed; undefined while the first lookup runs. */
export function useStockSearch(
  typed: string,
  limits: StockSearchLimits = FIRST_SEARCH_LIMITS,
): StockSearchResults | undefined {
  return useLiveQuery(
    () => searchStock(getDatabase(), typed, limits),
    [typed, limits.tickets, limits.washLogs],
  );
}
