import type { MirroredCollection } from './collections';

/**
 * A kept collection's Dexie store, by the database version that set it: its primary key
 * (always `id`, the Firestore id) and its indexes. A released version is never edited
 * (installed apps would lose their queued writes): a change adds the next version's
 * entry, which src/data/db.ts declares. src/data/db.test.ts holds the released history.
 */
export type StoreHistory = Readonly<Record<number, string>>;

/**
 * Each kept collection's Dexie store, by the database version that set it (src/data/db.ts
 * declares them): part of the collection's definition (src/config/collections.ts), in a
 * file of its own so the sign-in page, which reads the grants for its route guards, does
 * not download it. A kept collection without its store, or a store of a collection the
 * device does not keep, does not compile.
 */
export const COLLECTION_STORES: Record<MirroredCollection, StoreHistory> = {
  users: {
    4: 'id, role',
  },
  payRates: {
    8: 'id',
  },
  dealerships: {
    2: 'id',
  },
  tickets: {
    2: 'id, dealershipId, status, kind, assigneeUid, updatedAt',
    3: 'id, dealershipId, status, kind, assigneeUid, updatedAt, vehicle.stock, vehicle.vin',
    12: 'id, dealershipId, status, kind, assigneeUid, updatedAt, dueAt, vehicle.stock, vehicle.vin',
  },
  timePunches: {
    5: 'id, uid, at',
  },
  timeAttestations: {
    13: 'id, uid, at',
  },
  clockStates: {
    14: 'id',
  },
  kioskPins: {
    13: 'id, uid',
  },
  kioskLockouts: {
    13: 'id, lockedAt',
  },
  timeCorrections: {
    5: 'id, uid, state',
  },
  timeWeeks: {
    5: 'id, uid, weekStart',
  },
  washLogs: {
    1: 'id, dealershipId, washedAt, reference',
    3: 'id, dealershipId, washedAt, reference, vin',
  },
  dailyReports: {
    2: 'id, dealershipId, date',
  },
  supplyRequests: {
    2: 'id, supplierUid, requestedBy, status',
  },
  suppliers: {
    6: 'id',
  },
  invoices: {
    2: 'id, supplierUid, status',
  },
  invites: {
    10: 'id',
  },
};
