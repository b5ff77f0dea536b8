/**
 * Lotcrew's one IndexedDB database (Dexie). Its versions are built from two histories:
 * the device's own tables (DEVICE_TABLE_STORES below) and each kept collection's store
 * (src/config/collections.ts).
 *
 * ╔══════════════════════════════════════════════════════════════════════════╗
 * ║ DATABASE NAME 'lotcrew', SCHEMA VERSION 12.                               ║
 * ║ Never edit a released version's stores: add the next version's entry, or ║
 * ║ installed apps lose their queued writes. src/data/db.test.ts holds the   ║
 * ║ released versions and fails when one changes.                            ║
 * ╚══════════════════════════════════════════════════════════════════════════╝
 *
 * Writes run with strict durability: Chrome's default ("relaxed") may report a write
 * as done before it reaches the disk, and a crew's queued work must survive a phone
 * that dies right after they tap Save.
 */
import { Dexie, type Table } from 'dexie';
import { COLLECTION_STORES } from '../config/collectionStores';
import type { MirroredCollection } from '../config/collections';
import type { Role } from '../config/roles';
import type {
  DailyReport,
  Dealership,
  Invite,
  Invoice,
  IsoTime,
  PayRate,
  SmsAlertState,
  Supplier,
  SupplyRequest,
  Ticket,
  TicketStatus,
  TimeCorrection,
  TimePunch,
  TimeWeek,
  Visibility,
  WashLog,
} from './model';
import type { DeadLetter, OutboxEntry } from './outbox/types';
import type { QueuedFile } from './uploads/uploader';

export const DATABASE_NAME = 'lotcrew';

/** users/{uid} as last read from the server (raw fields; parse with parseUserDoc). */
export interface MirroredUserDoc {
  uid: string;
  data: Record<string, unknown>;
  savedAt: IsoTime;
}

/** The spec's local consent record (§3), one per user of this device. */
export interface LocalConsentRecord {
  uid: string;
  signature: string;
  /** Digits only; empty when SMS was declined. */
  phone: string;
  consent: 'agree' | 'disagree';
  acceptedAt: IsoTime;
  appVersion: string;
}

export type LocalWashLog = Mirrored<WashLog>;

/** Another person's user document as mirrored (owner and admin: the crews). */
export interface MirroredUser {
  role?: string;
  displayName?: string;
  email?: string;
  dealerships?: string[];
  active?: boolean;
  visibility?: Visibility | null;
  /** The person's phone's last "in sync" stamp (src/data/users/syncMark.ts). */
  lastSyncedAt?: string;
  /** Their profile photo in Storage (issue #20). */
  photoPath?: string;
  /** Every change to their role, dealerships, visibility and active flag (issue #20). */
  changes?: AccessChange[];
  /** A kiosk account (issue #35): the dealership it clocks for. */
  kioskFor?: string;
  /** Their legal name, as payroll knows them (set on their profile or by the office). */
  legalFirstName?: string;
  legalLastName?: string;
  /** The payroll service's id of the employee (the office's). */
  payrollId?: string;
}

/** A photo taken at a punch on this phone, until Storage has it (src/data/time/punchPhoto.ts). */
/**
 * A person's PIN attempts on this kiosk (issue #35): kept on the device so a reload does
 * not clear a lock.
 */
export interface KioskAttempts {
  uid: string;
  failures: number;
  locks: number;
  /** Epoch ms; 0: not locked. */
  lockedUntil: number;
}

export interface LocalPunchPhoto extends QueuedFile {
  /** The punch's id (also the file's name in Storage). */
  punchId: string;
  takenAt: IsoTime;
}

/** A profile photo taken on this phone, until Storage has it (src/data/users/profilePhoto.ts). */
export interface LocalProfilePhoto extends QueuedFile {
  takenAt: IsoTime;
}

/** What a person may do: the fields an access change touches. */
export interface Access {
  role: Role | null;
  dealerships: string[];
  visibility: Visibility | null;
  active: boolean;
}

/** One step of a person's access history: who changed it, when, from what to what. */
export interface AccessChange {
  by: string;
  at: IsoTime;
  before: Access;
  after: Access;
}

