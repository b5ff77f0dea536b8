/**
 * The update prompt's side of the service-worker bridge (src/lib/serviceWorker.ts): whether
 * a new build waits, and accepting it. Loaded with the prompt, after the first screen.
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
