/**
 * The one bridge between the page and the service worker (sw/sw.ts). Only this module
 * imports workbox-window.
 *
 * Update flow: a new build's worker installs and waits. This bridge publishes "update
 * available"; the shell shows 'New App Version Available' once the browser is idle.
 * Accepting tells the waiting worker to take over, and the page reloads once when it
 * does, so the person never runs half of one build and half of another. The prompt's
 * side of it (src/lib/update.ts) loads with the prompt, after the first screen.
 */
import type { Workbox } from 'workbox-window';
import { backOnlineOrLater, CODE_RETRY_MS } from './backOnline';

let workbox: Workbox | undefined;
let registering = false;
let updateWaiting = false;
const listeners = new Set<() => void>();

function setUpdateWaiting(value: boolean) {
  updateWaiting = value;
  for (const listener of listeners) listener();
}

/** Registers the worker; workbox-window loads on its own, as no screen needs it to paint. */
export function registerServiceWorker(): void {
  if (registering || !('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  registering = true;
  void import('workbox-window')
    .then(({ Workbox }) => {
      workbox = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
      workbox.addEventListener('waiting', () => setUpdateWaiting(true));
      return workbox.register();
    })
    .catch(() => {
      // Not registered this time (the chunk or the worker could not load): the next start tries again.
      registering = false;
    });
}

/** The registered worker's bridge, once registered (the update prompt uses it: src/lib/update.ts). */
export function registeredWorkbox(): Workbox | undefined {
  return workbox;
}

/** Whether a new build waits, and a way to hear when that changes. */
export const updateState = {
  waiting: () => updateWaiting,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * A screen's code could not be fetched. Its message is not the browser's on purpose: the
 * router reloads the page once by itself when it sees the browser's words, signal or not,
 * and a page reloaded with no signal before the service worker stored the app does not
 * come back. Whether to reload is `reloadOnceIfAnotherBuild`'s call, which asks the server.
 */
export class ScreenCodeMissing extends Error {
  constructor(cause: unknown) {
    super('Screen code missing', { cause });
    this.name = 'ScreenCodeMissing';
  }
}

/**
 * Whether an error is a dynamic import that could not be fetched (each engine words it
 * its own way), or a stylesheet Vite could not preload for one.
 */
export function isMissingCodeError(error: unknown): boolean {
  if (error instanceof ScreenCodeMissing) return true;
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/.test(message);
}

/**
 * `load`, asked for again until its code comes: code that could not be fetched (the signal
 * went while a phone that has not installed the app yet was loading it) is asked for again
 * when the browser is back online, or after CODE_RETRY_MS. Any other failure rejects, as
 * `load`'s would.
 * Chromium fetches a failed import afresh when asked again (src/ui/lazyPart.tsx).
 */
export function loadedOnceReachable<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(async (error: unknown) => {
    if (!isMissingCodeError(error)) throw error;
    await backOnlineOrLater(CODE_RETRY_MS);
    return loadedOnceReachable(load);
  });
}

/** Imports under way that nobody asked for yet (src/features/navigation/readyAhead.ts). */
let aheadOfNeed = 0;

/**
 * Runs `load`, an import made ahead of need: if its chunk cannot be fetched (no signal, the
 * app's code not stored yet), that is not a reason to reload the page, which would take
 * whatever the person is typing with it; the chunk is fetched again when it is needed.
 */
export async function importAheadOfNeed<T>(load: () => Promise<T>): Promise<T> {
  aheadOfNeed += 1;
  try {
    return await load();
  } finally {
    aheadOfNeed -= 1;
  }
}

/** Whether an import made ahead of need is under way (Vite reports its failure meanwhile). */
export function importsAheadOfNeed(): boolean {
  return aheadOfNeed > 0;
}