/** A mirrored document: its Firestore id, its fields, server timestamps as ISO strings. */
export type Mirrored<T> = T & { id: string };

/**
 * A ticket photo taken on this phone (src/data/photos). The compressed file waits here
 * until the upload queue has put it in Storage; the thumbnail stays, so the phone that
 * took a photo shows it offline.
 */
export interface LocalPhoto {
  /** Also the file name in Storage (`{id}.jpg`). */
  id: string;
  ticketId: string;
  dealershipId: string;
  slot: string;
  takenAt: IsoTime;
  /** Who took it; a photo is uploaded only under that account. */
  uid: string;
  /** tickets/{dealershipId}/{ticketId}/{id}.jpg */
  path: string;
  thumbnail: Blob;
  /** The compressed photo until it is uploaded (then dropped to free the phone's storage). */
  file: Blob | null;
  bytes: number;
  state: 'waiting' | 'uploaded' | 'refused';
  /**
   * The last sync-queue entry when it was taken: the upload waits until that entry and
   * every one before it has reached the server (the ticket's creation, the claim).
   */
  afterSeq: number;
  /** Why Storage refused it (state 'refused'): the screen says it in the person's language. */
  refusedBecause?: 'notYours' | 'badFile' | null;
  /** Why, in English words: photos refused before issue #15 named the reason. */
  message: string | null;
}

/**
 * An invoice PDF chosen on this phone (src/data/supplies): it waits here until the upload
 * queue has put it in Storage, after its invoice has reached the server; the file then
 * moves to `fileCopies`, so the supplier opens it offline.
 */
export interface LocalInvoicePdf extends QueuedFile {
  /** The invoice's id. */
  id: string;
  /** invoices/{supplierUid}/{invoiceId}.pdf */
  path: string;
  bytes: number;
  queuedAt: IsoTime;
}

/** A file from Storage kept on the phone once opened, so it opens offline (invoice PDFs). */
/** An SMS work alert's delivery state as last read from the server (issue #21); never a phone number. */
export interface SmsAlertStatus {
  /** `{ticketId}_{step}`, the request's id. */
  id: string;
  ticketId: string;
  /** The ticket step the alert is for. */
  step: TicketStatus;
  stock: string;
  salespersonUid: string;
  requestedAt: string;
  state: SmsAlertState;
}

export interface FileCopy {
  /** Its path in Storage. */
  path: string;
  file: Blob;
  savedAt: IsoTime;
}

/**
 * Figures computed from documents read once from the server, for a period older than the
 * device's copy reaches (the money screens, src/data/finance/serverPeriod.ts): the result,
 * never the documents, kept with the time of the read so the period opens offline.
 */
export interface HeldFigures {
  key: string;
  /** When the server was read. */
  asOf: IsoTime;
  value: unknown;
}

/** When each mirrored query last answered from the server (src/data/mirror). */
export interface MirrorMeta {
  key: string;
  /** null: asked for, and not answered yet on this phone (a new phone, a new view). */
  syncedAt: IsoTime | null;
  /** A resumable view's latest server write time seen (opaque, sorts in time order). */
  mark?: string;
  /** What that view asked for when it got its mark (view.ts, shapeOf). */
  shape?: string;
  /**
   * Its collection's change stamp (a mark) as heard before the server last said what the view
   * holds whole: while the stamp reads the same, the copy is complete (src/data/mirror/engine.ts).
   */
  stamp?: string;
  /**
   * When the server last answered the view's dashboards' part whole (view.ts,
   * `dashboardParts`), while the view itself has not answered whole yet: a new phone's first read.
   */
  dashboardPartAt?: IsoTime;
}

/**
 * Each mirrored collection's document shape, which types its Dexie table and every reader
 * of it. A collection added later registers its shape from its domain folder, beside the
 * shape itself:
 *   declare module '../db' { interface MirroredShapes { timeAttestations: TimeAttestation } }
 * A kept collection without a shape, or a shape of a collection the device does not keep,
 * fails to compile below.
 */
