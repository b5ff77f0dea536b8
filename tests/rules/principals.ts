/**
 * The principals and seeded documents of the rules tests. Every principal gets its own
 * documents (its own dealership, its own outsider in another dealership), so one
 * principal's allowed deletes never disturb another's cases.
 */
import { invoiceId } from '../../src/data/supplies/invoice';
import { serverTimestamp } from 'firebase/firestore';
import type { Principal } from '../../src/config/access';
import {
  isCrewRole,
  isDealershipRole,
  isOfficeRole,
  isRole,
  kindsOf,
  ROLE_REGISTRY,
  ROLES,
  type Role,
} from '../../src/config/roles';
import { DAY_MS } from '../../src/utils/duration';

export const PRINCIPALS: Principal[] = [...ROLES, 'kiosk', 'noRole', 'signedOut'];

const roleOf = (principal: Principal): Role | null => (isRole(principal) ? principal : null);
/** Principals assigned to dealerships (the role registry: dealership staff and crews that do not roam). */
const DEALERSHIP_BOUND: readonly Principal[] = ROLES.filter(
  (role) =>
    isDealershipRole(role) ||
    (isCrewRole(role) && !ROLE_REGISTRY[role].roams) ||
    // Clock-only staff work at a dealership: its clock is theirs.
    (ROLE_REGISTRY[role].clocks && !isCrewRole(role) && !isOfficeRole(role)),
);

export interface Who {
  principal: Principal;
  /** The principal's uid (signed out: the uid its seeded documents name). */
  uid: string;
  /** Someone else, at another dealership. */
  outsider: string;
  ownDealership: string;
  otherDealership: string;
  /** The kind of work this principal does (delivery for non-specialists). */
  kind: 'delivery' | 'lotPrep' | 'photos' | 'serviceWash';
  isOwnerOrAdmin: boolean;
  isCrew: boolean;
}

export function who(principal: Principal): Who {
  const role = roleOf(principal);
  // A specialist crew's one kind of work (the registry's); delivery for everyone else.
  const kinds = role && isCrewRole(role) ? kindsOf(role) : [];
  const kind = (kinds.length === 1 ? kinds[0] : 'delivery') as Who['kind'];
  return {
    principal,
    uid: `p-${principal}`,
    outsider: `o-${principal}`,
    ownDealership: `dl-own-${principal}`,
    otherDealership: `dl-oth-${principal}`,
    kind,
    isOwnerOrAdmin: isOfficeRole(role),
    isCrew: isCrewRole(role),
  };
}

export const ISO = '2026-11-21T10:00:00.000Z';
export const LATER_ISO = '2026-11-21T17:30:00.000Z';
/**
 * A time the client chose where the rules ask for the server's (`request.time`): a minute
 * ahead, not the client's now, which the emulator's request time, to the millisecond, can
 * equal on one machine (seen once in a clean-clone run); that time would be the server's.
 */
export const clientChosenTime = (): Date => new Date(Date.now() + 60_000);

/** The dealerships a principal's user document lists (a kiosk's and a roaming crew's: none). */
export const dealershipsOf = (principal: Principal, dealership: string): string[] =>
  DEALERSHIP_BOUND.includes(principal) ? [dealership] : [];

export function userDoc(principal: Principal, dealership: string): Record<string, unknown> {
  return {
    email: `${principal}@rules.test`,
    displayName: `Test ${principal}`,
    profileCompleted: true,
    active: true,
    ...(isRole(principal) ? { role: principal } : {}),
    // A kiosk account (issue #35): no role, the one dealership it clocks for.
    ...(principal === 'kiosk' ? { kioskFor: dealership } : {}),
    ...(DEALERSHIP_BOUND.includes(principal) ? { dealerships: [dealership] } : {}),
  };
}

/**
 * The crew member a kiosk clocks (issue #35): clock-only staff of the kiosk's dealership (own),
 * or of another dealership (other).
 */
export const kioskCrew = (w: Who, scope: 'own' | 'other'): string =>
  `${scope === 'own' ? 'kc-own' : 'kc-oth'}-${w.uid}`;

/** A punch made on a kiosk: the person's, naming the kiosk and its dealership. */
export function kioskPunchDoc(uid: string, kiosk: string, dealershipId: string, weekStart = WEEK_START) {
  return { ...timePunchDoc(uid, weekStart), position: null, viaKiosk: kiosk, dealershipId };
}

/** A PIN locked on `kiosk` of `dealershipId`, as the kiosk reports it. */
export function kioskLockoutDoc(kiosk: string, dealershipId: string, uid = 'kc-person') {
  return {
    uid,
    kiosk,
    dealershipId,
    lockedAt: ISO,
    lockedUntil: LATER_ISO,
    receivedAt: serverTimestamp(),
  };
}

