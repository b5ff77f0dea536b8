/**
 * Duplicate washes (issue #17): the same car washed twice at the same dealership within
 * its window is billed once unless someone said why. Two checks share one index:
 * - as the washer types, the last wash of that reference (warned before logging);
 * - over everything that reached the device, pairs nobody explained (logged on two
 *   phones with no signal, they meet on the server), for the office to resolve.
 */
import { DEFAULT_DUPLICATE_WASH_WINDOW_HOURS } from '../../config/constants';
import type { Mirrored } from '../db';
import type { Dealership, WashLog } from '../model';
import { HOUR_MS } from '../../utils/duration';

/** A reference as the bay writes it in many ways: "ro 51013", "RO-51013" and "RO51013" are one car. */
export function referenceKey(reference: string): string {
  return reference.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The duplicate window of a dealership, in milliseconds. */
export function duplicateWindowMs(
  dealership: Pick<Dealership, 'duplicateWashWindowHours'> | undefined,
): number {
  return (dealership?.duplicateWashWindowHours ?? DEFAULT_DUPLICATE_WASH_WINDOW_HOURS) * HOUR_MS;
}

type IndexedWash = Mirrored<WashLog> & { atMs: number };

/** The washes that count (not voided), by dealership and reference, oldest first. */
export interface WashIndex {
  byCar: Map<string, IndexedWash[]>;
}

const carKey = (dealershipId: string, reference: string) => `${dealershipId}\u0000${referenceKey(reference)}`;

/** Built once per change of the device's washes; each lookup is then a map read. */
export function indexWashes(washes: readonly Mirrored<WashLog>[]): WashIndex {
  const byCar = new Map<string, IndexedWash[]>();
  for (const wash of washes) {
    if (wash.voided) continue;
    const key = carKey(wash.dealershipId, wash.reference);
    const entry = { ...wash, atMs: Date.parse(wash.washedAt) };
    const list = byCar.get(key);
    if (list) list.push(entry);
    else byCar.set(key, [entry]);
  }
  for (const list of byCar.values()) list.sort((a, b) => a.atMs - b.atMs);
  return { byCar };
}

/**
 * The last wash of this car at this dealership within `windowMs` before `atMs`, if any:
 * what the washer is warned about while typing. A reference with no letters or digits
 * matches nothing.
 */
export function earlierWash(
  index: WashIndex,
  dealershipId: string,
  reference: string,
  atMs: number,
  windowMs: number,
): Mirrored<WashLog> | null {
  if (referenceKey(reference) === '') return null;
  const list = index.byCar.get(carKey(dealershipId, reference));
  if (!list) return null;
  for (let position = list.length - 1; position >= 0; position -= 1) {
    const wash = list[position] as IndexedWash;
    if (wash.atMs > atMs) continue;
    return atMs - wash.atMs <= windowMs ? wash : null;
  }
  return null;
}

/** A wash that repeats an earlier one within the window with no reason given. */
export interface PossibleDuplicate {
  wash: Mirrored<WashLog>;
  earlier: Mirrored<WashLog>;
}

/**
 * Every unexplained repeat among the washes: for each car, a wash within its dealership's
 * window of the one before it, logged with no reason (two phones offline never saw each
 * other's). Newest first, for the office to void one or keep both.
 */
export function possibleDuplicates(
  index: WashIndex,
  windowOf: (dealershipId: string) => number,
): PossibleDuplicate[] {
  const found: PossibleDuplicate[] = [];
  for (const list of index.byCar.values()) {
    for (let position = 1; position < list.length; position += 1) {
      const wash = list[position] as IndexedWash;
      const earlier = list[position - 1] as IndexedWash;
      if (wash.repeatReason) continue;
      if (wash.atMs - earlier.atMs <= windowOf(wash.dealershipId)) found.push({ wash, earlier });
    }
  }
  return found.sort((a, b) => Date.parse(b.wash.washedAt) - Date.parse(a.wash.washedAt));
}
