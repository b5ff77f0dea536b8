/** The ticket list's filters and order (pure, unit-tested). */
import type { Ticket, TicketKind, TicketStatus } from '../../data/model';
import { dayKey } from '../../utils/zonedTime';

export interface TicketFilters {
  status: TicketStatus | 'active' | 'all';
  kind: TicketKind | 'all';
  /** A dealership id, or 'all'. */
  dealershipId: string;
  assignee: 'anyone' | 'me' | 'unassigned';
  /** Tickets due on this day (YYYY-MM-DD) on their dealership's clock, or 'any'. */
  dueOn: string;
  sort: 'due' | 'updated';
}

export const DEFAULT_FILTERS: TicketFilters = {
  status: 'active',
  kind: 'all',
  dealershipId: 'all',
  assignee: 'anyone',
  dueOn: 'any',
  sort: 'due',
};

const ACTIVE: readonly TicketStatus[] = ['open', 'assigned', 'inProgress'];

export function filterTickets<T extends Ticket & { id: string }>(
  tickets: readonly T[],
  filters: TicketFilters,
  viewerUid: string,
  zoneOf: (dealershipId: string) => string,
): T[] {
  const matching = tickets.filter(
    (ticket) =>
      (filters.status === 'all' ||
        (filters.status === 'active' ? ACTIVE.includes(ticket.status) : ticket.status === filters.status)) &&
      (filters.kind === 'all' || ticket.kind === filters.kind) &&
      (filters.dealershipId === 'all' || ticket.dealershipId === filters.dealershipId) &&
      (filters.assignee === 'anyone' ||
        (filters.assignee === 'me' ? ticket.assigneeUid === viewerUid : ticket.assigneeUid === null)) &&
      (filters.dueOn === 'any' ||
        dayKey(Date.parse(ticket.dueAt), zoneOf(ticket.dealershipId)) === filters.dueOn),
  );
  // Soonest due first (high priority first on ties), or most recently changed first.
  return matching.sort((a, b) =>
    filters.sort === 'due'
      ? a.dueAt.localeCompare(b.dueAt) ||
        (a.priority === b.priority ? 0 : a.priority === 'high' ? -1 : 1) ||
        a.id.localeCompare(b.id)
      : b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id),
  );
}
