import { useLiveQuery } from 'dexie-react-hooks';
import { getDatabase, readInPages, readUncached, type Mirrored } from '../db';
import type { Ticket } from '../model';

/**
 * Every ticket on this device (the person's mirrored scope plus their own new ones); undefined
 * while they are read, and until `wanted` (a screen that shows its first rows first asks for
 * the rest once those are on screen: see useFirstTickets).
 */
export function useTickets(wanted = true): Mirrored<Ticket>[] | undefined {
  return useLiveQuery(async () => {
    if (!wanted) return undefined;
    const db = getDatabase();
    return readUncached(db, [db.tickets], () => readInPages(db.tickets));
  }, [wanted]);
}

/** One ticket; null when this device does not have it. */
export function useTicket(ticketId: string): Mirrored<Ticket> | null | undefined {
  return useLiveQuery(async () => (await getDatabase().tickets.get(ticketId)) ?? null, [ticketId]);
}

/** One ticket from this device's copy, read once (a scanned label's car at the wash bay); null: not here. */
export async function ticketOnDevice(ticketId: string): Promise<Mirrored<Ticket> | null> {
  return (await getDatabase().tickets.get(ticketId)) ?? null;
}
