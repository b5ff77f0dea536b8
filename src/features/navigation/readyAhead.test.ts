import { describe, expect, it } from 'vitest';
import { READY_AHEAD_AFTER_MS, readyAhead, type ReadyAheadDeps } from './readyAhead';

/** Timers and idle moments that run when the test says so. */
function manualDeps(failing: readonly string[] = []) {
  const preloaded: string[] = [];
  const waits: { task: () => void; ms: number }[] = [];
  const idles: (() => void)[] = [];
  const deps: ReadyAheadDeps = {
    preload: (path) => {
      preloaded.push(path);
      return failing.includes(path) ? Promise.reject(new Error('offline')) : Promise.resolve();
    },
    wait: (task, ms) => {
      const entry = { task, ms };
      waits.push(entry);
      return () => waits.splice(waits.indexOf(entry), 1);
    },
    idle: (task) => {
      idles.push(task);
      return () => idles.splice(idles.indexOf(task), 1);
    },
  };
  const settle = () => new Promise((done) => setTimeout(done, 0));
  /** Runs the next idle moment and lets its preload finish. */
  const idleMoment = async () => {
    idles.shift()?.();
    await settle();
  };
  return { deps, preloaded, waits, idles, idleMoment };
}

describe('readyAhead', () => {
  it('waits for the first screen to settle, then readies one screen per idle moment, in order', async () => {
    const { deps, preloaded, waits, idles, idleMoment } = manualDeps();
    let done = false;
    readyAhead(['/tickets', '/time', '/profile'], deps, () => (done = true));
    expect(waits.map((wait) => wait.ms)).toEqual([READY_AHEAD_AFTER_MS]);
    expect(preloaded).toEqual([]);
    waits.shift()?.task();
    expect(preloaded).toEqual([]);
    await idleMoment();
    expect(preloaded).toEqual(['/tickets']);
    expect(idles).toHaveLength(1);
    await idleMoment();
    expect(done).toBe(false);
    await idleMoment();
    expect(preloaded).toEqual(['/tickets', '/time', '/profile']);
    expect(idles).toHaveLength(0);
    expect(done).toBe(true);
  });

  it('goes on past a screen whose code cannot be had now', async () => {
    const { deps, preloaded, waits, idleMoment } = manualDeps(['/tickets']);
    readyAhead(['/tickets', '/time'], deps);
    waits.shift()?.task();
    await idleMoment();
    await idleMoment();
    expect(preloaded).toEqual(['/tickets', '/time']);
  });

  it('stops when the navigation goes away', async () => {
    const { deps, preloaded, waits, idles, idleMoment } = manualDeps();
    const cancel = readyAhead(['/tickets', '/time'], deps);
    waits.shift()?.task();
    await idleMoment();
    cancel();
    expect(idles).toHaveLength(0);
    await idleMoment();
    expect(preloaded).toEqual(['/tickets']);

    const before = manualDeps();
    readyAhead(['/tickets'], before.deps)();
    expect(before.waits).toHaveLength(0);
  });
});
