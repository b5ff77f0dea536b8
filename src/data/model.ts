/**
 * The shapes of the Firestore collections of design/product.md.
 *
 * Time convention: every time a person or device records (createdAt, a punch's at,
 * washedAt, takenAt, acceptedAt, …) is an ISO 8601 string in UTC, so it is written the
 * same online and offline, sorts as text in IndexedDB and survives JSON backups.
 * Where the server's own clock must be trusted, a separate field holds a Firestore
 * server timestamp: `receivedAt` on every document a client writes (the rules require
 * it to equal request.time), and an invite's `claimedAt`. The spec's own user-document
 * merges (§7) carry exactly the spec's fields and no stamp.
 *
 * Documents a device may create offline have client-generated ids (UUIDs), so a
 * replayed write is idempotent.
 */
import type { PunchKind, PunchPosition, Visibility } from '@lotcrew/shared';
import { WORK_KINDS, type Role, type WorkKind } from '../config/roles';

export type IsoTime = string;
/** A Firestore server timestamp, as read back: the shape of firebase's Timestamp. */
export interface ServerTime {
  seconds: number;
  nanoseconds: number;
}

/** The kinds of work (src/config/roles.ts, beside the roles that pick them up). */
export const TICKET_KINDS = WORK_KINDS;
export type TicketKind = WorkKind;

