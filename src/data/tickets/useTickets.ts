import { useLiveQuery } from 'dexie-react-hooks';
import { getDatabase, type Mirrored } from '../db';
import { isCrewRole, isRole, type Role } from '../../config/roles';
import type { Dealership, Ticket } from '../model';

/** Every ticket on this device (the person's mirrored scope plus their own new ones). */
export function useTickets(): Mirrored<Ticket>[] | undefined {
  return useLiveQuery(() => getDatabase().tickets.toArray(), []);
}

/** One ticket; null when this device does not have it. */
export function useTicket(ticketId: string): Mirrored<Ticket> | null | undefined {
  return useLiveQuery(async () => (await getDatabase().tickets.get(ticketId)) ?? null, [ticketId]);
}

export function useDealerships(): Mirrored<Dealership>[] | undefined {
  return useLiveQuery(() => getDatabase().dealerships.toArray(), []);
}

export interface CrewMember {
  uid: string;
  name: string;
  role: Role;
  dealerships: readonly string[];
}

/** Active crew members (mirrored for the owner's office only), by name. */
export function useCrewMembers(): CrewMember[] | undefined {
  return useLiveQuery(async () => {
    const users = await getDatabase().users.toArray();
    return users
      .filter((user) => user.active !== false && isRole(user.role) && isCrewRole(user.role))
      .map((user) => ({
        uid: user.id,
        name: user.displayName || user.email || user.id,
        role: user.role as Role,
        dealerships: user.dealerships ?? [],
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, []);
}
