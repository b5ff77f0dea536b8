import { useLiveQuery } from 'dexie-react-hooks';
import { getDatabase, type Mirrored } from '../db';
import type { Dealership, IsoTime, Ticket } from '../model';

/** Every ticket on this device (the person's mirrored scope plus their own new ones). */
export function useTickets(): Mirrored<Ticket>[] | undefined {
  return useLiveQuery(() => getDatabase().tickets.toArray(), []);
}

/** One ticket; null when this device does not have it. */
export function useTicket(ticketId: string): Mirrored<Ticket> | null | undefined {
  return useLiveQuery(async () => (await getDatabase().tickets.get(ticketId)) ?? null, [ticketId]);
}

export function useDealerships(): Mirrored<Dealership>[] | undefined {
  return useLiveQuery(() => getDatabase().dealerships.toArray(), []);
}

/** When the server last answered every mirrored query (the oldest answer); null before. */
export function useMirrorSyncedAt(): IsoTime | null | undefined {
  return useLiveQuery(async () => {
    const metas = await getDatabase().mirrorMeta.toArray();
    return metas.length > 0 ? (metas.map((meta) => meta.syncedAt).sort()[0] ?? null) : null;
  }, []);
}
