/**
 * The app's sync queue at run time: one flusher per origin (a Web Lock makes the other
 * tabs wait their turn), woken by new writes in any tab and by every reconnect.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { SPEC_TEXTS } from '../../config/texts';
import { realClock } from '../../utils/backoff';
import { connection } from '../connection/appConnection';
import { getDatabase } from '../db';
import { currentUid, refreshSessionAfterWrite } from '../session';
import { firestoreWriter } from './firestoreWriter';
import type { MutatorArgs, MutatorName } from './mutators';
import { enqueue, OutboxFlusher, retryDeadLetter } from './outbox';
import type { DeadLetter } from './types';

const FLUSHER_LOCK = 'lotcrew-outbox-flusher';
const WAKE_CHANNEL = 'lotcrew-outbox';

let flusher: OutboxFlusher | undefined;
let channel: BroadcastChannel | undefined;

function getFlusher(): OutboxFlusher {
  flusher ??= new OutboxFlusher({
    db: getDatabase(),
    writer: firestoreWriter,
    clock: realClock,
    currentUid,
    canTry: () => navigator.onLine,
    hooks: {
      onSuccess: () => connection.reportSuccess(),
      onTransientFailure: () => connection.reportFailure(),
    },
  });
  return flusher;
}

let started = false;
/** Starts the flusher (once per tab; only the lock holder runs it). */
export function startSync(): void {
  if (started) return;
  started = true;
  const active = getFlusher();
  connection.onReconnect(() => active.reconnected());
  window.addEventListener('online', () => active.reconnected());
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(WAKE_CHANNEL);
    channel.onmessage = () => active.wake();
  }
  if (navigator.locks) void navigator.locks.request(FLUSHER_LOCK, () => active.run());
  else void active.run();
}

/** For the end-to-end tests only (through src/data/testHooks.ts). */
export function setEntriesPerCommit(count: number): void {
  getFlusher().entriesPerCommit = count;
}

function wakeEverywhere(): void {
  getFlusher().wake();
  channel?.postMessage('wake');
}

/**
 * Makes a write: changes the local database at once and queues it for Firestore.
 * Throws 'User not authenticated' with nobody signed in, and a validation error for
 * arguments a mutator refuses (nothing is changed then).
 */
export async function queueWrite<Name extends MutatorName>(
  name: Name,
  args: MutatorArgs<Name>,
): Promise<string> {
  const uid = currentUid();
  if (!uid) throw new Error(SPEC_TEXTS.errors.notAuthenticated);
  const id = await enqueue(getDatabase(), uid, name, args);
  wakeEverywhere();
  await refreshSessionAfterWrite();
  return id;
}

/** How many writes wait for the server; undefined while loading. */
export function usePendingWriteCount(): number | undefined {
  return useLiveQuery(() => getDatabase().outbox.count(), []);
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
  return getDatabase().outbox.count();
}
