// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearDatabase, getDatabase } from '../db';
import { useMirrorSyncedAt } from './useMirror';

afterEach(async () => {
  await clearDatabase(getDatabase());
});

describe('the copy’s age, as a freshness line reads it', () => {
  it('is the oldest of the views’ answers, from their answer times alone', async () => {
    const db = getDatabase();
    await db.mirrorMeta.bulkPut([
      { key: 'tickets', syncedAt: '2026-11-25T18:05:00.000Z' },
      { key: 'washes', syncedAt: '2026-11-25T18:01:00.000Z' },
    ]);
    const { result } = renderHook(() => useMirrorSyncedAt());
    await waitFor(() => expect(result.current).toBe('2026-11-25T18:01:00.000Z'));
  });

  it('is not known while a view asked for has not answered, and follows the answers live', async () => {
    const db = getDatabase();
    await db.mirrorMeta.bulkPut([
      { key: 'tickets', syncedAt: '2026-11-25T18:05:00.000Z' },
      { key: 'time', syncedAt: null },
    ]);
    const { result } = renderHook(() => useMirrorSyncedAt());
    await waitFor(() => expect(result.current).toBeNull());
    await db.mirrorMeta.put({ key: 'time', syncedAt: '2026-11-25T18:07:00.000Z' });
    await waitFor(() => expect(result.current).toBe('2026-11-25T18:05:00.000Z'));
  });
});
