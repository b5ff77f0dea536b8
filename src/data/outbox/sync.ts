/**
 * What screens and writes ask of the sync queue: how many changes wait for the server,
 * which it refused, and a wake for its flusher after a write. The flusher itself runs with
 * the signed-in work (./startSync.ts), loaded after the first screen; this half comes with
 * every screen, so it holds no part of the flusher.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { COUNTED_FILE_QUEUES, getDatabase } from '../db';
import { retryDeadLetter } from './outbox';
import type { DeadLetter } from './types';

const WAKE_CHANNEL = 'lotcrew-outbox';

let wakeHere: (() => void) | undefined;
let channel: BroadcastChannel | undefined;

/** Wakes `wake` (this tab's flusher) on a write here or in any other tab; called once, by startSync. */
export function wakeFlusherWith(wake: () => void): void {
  wakeHere = wake;
  if (typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(WAKE_CHANNEL);
  channel.onmessage = wake;
}

/** Wakes the flusher in every tab: a write was queued. */
export function wakeEverywhere(): void {
  wakeHere?.();
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
