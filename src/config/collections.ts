/**
 * Every Firestore collection the app knows, defined once (issue #34). The rest derives
 * from this table or is checked against it, so adding a collection starts here and the
 * compiler names each place that must follow:
 * - its grants in the access table (src/config/access.ts, `DATA_ACCESS`), which the rules
 *   test matrix runs against firestore.rules;
 * - for a mirrored collection, its document shape (src/data/model.ts, named in
 *   src/data/db.ts's `MirroredShapes`),
 *   which types its Dexie table and its readers; its Dexie store in the newest database
 *   version (src/data/db.ts), which src/data/db.test.ts requires ("add db.version(N + 1)");
 * - its views, in its domain's views.ts (src/data/mirror/scopes.ts gathers them).
 * docs/architecture.md, "Add a collection", walks through it.
 */

/**
 * Where a collection's documents are kept:
 * - 'server': on the server only (the device keeps none of them);
 * - 'screens': also on the device, read by the screens that show them;
 * - 'dashboards': also on the device, and read whole by the dashboards' shared reading
 *   (src/data/mirror/mirroredData.ts): only collections a dashboard or a money screen counts.
 * A kept collection's Dexie store is in src/data/db.ts's newest version (a released
 * version is never edited), checked against this table by src/data/db.test.ts.
 */
export type Kept = 'server' | 'screens' | 'dashboards';

export const COLLECTION_DEFINITIONS = {
  /** People: role, dealerships, access history. */
  users: 'screens',
  /** A person’s pay-rate history. */
  payRates: 'dashboards',
  /** A dealership: price list, clock, time zone. */
  dealerships: 'dashboards',
  /** A vehicle’s work order and its steps. */
  tickets: 'dashboards',
  /** One clock punch (append-only). */
  timePunches: 'dashboards',
  /** A requested change to punches. */
  timeCorrections: 'dashboards',
  /** A person’s week: approval and lock. */
  timeWeeks: 'dashboards',
  /** One logged wash. */
  washLogs: 'dashboards',
  /** A dealership’s day, as sent. */
  dailyReports: 'dashboards',
  /** Supplies asked of a supplier. */
  supplyRequests: 'dashboards',
  /** A supplier’s catalogue. */
  suppliers: 'screens',
  /** A supplier’s invoice. */
  invoices: 'dashboards',
  /** An invitation to join. */
  invites: 'screens',
  /** SMS consent evidence (append-only). */
  consentEvents: 'server',
  /** A requested SMS work alert and its delivery. */
  smsAlerts: 'server',
  /** The SMS sender’s record of a phone. */
  smsRecipients: 'server',
} as const satisfies Record<string, Kept>;

type Definitions = typeof COLLECTION_DEFINITIONS;
export type Collection = keyof Definitions;
export const COLLECTIONS = Object.keys(COLLECTION_DEFINITIONS) as Collection[];

/** The collections the device keeps a copy of. */
export type MirroredCollection = {
  [Name in Collection]: Definitions[Name] extends 'server' ? never : Name;
}[Collection];
export const MIRRORED_COLLECTIONS = COLLECTIONS.filter(
  (name): name is MirroredCollection => COLLECTION_DEFINITIONS[name] !== 'server',
);

/** The mirrored collections the dashboards' shared reading reads whole. */
export type SharedReadingCollection = {
  [Name in Collection]: Definitions[Name] extends 'dashboards' ? Name : never;
}[Collection];
export const SHARED_READING_COLLECTIONS = MIRRORED_COLLECTIONS.filter(
  (name): name is SharedReadingCollection => COLLECTION_DEFINITIONS[name] === 'dashboards',
);