export interface MirroredShapes {
  users: MirroredUser;
  payRates: PayRate;
  dealerships: Dealership;
  tickets: Ticket;
  timePunches: TimePunch;
  timeCorrections: TimeCorrection;
  timeWeeks: TimeWeek;
  washLogs: WashLog;
  dailyReports: DailyReport;
  supplyRequests: SupplyRequest;
  suppliers: Supplier;
  invoices: Invoice;
  invites: Invite;
}
// The compiler's pointers: each names the collections to fix.
export const everyKeptCollectionHasAShape: [Exclude<MirroredCollection, keyof MirroredShapes>] extends [never]
  ? true
  : {
      'kept collections without a shape in MirroredShapes': Exclude<MirroredCollection, keyof MirroredShapes>;
    } = true;
export const everyShapeIsOfAKeptCollection: [Exclude<keyof MirroredShapes, MirroredCollection>] extends [
  never,
]
  ? true
  : { 'shapes of collections the device does not keep': Exclude<keyof MirroredShapes, MirroredCollection> } =
  true;

/** A mirrored collection's table: its documents by Firestore id. */
export type MirroredTable<Name extends MirroredCollection> = Table<
  Mirrored<MirroredShapes[Name & keyof MirroredShapes]>,
  string
>;
type MirroredTables = { [Name in MirroredCollection]: MirroredTable<Name> };

// The mirrored collections' tables, typed from their definitions: Dexie makes them (as it
// makes every table) from the stores the versions below declare.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type -- Dexie creates these properties; the interface adds them to the class's type
export interface LotcrewDatabase extends MirroredTables {}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- see the interface above
export class LotcrewDatabase extends Dexie {
  userDocs!: Table<MirroredUserDoc, string>;
  consent!: Table<LocalConsentRecord, string>;
  outbox!: Table<OutboxEntry, number>;
  deadLetters!: Table<DeadLetter, number>;
  mirrorMeta!: Table<MirrorMeta, string>;
  photos!: Table<LocalPhoto, string>;
  invoicePdfs!: Table<LocalInvoicePdf, string>;
  fileCopies!: Table<FileCopy, string>;
  heldFigures!: Table<HeldFigures, string>;
  profilePhotos!: Table<LocalProfilePhoto, string>;
  smsAlertStates!: Table<SmsAlertStatus, string>;
  punchPhotos!: Table<LocalPunchPhoto, string>;
  kioskAttempts!: Table<KioskAttempts, string>;

  constructor(
    name = DATABASE_NAME,
    options: { indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange } = {},
  ) {
    super(name, { chromeTransactionDurability: 'strict', ...options });
    const { version, stores } = newestSchema();
    this.version(version).stores(stores);
  }
}

/**
 * The stores of files waiting for Storage (state 'waiting'), counted with the queued writes
 * as what this phone holds that the server has not: the sync indicator shows them and
 * signing out warns of them. The queue counts them by name, knowing no domain.
 */
export const COUNTED_FILE_QUEUES = [
  'photos',
  'invoicePdfs',
  'profilePhotos',
  'punchPhotos',
] as const satisfies readonly (keyof LotcrewDatabase)[];

/**
 * This device's own tables (not Firestore collections), by the database version that set
 * each store; null removes a store. Never edit a released version's entry: add the next.
 */
const DEVICE_TABLE_STORES: Record<string, Readonly<Record<number, string | null>>> = {
  /** users/{uid} as last read, for the session. */
  userDocs: { 1: 'uid' },
  consent: { 1: 'uid' },
  outbox: { 1: '++seq, id' },
  deadLetters: { 1: '++seq, id' },
  // Editable time entries, replaced in version 5 by punches, corrections and approved
  // weeks (issue #16); no released app had written them.
  timeEntries: { 2: 'id, uid, clockInAt', 5: null },
  mirrorMeta: { 2: 'key' },
  /** Ticket photos waiting for (or done with) their upload. */
  photos: { 4: 'id, ticketId, state' },
  /** Invoice PDFs waiting for their upload, and Storage files kept for offline reading (issue #18). */
  invoicePdfs: { 7: 'id, state' },
  fileCopies: { 7: 'path' },
  /** Money figures of periods older than the copy, read once from the server (issue #19). */
  heldFigures: { 9: 'key, asOf' },
  /** Profile photos waiting for their upload (issue #20). */
  profilePhotos: { 10: 'id, state' },
  /** The delivery state of SMS work alerts, as last seen (issue #21). */
  smsAlertStates: { 11: 'id, ticketId, salespersonUid' },
  /** Punch photos waiting for their upload (issue #35). */
  punchPhotos: { 13: 'id, state' },
  /** A kiosk's PIN attempts per person (issue #35). */
  kioskAttempts: { 13: 'uid' },
};

