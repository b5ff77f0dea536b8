// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearDatabase, getDatabase, type Mirrored } from '../db';
import type { Ticket } from '../model';
import { useTickets } from './useTickets';

afterEach(async () => {
  await clearDatabase(getDatabase());
});

const ticket = (id: string, status: Ticket['status']) =>
  ({ id, dealershipId: 'd1', status, kind: 'delivery', history: [] }) as unknown as Mirrored<Ticket>;

// The ticket lists read the device's copy in a transaction of their own (no copy of every row by
// Dexie's cache): they must stay live all the same.
describe('every ticket on the device, read live', () => {
  it('a new one joins, a changed one changes, a removed one leaves', async () => {
    const db = getDatabase();
    await db.tickets.bulkPut([ticket('t1', 'open'), ticket('t2', 'done')]);
    const { result } = renderHook(() => useTickets());
    await waitFor(() => expect(result.current?.map((each) => each.id).sort()).toEqual(['t1', 't2']));
    await db.tickets.put(ticket('t3', 'open'));
    await waitFor(() => expect(result.current).toHaveLength(3));
    await db.tickets.put(ticket('t1', 'inProgress'));
    await waitFor(() => expect(result.current?.find((each) => each.id === 't1')?.status).toBe('inProgress'));
    await db.tickets.delete('t2');
    await waitFor(() => expect(result.current?.map((each) => each.id).sort()).toEqual(['t1', 't3']));
  });
});
