/**
 * The sync queue. `enqueue` applies a mutator locally and appends its outbox entry in
 * one IndexedDB transaction: either both happen or neither. The flusher replays the
 * entries to Firestore in order, one at a time, idempotently.
 */
import { RETRY_INITIAL_DELAY_MS, RETRY_MAX_DELAY_MS } from '../../config/constants';
import { backoffDelayMs, type Clock } from '../../utils/backoff';
import type { LotcrewDatabase } from '../db';
import { errorCodeOf } from '../errorCode';
import { isMutatorName, mutatorOf, MUTATORS, type MutatorArgs, type MutatorName } from './mutators';
import type { DeadLetter, OutboxEntry, RemoteWriter } from './types';

/** Error codes after which the same write can never succeed; anything else is retried. */
const PERMANENT_CODES = new Set([
  'permission-denied',
  'invalid-argument',
  'failed-precondition',
  'not-found',
  'already-exists',
  'out-of-range',
  'unimplemented',
  'data-loss',
  'invalid-entry',
]);

export const REFUSED_MESSAGES: Record<string, string> = {
  'permission-denied': 'The server refused this change: your account is not allowed to make it.',
  'invalid-argument': 'The server refused this change because some of its data is not valid.',
  'invalid-entry': 'This change was saved by an older version of the app and cannot be sent.',
};
const DEFAULT_REFUSED_MESSAGE = 'The server refused this change.';

export class OutboxError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'OutboxError';
  }
}

/** The error's code, or 'unknown' (which counts as transient). */
function codeOf(error: unknown): string {
  return errorCodeOf(error) ?? 'unknown';
}

export function isPermanentFailure(error: unknown): boolean {
  return PERMANENT_CODES.has(codeOf(error));
}

/** Applies `name` locally and queues its replay, atomically. Returns the entry id. */
export async function enqueue<Name extends MutatorName>(
  db: LotcrewDatabase,
  uid: string,
  name: Name,
  args: MutatorArgs<Name>,
  now: Date = new Date(),
): Promise<string> {
  const mutator = mutatorOf(name);
  const parsed = mutator.parse(args);
  const id = crypto.randomUUID();
  await db.transaction('rw', db.tables, async () => {
    await mutator.local(db, parsed, uid);
    await db.outbox.add({
      id,
      name,
      args: parsed,
      uid,
      createdAt: now.toISOString(),
      attempts: 0,
      lastError: null,
    });
  });
  return id;
}

export interface FlushHooks {
  /** A write went through: the backend is reachable. */
  onSuccess?(): void;
  /** A write failed for lack of network (or timed out). */
  onTransientFailure?(attempt: number, error: unknown): void;
  /** A write was refused for good and moved to the dead-letter list. */
  onDeadLetter?(letter: DeadLetter): void;
}

export interface FlusherOptions {
  db: LotcrewDatabase;
  writer: () => Promise<RemoteWriter>;
  clock: Clock;
  /** Whose entries to replay: only the signed-in user's. */
  currentUid: () => string | null;
  /** False while the browser says it is offline: no attempt is made then. */
  canTry?: () => boolean;
  /** A write not acknowledged in this long counts as a transient failure. */
  writeTimeoutMs?: number;
  hooks?: FlushHooks;
}

const DEFAULT_WRITE_TIMEOUT_MS = 10_000;

/**
 * Replays the outbox. One runs per origin (the app takes a Web Lock around `run`).
 * `wake()` cuts a back-off or idle wait short: call it on reconnect and after enqueue.
 */
export class OutboxFlusher {
  private wakeController = new AbortController();
  private stopped = false;
  private failures = 0;

  constructor(private readonly options: FlusherOptions) {}

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

  /** Runs until stopped; waits `idleWaitMs` (or a wake) when there is nothing to do. */
  async run(idleWaitMs = 30_000): Promise<void> {
    while (!this.stopped) {
      const outcome = await this.flushOnce();
      if (this.stopped) break;
      const signal = this.resetWake();
      if (outcome === 'empty' || outcome === 'blocked') await this.options.clock.sleep(idleWaitMs, signal);
      else if (outcome === 'retry') {
        await this.options.clock.sleep(
          backoffDelayMs(this.failures, RETRY_INITIAL_DELAY_MS, RETRY_MAX_DELAY_MS),
          signal,
        );
      }
    }
  }

