/**
 * Making writes, for screens: `queueWrite` changes the device's copy at once and queues
 * the write for the server; the rest says what waits and what was refused. The registry
 * of writes (src/data/registry.ts) loads on demand; the sync queue (src/data/outbox)
 * replays them.
 */
import { SPEC_TEXTS } from '../config/texts';
import { getDatabase } from './db';
import type { MutatorArgs, MutatorName } from './mutators';
import { enqueue } from './outbox/outbox';
import { queuedDocumentPaths } from './outbox/pending';
import { wakeEverywhere } from './outbox/sync';
import { loadedRegistry, loadRegistry } from './registry';
import { currentUid, refreshSessionAfterWrite } from './session';

export {
  discardRefusedWrite,
  pendingWriteCount,
  retryRefusedWrite,
  useDeadLetters,
  usePendingWriteCount,
} from './outbox/sync';
export type { MutatorArgs, MutatorName } from './mutators';
export type { DeadLetter } from './outbox/types';

/** The documents ("washLogs/abc") still waiting on this phone for the server: what the queue holds. */
export function queuedDocuments(): Promise<Set<string>> {
  return queuedDocumentPaths(getDatabase(), loadedRegistry());
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
  const registry = loadedRegistry() ?? (await loadRegistry());
  const id = await enqueue(getDatabase(), registry, uid, name, args);
  wakeEverywhere();
  // Only a write to the person's own user document changes what the session shows; the
  // rest spare every screen a re-render (a clock tap's receipt waits on it otherwise).
  if (registry.mutatorOf(name).userDocPatch) await refreshSessionAfterWrite();
  return id;
}