/** A person's kiosk PIN as its salted hash (the form src/data/kiosk/pin.ts makes). */
export function kioskPinDoc(
  uid: string,
  dealerships: readonly string[],
  overrides: Record<string, unknown> = {},
) {
  return {
    uid,
    displayName: `Person ${uid}`,
    dealerships: [...dealerships],
    salt: 'c2FsdHNhbHRzYWx0c2FsdA==',
    hash: 'aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g=',
    rounds: 20_000,
    setAt: ISO,
    receivedAt: serverTimestamp(),
    ...overrides,
  };
}

export const PRICE_LIST = { delivery: 4500, serviceWash: 1500, lotPrep: 6500, photos: 3000, detail: 14900 };

export function dealershipDoc(name: string) {
  return {
    name,
    code: 'TST',
    address: '1 Test Way',
    timezone: 'America/Chicago',
    priceList: PRICE_LIST,
    active: true,
  };
}

export function ticketDoc(w: Who, scope: 'own' | 'other', overrides: Record<string, unknown> = {}) {
  const person = scope === 'own' ? w.uid : w.outsider;
  return {
    dealershipId: scope === 'own' ? w.ownDealership : w.otherDealership,
    kind: w.kind,
    vehicle: {
      stock: 'TST24007',
      vin: '1HGCM82633A004352',
      year: 2022,
      make: 'Honda',
      model: 'Civic',
      color: 'Blue',
    },
    from: 'Lot A',
    to: 'Service drive',
    dueAt: LATER_ISO,
    priority: 'normal',
    status: 'assigned',
    assigneeUid: person,
    requestedBy: person,
    salespersonUid: null,
    history: [
      { status: 'open', at: ISO, by: person },
      { status: 'assigned', at: ISO, by: person },
    ],
    notes: '',
    photos: [],
    priceCents: PRICE_LIST[w.kind],
    createdAt: ISO,
    updatedAt: ISO,
    receivedAt: serverTimestamp(),
    ...overrides,
  };
}

/** A new ticket request, as the app writes it. */
export function newTicket(w: Who, dealershipId: string, overrides: Record<string, unknown> = {}) {
  return ticketDoc(w, 'own', {
    dealershipId,
    status: 'open',
    assigneeUid: null,
    requestedBy: w.uid,
    history: [{ status: 'open', at: ISO, by: w.uid }],
    ...overrides,
  });
}

/** The business week the rules tests' punches and corrections fall in. */
export const WEEK_START = '2026-11-16';

export function timePunchDoc(uid: string, weekStart = WEEK_START) {
  return {
    uid,
    kind: 'in',
    at: ISO,
    timezone: 'America/Los_Angeles',
    position: { lat: 34.05, lng: -118.24, accuracyM: 12 },
    clockSkewMs: 850,
    weekStart,
    note: '',
    receivedAt: serverTimestamp(),
  };
}

/** Whether a person is clocked in, as the server keeps it (functions/src/clockStates.ts). */
export function clockStateDoc(uid: string) {
  return { uid, clockedInSince: ISO, onBreak: false, receivedAt: serverTimestamp() };
}

/** A worker's word on their breaks at clock-out. */
export function timeAttestationDoc(uid: string, weekStart = WEEK_START) {
  return {
    uid,
    punchId: 'punch-out-1',
    weekStart,
    answer: 'couldNotTake',
    couldNotTake: ['meal'],
    note: 'Two cars due at once',
    language: 'es',
    at: ISO,
    receivedAt: serverTimestamp(),
  };
}

/** A crew member's request (pending), or the office's own correction (approved, signed). */
export function timeCorrectionDoc(
  uid: string,
  requestedBy: string,
  decided: boolean,
  weekStart = WEEK_START,
) {
  return {
    uid,
    weekStart,
    change: { action: 'move', punchId: 'punch-1', kind: 'out', from: LATER_ISO, to: ISO },
    reason: 'Left at 10, forgot to clock out',
    requestedBy,
    requestedAt: ISO,
    state: decided ? 'approved' : 'pending',
    decidedBy: decided ? requestedBy : null,
    decidedAt: decided ? ISO : null,
    decisionNote: '',
    receivedAt: serverTimestamp(),
  };
}

export function weekStep(action: 'approve' | 'unlock', by: string, note = '') {
  return { action, by, at: ISO, note };
}

/** A week approved (locked) or, after an unlock, open again. */
export function timeWeekDoc(uid: string, weekStart: string, steps: ReturnType<typeof weekStep>[]) {
  return {
    uid,
    weekStart,
    locked: steps.at(-1)?.action === 'approve',
    history: steps,
    receivedAt: serverTimestamp(),
  };
}

export function washLogDoc(uid: string, dealershipId: string, overrides: Record<string, unknown> = {}) {
  return {
    dealershipId,
    uid,
    washedAt: ISO,
    reference: 'RO51013',
    vin: null,
    kind: 'service',
    note: '',
    receivedAt: serverTimestamp(),
    ...overrides,
  };
}

/** A pay-rate step: `cents` an hour from ISO on, set by `setBy`. */
export function rateStep(cents: number, setBy: string, effectiveFrom = ISO) {
  return { hourlyRateCents: cents, effectiveFrom, setBy, setAt: effectiveFrom };
}

