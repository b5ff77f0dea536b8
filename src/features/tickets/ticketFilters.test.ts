import { describe, expect, it } from 'vitest';
import type { Ticket } from '../../data/model';
import { DEFAULT_FILTERS, filterTickets } from './ticketFilters';

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

describe('filterTickets', () => {
  it('shows active work by default, soonest due first and high priority first on a tie', () => {
    expect(ids(filterTickets(tickets, DEFAULT_FILTERS, 'eli'))).toEqual(['d', 'b', 'a']);
  });

  it('filters by status, kind, dealership, assignee and due day', () => {
    expect(ids(filterTickets(tickets, { ...DEFAULT_FILTERS, status: 'done' }, 'eli'))).toEqual(['c']);
    expect(ids(filterTickets(tickets, { ...DEFAULT_FILTERS, kind: 'lotPrep' }, 'eli'))).toEqual(['b']);
    expect(
      ids(filterTickets(tickets, { ...DEFAULT_FILTERS, status: 'all', dealershipId: 'd2' }, 'eli')),
    ).toEqual(['c']);
    expect(ids(filterTickets(tickets, { ...DEFAULT_FILTERS, assignee: 'me' }, 'eli'))).toEqual(['b']);
    expect(ids(filterTickets(tickets, { ...DEFAULT_FILTERS, assignee: 'unassigned' }, 'eli'))).toEqual([
      'd',
      'a',
    ]);
    const dueDay = filterTickets(
      tickets,
      { ...DEFAULT_FILTERS, dueOn: localDayOf('2026-11-22T15:00:00.000Z') },
      'eli',
    );
    expect(ids(dueDay)).toEqual(['a']);
  });

  it('sorts by last change, newest first, on request', () => {
    expect(ids(filterTickets(tickets, { ...DEFAULT_FILTERS, sort: 'updated' }, 'eli'))[0]).toBe('b');
  });
});

function localDayOf(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
