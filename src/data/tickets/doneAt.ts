import type { IsoTime, Ticket } from '../model';

/**
 * When a ticket was last marked done: its history's last `done` step (a ticket reopened and
 * finished again counts from the second time), or null when it never was.
 */
export function doneAtOf(ticket: Pick<Ticket, 'history'>): IsoTime | null {
  return ticket.history.findLast((step) => step.status === 'done')?.at ?? null;
}
