/**
 * @lotcrew/shared: what the app (src/) and the Cloud Functions (functions/) both decide by,
 * defined once: the roles, who takes SMS work alerts, an alert's states, the time clock's
 * punches and window; beside it, the shift rules (shifts.ts, with isoInstant.ts), kept apart
 * so a screen that needs only these names does not load them. The app imports them by name
 * (`@lotcrew/shared`, `@lotcrew/shared/shifts`); the functions compile them into their own
 * build, so their deployed folder carries them (docs/architecture.md, "Shared with the
 * functions"). ES modules both Node's loaders and the bundler read as they are.
 */

/**
 * The eleven roles of the product spec (§1, §6), spelled as stored in users/{uid}.role.
 * The app's role registry (src/config/roles.ts) says what each may do; firestore.rules
 * spells the same names in its own language (tests/lint/rolesInRules.test.ts).
 */
export const ROLES = [
  'admin',
  'owner',
  'employee',
  'lotPrep',
  'dealershipEmployee',
  'photos',
  'dealershipManager',
  'serviceWash',
  'dealershipSupervisor',
  'clockOnlyEmployee',
  'supplier',
] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Who takes SMS work alerts (spec §3, issue #21): a salesperson (a dealership employee
 * whose visibility is Sales) who agreed to them. The app offers and requests alerts by it;
 * the sender (functions/src/alerts.ts) checks it again at send time, from the person's
 * own document; firestore.rules says it in its own language.
 */
/** A dealership staff member's side of the business. */
export const VISIBILITIES = ['Sales', 'Service'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** The roles that have a visibility (the rest have none). */
export const ROLES_WITH_VISIBILITY: readonly Role[] = ['dealershipEmployee'];

/** A person's answer to the SMS consent (spec §3). */
export const SMS_CONSENT_CHOICES = ['agree', 'disagree'] as const;
export type SmsConsentChoice = (typeof SMS_CONSENT_CHOICES)[number];

/** Is the person a salesperson (whether or not they take texts)? */
export function isSalesperson(person: { role?: unknown; visibility?: unknown } | null | undefined): boolean {
  return (
    !!person &&
    (ROLES_WITH_VISIBILITY as readonly unknown[]).includes(person.role) &&
    person.visibility === 'Sales'
  );
}

/** Does the person take SMS work alerts now: an active salesperson who agreed to them? */
export function takesSmsAlerts(
  person: { active?: unknown; role?: unknown; visibility?: unknown; smsConsent?: unknown } | null | undefined,
): boolean {
  return !!person && person.active === true && isSalesperson(person) && person.smsConsent === 'agree';
}

/**
 * An SMS work alert's life (issue #21), as the sender writes it and the app shows it:
 * `pending` (written by the app) → `sending` (claimed, with a lease) → `sent` (the carrier
 * took it) → `delivered` / `undelivered` (its status callback); or closed before a send:
 * `notWanted`, `optedOut`, `noPhone`, `stale`, `failed`; or `unknown` when the carrier's
 * answer was lost after the request went out (the status callback settles it; it is never
 * re-sent blindly).
 */
export const SMS_ALERT_STATES = [
  'pending',
  'sending',
  'sent',
  'delivered',
  'undelivered',
  'unknown',
  'notWanted',
  'optedOut',
  'noPhone',
  'stale',
  'failed',
] as const;
export type SmsAlertState = (typeof SMS_ALERT_STATES)[number];

/** The ticket steps an alert can be for, in the order they happen (alerts go in this order). */
export const SMS_ALERT_STEPS = ['assigned', 'inProgress', 'done', 'cancelled'] as const;
export type SmsAlertStep = (typeof SMS_ALERT_STEPS)[number];

/** What a tap on the time clock records. */
export const PUNCH_KINDS = ['in', 'out', 'breakStart', 'breakEnd'] as const;
export type PunchKind = (typeof PUNCH_KINDS)[number];

/** Where the phone was when the person allowed it to say. */
export interface PunchPosition {
  lat: number;
  lng: number;
  /** Radius of 68% confidence, in metres (the Geolocation API's `accuracy`). */
  accuracyM: number;
}

/**
 * How far back a person's punches, corrections and week approvals are kept on a phone, and
 * read when the server works out their clock state: this week, the pay period before it, and
 * a shift left open weeks ago still shows (to be closed).
 */
export const TIME_WINDOW_DAYS = 42;

/**
 * Where the server keeps each stamped collection's change stamp (issue #33): one document per
 * collection, `changeStamps/{collection}`, whose `at` every commit that writes to that
 * collection sets to its own time (src/data/outbox/restWriter.ts; the rules refuse a write
 * that leaves it unmoved). A phone that finds a collection's stamp where it was when its copy
 * of a view was last complete asks that view nothing on a reopen (src/data/mirror/mirror.ts;
 * docs/decisions.md, "Change stamps").
 */
export const CHANGE_STAMPS = 'changeStamps';
/**
 * The collections with a change stamp: every collection a device keeps a copy of that only
 * the phones write (their queue, and an invite's claim), so that every writer moves the stamp
 * in its own commit. The three a month makes large first, then the small ones, which a
 * reopen would otherwise ask one query each (on the emulator, one after another). Not the
 * people nor the clock states: Cloud Functions write those (functions/src/stamps.ts,
 * clockStates.ts), and the people resume from their own change times.
 */
export const STAMPED_COLLECTIONS = [
  'tickets',
  'washLogs',
  'timePunches',
  'dealerships',
  'payRates',
  'invites',
  'timeAttestations',
  'timeCorrections',
  'timeWeeks',
  'dailyReports',
  'supplyRequests',
  'suppliers',
  'invoices',
  'kioskPins',
  'kioskLockouts',
] as const;
export type StampedCollection = (typeof STAMPED_COLLECTIONS)[number];
