/** A ticket's writes a screen makes by name (photos are src/data/photos's). */
import { namedWritesOf } from '../outbox/queueWrite';
import type { TICKET_MUTATORS } from './ticketMutators';

/** A backup's restore is backup.ts's `restoreTickets`: thousands at once, a few hundred to a transaction. */
export const { createTicket, editTicket, moveTicket, setTicketNotes } = namedWritesOf<
  typeof TICKET_MUTATORS
>()('createTicket', 'editTicket', 'moveTicket', 'setTicketNotes');
