/**
 * The app's sync queue at run time: one flusher per origin (a Web Lock makes the other
 * tabs wait their turn), woken by new writes in any tab and by every reconnect. Who is
 * signed in and which writes exist are handed in (startSync): the queue knows neither
 * the session nor any domain. Loaded with the signed-in work (src/data/signedInWork.ts),
 * after the first screen; what screens and writes ask of the queue is in ./sync.ts.
 */
import { realClock } from '../../utils/backoff';
import { connection } from '../connection/appConnection';
import { getDatabase } from '../db';
import type { QueueLoop } from '../queueLoop';
import { reportProblem } from '../problems';
import { writesDropped } from './events';
import { firestoreWriter } from './firestoreWriter';
import { OutboxFlusher } from './flusher';
import type { MutatorRegistry } from './mutator';
import { wakeFlusherWith } from './sync';

const FLUSHER_LOCK = 'lotcrew-outbox-flusher';

let flusher: OutboxFlusher | undefined;
const sentListeners = new Set<() => void>();

/** Calls `listener` each time queued writes reach the server (photo uploads wait for them). */
export function onWritesSent(listener: () => void): void {
  sentListeners.add(listener);
}

export interface SyncOptions {
  /** Whose writes to replay: only the signed-in person's. */
  currentUid: () => string | null;
  registry: () => Promise<MutatorRegistry>;
}

function createFlusher({ currentUid, registry }: SyncOptions): OutboxFlusher {
  return new OutboxFlusher({
    db: getDatabase(),
    registry,
    writer: firestoreWriter,
    clock: realClock,
    currentUid,
    canTry: () => navigator.onLine,
    hooks: {
      onSuccess: () => {
        connection.reportSuccess();
        for (const listener of sentListeners) listener();
      },
      onTransientFailure: () => connection.reportFailure(),
      onDeadLetter: (letter, paths) => {
        // Shown in the sync indicator until retried or discarded; reported, and the
        // documents it touched go back to the server's copy (src/data/mirror).
        reportProblem('refusedWrite', new Error(`${letter.name} refused: ${letter.code}`), letter.name);
        writesDropped(paths);
      },
    },
  });
}

/** Starts the flusher (once per tab; only the lock holder runs it). */
export function startSync(options: SyncOptions): void {
  if (flusher) return;
  const active = createFlusher(options);
  flusher = active;
  wakeFlusherWith(() => active.wake());
  runInOneTab(active, FLUSHER_LOCK);
}

/**
 * Runs a queue's loop in one tab of the origin (the others wait on the Web Lock `lock`),
 * with its back-off reset and its wait cut short on every reconnect.
 */
export function runInOneTab(loop: QueueLoop, lock: string): void {
  connection.onReconnect(() => loop.reconnected());
  window.addEventListener('online', () => loop.reconnected());
  if (navigator.locks) void navigator.locks.request(lock, () => loop.run());
  else void loop.run();
}

/** For the end-to-end tests only (through src/data/testHooks.ts). */
export function setEntriesPerCommit(count: number): void {
  if (flusher) flusher.entriesPerCommit = count;
}
