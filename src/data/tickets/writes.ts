/** A ticket's writes a screen makes by name (photos are src/data/photos's). */
import { namedWritesOf } from '../outbox/queueWrite';
import type { TICKET_MUTATORS } from './ticketMutators';

export const { createTicket, editTicket, moveTicket, setTicketNotes, restoreTicket } = namedWritesOf<
  typeof TICKET_MUTATORS
>()('createTicket', 'editTicket', 'moveTicket', 'setTicketNotes', 'restoreTicket');
