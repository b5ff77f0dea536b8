/**
 * Exponential back-off: the first retry waits `initialMs`, each next one twice as long,
 * never more than `maxMs`. With the spec's 1 s and 15 s: 1, 2, 4, 8, 15, 15, … s.
 * @param attempt 1 for the first retry
 */
export function backoffDelayMs(attempt: number, initialMs: number, maxMs: number): number {
  if (attempt < 1) return 0;
  // 2 ** 30 is far past any cap; bounding the exponent keeps the number finite.
  return Math.min(maxMs, initialMs * 2 ** Math.min(attempt - 1, 30));
}

/** Time as the code that waits sees it; tests pass a clock they advance by hand. */
export interface Clock {
  now(): number;
  /** Resolves after `ms`, or at once when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      if (signal?.aborted) {
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      }
      signal?.addEventListener('abort', done, { once: true });
    }),
};