/** payRates/{uid}: a person's rate history. */
export function payRateDoc(uid: string, history: ReturnType<typeof rateStep>[]) {
  return { uid, history, receivedAt: serverTimestamp() };
}

/** A close or reopen of a day, signed by `by`. */
export function reportStep(step: 'closed' | 'reopened', by: string, at = ISO) {
  return { step, by, byName: 'Olivia Owner', at };
}

/** A closed day of `dealershipId`, closed by `closedBy` (the writer, when it is a write). */
export function dailyReportDoc(
  date: string,
  dealershipId: string,
  closedBy: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    date,
    dealershipId,
    figures: {
      ticketsDoneByKind: { delivery: 3 },
      washes: 2,
      minutesWorked: 1_290,
      revenueCents: 29_500,
      openCarriedOver: 4,
    },
    notes: '',
    closed: true,
    history: [reportStep('closed', closedBy)],
    receivedAt: serverTimestamp(),
    ...overrides,
  };
}

export function supplyRequestDoc(
  requestedBy: string,
  supplierUid: string,
  dealershipId: string | null = null,
  overrides: Record<string, unknown> = {},
) {
  return {
    requestedBy,
    requesterName: 'Rita Requester',
    items: [
      {
        name: 'Microfiber towels',
        qty: 4,
        unit: 'pack of 24',
        unitPriceCents: 2899,
        catalogItemId: 'towels-24',
      },
      { name: 'Squeegee', qty: 1, unit: null, unitPriceCents: null, catalogItemId: null },
    ],
    delivered: [0, 0],
    status: 'open',
    stepAt: { open: ISO },
    supplierUid,
    dealershipId,
    location: 'Wash bay',
    neededBy: '2026-11-25',
    note: '',
    createdAt: ISO,
    receivedAt: serverTimestamp(),
    ...overrides,
  };
}

/** A supplier's catalogue: suppliers/{uid}. */
export function supplierDoc(name = 'Suds Supply', overrides: Record<string, unknown> = {}) {
  return {
    name,
    items: [{ id: 'towels-24', name: 'Microfiber towels', unit: 'pack of 24', unitPriceCents: 2899 }],
    active: true,
    receivedAt: serverTimestamp(),
    ...overrides,
  };
}

/** The path of `supplierUid`'s invoice `number`: the id the app gives it (src/data/supplies/invoice.ts). */
export function invoicePath(supplierUid: string, number = 'SSC-1001'): string {
  return `invoices/${invoiceId(supplierUid, number)}`;
}

/** A submitted invoice; its path is invoicePath(supplierUid, number). */
export function invoiceDoc(
  supplierUid: string,
  number = 'SSC-1001',
  overrides: Record<string, unknown> = {},
) {
  return {
    supplierUid,
    supplierName: 'Sparkle Supply Co.',
    number,
    issuedOn: '2026-11-20',
    lines: [{ item: 'Car wash soap, 5 gal', qty: 2, unitPriceCents: 6450 }],
    totalCents: 12_900,
    requestIds: [],
    status: 'submitted',
    stepAt: { submitted: ISO },
    stepBy: { submitted: supplierUid },
    disputeReason: null,
    paidOn: null,
    paymentRef: null,
    pdfPath: `invoices/${supplierUid}/${invoiceId(supplierUid, number)}.pdf`,
    pdfBytes: 48_213,
    writeId: 'write-1',
    createdAt: ISO,
    receivedAt: serverTimestamp(),
    ...overrides,
  };
}

export function inviteDoc(createdBy: string, dealershipId: string, overrides: Record<string, unknown> = {}) {
  return {
    email: 'new.crew@rules.test',
    role: 'dealershipEmployee',
    dealerships: [dealershipId],
    createdBy,
    expiresAtMs: Date.now() + 7 * DAY_MS,
    claimedBy: null,
    ...overrides,
  };
}

export function consentEventDoc(uid: string, overrides: Record<string, unknown> = {}) {
  return {
    uid,
    phone: '5555550101',
    consent: 'agree',
    signature: 'Test Person',
    disclosureVersion: 1,
    disclosureLanguage: 'en',
    termsEffectiveDate: 'August 29, 2025',
    appVersion: '1.0.0',
    acceptedAt: ISO,
    userAgent: 'rules-test',
    receivedAt: serverTimestamp(),
    ...overrides,
  };
}

/** The SMS alert for the 'assigned' step of tickets/alert-{ticket}-{uid} (see collectionCases). */
export function smsAlertDoc(w: Who, requestedBy: string, ticket: 'own' | 'oth') {
  return {
    ticketId: `alert-${ticket}-${w.uid}`,
    dealershipId: w.ownDealership,
    status: 'assigned',
    salespersonUid: `sales-${w.uid}`,
    stock: 'TST24007',
    requestedBy,
    requestedAt: ISO,
    deliveredAt: null,
    receivedAt: serverTimestamp(),
  };
}
