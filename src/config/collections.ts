/**
 * Every Firestore collection the app knows, defined once (issue #34). The rest derives
 * from this table or is checked against it, so adding a collection starts here and the
 * compiler names each place that must follow:
 * - its grants in the access table (src/config/access.ts, `DATA_ACCESS`), which the rules
 *   test matrix runs against firestore.rules;
 * - for a mirrored collection, its document shape (src/data/model.ts, `MirroredShapes`),
 *   which types its Dexie table and its readers; its Dexie store, checked against the
 *   newest database version by src/data/db.test.ts ("add db.version(N + 1)");
 * - its views, in its domain's views.ts (src/data/mirror/scopes.ts gathers them).
 * docs/architecture.md, "Add a collection", walks through it.
 */

/** How the device keeps a collection's documents (null: it keeps none of them). */
export interface MirrorDefinition {
  /**
   * The Dexie store's indexes, as the newest database version declares them ('id' first:
   * a mirrored document's key is its Firestore id).
   */
  readonly indexes: string;
  /**
   * Read whole by the dashboards' shared reading (src/data/mirror/mirroredData.ts): only
   * collections a dashboard or a money screen counts. The others are read by their screens.
   */
  readonly sharedReading: boolean;
}

export interface CollectionDefinition {
  /** What the collection holds, for the docs and the rules' reader. */
  readonly holds: string;
  readonly mirror: MirrorDefinition | null;
}

/** Kept on the device, read by the screens that show it. */
const kept = (indexes: string) => ({ indexes, sharedReading: false }) as const;
/** Kept on the device and read whole by the dashboards' shared reading. */
const keptForDashboards = (indexes: string) => ({ indexes, sharedReading: true }) as const;

export const COLLECTION_DEFINITIONS = {
  users: { holds: 'people: role, dealerships, access history', mirror: kept('id, role') },
  payRates: { holds: 'a person’s pay-rate history', mirror: keptForDashboards('id') },
  dealerships: { holds: 'a dealership: price list, clock, time zone', mirror: keptForDashboards('id') },
  tickets: {
    holds: 'a vehicle’s work order and its steps',
    mirror: keptForDashboards(
      'id, dealershipId, status, kind, assigneeUid, updatedAt, dueAt, vehicle.stock, vehicle.vin',
    ),
  },
  timePunches: { holds: 'one clock punch (append-only)', mirror: keptForDashboards('id, uid, at') },
  timeCorrections: { holds: 'a requested change to punches', mirror: keptForDashboards('id, uid, state') },
  timeWeeks: { holds: 'a person’s week: approval and lock', mirror: keptForDashboards('id, uid, weekStart') },
  washLogs: {
    holds: 'one logged wash',
    mirror: keptForDashboards('id, dealershipId, washedAt, reference, vin'),
  },
  dailyReports: { holds: 'a dealership’s day, as sent', mirror: keptForDashboards('id, dealershipId, date') },
  supplyRequests: {
    holds: 'supplies asked of a supplier',
    mirror: keptForDashboards('id, supplierUid, requestedBy, status'),
  },
  suppliers: { holds: 'a supplier’s catalogue', mirror: kept('id') },
  invoices: { holds: 'a supplier’s invoice', mirror: keptForDashboards('id, supplierUid, status') },
  invites: { holds: 'an invitation to join', mirror: kept('id') },
  consentEvents: { holds: 'SMS consent evidence (append-only)', mirror: null },
  smsAlerts: { holds: 'a requested SMS work alert and its delivery', mirror: null },
  smsRecipients: { holds: 'the SMS sender’s record of a phone', mirror: null },
} as const satisfies Record<string, CollectionDefinition>;

type Definitions = typeof COLLECTION_DEFINITIONS;
export type Collection = keyof Definitions;
export const COLLECTIONS = Object.keys(COLLECTION_DEFINITIONS) as Collection[];

/** The collections the device keeps a copy of. */
export type MirroredCollection = {
  [Name in Collection]: Definitions[Name]['mirror'] extends null ? never : Name;
}[Collection];
export const MIRRORED_COLLECTIONS = COLLECTIONS.filter(
  (name): name is MirroredCollection => COLLECTION_DEFINITIONS[name].mirror !== null,
);

/** The mirrored collections the dashboards' shared reading reads whole. */
export type SharedReadingCollection = {
  [Name in MirroredCollection]: Definitions[Name]['mirror'] extends { sharedReading: true } ? Name : never;
}[MirroredCollection];
export const SHARED_READING_COLLECTIONS = MIRRORED_COLLECTIONS.filter(
  (name): name is SharedReadingCollection => COLLECTION_DEFINITIONS[name].mirror.sharedReading,
);
