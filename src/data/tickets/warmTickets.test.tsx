// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDatabase, getDatabase, type Mirrored } from '../db';
import type { Ticket } from '../model';
import { keepFirstTicketsWarm, useFirstTickets } from './firstTickets';

afterEach(async () => {
  await clearDatabase(getDatabase());
});

const ticket = (id: string, dueAt: string) =>
  ({ id, dueAt, updatedAt: dueAt, status: 'open' }) as Mirrored<Ticket>;
const keepAll = () => true;
/**
 * What a screen's very first render gets, before any read of its own has answered. (Polled
 * with vi.waitFor: Testing Library's waitFor reruns on every DOM change, and each render
 * here is one.)
 */
const firstRender = (key: string | undefined) =>
  renderHook(() => useFirstTickets(key, 'dueSoonest', keepAll, true)).result.current?.map((each) => each.id);

describe('a list’s first rows, read ahead of its screen', () => {
  it('are there in the screen’s first render, and follow the device’s copy', async () => {
    const db = getDatabase();
    await db.tickets.bulkPut([
      ticket('later', '2026-11-26T18:00:00.000Z'),
      ticket('sooner', '2026-11-26T09:00:00.000Z'),
    ]);
    keepFirstTicketsWarm('opening', 'dueSoonest', keepAll);
    await vi.waitFor(() => expect(firstRender('opening')).toEqual(['sooner', 'later']));
    // Without rows read ahead, the first render has nothing yet.
    expect(firstRender(undefined)).toBeUndefined();
    expect(firstRender('never-warmed')).toBeUndefined();

    await db.tickets.put(ticket('soonest', '2026-11-26T07:00:00.000Z'));
    await vi.waitFor(() => expect(firstRender('opening')).toEqual(['soonest', 'sooner', 'later']));
    // A sign-out empties the copy, and the rows with it.
    await clearDatabase(db);
    await vi.waitFor(() => expect(firstRender('opening')).toEqual([]));
  });
});
