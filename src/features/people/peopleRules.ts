/**
 * What user management lets a person do, said before anything is queued (issue #20): the
 * same limits the rules enforce (firestore.rules, users and invites), each refusal as a
 * key of the people catalogue, so a manager or admin learns why at once instead of seeing
 * the server refuse the write later.
 */
import { MANAGER_INVITE_MAX_DAYS, OFFICE_INVITE_MAX_DAYS } from '../../config/constants';
import { can, MANAGED_ROLES, type Role, ROLES_NEEDING_DEALERSHIPS } from '../../config/roles';
import type { Access, DirectoryEntry, InviteEntry } from '../../data/users';
import { DAY_MS } from '../../utils/duration';

export interface Manager {
  uid: string;
  role: Role;
  dealerships: readonly string[];
}

export type AccessProblem =
  | 'self'
  | 'ownerOnly'
  | 'lastOwner'
  | 'managerRole'
  | 'managerDealership'
  | 'needsDealership'
  | 'needsVisibility'
  | 'nothingChanged';

const isManaged = (role: Role | null): boolean =>
  role !== null && (MANAGED_ROLES as readonly Role[]).includes(role);
const sameList = (a: readonly string[], b: readonly string[]) => a.join('\n') === b.join('\n');

export const accessOf = (person: DirectoryEntry): Access => ({
  role: person.role,
  dealerships: [...person.dealerships],
  visibility: person.visibility,
  active: person.active,
});

/** What the role needs besides itself: dealerships, and for a dealership employee a visibility. */
function incomplete(after: Access): 'needsDealership' | 'needsVisibility' | null {
  if (after.role && ROLES_NEEDING_DEALERSHIPS.includes(after.role) && after.dealerships.length === 0)
    return 'needsDealership';
  if (can(after.role, 'hasVisibility') && after.active && after.visibility === null) return 'needsVisibility';
  return null;
}

/** Why `by` may not give `person` the access `after`, or null when they may. */
export function accessProblem(
  by: Manager,
  person: DirectoryEntry,
  after: Access,
  everyone: readonly DirectoryEntry[],
): AccessProblem | null {
  const before = accessOf(person);
  const roleChanged = before.role !== after.role;
  const dealershipsChanged = !sameList(before.dealerships, after.dealerships);
  if (
    !roleChanged &&
    !dealershipsChanged &&
    before.visibility === after.visibility &&
    before.active === after.active
  )
    return 'nothingChanged';
  if (person.uid === by.uid) return 'self';
  if (can(by.role, 'managesDealershipStaff')) {
    if (!isManaged(person.role) || roleChanged || before.visibility !== after.visibility)
      return 'managerRole';
    if (dealershipsChanged || !person.dealerships.some((id) => by.dealerships.includes(id)))
      return 'managerDealership';
    return null;
  }
  const touchesOwner = can(person.role, 'ownsBusiness') || can(after.role, 'ownsBusiness');
  if (touchesOwner && !can(by.role, 'ownsBusiness')) return 'ownerOnly';
  const stillOwner = can(after.role, 'ownsBusiness') && after.active;
  if (can(person.role, 'ownsBusiness') && person.active && !stillOwner) {
    const owners = everyone.filter((someone) => can(someone.role, 'ownsBusiness') && someone.active);
    if (owners.length <= 1) return 'lastOwner';
  }
  return incomplete(after);
}

export interface InviteDraft {
  email: string;
  /** 'kiosk': a dealership's shared clock (issue #35), which the owner's office sets up. */
  role: Role | 'kiosk' | null;
  dealerships: readonly string[];
  visibility: Access['visibility'];
  days: number;
}

export type InviteProblem =
  | 'email'
  | 'role'
  | 'days'
  | 'ownerOnly'
  | 'managerRole'
  | 'managerDealership'
  | 'needsDealership'
  | 'needsVisibility'
  | 'kioskDealership';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest invite `by` may make, in days. */
export const maxInviteDays = (by: Manager): number =>
  can(by.role, 'managesDealershipStaff') ? MANAGER_INVITE_MAX_DAYS : OFFICE_INVITE_MAX_DAYS;

/** Why `by` may not send the invite `draft`, or null when they may. */
export function inviteProblem(by: Manager, draft: InviteDraft): InviteProblem | null {
  if (!EMAIL_SHAPE.test(draft.email.trim())) return 'email';
  if (draft.role === null) return 'role';
  if (!Number.isInteger(draft.days) || draft.days < 1 || draft.days > maxInviteDays(by)) return 'days';
  if (draft.role === 'kiosk') {
    if (can(by.role, 'managesDealershipStaff')) return 'managerRole';
    return draft.dealerships.length === 1 ? null : 'kioskDealership';
  }
  if (can(by.role, 'managesDealershipStaff')) {
    if (!isManaged(draft.role)) return 'managerRole';
    if (draft.dealerships.length === 0 || draft.dealerships.some((id) => !by.dealerships.includes(id)))
      return 'managerDealership';
  } else if (can(draft.role, 'ownsBusiness') && !can(by.role, 'ownsBusiness')) return 'ownerOnly';
  return incomplete({
    role: draft.role,
    dealerships: [...draft.dealerships],
    visibility: draft.visibility,
    active: true,
  });
}

export type InviteState = 'pending' | 'claimed' | 'revoked' | 'expired';

export function inviteState(invite: InviteEntry, now: number): InviteState {
  if (invite.claimedBy) return 'claimed';
  if (invite.revokedAt) return 'revoked';
  return now >= invite.expiresAtMs ? 'expired' : 'pending';
}

/** The expiry of an invite given `days` more from now: never past what its maker may grant. */
export const expiryAfter = (now: number, days: number): number => now + days * DAY_MS;

/** An invite extended by `days` from its expiry (or from now, once lapsed), never past its maker's limit. */
export const extendedExpiry = (expiresAtMs: number, now: number, days: number, maxDays: number): number =>
  Math.min(Math.max(now, expiresAtMs) + days * DAY_MS, now + maxDays * DAY_MS);

export interface DirectoryFilter {
  search: string;
  role: Role | 'all';
  /** A dealership's id, or 'all'. */
  dealership: string;
  active: 'all' | 'active' | 'inactive';
}

/** The people a filter keeps: name or email containing the search, and the chosen role, dealership and state. */
export function filterDirectory(
  people: readonly DirectoryEntry[],
  filter: DirectoryFilter,
): DirectoryEntry[] {
  const wanted = filter.search.trim().toLowerCase();
  return people.filter(
    (person) =>
      (!wanted ||
        person.name.toLowerCase().includes(wanted) ||
        person.email.toLowerCase().includes(wanted)) &&
      (filter.role === 'all' || person.role === filter.role) &&
      (filter.dealership === 'all' || person.dealerships.includes(filter.dealership)) &&
      (filter.active === 'all' || person.active === (filter.active === 'active')),
  );
}

/** A new invite's secret: 24 random bytes, URL-safe. */
export function newInviteToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');
}
