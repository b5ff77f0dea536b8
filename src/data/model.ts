/**
 * The shapes of the Firestore collections of design/product.md.
 *
 * Time convention: every time a person or device records (createdAt, clockInAt,
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

export type PricedKind = Exclude<TicketKind, 'other'>;

export interface Dealership {
  name: string;
  code: string;
  address: string;
  /** IANA time zone: the dealership's days and weeks are counted on its clock. */
  timezone: string;
  /** The day its work week starts on (0 Sunday … 6 Saturday); absent: DEFAULT_WEEK_START_DAY. */
  weekStart?: number;
  /** Price per job in whole US cents, by kind of work. */
  priceList: Record<PricedKind, number>;
  active: boolean;
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
}

export interface TimeEntry {
  uid: string;
  clockInAt: IsoTime;
  clockOutAt: IsoTime | null;
  note: string;
  source: 'device' | 'offline';
  editedBy: string | null;
}

export interface WashLog {
  dealershipId: string;
  uid: string;
  washedAt: IsoTime;
  /** Stock number or repair-order number, as the washer typed it. */
  reference: string;
  vin: string | null;
  kind: 'service' | 'lot';
  note: string;
}

export interface PayRate {
  /** Whole US cents per hour. */
  hourlyRateCents: number;
  effectiveFrom: IsoTime;
}

export interface DailyReportTotals {
  ticketsDoneByKind: Partial<Record<TicketKind, number>>;
  washes: number;
  hours: number;
  revenueCents: number;
}

/**
 * One dealership's day: dailyReports/{date}_{dealershipId}. One document per dealership
 * (not one per date with every dealership inside) so the rules can let a dealership's
 * managers read theirs and nobody else's.
 */
export interface DailyReport extends DailyReportTotals {
  /** YYYY-MM-DD, the dealership's local day. */
  date: string;
  dealershipId: string;
  notes: string;
  closedBy: string | null;
}

export interface SupplyRequest {
  requestedBy: string;
  items: { name: string; qty: number }[];
  status: 'open' | 'fulfilled';
  supplierUid: string;
  createdAt: IsoTime;
}

export interface Invoice {
  supplierUid: string;
  number: string;
  issuedAt: IsoTime;
  lines: { item: string; qty: number; unitPriceCents: number }[];
  totalCents: number;
  status: 'submitted' | 'approved' | 'paid';
  pdfPath: string | null;
}

export interface Invite {
  email: string;
  role: Role;
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
}
