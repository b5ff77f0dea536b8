import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../testing/manualClock';
import { FETCH_ATTEMPT_LIMIT_MS, keepUntilFetched } from './storedFile';

/** The waits between attempts, not an attempt's own time limit (which no wait of the retry equals). */
const backoffWait = (ms: number) => ms !== FETCH_ATTEMPT_LIMIT_MS;

/** A fetch that fails `failures` times (the file not in Storage yet), then succeeds. */
function arrivingAfter(failures: number) {
  const state = { tries: 0 };
  const keep = () => {
    state.tries += 1;
    return state.tries > failures ? Promise.resolve() : Promise.reject(new Error('storage/object-not-found'));
  };
  return { state, keep };
}

describe('a file a screen shows, fetched from Storage', () => {
  it('is tried again until it arrives, waiting 1, 2, 4, 8 then 15 s, the spec’s retry', async () => {
    const clock = new ManualClock();
    const { state, keep } = arrivingAfter(6);
    const done = keepUntilFetched(keep, new AbortController().signal, clock);
    const waits: number[] = [];
    for (let retry = 0; retry < 6; retry += 1) {
      const wait = await clock.nextSleep(backoffWait);
      waits.push(wait);
      clock.advance(wait);
    }
    await done;
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 15_000, 15_000]);
    expect(state.tries).toBe(7);
  });

  it('is fetched once when it is there', async () => {
    const { state, keep } = arrivingAfter(0);
    await keepUntilFetched(keep, new AbortController().signal, new ManualClock());
    expect(state.tries).toBe(1);
  });

  it('is tried no more once the screen goes (or the signal, or the path)', async () => {
    const clock = new ManualClock();
    const { state, keep } = arrivingAfter(Number.POSITIVE_INFINITY);
    const stop = new AbortController();
    const done = keepUntilFetched(keep, stop.signal, clock);
    await clock.nextSleep(backoffWait);
    stop.abort();
    await done;
    clock.advance(60_000);
    expect(state.tries).toBe(1);
  });

  it('is asked for again when a request goes unanswered, and whichever answers first is kept', async () => {
    const clock = new ManualClock();
    let tries = 0;
    // The first request never answers; the second does.
    const keep = () => {
      tries += 1;
      return tries === 1 ? new Promise<void>(() => {}) : Promise.resolve();
    };
    const done = keepUntilFetched(keep, new AbortController().signal, clock);
    expect(await clock.nextSleep()).toBe(FETCH_ATTEMPT_LIMIT_MS);
    clock.advance(FETCH_ATTEMPT_LIMIT_MS);
    expect(await clock.nextSleep(backoffWait)).toBe(1_000);
    clock.advance(1_000);
    await done;
    expect(tries).toBe(2);
  });
});
