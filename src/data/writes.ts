/**
 * Making writes, for screens: `queueWrite` changes the device's copy at once and queues
 * the write for the server; the rest says what waits and what was refused. The registry
 * of writes (src/data/mutators.ts) loads on demand; the sync queue (src/data/outbox)
 * replays them.
 */
import { SPEC_TEXTS } from '../config/texts';
import { getDatabase } from './db';
import type * as MutatorsModule from './mutators';
import type { MutatorArgs, MutatorName } from './mutators';
import { enqueue } from './outbox/outbox';
import { wakeEverywhere } from './outbox/sync';
import type { MutatorRegistry } from './outbox/mutator';
import { currentUid, refreshSessionAfterWrite } from './session';

export {
  discardRefusedWrite,
  pendingWriteCount,
  retryRefusedWrite,
  useDeadLetters,
  usePendingWriteCount,
} from './outbox/sync';
export type { MutatorArgs, MutatorName } from './mutators';

type Mutators = typeof MutatorsModule;
let loaded: Mutators | undefined;
let loading: Promise<Mutators> | undefined;

/**
 * Loads the writes (and zod with them). The session's signed-in work calls it as soon as
 * someone is signed in, so writes work offline from then on; once loaded they are at
 * hand without awaiting, because an IndexedDB transaction must never wait on a module.
 */
export function prepareWrites(): Promise<Mutators> {
  loading ??= import('./mutators').then((module: Mutators | undefined) => {
    // Vite resolves a chunk that failed to load with nothing (the app's preload-error
    // handler takes over); say so instead of failing obscurely, and try again next time.
    if (!module) {
      loading = undefined;
      throw new Error('Part of the app could not be loaded. Reconnect, then try again; nothing was changed.');
    }
    loaded = module;
    return module;
  });
  return loading;
}

/** The registry, for the queue and the mirror (loaded on first use). */
export const loadRegistry = (): Promise<MutatorRegistry> =>
  prepareWrites().then((module) => module.MUTATOR_REGISTRY);

/** The registry if it is already loaded (inside a transaction nothing may be awaited). */
export const loadedRegistry = (): MutatorRegistry | undefined => loaded?.MUTATOR_REGISTRY;

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
  await refreshSessionAfterWrite();
  return id;
}
