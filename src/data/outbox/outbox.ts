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
  const mutator = mutatorNamed(registry, name);
  const parsed = mutator.parse(args);
  let id = '';
  await db.transaction('rw', db.tables, async () => {
    id = await applyAndAppend(db, registry, uid, name, parsed, now);
  });
  return { id, args: parsed };
}

/** How many of a batch of writes one transaction queues: a few hundred, so none holds the database long. */
export const WRITES_PER_TRANSACTION = 250;

/**
 * Queues many writes of one name in their order (a backup's thousands of tickets), as
 * `enqueueParsed` queues one, but WRITES_PER_TRANSACTION to a transaction instead of one
 * each: a transaction over every table per write took a month's 3,150 restored tickets
 * 23.5 s on a slow machine, 4.4 s this way (docs/decisions.md, /tickets/backup).
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
    const chunk = parsed.slice(start, start + WRITES_PER_TRANSACTION);
    const ids: string[] = [];
    await db.transaction('rw', db.tables, async () => {
      for (const args of chunk) ids.push(await applyAndAppend(db, registry, uid, name, args, now));
    });
    chunk.forEach((args, index) => queued.push({ id: ids[index] ?? '', args }));
    onQueued?.(queued.length);
  }
  return queued;
}

function mutatorNamed(registry: MutatorRegistry, name: string) {
  if (!registry.isMutatorName(name)) throw new Error(`Unknown write ${name}`);
  return registry.mutatorOf(name);
}

/** Inside a transaction: applies one parsed write to the device's copy and appends its entry (and its follow-ups'). */
async function applyAndAppend(
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
