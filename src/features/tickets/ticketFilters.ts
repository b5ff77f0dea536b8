/** The ticket list's filters and order (pure, unit-tested). */
import { UNFINISHED_STATUSES, type Ticket, type TicketKind, type TicketStatus } from '../../data/model';
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

/** Whether a ticket passes the list's filters. */
export function ticketKeptBy(
  filters: TicketFilters,
  viewerUid: string,
  zoneOf: (dealershipId: string) => string,
): (ticket: Ticket) => boolean {
  const statuses = statusesKeptBy(filters.status);
  return (ticket) =>
    (statuses === undefined || statuses.includes(ticket.status)) &&
    (filters.kind === 'all' || ticket.kind === filters.kind) &&
    (filters.dealershipId === 'all' || ticket.dealershipId === filters.dealershipId) &&
    (filters.assignee === 'anyone' ||
      (filters.assignee === 'me' ? ticket.assigneeUid === viewerUid : ticket.assigneeUid === null)) &&
    (filters.dueOn === 'any' ||
      dayKey(Date.parse(ticket.dueAt), zoneOf(ticket.dealershipId)) === filters.dueOn);
}

/** How many filters differ from the list's opening ones (its order is not a filter). */
export function filtersChanged(filters: TicketFilters): number {
  const filterKeys: (keyof TicketFilters)[] = ['status', 'kind', 'dealershipId', 'assignee', 'dueOn'];
  return filterKeys.filter((key) => filters[key] !== DEFAULT_FILTERS[key]).length;
}

/** The statuses `status` keeps, unless it keeps every one: the list may read them by their index. */
export function statusesKeptBy(status: TicketFilters['status']): readonly TicketStatus[] | undefined {
  if (status === 'all') return undefined;
  return status === 'active' ? UNFINISHED_STATUSES : [status];
}

/** Plain code-unit order: ISO times and ids sort as text, and this is far cheaper than localeCompare. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The list's order: soonest due first (high priority first on ties), or most recently changed first. */
export function compareTickets(
  sort: TicketFilters['sort'],
): (a: Ticket & { id: string }, b: Ticket & { id: string }) => number {
  return sort === 'due'
    ? (a, b) =>
        byText(a.dueAt, b.dueAt) ||
        (a.priority === b.priority ? 0 : a.priority === 'high' ? -1 : 1) ||
        byText(a.id, b.id)
    : (a, b) => byText(b.updatedAt, a.updatedAt) || byText(a.id, b.id);
}

export function filterTickets<T extends Ticket & { id: string }>(
  tickets: readonly T[],
  filters: TicketFilters,
  viewerUid: string,
  zoneOf: (dealershipId: string) => string,
): T[] {
  return tickets.filter(ticketKeptBy(filters, viewerUid, zoneOf)).sort(compareTickets(filters.sort));
}
