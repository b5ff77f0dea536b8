/**
 * The words a collection's access is written in (src/config/collections.ts): operations,
 * principals, and who reaches which documents. src/config/access.ts reads the grants back
 * for the route guards and the rules test matrix.
 *
 * Each grant says on which documents an operation is allowed:
 * - 'own': documents in the principal's own scope (said beside the collection's access in src/config/collections.ts);
 * - 'other': documents outside it (another dealership's, another person's);
 * - 'all': both. Anything not listed is denied.
 */
import { CLOCKING_ROLES, CREW_ROLES, DEALERSHIP_ROLES, type Role } from './roles';

export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

/**
 * Everyone the rules tell apart: the eleven roles, a dealership's shared clock (a kiosk
 * account: no role, one dealership; issue #35), a signed-in user with no role, nobody.
 */
export type Principal = Role | 'kiosk' | 'noRole' | 'signedOut';

export type Reach = 'own' | 'other' | 'all';
export type Grants = Partial<Record<Principal, Reach>>;
/** Who may do each operation on a collection's documents. */
export type CollectionAccess = Record<Operation, Grants>;

export const OWNER_ADMIN_ALL: Grants = { owner: 'all', admin: 'all' };
export const ownFor = (...principals: Principal[]): Grants =>
  Object.fromEntries(principals.map((principal) => [principal, 'own' as const]));
export const allFor = (...principals: Principal[]): Grants =>
  Object.fromEntries(principals.map((principal) => [principal, 'all' as const]));

/** Every signed-in principal with a document, role or not. */
export const SIGNED_IN: Principal[] = [
  'owner',
  'admin',
  ...CLOCKING_ROLES,
  ...DEALERSHIP_ROLES,
  'supplier',
  'kiosk',
  'noRole',
];
/** The principals with one of the eleven roles. */
export const WITH_ROLE = SIGNED_IN.filter((principal) => principal !== 'noRole' && principal !== 'kiosk');
/** Crews and dealership staff request supplies for themselves (the office for anyone). */
export const SUPPLY_REQUESTERS: Principal[] = [...CREW_ROLES, ...DEALERSHIP_ROLES];
/** Everyone who may take a status step on some ticket (and so request its SMS alert). */
export const TICKET_STEPPERS: Principal[] = [...CREW_ROLES, ...DEALERSHIP_ROLES];
