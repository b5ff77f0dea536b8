import { describe, expect, it } from 'vitest';
import type { Ticket } from '../model';
import { ticketActions } from './ticketActions';

const ticket = (overrides: Partial<Ticket>): Ticket =>
  ({ dealershipId: 'd1', kind: 'delivery', status: 'open', assigneeUid: null, ...overrides }) as Ticket;

describe('ticketActions', () => {
  it('offers open work of their kind to crews, and the next step to its assignee', () => {
    expect(ticketActions(ticket({}), { uid: 'eli', role: 'employee', dealerships: [] })).toEqual(['claim']);
    expect(ticketActions(ticket({}), { uid: 'lena', role: 'lotPrep', dealerships: [] })).toEqual([]);
    expect(
      ticketActions(ticket({ status: 'assigned', assigneeUid: 'eli' }), {
        uid: 'eli',
        role: 'employee',
        dealerships: [],
      }),
    ).toEqual(['start', 'notes', 'photos']);
    expect(
      ticketActions(ticket({ status: 'inProgress', assigneeUid: 'eli' }), {
        uid: 'eli',
        role: 'employee',
        dealerships: [],
      }),
    ).toEqual(['done', 'notes', 'photos']);
  });

  it('lets a service-wash crew claim wash work at its own dealerships only', () => {
    const wash = ticket({ kind: 'serviceWash' });
    expect(ticketActions(wash, { uid: 'wes', role: 'serviceWash', dealerships: ['d1'] })).toEqual(['claim']);
    expect(ticketActions(wash, { uid: 'wes', role: 'serviceWash', dealerships: ['d2'] })).toEqual([]);
  });

  it('lets the dealership’s staff cancel until work starts and edit while open; the owner edits any time', () => {
    const dana = { uid: 'dana', role: 'dealershipEmployee' as const, dealerships: ['d1'] };
    expect(ticketActions(ticket({}), dana)).toEqual(['cancel', 'notes', 'edit']);
    expect(ticketActions(ticket({ status: 'assigned' }), dana)).toEqual(['cancel', 'notes']);
    expect(
      ticketActions(ticket({}), { uid: 'farah', role: 'dealershipEmployee', dealerships: ['d2'] }),
    ).toEqual([]);
    expect(
      ticketActions(ticket({ status: 'inProgress' }), { uid: 'o', role: 'owner', dealerships: [] }),
    ).toEqual(['notes', 'edit', 'photos']);
  });

  it('lets the assignee photograph the work until it is cancelled, and the owner assign until it starts', () => {
    const owner = { uid: 'o', role: 'owner' as const, dealerships: [] };
    const eli = { uid: 'eli', role: 'employee' as const, dealerships: [] };
    expect(ticketActions(ticket({}), owner)).toEqual(['cancel', 'notes', 'edit', 'photos', 'assign']);
    expect(ticketActions(ticket({ status: 'done', assigneeUid: 'eli' }), eli)).toEqual(['notes', 'photos']);
    expect(ticketActions(ticket({ status: 'cancelled', assigneeUid: 'eli' }), eli)).toEqual(['notes']);
    expect(ticketActions(ticket({ status: 'inProgress', assigneeUid: 'sam' }), eli)).toEqual([]);
    expect(ticketActions(ticket({ status: 'cancelled' }), owner)).toEqual(['notes', 'edit']);
  });
});
