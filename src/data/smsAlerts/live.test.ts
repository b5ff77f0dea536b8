import { describe, expect, it } from 'vitest';
import { alertStatusOf } from './live';

describe("what the device keeps of the SMS sender's records (issue #21)", () => {
  const record = {
    ticketId: 't1',
    status: 'inProgress',
    stock: 'LAG123',
    salespersonUid: 'sales-1',
    requestedAt: '2026-12-02T15:04:05.000Z',
    state: 'delivered',
    // The sender's own fields never reach the screens: the number least of all.
    phone: '+15555550101',
    carrierId: 'SM123',
  };

  it('keeps the step, its ticket and state, and nothing of the phone number', () => {
    expect(alertStatusOf('t1_inProgress', record)).toEqual({
      id: 't1_inProgress',
      ticketId: 't1',
      step: 'inProgress',
      stock: 'LAG123',
      salespersonUid: 'sales-1',
      requestedAt: '2026-12-02T15:04:05.000Z',
      state: 'delivered',
    });
  });

  it('shows a state it does not know as pending, never as delivered', () => {
    expect(alertStatusOf('t1_inProgress', { ...record, state: 'read' })?.state).toBe('pending');
    expect(alertStatusOf('t1_inProgress', { ...record, state: undefined })?.state).toBe('pending');
  });

  it('keeps nothing of a record that names no ticket, or no step a ticket has', () => {
    expect(alertStatusOf('x', { ...record, ticketId: 7 })).toBeNull();
    expect(alertStatusOf('x', { ...record, status: 'parked' })).toBeNull();
  });

  it('keeps a record whose optional fields are missing, with empty text', () => {
    expect(alertStatusOf('t1_done', { ticketId: 't1', status: 'done' })).toEqual({
      id: 't1_done',
      ticketId: 't1',
      step: 'done',
      stock: '',
      salespersonUid: '',
      requestedAt: '',
      state: 'pending',
    });
  });
});
