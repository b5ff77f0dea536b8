import { useLiveQuery } from 'dexie-react-hooks';
import { getDatabase, type Mirrored } from '../db';
import type { Ticket } from '../model';

/** Every ticket on this device (the person's mirrored scope plus their own new ones). */
export function useTickets(): Mirrored<Ticket>[] | undefined {
  return useLiveQuery(() => getDatabase().tickets.toArray(), []);
}

/** One ticket; null when this device does not have it. */
export function useTicket(ticketId: string): Mirrored<Ticket> | null | undefined {
  return useLiveQuery(async () => (await getDatabase().tickets.get(ticketId)) ?? null, [ticketId]);
}
