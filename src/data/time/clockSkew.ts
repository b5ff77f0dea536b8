/**
 * How far this phone's clock is from the server's. A punch carries the last measure, and
 * one made on a phone that was off by more than MAX_CLOCK_SKEW_MS is flagged for review
 * (its time is still kept). Measured from the HTTP Date header of the app's own server
 * (one-second resolution is plenty against two minutes), halfway through the round trip.
 */
import { LOCAL_KEYS } from '../../config/constants';
import { readFlag, writeFlag } from '../../lib/localFlags';

interface SkewRecord {
  skewMs: number;
  measuredAt: string;
}

/** How often a measure is taken again while the clock is on screen. */
const REMEASURE_AFTER_MS = 10 * 60_000;

/** The last measure: the phone's clock minus the server's, in ms; null when never measured. */
export function lastClockSkewMs(): number | null {
  const record = readSkew();
  return record ? record.skewMs : null;
}

function readSkew(): SkewRecord | null {
  try {
    const value: unknown = JSON.parse(readFlag(LOCAL_KEYS.clockSkew) ?? 'null');
    if (value && typeof value === 'object' && typeof (value as SkewRecord).skewMs === 'number')
      return value as SkewRecord;
  } catch {
    // Unreadable: as if never measured.
  }
  return null;
}

/** The skew from one round trip: the phone's clock at its middle minus the server's Date. */
export function skewFrom(sentAt: number, answeredAt: number, serverDate: string | null): number | null {
  const server = serverDate ? Date.parse(serverDate) : Number.NaN;
  if (Number.isNaN(server)) return null;
  // The Date header is truncated to the second: its middle is half a second later.
  return Math.round((sentAt + answeredAt) / 2 - (server + 500));
}

/**
 * Compares the phone's clock with the server's, unless a recent measure stands. Offline,
 * or when the server sends no Date, the last measure stays.
 */
export async function measureClockSkew(now: () => number = Date.now): Promise<number | null> {
  const last = readSkew();
  if (last && now() - Date.parse(last.measuredAt) < REMEASURE_AFTER_MS) return last.skewMs;
  try {
    const sentAt = now();
    const response = await fetch(`/manifest.webmanifest?clock=${sentAt}`, {
      method: 'HEAD',
      cache: 'no-store',
    });
    const skewMs = skewFrom(sentAt, now(), response.headers.get('date'));
    if (skewMs === null) return last?.skewMs ?? null;
    writeFlag(LOCAL_KEYS.clockSkew, JSON.stringify({ skewMs, measuredAt: new Date(now()).toISOString() }));
    return skewMs;
  } catch {
    return last?.skewMs ?? null;
  }
}
