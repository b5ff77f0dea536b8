/**
 * The writes still in the queue, as the read mirror sees them: which documents they
 * will set, and how to lay them again over a server answer that does not contain them
 * yet (a rebase, as in rocicorp/repliear: server state first, pending writes on top).
 *
 * Every mutator's `local` is idempotent (applying it to a copy that already shows the
 * write changes nothing), so laying a write over a copy that already has it is safe.
 */
import type { LotcrewDatabase } from '../db';
import type { MutatorRegistry } from './mutator';
import type { OutboxEntry } from './types';

type Mutators = Pick<MutatorRegistry, 'isMutatorName' | 'mutatorOf'>;

/** Firestore paths ("tickets/abc") one queued entry will set; none when it cannot be read. */
export function pathsOfEntry(entry: OutboxEntry, { isMutatorName, mutatorOf }: Mutators): string[] {
  if (entry.paths) return entry.paths;
  if (!isMutatorName(entry.name)) return [];
  try {
    const mutator = mutatorOf(entry.name);
    return mutator.remote(mutator.parse(entry.args), entry.uid).map((write) => write.path);
  } catch {
    // An unreadable entry is the flusher's to dead-letter; it protects nothing here.
    return [];
  }
}

/**
 * The documents queued writes will still set (what is on this phone and not yet on the
 * server): from each entry's paths, or, for an entry queued before entries kept them,
 * through the mutators when they are loaded.
 */
export async function queuedDocumentPaths(db: LotcrewDatabase, mutators?: Mutators): Promise<Set<string>> {
  const paths = new Set<string>();
  for (const entry of await db.outbox.toArray())
    for (const path of entry.paths ?? (mutators ? pathsOfEntry(entry, mutators) : [])) paths.add(path);
  return paths;
}

export interface PendingWrites {
  /** Every document path a queued write will set. */
  touchedPaths(db: LotcrewDatabase): Promise<Set<string>>;
  /**
   * Lays the queued writes that touch any of `paths` over the local copy again, oldest
   * first. Runs inside the caller's transaction (which must cover every table).
   */
  replayOnto(db: LotcrewDatabase, paths: ReadonlySet<string>): Promise<void>;
}

/** The queue's pending writes, read through the mutators (already loaded: no await on a module). */
export function pendingWritesOf(mutators: Mutators): PendingWrites {
  // Every server answer asks which documents the queue touches: each entry's paths are
  // worked out (its arguments parsed) once, not on every answer. Entries never change.
  const pathsById = new Map<string, string[]>();
  const pathsOf = (entry: OutboxEntry) => {
    let paths = pathsById.get(entry.id);
    if (!paths) {
      paths = pathsOfEntry(entry, mutators);
      pathsById.set(entry.id, paths);
    }
    return paths;
  };
  const entries = async (db: LotcrewDatabase) => {
    const queued = await db.outbox.orderBy('seq').toArray();
    if (pathsById.size > queued.length) {
      const live = new Set(queued.map((entry) => entry.id));
      for (const id of pathsById.keys()) if (!live.has(id)) pathsById.delete(id);
    }
    return queued;
  };
  return {
    async touchedPaths(db) {
      const paths = new Set<string>();
      for (const entry of await entries(db)) for (const path of pathsOf(entry)) paths.add(path);
      return paths;
    },
    async replayOnto(db, paths) {
      if (paths.size === 0) return;
      for (const entry of await entries(db)) {
        if (!pathsOf(entry).some((path) => paths.has(path))) continue;
        if (!mutators.isMutatorName(entry.name)) continue;
        const mutator = mutators.mutatorOf(entry.name);
        try {
          await mutator.local(db, mutator.parse(entry.args), entry.uid);
        } catch {
          // A write that no longer applies (its ticket left this phone) shows nothing;
          // the flusher still sends it and the server has the last word.
        }
      }
    },
  };
}
