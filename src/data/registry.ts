/**
 * The registry of writes (src/data/mutators.ts, with zod), loaded on demand: the sign-in
 * page needs none of it, and a dashboard's first paint neither. Once loaded it is at hand
 * without awaiting, because an IndexedDB transaction must never wait on a module.
 */
import type * as MutatorsModule from './mutators';
import type * as WritesLoader from './writesLoader';
import type { MutatorRegistry } from './outbox/mutator';

type Mutators = typeof MutatorsModule;
let loaded: Mutators | undefined;
let loading: Promise<Mutators> | undefined;

/** Loads the writes (and zod with them); the signed-in work asks for them as soon as someone is signed in. */
function loadMutators(): Promise<Mutators> {
  loading ??= import('./writesLoader')
    .then((loader: typeof WritesLoader | undefined) => loader?.importMutators())
    .then((module: Mutators | undefined) => {
      // Vite resolves a chunk that failed to load with nothing (the app's preload-error
      // handler takes over); say so instead of failing obscurely, and try again next time
      // (the catch below forgets the failed load).
      if (!module) {
        throw new Error(
          'Part of the app could not be loaded. Reconnect, then try again; nothing was changed.',
        );
      }
      loaded = module;
      return module;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** The registry, for the queue and the mirror (loaded on first use). */
export const loadRegistry = (): Promise<MutatorRegistry> =>
  loadMutators().then((module) => module.MUTATOR_REGISTRY);

/** The registry if it is already loaded. */
export const loadedRegistry = (): MutatorRegistry | undefined => loaded?.MUTATOR_REGISTRY;
