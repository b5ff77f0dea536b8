/**
 * The update prompt's side of the service-worker bridge (src/lib/serviceWorker.ts): whether
 * a new build waits, and accepting it; and whether the server serves another build than
 * the page runs, when a chunk could not be fetched. Loaded with the prompt, after the
 * first screen, so it is on hand when a chunk fails, with no fetch of its own.
 */
import { useSyncExternalStore } from 'react';
import { registeredWorkbox, updateState } from './serviceWorker';

/** Activates the waiting worker and reloads once it controls the page. */
export function applyUpdate(): void {
  const workbox = registeredWorkbox();
  if (!workbox) return;
  let reloaded = false;
  workbox.addEventListener('controlling', () => {
    if (reloaded) return;
    reloaded = true;
    window.location.reload();
  });
  workbox.messageSkipWaiting();
}

export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(updateState.subscribe, updateState.waiting, () => false);
}

export type UpdateCheck = 'ready' | 'latest' | 'unavailable';

/** How long a found build may take to download and install before the answer is given. */
const INSTALL_WAIT_MS = 30_000;

/**
 * Asks the server whether a newer build exists (Settings' "check for update"): 'ready' when
 * one is installed and waiting (the update prompt then offers it), 'latest' when there is
 * none, 'unavailable' without a service worker or a connection.
 */
export async function checkForUpdate(): Promise<UpdateCheck> {
  // The registration itself, not workbox-window's bridge: the bridge may not be loaded yet
  // (it waits for the first screen), while the worker has controlled the page since.
  const registration = await navigator.serviceWorker?.getRegistration?.();
  if (!registration) return 'unavailable';
  if (updateState.waiting() || registration.waiting) return 'ready';
  try {
    await registration.update();
  } catch {
    return 'unavailable';
  }
  const installing = registration.installing;
  if (!installing) return registration.waiting ? 'ready' : 'latest';
  // A new build was found: answer once it has installed (or failed to).
  return new Promise<UpdateCheck>((resolve) => {
    const timer = setTimeout(() => resolve(registration.waiting ? 'ready' : 'latest'), INSTALL_WAIT_MS);
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed' || installing.state === 'redundant') {
        clearTimeout(timer);
        resolve(installing.state === 'installed' ? 'ready' : 'latest');
      }
    });
  });
}

const CHUNK_RELOAD_KEY = 'lotcrew.chunkReloadAt';
const CHUNK_RELOAD_GUARD_MS = 30_000;

/** The entry module the markup of a page of the app names (the first module script's src): it changes with every build. */
export function entryModuleIn(html: string): string | null {
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (!/\btype=["']?module\b/i.test(tag)) continue;
    const src = /\bsrc=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (src) return src;
  }
  return null;
}

/**
 * Whether the server now serves another build than the one this page runs: its index.html
 * names another entry module. No answer (no signal, an error page) is not a new build.
 * The query keeps the request past the service worker's precache and the HTTP cache.
 */
export async function anotherBuildServed(): Promise<boolean> {
  const running = document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
  if (running === null) return false;
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}index.html?build-check=${Date.now()}`, {
      cache: 'no-store',
    });
    if (!response.ok) return false;
    const served = entryModuleIn(await response.text());
    return served !== null && served !== running;
  } catch {
    return false;
  }
}

function reloadedForChunkLately(): boolean {
  const last = Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  return Date.now() - last < CHUNK_RELOAD_GUARD_MS;
}

/**
 * A chunk could not be fetched. After a deploy, a tab still running the old build asks for
 * files that are gone: then reload once to get the new build. A chunk that failed because
 * the signal dropped for a moment is not that: reloading then took the page away from a
 * crew member mid-flush on patchy Wi-Fi, and a page reloaded with no signal and no
 * service worker yet does not come back. So the server is asked first whether it serves
 * another build; the import itself fails where it was asked for either way (a screen says
 * so in the route's error overlay, a part in its place). Never twice within 30 s. Its
 * caller leaves out imports made ahead of need (`importsAheadOfNeed`): it must ask while
 * the import is under way, and this module may not be loaded yet.
 * @returns whether a reload was started
 */
export async function reloadOnceIfAnotherBuild(): Promise<boolean> {
  if (reloadedForChunkLately()) return false;
  if (!(await anotherBuildServed()) || reloadedForChunkLately()) return false;
  window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  window.location.reload();
  return true;
}
