/**
 * Small values kept on the device (localStorage), under versioned keys from
 * src/config. The spec's two device flags survive sign-out; every other Lotcrew key
 * belongs to the signed-in person and is wiped with their data.
 */
import { LOCAL_KEYS } from '../config/constants';

const PREFIX = 'lotcrew.';
const DEVICE_FLAGS: readonly string[] = [LOCAL_KEYS.policyAcceptance, LOCAL_KEYS.updateAppDismissed];

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Private modes and locked-down browsers can refuse storage; the app still works.
    return null;
  }
}

export function readFlag(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

export function writeFlag(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Storage full or refused: a lost flag only means a prompt shows again.
  }
}

export function removeFlag(key: string): void {
  storage()?.removeItem(key);
}

/** Removes every Lotcrew key except the spec's device flags. */
export function clearPersonalFlags(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key !== null && key.startsWith(PREFIX) && !DEVICE_FLAGS.includes(key),
  );
  for (const key of keys) store.removeItem(key);
}