  /**
   * Tries the oldest entry once. 'sent' and 'dead' mean the queue moved on; 'retry'
   * means wait for the back-off; 'empty' and 'blocked' (offline, or signed out) mean
   * wait for a wake.
   */
  async flushOnce(): Promise<'sent' | 'dead' | 'retry' | 'empty' | 'blocked'> {
    const { db, clock, hooks } = this.options;
    const uid = this.options.currentUid();
    if (!uid) return 'blocked';
    const entry = await db.outbox.where('seq').above(0).first();
    if (!entry) return 'empty';
    if (entry.uid !== uid) return 'blocked';
    if (this.options.canTry && !this.options.canTry()) return 'blocked';

    let writes;
    try {
      if (!isMutatorName(entry.name)) throw new OutboxError('invalid-entry', `Unknown write ${entry.name}`);
      const mutator = mutatorOf(entry.name);
      writes = mutator.remote(mutator.parse(entry.args), entry.uid);
    } catch (error) {
      await this.moveToDeadLetters(
        entry,
        error instanceof OutboxError ? error : new OutboxError('invalid-entry', String(error)),
      );
      return 'dead';
    }

    try {
      const writer = await this.options.writer();
      await withTimeout(
        writer.commit(writes),
        this.options.writeTimeoutMs ?? DEFAULT_WRITE_TIMEOUT_MS,
        clock,
      );
    } catch (error) {
      if (isPermanentFailure(error)) {
        await this.moveToDeadLetters(entry, error);
        return 'dead';
      }
      this.failures++;
      await db.outbox.update(entry.seq ?? 0, { attempts: entry.attempts + 1, lastError: codeOf(error) });
      hooks?.onTransientFailure?.(this.failures, error);
      return 'retry';
    }
    await db.outbox.delete(entry.seq ?? 0);
    this.failures = 0;
    hooks?.onSuccess?.();
    return 'sent';
  }

  /** Flushes until the queue is empty or a write must wait; for tests and "sync now". */
  async drain(): Promise<'empty' | 'retry' | 'blocked'> {
    for (;;) {
      const outcome = await this.flushOnce();
      if (outcome === 'empty' || outcome === 'retry' || outcome === 'blocked') return outcome;
    }
  }

  private async moveToDeadLetters(entry: OutboxEntry, error: unknown): Promise<void> {
    const { db, clock, hooks } = this.options;
    const code = codeOf(error);
    const letter: DeadLetter = {
      id: entry.id,
      name: entry.name,
      args: entry.args,
      uid: entry.uid,
      createdAt: entry.createdAt,
      failedAt: new Date(clock.now()).toISOString(),
      code,
      message: REFUSED_MESSAGES[code] ?? DEFAULT_REFUSED_MESSAGE,
    };
    await db.transaction('rw', db.outbox, db.deadLetters, async () => {
      await db.outbox.delete(entry.seq ?? 0);
      await db.deadLetters.add(letter);
    });
    hooks?.onDeadLetter?.(letter);
  }

  private resetWake(): AbortSignal {
    if (this.wakeController.signal.aborted) this.wakeController = new AbortController();
    return this.wakeController.signal;
  }
}

async function withTimeout<T>(promise: Promise<T>, timeoutMs: number, clock: Clock): Promise<T> {
  const cancel = new AbortController();
  try {
    return await Promise.race([
      promise,
      clock.sleep(timeoutMs, cancel.signal).then(() => {
        if (!cancel.signal.aborted)
          throw new OutboxError('deadline-exceeded', 'The server did not answer in time.');
        return undefined as never;
      }),
    ]);
  } finally {
    cancel.abort();
  }
}

/** Puts a dead letter back at the end of the queue (the person chose "Try again"). */
export async function retryDeadLetter(db: LotcrewDatabase, seq: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.deadLetters, async () => {
    const letter = await db.deadLetters.get(seq);
    if (!letter) return;
    await db.deadLetters.delete(seq);
    await db.outbox.add({
      id: letter.id,
      name: letter.name,
      args: letter.args,
      uid: letter.uid,
      createdAt: letter.createdAt,
      attempts: 0,
      lastError: null,
    });
  });
}

export { MUTATORS };
