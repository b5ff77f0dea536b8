// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearDatabase, getDatabase, type Mirrored } from '../db';
import type { WashLog } from '../model';
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
