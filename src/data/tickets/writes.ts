/** A ticket's writes a screen makes by name (photos are src/data/photos's). */
import { namedWritesOf, queueNamedWrites, type WriteArgs } from '../outbox/queueWrite';
import type { TICKET_MUTATORS } from './ticketMutators';

export const { createTicket, editTicket, moveTicket, setTicketNotes } = namedWritesOf<
  typeof TICKET_MUTATORS
>()('createTicket', 'editTicket', 'moveTicket', 'setTicketNotes');

/**
 * Puts back a backup's tickets in the file's order, a few hundred to a transaction (a month
 * of a business is thousands); `onQueued` hears how many are queued so far.
 */
export function restoreTickets(
  tickets: readonly WriteArgs<typeof TICKET_MUTATORS, 'restoreTicket'>[],
  onQueued?: (count: number) => void,
): Promise<number> {
  return queueNamedWrites('restoreTicket' satisfies keyof typeof TICKET_MUTATORS, tickets, onQueued);
}
