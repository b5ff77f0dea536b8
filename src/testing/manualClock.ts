// @lotcrew/test-only: tests and benchmarks only; no production build may hold this module (tests/integration/bundleSecrets.test.ts).
import type { Clock } from '../utils/backoff';

interface Waiter {
  until: number;
  ms: number;
  resolve: () => void;
}

/**
 * A clock that moves only when a test says so. Code under test sleeps on it; the test
 * sees each requested wait (`nextSleep`) and lets time pass (`advance`).
 */
export class ManualClock implements Clock {
  private time = 0;
  private waiters: Waiter[] = [];
  private sleepListeners: ((ms: number) => void)[] = [];

  now(): number {
    return this.time;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      if (signal?.aborted) {
        resolve();
        return;
      }
      const waiter: Waiter = { until: this.time + ms, ms, resolve };
      this.waiters.push(waiter);
      signal?.addEventListener('abort', () => {
        this.waiters = this.waiters.filter((candidate) => candidate !== waiter);
        resolve();
      });
      for (const listener of this.sleepListeners.splice(0)) listener(ms);
    });
  }

  /** Resolves with the length of the next sleep requested that `accept` takes. */
  nextSleep(accept: (ms: number) => boolean = () => true): Promise<number> {
    const pending = this.waiters.find((waiter) => accept(waiter.ms));
    if (pending) return Promise.resolve(pending.ms);
    return new Promise((resolve) => {
      const listen = (ms: number) => {
        if (accept(ms)) resolve(ms);
        else this.sleepListeners.push(listen);
      };
      this.sleepListeners.push(listen);
    });
  }

  /** Moves time on and wakes every sleeper whose time has come. */
  advance(ms: number): void {
    this.time += ms;
    const due = this.waiters.filter((waiter) => waiter.until <= this.time);
    this.waiters = this.waiters.filter((waiter) => waiter.until > this.time);
    for (const waiter of due) waiter.resolve();
  }
}
