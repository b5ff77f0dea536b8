/**
 * Voiding a wash (issue #17): a record, never a delete. The washer may void their own
 * wash for WASH_VOID_WINDOW_MINUTES after logging it, on their phone's clock (a phone with
 * no signal voids too); the server accepts that void for WASH_VOID_SYNC_LIMIT_HOURS after
 * the wash reached it. The owner and admin void any wash, at any time.
 */
import { WASH_VOID_WINDOW_MINUTES } from '../../config/constants';
import { can, isOfficeRole, type Role } from '../../config/roles';
import type { WashLog } from '../model';

export const WASH_VOID_WINDOW_MS = WASH_VOID_WINDOW_MINUTES * 60_000;

/** Until when the person may void the wash (ms since the epoch): Infinity for the office, null: never. */
export function voidableUntil(
  wash: Pick<WashLog, 'uid' | 'washedAt' | 'voided'>,
  viewer: { uid: string; role: Role | null | undefined },
): number | null {
  if (wash.voided) return null;
  if (isOfficeRole(viewer.role)) return Number.POSITIVE_INFINITY;
  if (!can(viewer.role, 'logsWashes') || wash.uid !== viewer.uid) return null;
  return Date.parse(wash.washedAt) + WASH_VOID_WINDOW_MS;
}

/** Whether the person may void the wash now. */
export function mayVoid(
  wash: Pick<WashLog, 'uid' | 'washedAt' | 'voided'>,
  viewer: { uid: string; role: Role | null | undefined },
  nowMs: number,
): boolean {
  const until = voidableUntil(wash, viewer);
  return until !== null && nowMs <= until;
}
