import { describe, expect, it, vi } from 'vitest';
import { loadUntilStarted, whenSignedInWorkMayStart } from './signedInStart';

describe('starting the signed-in work', () => {
  it('asks again for code that could not be fetched, and starts it once it arrives', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('the queues');
    const started: string[] = [];
    const backOnline: (() => void)[] = [];
    const again = () => new Promise<void>((resolve) => backOnline.push(resolve));
    const failures: unknown[] = [];

    const running = loadUntilStarted(
      load,
      (loaded) => started.push(loaded),
      again,
      (error) => failures.push(error),
    );
    await vi.waitFor(() => expect(backOnline).toHaveLength(1));
    expect(started).toEqual([]);
    backOnline[0]?.();
    await vi.waitFor(() => expect(backOnline).toHaveLength(2));
    backOnline[1]?.();
    await running;

    expect(started).toEqual(['the queues']);
    expect(load).toHaveBeenCalledTimes(3);
    // Said once, not at every attempt.
    expect(failures).toHaveLength(1);
  });

  it('starts at once when the code is there, and never waits', async () => {
    const again = vi.fn(() => Promise.resolve());
    const started: number[] = [];
    await loadUntilStarted(
      () => Promise.resolve(1),
      (loaded) => started.push(loaded),
      again,
      () => undefined,
    );
    expect(started).toEqual([1]);
    expect(again).not.toHaveBeenCalled();
  });

  it('waits for the first idle moment with nothing queued, and not at all with writes waiting to be sent', async () => {
    const idleMoments: (() => void)[] = [];
    const idle = (task: () => void) => idleMoments.push(task);
    let started = false;
    const nothingQueued = whenSignedInWorkMayStart(() => Promise.resolve(false), idle).then(() => {
      started = true;
    });
    await vi.waitFor(() => expect(idleMoments).toHaveLength(1));
    expect(started).toBe(false);
    idleMoments[0]?.();
    await nothingQueued;
    expect(started).toBe(true);

    await whenSignedInWorkMayStart(() => Promise.resolve(true), idle);
    expect(idleMoments).toHaveLength(1);
  });

  it('waits for the idle moment when the queue cannot be read', async () => {
    const idleMoments: (() => void)[] = [];
    const starting = whenSignedInWorkMayStart(
      () => Promise.reject(new Error('IndexedDB unavailable')),
      (task) => idleMoments.push(task),
    );
    await vi.waitFor(() => expect(idleMoments).toHaveLength(1));
    idleMoments[0]?.();
    await starting;
  });
});
