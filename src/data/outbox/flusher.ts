/**
 * The sync queue's flusher: replays the outbox's entries to Firestore in order, in atomic
 * batches of consecutive entries, idempotently (./outbox.ts queues them). Loaded with the
 * signed-in work (./startSync.ts), never before the first screen.
 */
import type { Clock } from '../../utils/backoff';
import { QueueLoop, type LoopNext } from '../queueLoop';
import type { LotcrewDatabase } from '../db';
import { errorCodeOf } from '../errorCode';
import type { MutatorRegistry } from './mutator';
import { pathsOfEntry } from './pending';
import { stampsMovedBy } from './stamps';
import type { DeadLetter, OutboxEntry, RemoteWrite, RemoteWriter } from './types';

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
  'already-exists': 'The server refused this change: it already has one like it, made elsewhere.',
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

/** Whether the rules' refusal of this entry means "not wanted" (see Mutator.refusalIsAnswer). */
function refusalIsAnswer(entry: OutboxEntry, { isMutatorName, mutatorOf }: MutatorRegistry): boolean {
  return isMutatorName(entry.name) && mutatorOf(entry.name).refusalIsAnswer === true;
}

export interface FlushHooks {
  /** A write went through: the backend is reachable. */
  onSuccess?(): void;
  /** A write failed for lack of network (or timed out). */
  onTransientFailure?(attempt: number, error: unknown): void;
  /** A write was refused for good and moved to the dead-letter list; `paths` are the documents it would have set. */
  onDeadLetter?(letter: DeadLetter, paths: readonly string[]): void;
}

export interface FlusherOptions {
  db: LotcrewDatabase;
  /** The writes it can replay (loaded on first use: the sign-in page needs none of them). */
  registry: () => Promise<MutatorRegistry>;
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
 * Writes per commit as Firestore counts them: at most 500 in a commit, a write that stamps
 * the server's time counted twice (its field transform), as the limits once counted them.
 * Fewer round trips is a crew's backlog sent sooner: on a phone back online with the mirror
 * catching up, each commit also waits its turn in IndexedDB twice (its entries read, then
 * deleted), behind the mirror's writes.
 */
export const MAX_COUNTED_WRITES_PER_COMMIT = 500;
/**
 * A change stamp as the commit limit counts it: the writer adds one per stamped collection a
 * commit writes to (`stampsMovedBy`), each set to the server's time, so counted twice.
 */
const COUNTED_PER_CHANGE_STAMP = 2;
/** Entries per commit at most: 249 washes (a create and its stamp each) fill a commit beside their one stamp. */
export const MAX_ENTRIES_PER_COMMIT = (MAX_COUNTED_WRITES_PER_COMMIT - COUNTED_PER_CHANGE_STAMP) / 2;

/** A write as the commit limit counts it: twice with the server's time stamped. */
const countedWrites = (writes: readonly RemoteWrite[]) =>
  writes.reduce((count, write) => count + (write.stampReceivedAt ? 2 : 1), 0);

/** The Firestore writes of one stored entry; throws an 'invalid-entry' OutboxError. */
function remoteWritesOf(entry: OutboxEntry, { isMutatorName, mutatorOf }: MutatorRegistry): RemoteWrite[] {
  try {
    if (!isMutatorName(entry.name)) throw new OutboxError('invalid-entry', `Unknown write ${entry.name}`);
    const mutator = mutatorOf(entry.name);
    return mutator.remote(mutator.parse(entry.args), entry.uid);
  } catch (error) {
    throw error instanceof OutboxError ? error : new OutboxError('invalid-entry', String(error));
  }
}

/**
 * Replays the outbox. One runs per origin (the app takes a Web Lock around `run`).
 * `wake()` cuts a back-off or idle wait short: call it on reconnect and after enqueue.
 */
export class OutboxFlusher extends QueueLoop {
  /** Entries per commit (smaller in some end-to-end tests). */
  entriesPerCommit = MAX_ENTRIES_PER_COMMIT;
  /** After a refused batch: one entry per commit until the refused one is found. */
  private isolating = false;

  constructor(private readonly options: FlusherOptions) {
    super(options.clock);
  }

  protected async step(): Promise<LoopNext> {
    const outcome = await this.flushOnce();
    if (outcome === 'retry') return 'backOff';
    return outcome === 'empty' || outcome === 'blocked' ? 'idle' : 'again';
  }

