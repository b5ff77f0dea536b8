// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearDatabase, getDatabase, type Mirrored } from '../db';
import type { WashLog } from '../model';
import { showLoggedWash } from './loggedHere';
import { useWashes } from './useWashes';

afterEach(async () => {
  await clearDatabase(getDatabase());
});

const wash = (id: string, washedAt: string) =>
  ({
    id,
    dealershipId: 'd1',
    uid: 'wes',
    washedAt,
    reference: id,
    vin: null,
    kind: 'lot',
    note: '',
  }) as Mirrored<WashLog>;

// The wash lists read the device's copy in a transaction of their own (no copy of every row by
// Dexie's cache): they must stay live all the same.
describe('every wash on the device, read live', () => {
  it('newest first, with a new one on top', async () => {
    const db = getDatabase();
    await db.washLogs.bulkPut([
      wash('w1', '2026-11-25T15:00:00.000Z'),
      wash('w2', '2026-11-25T16:00:00.000Z'),
    ]);
    const { result } = renderHook(() => useWashes());
    await waitFor(() => expect(result.current?.map((each) => each.id)).toEqual(['w2', 'w1']));
    await db.washLogs.put(wash('w3', '2026-11-25T17:00:00.000Z'));
    await waitFor(() => expect(result.current?.map((each) => each.id)).toEqual(['w3', 'w2', 'w1']));
    expect(result.current?.every((each) => !each.pending)).toBe(true);
  });
});

describe('a wash logged on this phone', () => {
  const ids = (washes: { id: string }[] | undefined) => washes?.map((each) => each.id);

  it('shows at once, waiting to send, before the list’s reading has it, and once when it has', async () => {
    const db = getDatabase();
    await db.washLogs.put(wash('w1', '2026-11-25T15:00:00.000Z'));
    const { result } = renderHook(() => useWashes());
    await waitFor(() => expect(ids(result.current)).toEqual(['w1']));
    const logged = wash('w2', '2026-11-25T16:00:00.000Z');
    // Shown in the same turn, before any reading has it.
    act(() => showLoggedWash(logged));
    expect(ids(result.current)).toEqual(['w2', 'w1']);
    expect(result.current?.[0]?.pending).toBe(true);
    // The reading answers with it: one row, as the copy holds it.
    await db.washLogs.put(logged);
    await waitFor(() => expect(result.current?.[0]?.pending).toBe(false));
    expect(ids(result.current)).toEqual(['w2', 'w1']);
  });

  it('is gone once a reading begun after it does not have it (the copy emptied, as at sign-out)', async () => {
    const db = getDatabase();
    await db.washLogs.put(wash('w1', '2026-11-25T15:00:00.000Z'));
    const { result } = renderHook(() => useWashes());
    await waitFor(() => expect(ids(result.current)).toEqual(['w1']));
    act(() => showLoggedWash(wash('w9', '2026-11-25T17:00:00.000Z')));
    expect(ids(result.current)).toEqual(['w9', 'w1']);
    await clearDatabase(db);
    await waitFor(() => expect(ids(result.current)).toEqual([]));
  });
});
