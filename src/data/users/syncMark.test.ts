import { describe, expect, it, vi } from 'vitest';
import type { ConnectionState } from '../connection';
import { SYNC_MARK_EVERY_MS, syncMarker, type SyncStamp } from './syncMark';

const START = Date.parse('2026-11-25T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** The phone's storage, which outlives a run of the app. */
function phoneStorage() {
  let kept: SyncStamp | null = null;
  return { read: () => kept, write: (stamp: SyncStamp) => (kept = stamp) };
}

function world(storage = phoneStorage()) {
  const state = {
    now: START,
    uid: 'eli' as string | null,
    connection: { status: 'connected', attempt: 0, reconnectedAt: null } as ConnectionState,
    /** When every view had last answered (the oldest view's answer); null before. */
    copyAnsweredAt: null as string | null,
    stamp: vi.fn((_uid: string) => Promise.resolve()),
  };
  const check = syncMarker({
    currentUid: () => state.uid,
    connectionState: () => state.connection,
    copyAnsweredAt: () => Promise.resolve(state.copyAnsweredAt),
    stamp: (uid) => state.stamp(uid),
    lastStamp: storage,
    now: () => state.now,
  });
  return { state, check };
}

describe('the “last synced” stamp', () => {
  it('waits until the whole copy has answered during this run, then stamps once per 15 minutes', async () => {
    const { state, check } = world();
    // A view has never answered (a new phone reading its month).
    expect(await check()).toBe(false);
    // A copy last up to date in the last run of the app does not count, nor one with a view
    // not yet answered in this one (its oldest answer is still the last run's).
    state.copyAnsweredAt = iso(START - 60_000);
    expect(await check()).toBe(false);
    state.now += 5_000;
    state.copyAnsweredAt = iso(state.now);
    expect(await check()).toBe(true);
    expect(state.stamp).toHaveBeenCalledWith('eli');
    state.now += SYNC_MARK_EVERY_MS - 1;
    expect(await check()).toBe(false);
    state.now += 1;
    expect(await check()).toBe(true);
    expect(state.stamp).toHaveBeenCalledTimes(2);
  });

  it('never stamps offline or signed out, and a failed stamp is tried again at the next check', async () => {
    const { state, check } = world();
    state.copyAnsweredAt = iso(START + 1_000);
    state.connection = { status: 'offline', attempt: 0, reconnectedAt: null };
    expect(await check()).toBe(false);
    state.connection = { status: 'connected', attempt: 0, reconnectedAt: null };
    state.uid = null;
    expect(await check()).toBe(false);
    expect(state.stamp).not.toHaveBeenCalled();

    state.uid = 'eli';
    state.stamp.mockRejectedValueOnce(new Error('permission-denied'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await check()).toBe(false);
    expect(await check()).toBe(true);
    expect(state.stamp).toHaveBeenCalledTimes(2);
  });

  it('stamps at once for the next person to sign in on the phone', async () => {
    const { state, check } = world();
    state.copyAnsweredAt = iso(START + 1_000);
    expect(await check()).toBe(true);
    state.uid = 'ana';
    state.now += 60_000;
    expect(await check()).toBe(true);
    expect(state.stamp.mock.calls.map(([uid]) => uid)).toEqual(['eli', 'ana']);
  });

  it('counts the 15 minutes across runs of the app: reopening it does not stamp again', async () => {
    const storage = phoneStorage();
    const firstRun = world(storage);
    firstRun.state.copyAnsweredAt = iso(START + 1_000);
    expect(await firstRun.check()).toBe(true);

    // The app closed and opened again ten minutes later; its copy hears from the server.
    const reopened = world(storage);
    reopened.state.now = START + 10 * 60_000;
    reopened.state.copyAnsweredAt = iso(reopened.state.now + 1_000);
    expect(await reopened.check()).toBe(false);
    reopened.state.now = START + SYNC_MARK_EVERY_MS;
    expect(await reopened.check()).toBe(true);
    expect(reopened.state.stamp).toHaveBeenCalledTimes(1);
  });

  it('stamps when the phone’s clock was set back before the last stamp', async () => {
    const storage = phoneStorage();
    storage.write({ uid: 'eli', at: START + 60 * 60_000 });
    const { state, check } = world(storage);
    state.copyAnsweredAt = iso(START + 1_000);
    expect(await check()).toBe(true);
    expect(storage.read()).toEqual({ uid: 'eli', at: START });
  });
});
