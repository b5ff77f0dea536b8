/**
 * People and invites as user management reads them from the device's copy (issue #20):
 * the office's everyone, a manager's staff; the invites each may see.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { isRole, type Role } from '../../config/roles';
import { getDatabase, type AccessChange } from '../db';
import { VISIBILITIES, type Invite, type Visibility } from '../model';

/** Someone as user management shows them (issue #20): everything the office may change, and its history. */
export interface DirectoryEntry {
  uid: string;
  name: string;
  email: string;
  role: Role | null;
  dealerships: readonly string[];
  visibility: Visibility | null;
  active: boolean;
  lastSyncedAt: string | null;
  /** Their profile photo in Storage, if they have one. */
  photoPath: string | null;
  /** Oldest first. */
  changes: readonly AccessChange[];
  /** Who they are to payroll (empty: not kept). */
  legalFirstName: string;
  legalLastName: string;
  payrollId: string;
  /** A kiosk account (issue #35): the dealership it clocks for; null for a person. */
  kioskFor: string | null;
}

const isVisibility = (value: unknown): value is Visibility =>
  typeof value === 'string' && (VISIBILITIES as readonly string[]).includes(value);

/** Every person on the device's copy (the office: everyone; a manager: their staff), by name. */
export function useDirectory(): DirectoryEntry[] | undefined {
  return useLiveQuery(async () => {
    const users = await getDatabase().users.toArray();
    return users
      .map((user) => ({
        uid: user.id,
        name: user.displayName || user.email || user.id,
        email: user.email ?? '',
        role: isRole(user.role) ? user.role : null,
        dealerships: user.dealerships ?? [],
        visibility: isVisibility(user.visibility) ? user.visibility : null,
        active: user.active !== false,
        lastSyncedAt: user.lastSyncedAt ?? null,
        photoPath: user.photoPath ?? null,
        changes: user.changes ?? [],
        legalFirstName: user.legalFirstName ?? '',
        legalLastName: user.legalLastName ?? '',
        payrollId: user.payrollId ?? '',
        kioskFor: user.kioskFor ?? null,
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, []);
}

/** An invite on the device's copy, with its token (the id). */
export type InviteEntry = Invite & { token: string };

/** The invites on the device's copy (the office: all; a manager: their own), newest expiry first. */
export function useInvites(): InviteEntry[] | undefined {
  return useLiveQuery(async () => {
    const invites = await getDatabase().invites.toArray();
    return invites
      .map(({ id, ...invite }) => ({ ...invite, token: id }))
      .sort((a, b) => b.expiresAtMs - a.expiresAtMs);
  }, []);
}
