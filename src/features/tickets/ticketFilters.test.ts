import { describe, expect, it } from 'vitest';
import { TICKET_STATUSES, type Ticket } from '../../data/model';
import { DEFAULT_FILTERS, filterTickets, filtersChanged, statusesKeptBy } from './ticketFilters';

const t = (id: string, overrides: Partial<Ticket>) =>
  ({
    id,
    dealershipId: 'd1',
    kind: 'delivery',
    status: 'open',
    assigneeUid: null,
    priority: 'normal',
    dueAt: '2026-11-21T15:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  }) as Ticket & { id: string };

const tickets = [
  t('a', { dueAt: '2026-11-22T15:00:00.000Z' }),
  t('b', { status: 'assigned', assigneeUid: 'eli', kind: 'lotPrep', updatedAt: '2026-11-21T09:00:00.000Z' }),
  t('c', { status: 'done', assigneeUid: 'eli', dealershipId: 'd2' }),
  t('d', { priority: 'high' }),
];
const ids = (list: { id: string }[]) => list.map((ticket) => ticket.id);

/** Every dealership of these tickets is on Chicago's clock. */
const zoneOf = () => 'America/Chicago';

describe('filterTickets', () => {
  it('shows active work by default, soonest due first and high priority first on a tie', () => {
    expect(ids(filterTickets(tickets, DEFAULT_FILTERS, 'eli', zoneOf))).toEqual(['d', 'b', 'a']);
  });

  it('filters by status, kind, dealership, assignee and due day', () => {
    expect(ids(filterTickets(tickets, { ...DEFAULT_FILTERS, status: 'done' }, 'eli', zoneOf))).toEqual(['c']);
    expect(ids(filterTickets(tickets, { ...DEFAULT_FILTERS, kind: 'lotPrep' }, 'eli', zoneOf))).toEqual([
      'b',
    ]);
    expect(
      ids(filterTickets(tickets, { ...DEFAULT_FILTERS, status: 'all', dealershipId: 'd2' }, 'eli', zoneOf)),
    ).toEqual(['c']);
    expect(ids(filterTickets(tickets, { ...DEFAULT_FILTERS, assignee: 'me' }, 'eli', zoneOf))).toEqual(['b']);
    expect(
      ids(filterTickets(tickets, { ...DEFAULT_FILTERS, assignee: 'unassigned' }, 'eli', zoneOf)),
    ).toEqual(['d', 'a']);
    // 2026-11-22T15:00Z is the 22nd in Chicago; the phone's own zone plays no part.
    const dueDay = filterTickets(tickets, { ...DEFAULT_FILTERS, dueOn: '2026-11-22' }, 'eli', zoneOf);
    expect(ids(dueDay)).toEqual(['a']);
  });

  it('sorts by last change, newest first, on request', () => {
    expect(ids(filterTickets(tickets, { ...DEFAULT_FILTERS, sort: 'updated' }, 'eli', zoneOf))[0]).toBe('b');
  });

  it('counts the filters changed from the opening list, not its order', () => {
    expect(filtersChanged(DEFAULT_FILTERS)).toBe(0);
    expect(filtersChanged({ ...DEFAULT_FILTERS, sort: 'updated' })).toBe(0);
    expect(filtersChanged({ ...DEFAULT_FILTERS, status: 'all' })).toBe(1);
    expect(
      filtersChanged({ ...DEFAULT_FILTERS, kind: 'delivery', assignee: 'me', dueOn: '2026-03-08' }),
    ).toBe(3);
  });

  it('names the only statuses a filter keeps, so the list may read those alone', () => {
    const statuses = ['active', 'all', ...TICKET_STATUSES] as const;
    for (const status of statuses) {
      const named = statusesKeptBy(status);
      const kept = filterTickets(tickets, { ...DEFAULT_FILTERS, status }, 'eli', zoneOf);
      if (status === 'all') expect(named).toBeUndefined();
      else for (const ticket of kept) expect(named).toContain(ticket.status);
    }
    expect(statusesKeptBy('active')).toEqual(['open', 'assigned', 'inProgress']);
  });
});
