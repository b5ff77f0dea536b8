import { useSyncExternalStore } from 'react';
import { EMULATOR_PORTS, env } from '../../config/env';
import { realClock } from '../../utils/backoff';
import { Connection } from './connection';
import type { ConnectionState } from './machine';

const PROBE_TIMEOUT_MS = 5_000;

/** The Firestore endpoint: reaching it means the backend is reachable. */
const PROBE_URL = env.VITE_FIREBASE_EMULATOR_HOST
  ? `http://${env.VITE_FIREBASE_EMULATOR_HOST}:${EMULATOR_PORTS.firestore}/`
  : 'https://firestore.googleapis.com/';

async function probeBackend(): Promise<boolean> {
  try {
    // An opaque answer is enough: only a network failure rejects.
    await fetch(PROBE_URL, {
      mode: 'no-cors',
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return true;
  } catch {
    return false;
  }
}

/** The app's one connection tracker. */
export const connection = new Connection({
  probe: probeBackend,
  clock: realClock,
  isBrowserOnline: () => navigator.onLine,
});

let attached = false;
export function startConnectionTracking(): void {
  if (attached) return;
  attached = true;
  connection.attach(window);
}

export function useConnection(): ConnectionState {
  return useSyncExternalStore(connection.subscribe, connection.getState, connection.getState);
}
