/**
 * Who may do what with each Firestore collection: the one table behind the route
 * guards (src/config/permissions.ts) and the expectations of the rules test matrix
 * (tests/rules/matrix.rules.test.ts), read from each collection's definition
 * (src/config/collections.ts; grants.ts says what a grant means). firestore.rules
 * enforces it; a grant the rules do not match fails that matrix.
 */
import { COLLECTION_DEFINITIONS, type Collection } from './collections';
import type { CollectionAccess, Operation, Principal } from './grants';
import type { Role } from './roles';

export { COLLECTIONS, type Collection } from './collections';
export { OPERATIONS, type Operation, type Principal, type Reach } from './grants';

const eachCollection = <Value>(read: (name: Collection) => Value): Record<Collection, Value> =>
  Object.fromEntries(
    (Object.keys(COLLECTION_DEFINITIONS) as Collection[]).map((name) => [name, read(name)]),
  ) as Record<Collection, Value>;

/** Who may do what, per collection (each collection's `access`). */
export const DATA_ACCESS: Record<Collection, CollectionAccess> = eachCollection(
  (name) => COLLECTION_DEFINITIONS[name].access,
);

/** Whether `principal` may `operation` documents of `collection` in `scope`. */
export function isAllowed(
  principal: Principal,
  collection: Collection,
  operation: Operation,
  scope: 'own' | 'other',
): boolean {
  const reach = DATA_ACCESS[collection][operation][principal];
  return reach === 'all' || reach === scope;
}

/** The roles that may `operation` some documents of `collection`: who a screen is for. */
export function rolesWhoMay(collection: Collection, operation: Operation, scope?: 'own' | 'other'): Role[] {
  return (Object.keys(DATA_ACCESS[collection][operation]) as Principal[]).filter(
    (principal): principal is Role =>
      principal !== 'noRole' &&
      principal !== 'kiosk' &&
      principal !== 'signedOut' &&
      (scope ? isAllowed(principal, collection, operation, scope) : true),
  );
}
