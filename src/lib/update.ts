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