/**
 * Every version of the database, in order, with the stores it sets: the device's own
 * tables above and each kept collection's history (src/config/collections.ts, `store`).
 * Dexie carries a store over from earlier versions until one sets it again.
 */
export function declaredVersions(): [number, Record<string, string | null>][] {
  const versions = new Map<number, Record<string, string | null>>();
  for (const histories of [DEVICE_TABLE_STORES, COLLECTION_STORES])
    for (const [table, history] of Object.entries(histories))
      for (const [version, store] of Object.entries(history))
        versions.set(Number(version), { ...versions.get(Number(version)), [table]: store });
  return [...versions].sort(([a], [b]) => a - b);
}

/**
 * The newest version and every store as it stands in it (each store's last declaration; null
 * for a store a version removed). Dexie (since 3.0) needs no version without an upgrade
 * function: a device on an older version is upgraded from the stores it actually has to
 * these, store by store, and a store declared null is deleted. Declaring every version cost
 * each open (the page's and the mirror worker's) ~150 ms of main thread at 4× CPU: Dexie parses
 * the merged stores of all earlier versions again for each version it is given.
 */
export function newestSchema(): { version: number; stores: Record<string, string | null> } {
  const versions = declaredVersions();
  return {
    version: versions.at(-1)?.[0] ?? 1,
    stores: Object.assign({}, ...versions.map(([, stores]) => stores)) as Record<string, string | null>,
  };
}

let database: LotcrewDatabase | undefined;

/** The app's database, opened on first use. */
export function getDatabase(): LotcrewDatabase {
  database ??= new LotcrewDatabase();
  return database;
}

/**
 * Reads `tables` through `read` in a read transaction of its own, for a live query that
 * reads many rows (a month of tickets or washes). Dexie's live-query cache deep-copies every
 * row it hands a live query that reads outside an explicit transaction (`cache: 'cloned'`):
 * 10,000 tickets were a task of ~700 ms at 4× CPU, most of it the copy, each time the ticket
 * list read them. In a transaction of its own the rows come from IndexedDB with no cache and
 * no copy, and the live query still follows every range it reads.
 */
export function readUncached<Result>(
  db: LotcrewDatabase,
  tables: Table[],
  read: () => Promise<Result>,
): Promise<Result> {
  return db.transaction('r', tables, read);
}

/**
 * Rows IndexedDB hands the page at once: each page is decoded in a task of its own. A month's
 * 6,000 washes read at once were one task of ~260 ms at 4× CPU (the owner's profile), and
 * 10,000 tickets one of ~400 ms (the ticket list's).
 */
const PAGE_ROWS = 500;

/**
 * Whoever reads: once it stops listening, a reading in pages asks for no more pages, and
 * `abort` (set while a read is in flight) drops what IndexedDB has not handed over yet.
 */
export interface Reader {
  stopped: boolean;
  abort?: (() => void) | undefined;
}

/** Every row of `table`, in the order of its ids, `PAGE_ROWS` at a time (no long task). */
export async function readInPages<Row extends { id: string }>(
  table: Table<Row>,
  reader: Reader = { stopped: false },
): Promise<Row[]> {
  const rows: Row[] = [];
  while (!reader.stopped) {
    const last = rows.at(-1);
    const page = await (last ? table.where(':id').above(last.id) : table.toCollection())
      .limit(PAGE_ROWS)
      .toArray();
    rows.push(...page);
    if (page.length < PAGE_ROWS) break;
  }
  return rows;
}

/** Deletes every local table's rows (sign-out); the database itself stays usable. */
export async function clearDatabase(db = getDatabase()): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
}