export const TICKET_STATUSES = ['open', 'assigned', 'inProgress', 'done', 'cancelled'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** A ticket not finished yet: waiting to be claimed, claimed, or being worked. */
export const UNFINISHED_STATUSES: readonly TicketStatus[] = ['open', 'assigned', 'inProgress'];

export type PricedKind = Exclude<TicketKind, 'other'>;
/** The kinds of work a dealership's price list prices (every kind but 'other'). */
export const PRICED_KINDS = TICKET_KINDS.filter((kind): kind is PricedKind => kind !== 'other');

export const OVERTIME_RULES = ['federal', 'california'] as const;

export interface Dealership {
  name: string;
  code: string;
  address: string;
  /** IANA time zone: the dealership's days and weeks are counted on its clock. */
  timezone: string;
  /** The day its work week starts on (0 Sunday … 6 Saturday); absent: DEFAULT_WEEK_START_DAY. */
  weekStart?: number;
  /** Price per job in whole US cents, by kind of work: the list in force now, for new work. */
  priceList: Record<PricedKind, number>;
  /**
   * Every price list set, each in force from its instant until the next (issue #19): the
   * money screens price past work at the list in force then. Only ever appended to.
   */
  priceHistory?: PriceStep[];
  active: boolean;
  /** Which overtime law its crews' hours follow; absent: federal (FLSA). */
  overtimeRule?: OvertimeRule;
  /** Hours after which a shift still open is flagged as a forgotten clock-out; absent: the default. */
  openShiftLimitHours?: number;
  /** Where its lot is: a punch with a position outside every dealership's circle is flagged. */
  geofence?: Geofence | null;
  /** Hours within which the same reference washed again is flagged; absent: the default. */
  duplicateWashWindowHours?: number;
  /** A photo from the front camera at each punch of its crews (issue #35); absent: none. */
  punchPhoto?: boolean;
  /**
   * Hours after its request a ticket not done yet is aging, by kind of work (issue #36);
   * a kind absent: DEFAULT_AGING_TARGET_HOURS's.
   */
  agingTargetHours?: Partial<Record<TicketKind, number>>;
}

/** The `effectiveFrom` of the list a dealership had before its first recorded change. */
export const PRICES_SINCE_EVER = '1970-01-01T00:00:00.000Z';

/** A dealership's price list as set by the office, in force from `effectiveFrom` on. */
export interface PriceStep {
  prices: Record<PricedKind, number>;
  effectiveFrom: IsoTime;
  setBy: string;
  setAt: IsoTime;
}

/** federal: over 40 h a week at 1.5×. california: also daily (8 h, 12 h) and the seventh day. */
export type OvertimeRule = (typeof OVERTIME_RULES)[number];

export interface Geofence {
  lat: number;
  lng: number;
  radiusM: number;
}

export interface Vehicle {
  stock: string;
  vin: string;
  year: number;
  make: string;
  model: string;
  color: string;
}

export interface TicketHistoryEntry {
  status: TicketStatus;
  at: IsoTime;
  by: string;
  /** The writer's display name then, so everyone's timeline can say who. */
  byName?: string | undefined;
  /** The writer's profile photo then (issue #20), for everyone's timeline. */
  byPhoto?: string | undefined;
  note?: string | undefined;
}

export interface TicketPhoto {
  path: string;
  slot: string;
  takenAt: IsoTime;
}

export interface Ticket {
  dealershipId: string;
  kind: TicketKind;
  vehicle: Vehicle;
  from: string;
  to: string;
  dueAt: IsoTime;
  priority: 'normal' | 'high';
  status: TicketStatus;
  assigneeUid: string | null;
  requestedBy: string;
  salespersonUid: string | null;
  history: TicketHistoryEntry[];
  notes: string;
  photos: TicketPhoto[];
  /** Whole US cents, from the dealership's price list when the ticket was created. */
  priceCents: number;
  createdAt: IsoTime;
  updatedAt: IsoTime;
  /** The server's time of receipt of its latest write (absent while it waits on the phone). */
  receivedAt?: IsoTime;
}

/** What a tap on the time clock records, and where: one definition with the server's shift rules. */
export { PUNCH_KINDS, type PunchKind, type PunchPosition } from '@lotcrew/shared';

/**
 * A tap on the time clock, as evidence: timePunches/{id}, created once by the person
 * (offline too) and never changed or removed by anyone. What the office changes is said
 * in corrections (TimeCorrection), which point at punches.
 */
export interface TimePunch {
  uid: string;
  kind: PunchKind;
  /** The phone's clock at the tap. */
  at: IsoTime;
  /** The phone's IANA time zone at the tap. */
  timezone: string;
  position: PunchPosition | null;
  /**
   * How far the phone's clock was ahead of the server's (ms, negative: behind) the last
   * time the app could compare them; null when it never could.
   */
  clockSkewMs: number | null;
  /** The business week the phone placed the tap in (its first day, YYYY-MM-DD): the lock it is checked against. */
  weekStart: string;
  note: string;
  /**
   * The photo at the tap, where the dealership asks for one (issue #35): taken (it follows to
   * punchPhotos/{uid}/{punchId}.jpg), or why there is none; absent: none was asked for.
   */
  photo?: PunchPhotoOutcome | undefined;
  /**
   * A punch made on a dealership's kiosk (issue #35): the kiosk account's uid, and the
   * dealership it clocks for; absent on a punch from the person's own phone.
   */
  viaKiosk?: string | undefined;
  dealershipId?: string | undefined;
  /** The server's time of receipt (absent while it waits on the phone). */
  receivedAt?: IsoTime;
}

export const PUNCH_PHOTO_OUTCOMES = ['taken', 'refused', 'failed'] as const;
/** taken; refused: the camera's permission was refused; failed: no camera, or it gave no picture in time. */
export type PunchPhotoOutcome = (typeof PUNCH_PHOTO_OUTCOMES)[number];

/** What a correction changes: a missed punch added, a punch's time moved, or a punch voided. */
export type TimeChange =
  | { action: 'add'; kind: PunchKind; at: IsoTime }
  | { action: 'move'; punchId: string; kind: PunchKind; from: IsoTime; to: IsoTime }
  | { action: 'void'; punchId: string; kind: PunchKind; from: IsoTime };

export const CORRECTION_STATES = ['pending', 'approved', 'rejected'] as const;
export type CorrectionState = (typeof CORRECTION_STATES)[number];

/**
 * A change to someone's recorded time: timeCorrections/{id}. A crew member requests one
 * (pending); the owner's office approves or rejects it, or makes one itself (approved).
 * The punches themselves stay as they were tapped.
 */
export interface TimeCorrection {
  /** Whose time it changes. */
  uid: string;
  weekStart: string;
  change: TimeChange;
  /** Why, in the requester's words. */
  reason: string;
  requestedBy: string;
  requestedAt: IsoTime;
  state: CorrectionState;
  decidedBy: string | null;
  decidedAt: IsoTime | null;
  decisionNote: string;
  receivedAt?: IsoTime;
}

/** A step in a week's approval: approved (locked) or unlocked, by whom and why. */
export interface WeekStep {
  action: 'approve' | 'unlock';
  by: string;
  at: IsoTime;
  note: string;
}

/**
 * A person's business week as the owner's office signed it off: timeWeeks/{uid}_{weekStart}.
 * While `locked`, the rules refuse every new punch and correction in it.
 */
export interface TimeWeek {
  uid: string;
  weekStart: string;
  locked: boolean;
  history: WeekStep[];
  receivedAt?: IsoTime;
}

export const WASH_KINDS = ['service', 'lot'] as const;
export type WashKind = (typeof WASH_KINDS)[number];

export interface WashLog {
  dealershipId: string;
  uid: string;
  washedAt: IsoTime;
  /** Stock number or repair-order number, as the washer typed it. */
  reference: string;
  vin: string | null;
  kind: WashKind;
  note: string;
  /** The washer's display name then, so the bay and the dealership can say who. */
  washerName?: string;
  /**
   * Why the same car was logged again within the duplicate window: the washer's words when
   * warned, or the office's when it kept both of a pair that met on the server.
   */
  repeatReason?: string;
  /** Set once, never removed: a voided wash stays on record and is not billed. */
  voided?: WashVoid | null;
  receivedAt?: IsoTime;
}

export interface WashVoid {
  by: string;
  /** When, on the voiding phone's clock. */
  at: IsoTime;
  reason: string;
}

/** One pay-rate change: the rate from an instant on, who set it and when (issue #19). */
export interface PayRateStep {
  /** Whole US cents per hour. */
  hourlyRateCents: number;
  /** In force from this instant (the business's midnight of the day chosen). */
  effectiveFrom: IsoTime;
  setBy: string;
  setAt: IsoTime;
}

/**
 * payRates/{uid}: a person's pay-rate history, only ever appended to (a rate is never
 * overwritten, so a past period is costed at the rate in force then). Owner and admin only.
 */
export interface PayRate {
  uid: string;
  history: PayRateStep[];
  receivedAt?: IsoTime;
}

/** What one dealership's day came to (src/data/reports/dailyReport.ts computes it). */
export interface DailyReportFigures {
  ticketsDoneByKind: Partial<Record<TicketKind, number>>;
  /** Washes logged that day, voids left out. */
  washes: number;
  /** Hours worked by the people clocked in at this dealership that day (punches' worked time), to the minute. */
  minutesWorked: number;
  /** Done tickets and washes × the dealership's price list, in whole cents. */
  revenueCents: number;
  /** Tickets still open at the end of the day (carried over to the next). */
  openCarriedOver: number;
}

/** A close or a reopen of a day, with who and when (the report's history only grows). */
export interface DailyReportStep {
  step: 'closed' | 'reopened';
  by: string;
  byName: string;
  at: IsoTime;
}

/**
 * One dealership's closed day: dailyReports/{date}_{dealershipId}. One document per
 * dealership (not one per date with every dealership inside) so the rules can let a
 * dealership's managers read theirs and nobody else's. It exists once the office has
 * closed the day; until then the day is computed on the phone from its data.
 */
export interface DailyReport {
  /** YYYY-MM-DD, the dealership's local day. */
  date: string;
  dealershipId: string;
  /** The figures frozen when it was (last) closed. */
  figures: DailyReportFigures;
  notes: string;
  closed: boolean;
  history: DailyReportStep[];
  receivedAt?: IsoTime;
}

/** Where a supply request stands: the supplier moves it forward, never back (issue #18). */
export const SUPPLY_STATUSES = ['open', 'acknowledged', 'partlyFulfilled', 'fulfilled'] as const;
export type SupplyStatus = (typeof SUPPLY_STATUSES)[number];

/** One line of a request: an item of the supplier's catalogue (its id, unit and price then) or free text. */
export interface SupplyLine {
  name: string;
  qty: number;
  unit: string | null;
  /** The catalogue's price when requested, whole cents; null for a free-text line. */
  unitPriceCents: number | null;
  catalogItemId: string | null;
}

export interface SupplyRequest {
  requestedBy: string;
  /** Written by the requester: the supplier cannot read users. */
  requesterName: string;
  items: SupplyLine[];
  /** Quantities delivered so far, line by line (the supplier's only change to the lines). */
  delivered: number[];
  status: SupplyStatus;
  /** When each status was reached, on the writer's clock (open: when requested). */
  stepAt: Partial<Record<SupplyStatus, IsoTime>>;
  supplierUid: string;
  /** The dealership to deliver to, or null for the business's own shop (location says where). */
  dealershipId: string | null;
  location: string;
  /** The last day it is needed by, YYYY-MM-DD, or null. */
  neededBy: string | null;
  note: string;
  createdAt: IsoTime;
  /** The server's time of receipt of its latest write (absent while it waits on the phone). */
  receivedAt?: IsoTime;
}

/** An item of a supplier's catalogue. */
export interface CatalogItem {
  id: string;
  name: string;
  /** What one is: "5 gal", "box of 50". */
  unit: string;
  unitPriceCents: number;
}

/** suppliers/{uid}: a supplier's name and catalogue, read by everyone who requests supplies. */
export interface Supplier {
  name: string;
  items: CatalogItem[];
  active: boolean;
}

/**
 * Where an invoice stands (issue #18): the supplier submits it; the office approves or
 * disputes it (a disputed invoice can be approved once settled) and pays an approved one.
 * Paid is the end.
 */
export const INVOICE_STATUSES = ['submitted', 'approved', 'disputed', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The office's steps an invoice may take from each status (firestore.rules: invoiceStepAllowed). */
export const INVOICE_NEXT_STEPS: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  submitted: ['approved', 'disputed'],
  disputed: ['approved'],
  approved: ['paid'],
  paid: [],
};

export interface InvoiceLine {
  item: string;
  qty: number;
  unitPriceCents: number;
}

/**
 * invoices/{supplierUid}_{NUMBER}: the id makes a number unique per supplier (the number's
 * letters and digits, upper-cased: "inv-0042" and "INV 0042" are one invoice).
 */
export interface Invoice {
  supplierUid: string;
  /** Written by the supplier: the office lists invoices without reading suppliers. */
  supplierName: string;
  /** As the supplier typed it. */
  number: string;
  /** The day on the invoice, YYYY-MM-DD. */
  issuedOn: string;
  lines: InvoiceLine[];
  /** Σ qty × unit price, in whole cents: computed, never typed (checked by the app and the rules' first line). */
  totalCents: number;
  /** Fulfilled supply requests this invoice bills, if any. */
  requestIds: string[];
  status: InvoiceStatus;
  /** When each status was reached, on the writer's clock. */
  stepAt: Partial<Record<InvoiceStatus, IsoTime>>;
  /** Who took each of the office's steps. */
  stepBy: Partial<Record<InvoiceStatus, string>>;
  disputeReason: string | null;
  /** The day it was paid, YYYY-MM-DD, and the payment's reference (check number, transfer id). */
  paidOn: string | null;
  paymentRef: string | null;
  /** invoices/{supplierUid}/{invoiceId}.pdf */
  pdfPath: string;
  pdfBytes: number;
  /** The sync-queue write that created it: tells its own replay from another phone's same number. */
  writeId: string;
  createdAt: IsoTime;
  /** The server's time of receipt of its latest write (absent while it waits on the phone). */
  receivedAt?: IsoTime;
}

/** A dealership employee's side of the house: what they see and are alerted about (shared with the functions). */
export { VISIBILITIES, type Visibility } from '@lotcrew/shared';

export interface Invite {
  email: string;
  /** The role it gives; null for a kiosk's invite (issue #35), which names `kioskFor` instead. */
  role: Role | null;
  /** A kiosk's invite: the one dealership the kiosk will clock for. */
  kioskFor?: string | undefined;
  dealerships: string[];
  createdBy: string;
  /**
   * Expiry in milliseconds since the epoch (not an ISO string): the rules compare it
   * with the server's clock (request.time.toMillis()), which a string cannot be.
   */
  expiresAtMs: number;
  claimedBy: string | null;
  /** Server time of the claim (a Firestore Timestamp). */
  claimedAt?: ServerTime;
  /** A dealership employee's side of the house, given with the role (issue #20). */
  visibility?: Visibility | null;
  /** When, and by whom, the invite was withdrawn: its link then says so and claims nothing. */
  revokedAt?: IsoTime;
  revokedBy?: string;
}

/** An SMS work alert's states, as the sender (functions/) writes them (shared with it). */
export { SMS_ALERT_STATES, type SmsAlertState } from '@lotcrew/shared';
