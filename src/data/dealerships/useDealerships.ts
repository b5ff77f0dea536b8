import { useLiveQuery } from 'dexie-react-hooks';
import { getDatabase, type Mirrored } from '../db';
import type { Dealership } from '../model';

/** The dealerships on the device's copy (every one for the owner's office; one's own otherwise). */
export function useDealerships(): Mirrored<Dealership>[] | undefined {
  return useLiveQuery(() => getDatabase().dealerships.toArray(), []);
}
