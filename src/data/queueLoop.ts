/**
 * The run loop both queues share (the sync queue's flusher, the photo uploader): try a
 * step; after a transient failure wait the back-off (1 s doubling to 15 s, reset on every
 * reconnect); with nothing to do wait until woken (or `idleWaitMs`); otherwise go on.
 */
import { RETRY_INITIAL_DELAY_MS, RETRY_MAX_DELAY_MS } from '../config/constants';
import { backoffDelayMs, type Clock } from '../utils/backoff';

/** What a step asks of the loop: go on at once, wait the back-off, or wait for a wake. */
export type LoopNext = 'again' | 'backOff' | 'idle';

export abstract class QueueLoop {
  private wakeController = new AbortController();
  private stopped = false;
  /** Transient failures in a row: the back-off's attempt number. */
  protected failures = 0;

  constructor(private readonly clock: Clock) {}

  /** Cuts a back-off or idle wait short: call on reconnect and when there is new work. */
  wake(): void {
    this.wakeController.abort();
  }

  /** Resets the back-off (spec: reset on reconnect) and wakes the loop. */
  reconnected(): void {
    this.failures = 0;
    this.wake();
  }

  stop(): void {
    this.stopped = true;
    this.wake();
  }

  /** One try, and what the loop should do next. */
  protected abstract step(): Promise<LoopNext>;

  /** Runs until stopped. */
  async run(idleWaitMs = 30_000): Promise<void> {
    while (!this.stopped) {
      const next = await this.step();
      if (this.stopped) break;
      if (this.wakeController.signal.aborted) this.wakeController = new AbortController();
      const signal = this.wakeController.signal;
      if (next === 'backOff')
        await this.clock.sleep(
          backoffDelayMs(this.failures, RETRY_INITIAL_DELAY_MS, RETRY_MAX_DELAY_MS),
          signal,
        );
      else if (next === 'idle') await this.clock.sleep(idleWaitMs, signal);
    }
  }
}
