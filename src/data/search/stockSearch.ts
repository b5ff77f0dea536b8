/**
 * Stock search: tickets and wash logs whose stock #, repair-order # or VIN starts with
 * what was typed, from the device's copy (works offline). Prefix lookups on IndexedDB
 * indexes, so a keystroke costs the same with 50,000 vehicles as with 50.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { getDatabase, type LotcrewDatabase, type LocalWashLog, type Mirrored } from '../db';
import type { Ticket } from '../model';

/** Results per kind: enough to find a car, few enough to render at once. */
export const SEARCH_RESULT_LIMIT = 50;

export interface StockSearchResults {
  /** The normalised query these results answer (the screen may already show a newer one). */
  query: string;
  tickets: Mirrored<Ticket>[];
  washLogs: LocalWashLog[];
}

/** What a query is compared in: stock numbers and VINs are stored upper case. */
export function normaliseQuery(typed: string): string {
  return typed.trim().toUpperCase().replace(/\s+/g, '');
}

function mergeById<T extends { id: string }>(lists: T[][], limit: number): T[] {
  const byId = new Map<string, T>();
  for (const list of lists) for (const item of list) byId.set(item.id, item);
  return [...byId.values()].slice(0, limit);
}

export async function searchStock(
  db: LotcrewDatabase,
  typed: string,
  limit = SEARCH_RESULT_LIMIT,
): Promise<StockSearchResults> {
  const query = normaliseQuery(typed);
  if (query.length === 0) return { query, tickets: [], washLogs: [] };
  const [byStock, byVin, byReference, byWashVin] = await Promise.all([
    db.tickets.where('vehicle.stock').startsWith(query).limit(limit).toArray(),
    db.tickets.where('vehicle.vin').startsWith(query).limit(limit).toArray(),
    db.washLogs.where('reference').startsWith(query).limit(limit).toArray(),
    db.washLogs.where('vin').startsWith(query).limit(limit).toArray(),
  ]);
  return {
    query,
    tickets: mergeById([byStock, byVin], limit),
    washLogs: mergeById([byReference, byWashVin], limit),
  };
}

/** Live results for what is typed; undefined while the first lookup runs. */
export function useStockSearch(typed: string): StockSearchResults | undefined {
  return useLiveQuery(() => searchStock(getDatabase(), typed), [typed]);
}