  /**
   * Tries the oldest entries once: up to `entriesPerCommit` consecutive entries of
   * the signed-in person and MAX_COUNTED_WRITES_PER_COMMIT writes, committed atomically
   * (one round trip instead of one each).
   * 'sent', 'dead' and 'declined' (a write the rules did not want, dropped: see
   * Mutator.refusalIsAnswer) mean the queue moved on; 'split' means a batch was refused and
   * its entries are now tried one at a time, at once, so only the refused one is
   * dead-lettered; 'retry' means wait for the back-off; 'empty' and 'blocked'
   * (offline, or signed out) mean wait for a wake.
   */
  async flushOnce(): Promise<'sent' | 'dead' | 'declined' | 'split' | 'retry' | 'empty' | 'blocked'> {
    const { db, clock, hooks } = this.options;
    const uid = this.options.currentUid();
    if (!uid) return 'blocked';
    const head = await db.outbox
      .where('seq')
      .above(0)
      .limit(this.isolating ? 1 : this.entriesPerCommit)
      .toArray();
    const first = head[0];
    if (!first) {
      this.isolating = false;
      return 'empty';
    }
    if (first.uid !== uid) return 'blocked';
    if (this.options.canTry && !this.options.canTry()) return 'blocked';
    const mutators = await this.options.registry();

    const entries: OutboxEntry[] = [];
    const writes: RemoteWrite[] = [];
    const paths = new Set<string>();
    const stamped = new Set<string>();
    let counted = 0;
    for (const entry of head) {
      if (entry.uid !== uid) break;
      let entryWrites: RemoteWrite[];
      try {
        entryWrites = remoteWritesOf(entry, mutators);
      } catch (error) {
        if (entries.length > 0) break; // commit those before it; this one comes next
        await this.moveToDeadLetters(entry, error, mutators);
        return 'dead';
      }
      // Two writes to one document never share a commit: each must see the other's result
      // (a ticket created, then claimed), so the second waits for the next commit.
      if (entryWrites.some((write) => paths.has(write.path))) break;
      const entryCounted = countedWrites(entryWrites);
      const stampsWithEntry = new Set([...stamped, ...stampsMovedBy(entryWrites.map((write) => write.path))]);
      const room = MAX_COUNTED_WRITES_PER_COMMIT - COUNTED_PER_CHANGE_STAMP * stampsWithEntry.size;
      if (entries.length > 0 && counted + entryCounted > room) break;
      // A write the rules may decline goes alone, so its refusal holds up nothing else.
      const alone = refusalIsAnswer(entry, mutators);
      if (alone && entries.length > 0) break;
      for (const write of entryWrites) paths.add(write.path);
      for (const collection of stampsWithEntry) stamped.add(collection);
      counted += entryCounted;
      entries.push(entry);
      writes.push(...entryWrites);
      if (alone) break;
    }

    // Sent before without an answer: it may have landed.
    const triedBefore = entries.some((entry) => entry.attempts > 0);
    try {
      const writer = await this.options.writer();
      await withTimeout(
        writer.commit(writes, triedBefore),
        this.options.writeTimeoutMs ?? DEFAULT_WRITE_TIMEOUT_MS,
        clock,
      );
    } catch (error) {
      if (isPermanentFailure(error)) {
        if (entries.length > 1) {
          this.isolating = true;
          return 'split';
        }
        if (refusalIsAnswer(first, mutators) && codeOf(error) === 'permission-denied') {
          await db.outbox.delete(first.seq ?? 0);
          this.isolating = false;
          return 'declined';
        }
        await this.moveToDeadLetters(first, error, mutators);
        this.isolating = false;
        return 'dead';
      }
      this.failures++;
      const lastError = codeOf(error);
      await db.transaction('rw', db.outbox, async () => {
        for (const entry of entries)
          await db.outbox.update(entry.seq ?? 0, { attempts: entry.attempts + 1, lastError });
      });
      hooks?.onTransientFailure?.(this.failures, error);
      return 'retry';
    }
    await db.outbox.bulkDelete(entries.map((entry) => entry.seq ?? 0));
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

  private async moveToDeadLetters(
    entry: OutboxEntry,
    error: unknown,
    mutators: MutatorRegistry,
  ): Promise<void> {
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
      label: mutators.describeWrite(entry.name, entry.args),
    };
    await db.transaction('rw', db.outbox, db.deadLetters, async () => {
      await db.outbox.delete(entry.seq ?? 0);
      await db.deadLetters.add(letter);
    });
    hooks?.onDeadLetter?.(letter, pathsOfEntry(entry, mutators));
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
