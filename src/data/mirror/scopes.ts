/**
 * What each person's device keeps a copy of: the Firestore queries mirrored into
 * IndexedDB so their screens work offline. Each query carries the scope the rules
 * check (rules are not filters; see firestore.rules and src/config/access.ts), and a
 * time window keeps the copy small on a phone.
 */
import {
  CREW_ROLES,
  isCrewRole,
  isDealershipRole,
  isOfficeRole,
  kindsOf,
  ROLE_REGISTRY,
  type Role,
} from '../../config/roles';

export const MIRRORED_COLLECTIONS = [
  'dealerships',
  'tickets',
  'timeEntries',
  'washLogs',
  'supplyRequests',
  'invoices',
  'dailyReports',
  'users',
] as const;
export type MirroredCollection = (typeof MIRRORED_COLLECTIONS)[number];

/** Tickets and wash logs of the last 30 days. */
export const MIRROR_WINDOW_DAYS = 30;
/** Time entries of the last 14 days (this week and last, for the hours). */
export const TIME_ENTRY_WINDOW_DAYS = 14;
const DAY_MS = 86_400_000;

export type Condition =
  | readonly [field: string, op: '==', value: string]
  | readonly [field: string, op: 'in', value: readonly string[]]
  | readonly [field: string, op: '>=', value: string];

export interface MirrorScope {
  /** Stable name, for the freshness record. */
  key: string;
  collection: MirroredCollection;
  where: readonly Condition[];
  /** Instead of a query: these documents, one by one (whoever may get but not list them). */
  ids?: readonly string[];
}

export interface Viewer {
  uid: string;
  role: Role;
  dealerships: readonly string[];
}

export function mirrorScopesFor(viewer: Viewer, now: Date): MirrorScope[] {
  const since = new Date(now.getTime() - MIRROR_WINDOW_DAYS * DAY_MS).toISOString();
  const timeSince = new Date(now.getTime() - TIME_ENTRY_WINDOW_DAYS * DAY_MS).toISOString();
  const sinceDate = since.slice(0, 10);
  const { uid, role, dealerships } = viewer;
  const scope = (key: string, collection: MirroredCollection, ...where: Condition[]): MirrorScope => ({
    key,
    collection,
    where,
  });
  const myTime = scope('my-time', 'timeEntries', ['uid', '==', uid], ['clockInAt', '>=', timeSince]);
  // Dealerships (names, price lists): listed by those who work everywhere, fetched one
  // by one by those assigned to some.
  const allDealerships = scope('dealerships', 'dealerships');
  const myDealerships: MirrorScope = {
    key: 'dealerships',
    collection: 'dealerships',
    where: [],
    ids: dealerships,
  };

  if (isOfficeRole(role)) {
    return [
      allDealerships,
      scope('tickets', 'tickets', ['updatedAt', '>=', since]),
      scope('time', 'timeEntries', ['clockInAt', '>=', timeSince]),
      scope('washes', 'washLogs', ['washedAt', '>=', since]),
      scope('supply', 'supplyRequests'),
      scope('invoices', 'invoices'),
      scope('reports', 'dailyReports', ['date', '>=', sinceDate]),
      // The crews, to assign work to (ticket page).
      scope('crew', 'users', ['role', 'in', CREW_ROLES]),
    ];
  }
  if (isDealershipRole(role)) {
    if (dealerships.length === 0) return [];
    const scopes = [
      myDealerships,
      scope('tickets', 'tickets', ['dealershipId', 'in', dealerships], ['updatedAt', '>=', since]),
      scope('washes', 'washLogs', ['dealershipId', 'in', dealerships], ['washedAt', '>=', since]),
    ];
    if (role !== 'dealershipEmployee')
      scopes.push(
        scope('reports', 'dailyReports', ['dealershipId', 'in', dealerships], ['date', '>=', sinceDate]),
      );
    return scopes;
  }
  if (isCrewRole(role)) {
    // Roaming crews work at every dealership; the others (service wash) at their own.
    const { roams } = ROLE_REGISTRY[role];
    const kinds = kindsOf(role);
    const scopes = [
      roams ? allDealerships : myDealerships,
      scope('my-work', 'tickets', ['assigneeUid', '==', uid], ['updatedAt', '>=', since]),
      myTime,
      scope('my-supply', 'supplyRequests', ['requestedBy', '==', uid]),
    ];
    if (roams) {
      scopes.push(
        scope('open-work', 'tickets', ['status', '==', 'open'], ['kind', 'in', kinds]),
        scope('washes', 'washLogs', ['washedAt', '>=', since]),
      );
    } else if (dealerships.length > 0) {
      scopes.push(
        scope(
          'open-work',
          'tickets',
          ['status', '==', 'open'],
          // One `in` per query (the dealerships'): a dealership-bound crew does one kind.
          ['kind', '==', kinds[0] ?? 'serviceWash'],
          ['dealershipId', 'in', dealerships],
        ),
        scope('washes', 'washLogs', ['dealershipId', 'in', dealerships], ['washedAt', '>=', since]),
      );
    }
    return scopes;
  }
  if (role === 'clockOnlyEmployee') return [myTime];
  // supplier
  return [
    scope('supply', 'supplyRequests', ['supplierUid', '==', uid]),
    scope('invoices', 'invoices', ['supplierUid', '==', uid]),
  ];
}
