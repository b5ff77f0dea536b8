/**
 * The app's sync queue at run time: one flusher per origin (a Web Lock makes the other
 * tabs wait their turn), woken by new writes in any tab and by every reconnect. Who is
 * signed in and which writes exist are handed in (startSync): the queue knows neither
 * the session nor any domain.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { realClock } from '../../utils/backoff';
import { connection } from '../connection/appConnection';
import { COUNTED_FILE_QUEUES, getDatabase } from '../db';
import type { QueueLoop } from '../queueLoop';
import { reportProblem } from '../problems';
import { writesDropped } from './events';
import { firestoreWriter } from './firestoreWriter';
import type { MutatorRegistry } from './mutator';
import { OutboxFlusher, retryDeadLetter } from './outbox';
import type { DeadLetter } from './types';

const FLUSHER_LOCK = 'lotcrew-outbox-flusher';
const WAKE_CHANNEL = 'lotcrew-outbox';

let flusher: OutboxFlusher | undefined;
const sentListeners = new Set<() => void>();

/** Calls `listener` each time queued writes reach the server (photo uploads wait for them). */
export function onWritesSent(listener: () => void): void {
  sentListeners.add(listener);
}
let channel: BroadcastChannel | undefined;

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
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(WAKE_CHANNEL);
    channel.onmessage = () => active.wake();
  }
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

/** Wakes the flusher in every tab: a write was queued. */
export function wakeEverywhere(): void {
  flusher?.wake();
  channel?.postMessage('wake');
}

/** Queued writes plus files (photos, invoice PDFs) still to upload: what this phone holds that the server has not. */
async function countPending(): Promise<number> {
  const db = getDatabase();
  const counts = await Promise.all([
    db.outbox.count(),
    ...COUNTED_FILE_QUEUES.map((name) => db.table(name).where('state').equals('waiting').count()),
  ]);
  return counts.reduce((sum, count) => sum + count, 0);
}

/** How many changes (writes and files) wait for the server; undefined while loading. */
export function usePendingWriteCount(): number | undefined {
  return useLiveQuery(countPending, []);
}

/** Writes the server refused, newest first. */
export function useDeadLetters(): DeadLetter[] | undefined {
  return useLiveQuery(() => getDatabase().deadLetters.reverse().toArray(), []);
}

export async function retryRefusedWrite(seq: number): Promise<void> {
  await retryDeadLetter(getDatabase(), seq);
  wakeEverywhere();
}

export async function discardRefusedWrite(seq: number): Promise<void> {
  await getDatabase().deadLetters.delete(seq);
}

export function pendingWriteCount(): Promise<number> {
  return countPending();
}
