/**
 * What a raw punch itself says is doubtful (see TimeFlag): kept apart from the shift
 * arithmetic, which the dashboards load before their first paint.
 */
import { MAX_CLOCK_SKEW_MS } from '../../config/constants';
import { isLater } from '../../utils/isoInstant';
import type { Geofence, TimePunch } from '../model';
import type { TimeFlag } from './shifts';

const EARTH_RADIUS_M = 6_371_000;

/** Great-circle distance between two positions, in metres (haversine). */
export function distanceM(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The fence that holds `position` (the nearest relative to its radius when fences overlap), or null. */
export function fenceHolding<Fence extends Geofence>(
  position: { lat: number; lng: number },
  fences: readonly Fence[],
): Fence | null {
  let best: { fence: Fence; closeness: number } | null = null;
  for (const fence of fences) {
    const closeness = distanceM(position, fence) / fence.radiusM;
    if (closeness <= 1 && (!best || closeness < best.closeness)) best = { fence, closeness };
  }
  return best?.fence ?? null;
}

/**
 * What a raw punch itself says is doubtful: a phone clock ahead of the server's receipt,
 * a phone clock known to be off, a position outside every lot's geofence. A punch with no
 * position (the person did not allow it) is not flagged for that; neither is one when no
 * dealership has a geofence.
 */
export function punchFlags(
  punch: Pick<TimePunch, 'at' | 'clockSkewMs' | 'position'> & { receivedAt?: string | undefined },
  geofences: readonly Geofence[],
): TimeFlag[] {
  const flags: TimeFlag[] = [];
  if (punch.receivedAt !== undefined && isLater(punch.at, punch.receivedAt)) flags.push('deviceAhead');
  if (punch.clockSkewMs !== null && Math.abs(punch.clockSkewMs) > MAX_CLOCK_SKEW_MS) flags.push('clockSkew');
  const { position } = punch;
  if (position && geofences.length > 0 && fenceHolding(position, geofences) === null)
    flags.push('outsideGeofence');
  return flags;
}
