/**
 * Queueing many writes of one name at once: a backup's restore puts back a month of a
 * business, thousands of tickets. Queued one transaction over every table each, a month's
 * 3,150 tickets took 31.3 s with nothing on screen; a few hundred to a transaction, 7.0-7.4 s
 * (bench/budget-notes.md, 3 December 2026, afternoon). This is its own module so that only
 * the screen that restores loads it: outbox.ts and queueWrite.ts come with every
 * dashboard's first paint, held to a size ceiling (bench/budgets.json).
 */
import { getDatabase, type LotcrewDatabase } from '../db';
import type { MutatorRegistry } from './mutator';
import { applyAndAppend, mutatorNamed, type QueuedEntry } from './outbox';
import { signedInWriter } from './queueWrite';
import { wakeEverywhere } from './sync';

/** How many of a batch of writes one transaction queues: a few hundred, so none holds the database long. */
export const WRITES_PER_TRANSACTION = 250;

/**
 * Queues many writes of one name in their order, as outbox.ts's `enqueueParsed` queues one
 * (applied to the device's copy and appended to the queue together), but
 * WRITES_PER_TRANSACTION to a transaction instead of one each.
 * Every argument is parsed before anything is written, so an invalid one changes nothing.
 * `onQueued` hears how many are queued after each transaction.
 */
export async function enqueueManyParsed(
  db: LotcrewDatabase,
  registry: MutatorRegistry,
  uid: string,
  name: string,
  argsList: readonly unknown[],
  onQueued?: (count: number) => void,
  now: Date = new Date(),
): Promise<QueuedEntry[]> {
  const mutator = mutatorNamed(registry, name);
  const parsed = argsList.map((args) => mutator.parse(args));
  const queued: QueuedEntry[] = [];
  for (let start = 0; start < parsed.length; start += WRITES_PER_TRANSACTION) {
    const batch = parsed.slice(start, start + WRITES_PER_TRANSACTION);
    // A failed transaction throws: what it pushed here is never returned.
    await db.transaction('rw', db.tables, async () => {
      for (const args of batch)
        queued.push({ id: await applyAndAppend(db, registry, uid, name, args, now), args });
    });
    onQueued?.(queued.length);
  }
  return queued;
}

/**
 * Makes many writes of one name in their order, for whoever is signed in, as
 * queueWrite.ts's `queueNamedWrite` makes one; `onQueued` hears how many are queued so far.
 * Throws as `queueNamedWrite` does, before anything is changed. Resolves with the count.
 */
export async function queueNamedWrites(
  name: string,
  argsList: readonly unknown[],
  onQueued?: (count: number) => void,
): Promise<number> {
  const { port, uid, registry } = await signedInWriter();
  const queued = await enqueueManyParsed(getDatabase(), registry, uid, name, argsList, (count) => {
    // The flusher sends each batch while the next is queued.
    wakeEverywhere();
    onQueued?.(count);
  });
  if (registry.mutatorOf(name).userDocPatch) await port.refreshSessionAfterWrite();
  return queued.length;
}
