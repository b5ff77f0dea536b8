/**
 * The phone's position for punches, only when the person allows it (a device choice).
 * A tap never waits for a fix: the clock keeps a recent one warm while it is on screen,
 * and a punch carries it if it is fresh; otherwise the punch goes without one.
 */
import { LOCAL_KEYS } from '../../config/constants';
import { readFlag, writeFlag } from '../../lib/localFlags';
import type { PunchPosition } from '../model';

/** A fix older than this is not where the person is now. */
const FRESH_FIX_MS = 5 * 60_000;

let latest: { position: PunchPosition; at: number } | null = null;

export function punchLocationAllowed(): boolean {
  return readFlag(LOCAL_KEYS.punchLocation) === 'on';
}

export function allowPunchLocation(allowed: boolean): void {
  writeFlag(LOCAL_KEYS.punchLocation, allowed ? 'on' : 'off');
  if (!allowed) latest = null;
}

/** The latest fix if it is fresh and the person allows positions; else null. */
export function freshPosition(now = Date.now()): PunchPosition | null {
  if (!punchLocationAllowed() || !latest || now - latest.at > FRESH_FIX_MS) return null;
  return latest.position;
}

/**
 * Keeps a fix warm while the clock is on screen (the browser asks the person the first
 * time). Returns the stop function; a refusal or a failure just leaves punches without one.
 */
export function watchPunchPosition(onRefused: () => void): () => void {
  if (!punchLocationAllowed() || !('geolocation' in navigator)) return () => undefined;
  const id = navigator.geolocation.watchPosition(
    (fix) => {
      latest = {
        position: {
          lat: fix.coords.latitude,
          lng: fix.coords.longitude,
          accuracyM: Math.round(fix.coords.accuracy),
        },
        at: fix.timestamp || Date.now(),
      };
    },
    (error) => {
      if (error.code === error.PERMISSION_DENIED) onRefused();
    },
    { enableHighAccuracy: true, maximumAge: 60_000, timeout: 30_000 },
  );
  return () => navigator.geolocation.clearWatch(id);
}
