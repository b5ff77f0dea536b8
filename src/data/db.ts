/**
 * Lotcrew's one IndexedDB database (Dexie). Every store and every version lives here.
 *
 * ╔══════════════════════════════════════════════════════════════════════════╗
 * ║ DATABASE NAME 'lotcrew', SCHEMA VERSION 12.                               ║
 * ║ Never edit a released version's stores: add db.version(N + 1) with an     ║
 * ║ upgrade function, or installed apps lose their queued writes.            ║
 * ╚══════════════════════════════════════════════════════════════════════════╝
 *
 * Writes run with strict durability: Chrome's default ("relaxed") may report a write
 * as done before it reaches the disk, and a crew's queued work must survive a phone
 * that dies right after they tap Save.
 */
import { Dexie, type Table } from 'dexie';
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
  /** Their legal name, as payroll knows them (set on their profile or by the office). */
  legalFirstName?: string;
  legalLastName?: string;
  /** The payroll service's id of the employee (the office's). */
  payrollId?: string;
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
}

/**
 * Each mirrored collection's document shape (the collections src/config/collections.ts
 * keeps on the device): a mirrored collection without its shape here, or a shape for a
 * collection that is not mirrored, does not compile. It types the collection's Dexie table
 * and every reader of it.
 */
export type MirroredShapes = ShapeOfEach<{
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
}>;
type ShapeOfEach<
  Shapes extends Record<MirroredCollection, object> &
    Record<Exclude<keyof Shapes, MirroredCollection>, never>,
> = Shapes;

/** A mirrored collection's table: its documents by Firestore id. */
export type MirroredTable<Name extends MirroredCollection> = Table<Mirrored<MirroredShapes[Name]>, string>;
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

  constructor(
    name = DATABASE_NAME,
    options: { indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange } = {},
  ) {
    super(name, { chromeTransactionDurability: 'strict', ...options });
    this.version(1).stores({
      userDocs: 'uid',
      consent: 'uid',
      outbox: '++seq, id',
      deadLetters: '++seq, id',
      washLogs: 'id, dealershipId, washedAt, reference',
    });
    // Version 2: the read mirror of the role's documents (dashboards, lists, offline).
    this.version(2).stores({
      dealerships: 'id',
      tickets: 'id, dealershipId, status, kind, assigneeUid, updatedAt',
      timeEntries: 'id, uid, clockInAt',
      supplyRequests: 'id, supplierUid, requestedBy, status',
      invoices: 'id, supplierUid, status',
      dailyReports: 'id, dealershipId, date',
      mirrorMeta: 'key',
    });
    // Version 3: stock-search indexes (stock # and VIN prefixes, as typed, upper case).
    this.version(3).stores({
      tickets: 'id, dealershipId, status, kind, assigneeUid, updatedAt, vehicle.stock, vehicle.vin',
      washLogs: 'id, dealershipId, washedAt, reference, vin',
    });
    // Version 4: ticket photos waiting for (or done with) their upload; the crews'
    // user documents, mirrored for the owner's office (assigning work).
    this.version(4).stores({
      photos: 'id, ticketId, state',
      users: 'id, role',
    });
    // Version 5: the time clock (issue #16). Raw punches, corrections and approved weeks
    // replace the editable time entries, which no released app had written (the mirror
    // fetches them again as punches).
    this.version(5).stores({
      timeEntries: null,
      timePunches: 'id, uid, at',
      timeCorrections: 'id, uid, state',
      timeWeeks: 'id, uid, weekStart',
    });
    // Version 6: suppliers and their catalogues (issue #18), for whoever requests supplies.
    this.version(6).stores({
      suppliers: 'id',
    });
    // Version 7: invoice PDFs waiting for their upload, and Storage files kept for offline reading (issue #18).
    this.version(7).stores({
      invoicePdfs: 'id, state',
      fileCopies: 'path',
    });
    // Version 8: the crews' pay-rate histories, mirrored for the owner's office (issue #19).
    this.version(8).stores({
      payRates: 'id',
    });
    // Version 9: money figures of periods older than the copy, read once from the server (issue #19).
    this.version(9).stores({
      heldFigures: 'key, asOf',
    });
    // Version 10: invites, mirrored for whoever manages people, and profile photos waiting
    // for their upload (issue #20).
    this.version(10).stores({
      invites: 'id',
      profilePhotos: 'id, state',
    });
    // Version 11: the delivery state of SMS work alerts, as last seen (issue #21).
    this.version(11).stores({
      smsAlertStates: 'id, ticketId, salespersonUid',
    });
    // Version 12: tickets in due order, so the ticket list shows its first rows without
    // reading every ticket (issue #33).
    this.version(12).stores({
      tickets: 'id, dealershipId, status, kind, assigneeUid, updatedAt, dueAt, vehicle.stock, vehicle.vin',
    });
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
] as const satisfies readonly (keyof LotcrewDatabase)[];

let database: LotcrewDatabase | undefined;

/** The app's database, opened on first use. */
export function getDatabase(): LotcrewDatabase {
  database ??= new LotcrewDatabase();
  return database;
}

/** Deletes every local table's rows (sign-out); the database itself stays usable. */
export async function clearDatabase(db = getDatabase()): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
}
