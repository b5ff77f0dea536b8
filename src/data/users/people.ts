/**
 * People on the device's copy, for the office's pickers (who can take a ticket, whose
 * time to look at): the users mirrored for the owner's office, active ones only, by name.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { isRole, type Role } from '../../config/roles';
import { getDatabase } from '../db';

export interface Person {
  uid: string;
  name: string;
  role: Role;
  dealerships: readonly string[];
}

/** Someone on the device's copy, active or not (the owner's employee overview). */
export interface Member extends Person {
  active: boolean;
  /** When their phone last said it was in sync with the server (ISO); null: never. */
  lastSyncedAt: string | null;
  /** Who they are to payroll (src/data/time/payroll.ts). */
  legalFirstName: string;
  legalLastName: string;
  payrollId: string;
}

/** The users on the device whose role `inRole` accepts, by name. */
async function membersIn(inRole: (role: Role) => boolean): Promise<Member[]> {
  const users = await getDatabase().users.toArray();
  return users
    .filter((user) => isRole(user.role) && inRole(user.role))
    .map((user) => ({
      uid: user.id,
      name: user.displayName || user.email || user.id,
      role: user.role as Role,
      dealerships: user.dealerships ?? [],
      active: user.active !== false,
      lastSyncedAt: user.lastSyncedAt ?? null,
      legalFirstName: user.legalFirstName ?? '',
      legalLastName: user.legalLastName ?? '',
      payrollId: user.payrollId ?? '',
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Active people whose role `inRole` accepts (e.g. isCrewRole, isClockingRole), by name.
 * `inRole` should be a module-level function: a new one each render reads again.
 */
export function usePeople(inRole: (role: Role) => boolean): Person[] | undefined {
  return useLiveQuery(
    async () =>
      (await membersIn(inRole))
        .filter((member) => member.active)
        .map(({ uid, name, role, dealerships }) => ({ uid, name, role, dealerships })),
    [inRole],
  );
}

/**
 * People whose role `inRole` accepts on the device's copy (the owner's office), active or
 * not, by name. `inRole` should be a module-level function, as for usePeople.
 */
export function useMembers(inRole: (role: Role) => boolean): Member[] | undefined {
  return useLiveQuery(() => membersIn(inRole), [inRole]);
}
