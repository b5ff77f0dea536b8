/**
 * The sync queue. `enqueue` applies a mutator locally and appends its outbox entry in
 * one IndexedDB transaction: either both happen or neither. The flusher (./flusher.ts)
 * replays the entries to Firestore; it loads with the signed-in work, after the first
 * screen, while this half comes with every screen that writes.
 */
import type { LotcrewDatabase } from '../db';
import type { MutatorRegistry } from './mutator';

/**
 * Applies `name` locally and queues its replay, atomically. Returns the entry id.
 * The registry is already loaded: an IndexedDB transaction must never wait on anything
 * but the database (a module load inside it would let it commit early).
 */
export const enqueue = async (...write: Parameters<typeof enqueueParsed>): Promise<string> =>
  (await enqueueParsed(...write)).id;

/** A write queued: its entry, and its arguments as its mutator parsed them (checked, trimmed). */
export interface QueuedEntry {
  id: string;
  args: unknown;
}

/**
 * `enqueue`, giving the arguments as parsed too: what the write stored follows from them, so
 * a screen can show it at once. Why not read it back: a read after the commit waits in
 * IndexedDB behind every live reading the commit set off (a wash bay's page reads all its
 * washes and the queue again), and one inside the transaction holds its commit back; either
 * cost a wash's tap to its row 20-50 ms at 4× CPU (bench/washes.bench.ts).
 */
export async function enqueueParsed(
  db: LotcrewDatabase,
  registry: MutatorRegistry,
  uid: string,
  name: string,
  args: unknown,
  now: Date = new Date(),
): Promise<QueuedEntry> {
  const parsed = mutatorNamed(registry, name).parse(args);
  let id = '';
  // An async scope, not a plain arrow returning applyAndAppend's promise: Dexie follows
  // native awaits inside a transaction only for a scope it sees is async. The plain arrow
  // failed the photo queue's unit tests (src/data/photos/uploader.test.ts) and queued writes
  // in three end-to-end journeys (ci208: consent, a ticket's photos, SMS settings).
  await db.transaction('rw', db.tables, async () => {
    id = await applyAndAppend(db, registry, uid, name, parsed, now);
  });
  return { id, args: parsed };
}

/** The mutator of a write's name; throws for a name the registry does not know. */
export function mutatorNamed(registry: MutatorRegistry, name: string) {
  if (!registry.isMutatorName(name)) throw new Error(`Unknown write ${name}`);
  return registry.mutatorOf(name);
}

/**
 * Inside a transaction over every table: applies one write, already parsed, to the device's
 * copy and appends its entry (and its follow-ups'). Returns the entry id.
 */
export async function applyAndAppend(
  db: LotcrewDatabase,
  registry: MutatorRegistry,
  uid: string,
  name: string,
  parsed: unknown,
  now: Date,
): Promise<string> {
  const mutator = registry.mutatorOf(name);
  const id = crypto.randomUUID();
  await mutator.local(db, parsed, uid);
  await db.outbox.add({
    id,
    name,
    args: parsed,
    uid,
    createdAt: now.toISOString(),
    attempts: 0,
    lastError: null,
    paths: mutator.remote(parsed, uid).map((write) => write.path),
  });
  for (const followUp of (await mutator.followUps?.(db, parsed, uid)) ?? [])
    await enqueue(db, registry, uid, followUp.name, followUp.args, now);
  return id;
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
