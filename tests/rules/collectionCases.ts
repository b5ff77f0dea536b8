/**
 * For each collection: the documents a principal's cases run on, and what "own" and
 * "other" mean there (each collection's comment in src/config/collections.ts). Own-scope documents are those
 * the rules should let a permitted principal reach; other-scope ones belong to an
 * outsider at another dealership.
 */
import { collection, documentId, query, serverTimestamp, where, type Query } from 'firebase/firestore';
import type { Collection } from '../../src/config/access';
import { MANAGED_ROLES } from '../../src/config/roles';
import type { TestFirestore } from '../support/rulesEnv';
import {
  clockStateDoc,
  consentEventDoc,
  dailyReportDoc,
  dealershipDoc,
  dealershipsOf,
  inviteDoc,
  invoiceDoc,
  kioskCrew,
  kioskLockoutDoc,
  kioskPinDoc,
  kioskPunchDoc,
  invoicePath,
  ISO,
  LATER_ISO,
  newTicket,
  payRateDoc,
  rateStep,
  reportStep,
  smsAlertDoc,
  supplierDoc,
  supplyRequestDoc,
  ticketDoc,
  timeAttestationDoc,
  timeCorrectionDoc,
  timePunchDoc,
  timeWeekDoc,
  WEEK_START,
  weekStep,
  userDoc,
  washLogDoc,
  type Who,
} from './principals';
import { DAY_MS } from '../../src/utils/duration';

export type Scope = 'own' | 'other';

export interface CollectionCases {
  /** Documents to seed for this principal (path → data), with rules off. */
  seed(w: Who): Record<string, Record<string, unknown>>;
  /** The seeded document a get, update or delete of `scope` addresses. */
  existing(w: Who, scope: Scope): string;
  /** The query the app would run for `scope`. */
  list(db: TestFirestore, w: Who, scope: Scope): Query;
  /** A valid new document of `scope`. */
  create(w: Who, scope: Scope): [path: string, data: Record<string, unknown>];
  /** A valid change to the `scope` document, as this principal would write it. */
  update(w: Who, scope: Scope): Record<string, unknown>;
}

/** Who set the seeded pay rates (the office, before the case runs). */
const RATE_SETTER = 'office-payroll';

/** Who closed the seeded daily reports (the office, before the case runs). */
const REPORT_CLOSER = 'office-closer';

/** A week nobody has approved yet: what the office creates when it approves one. */
const NEXT_WEEK_START = '2026-11-23';

const person = (w: Who, scope: Scope) => (scope === 'own' ? w.uid : w.outsider);
const dealership = (w: Who, scope: Scope) => (scope === 'own' ? w.ownDealership : w.otherDealership);
/** Whose PIN a case addresses: one's own (a kiosk: a crew member of its dealership), or an outsider's. */
const pinHolder = (w: Who, scope: Scope) =>
  w.principal === 'kiosk' ? kioskCrew(w, scope) : person(w, scope);
const pinDealerships = (w: Who, scope: Scope) =>
  scope === 'own' && w.principal !== 'kiosk'
    ? dealershipsOf(w.principal, w.ownDealership)
    : [dealership(w, scope)];
const byField = (db: TestFirestore, name: string, field: string, value: string) =>
  query(collection(db, name), where(field, '==', value));
const byId = (db: TestFirestore, name: string, id: string) =>
  query(collection(db, name), where(documentId(), '==', id));

export const CASES: Record<Collection, CollectionCases> = {
  users: {
    seed: (w) => ({
      [`users/${w.outsider}`]: {
        ...userDoc('dealershipEmployee', w.otherDealership),
        email: `${w.outsider}@rules.test`,
      },
    }),
    existing: (w, scope) => `users/${person(w, scope)}`,
    list: (db, w, scope) =>
      query(
        collection(db, 'users'),
        where('dealerships', 'array-contains', dealership(w, scope)),
        where('role', 'in', MANAGED_ROLES),
      ),
    create: (w, scope) => [
      `users/new-${scope}-${w.uid}`,
      { ...userDoc('dealershipEmployee', dealership(w, scope)), email: `new-${scope}@rules.test` },
    ],
    update: () => ({ displayName: 'Renamed Person' }),
  },
  payRates: {
    seed: (w) => ({
      [`payRates/${w.uid}`]: payRateDoc(w.uid, [rateStep(1850, RATE_SETTER)]),
      [`payRates/${w.outsider}`]: payRateDoc(w.outsider, [rateStep(1700, RATE_SETTER)]),
    }),
    existing: (w, scope) => `payRates/${person(w, scope)}`,
    list: (db, w, scope) => byId(db, 'payRates', person(w, scope)),
    create: (w, scope) => [
      `payRates/new-${person(w, scope)}`,
      payRateDoc(`new-${person(w, scope)}`, [rateStep(1900, w.uid)]),
    ],
    // The office's one change to a rate: a new step appended, signed by them.
    update: (w, scope) => ({
      history: [rateStep(scope === 'own' ? 1850 : 1700, RATE_SETTER), rateStep(2000, w.uid, LATER_ISO)],
      receivedAt: serverTimestamp(),
    }),
  },
  dealerships: {
    seed: (w) => ({
      [`dealerships/${w.ownDealership}`]: dealershipDoc('Own Motors'),
      [`dealerships/${w.otherDealership}`]: dealershipDoc('Other Motors'),
    }),
    existing: (w, scope) => `dealerships/${dealership(w, scope)}`,
    list: (db, w, scope) => byId(db, 'dealerships', dealership(w, scope)),
    create: (w, scope) => [`dealerships/new-${dealership(w, scope)}`, dealershipDoc('New Motors')],
    update: () => ({ name: 'Renamed Motors' }),
  },
  tickets: {
    seed: (w) => ({
      [`tickets/own-${w.uid}`]: ticketDoc(w, 'own'),
      [`tickets/oth-${w.uid}`]: ticketDoc(w, 'other'),
    }),
    existing: (w, scope) => `tickets/${scope === 'own' ? 'own' : 'oth'}-${w.uid}`,
    // Crews ask for the work assigned to them; everyone else for a dealership's tickets.
    list: (db, w, scope) =>
      w.isCrew
        ? byField(db, 'tickets', 'assigneeUid', person(w, scope))
        : byField(db, 'tickets', 'dealershipId', dealership(w, scope)),
    create: (w, scope) => [`tickets/new-${scope}-${w.uid}`, newTicket(w, dealership(w, scope))],
    update: () => ({ notes: 'Keys in the lockbox', updatedAt: LATER_ISO, receivedAt: serverTimestamp() }),
  },
  timePunches: {
    // A kiosk's own: the kiosk punches of its dealership, for a crew member who works there;
    // other: another dealership's (issue #35).
    seed: (w) =>
      w.principal === 'kiosk'
        ? {
            [`users/${kioskCrew(w, 'own')}`]: userDoc('clockOnlyEmployee', w.ownDealership),
            [`users/${kioskCrew(w, 'other')}`]: userDoc('clockOnlyEmployee', w.otherDealership),
            [`timePunches/own-${w.uid}`]: kioskPunchDoc(kioskCrew(w, 'own'), w.uid, w.ownDealership),
            [`timePunches/oth-${w.uid}`]: kioskPunchDoc(
              kioskCrew(w, 'other'),
              'another-kiosk',
              w.otherDealership,
            ),
          }
        : {
            [`timePunches/own-${w.uid}`]: timePunchDoc(w.uid),
            [`timePunches/oth-${w.uid}`]: timePunchDoc(w.outsider),
          },
    existing: (w, scope) => `timePunches/${scope === 'own' ? 'own' : 'oth'}-${w.uid}`,
    list: (db, w, scope) =>
      w.principal === 'kiosk'
        ? byField(db, 'timePunches', 'dealershipId', dealership(w, scope))
        : byField(db, 'timePunches', 'uid', person(w, scope)),
    create: (w, scope) => [
      `timePunches/new-${scope}-${w.uid}`,
      w.principal === 'kiosk'
        ? kioskPunchDoc(kioskCrew(w, scope), w.uid, dealership(w, scope))
        : timePunchDoc(person(w, scope)),
    ],
    // Nobody may change a punch; this is what someone would try: moving its time.
    update: () => ({ at: LATER_ISO, receivedAt: serverTimestamp() }),
  },
  clockStates: {
    seed: (w) => ({
      [`clockStates/${w.uid}`]: clockStateDoc(w.uid),
      [`clockStates/${w.outsider}`]: clockStateDoc(w.outsider),
    }),
    existing: (w, scope) => `clockStates/${person(w, scope)}`,
    list: (db, w, scope) => byField(db, 'clockStates', 'uid', person(w, scope)),
    create: (w, scope) => [`clockStates/new-${person(w, scope)}`, clockStateDoc(person(w, scope))],
    // What a client would try: clocking someone out on the dashboard's count.
    update: () => ({ clockedInSince: null, receivedAt: serverTimestamp() }),
  },
  timeAttestations: {
    seed: (w) => ({
      [`timeAttestations/own-${w.uid}`]: timeAttestationDoc(w.uid),
      [`timeAttestations/oth-${w.uid}`]: timeAttestationDoc(w.outsider),
    }),
    existing: (w, scope) => `timeAttestations/${scope === 'own' ? 'own' : 'oth'}-${w.uid}`,
    list: (db, w, scope) => byField(db, 'timeAttestations', 'uid', person(w, scope)),
    create: (w, scope) => [`timeAttestations/new-${scope}-${w.uid}`, timeAttestationDoc(person(w, scope))],
    // Nobody may change a word given; this is what someone would try: taking it back.
    update: () => ({ answer: 'tookBreaks', couldNotTake: [], receivedAt: serverTimestamp() }),
  },
  kioskPins: {
    // Own: one's PIN (a kiosk: the PIN of a crew member of its dealership); other: an
    // outsider's, at another dealership.
    seed: (w) => ({
      [`kioskPins/${pinHolder(w, 'own')}`]: kioskPinDoc(pinHolder(w, 'own'), pinDealerships(w, 'own')),
      [`kioskPins/${pinHolder(w, 'other')}`]: kioskPinDoc(pinHolder(w, 'other'), [w.otherDealership]),
    }),
    existing: (w, scope) => `kioskPins/${pinHolder(w, scope)}`,
    list: (db, w, scope) =>
      w.principal === 'kiosk'
        ? query(collection(db, 'kioskPins'), where('dealerships', 'array-contains', dealership(w, scope)))
        : byField(db, 'kioskPins', 'uid', person(w, scope)),
    // The PIN's document is the person's id: setting one is writing that document.
    create: (w, scope) => [
      `kioskPins/${pinHolder(w, scope)}`,
      kioskPinDoc(pinHolder(w, scope), pinDealerships(w, scope), { setAt: LATER_ISO }),
    ],
    update: (w, scope) =>
      kioskPinDoc(pinHolder(w, scope), pinDealerships(w, scope), {
        hash: 'bmV3aGFzaG5ld2hhc2huZXdoYXNobmV3aGFzaG5ld2g=',
        setAt: LATER_ISO,
      }),
  },
  kioskLockouts: {
    // Own: a lock on the principal's own kiosk (a kiosk's dealership); other: another dealership's kiosk.
    seed: (w) => ({
      [`kioskLockouts/own-${w.uid}`]: kioskLockoutDoc(w.uid, w.ownDealership),
      [`kioskLockouts/oth-${w.uid}`]: kioskLockoutDoc('another-kiosk', w.otherDealership),
    }),
    existing: (w, scope) => `kioskLockouts/${scope === 'own' ? 'own' : 'oth'}-${w.uid}`,
    list: (db, w, scope) => byField(db, 'kioskLockouts', 'dealershipId', dealership(w, scope)),
    create: (w, scope) => [
      `kioskLockouts/new-${scope}-${w.uid}`,
      kioskLockoutDoc(w.uid, dealership(w, scope)),
    ],
    // Nobody changes a lock on the record; this is what someone would try: shortening it.
    update: () => ({ lockedUntil: ISO, receivedAt: serverTimestamp() }),
  },
  timeCorrections: {
    seed: (w) => ({
      [`timeCorrections/own-${w.uid}`]: timeCorrectionDoc(w.uid, w.uid, false),
      [`timeCorrections/oth-${w.uid}`]: timeCorrectionDoc(w.outsider, w.outsider, false),
    }),
    existing: (w, scope) => `timeCorrections/${scope === 'own' ? 'own' : 'oth'}-${w.uid}`,
    list: (db, w, scope) => byField(db, 'timeCorrections', 'uid', person(w, scope)),
    // Staff request (pending); the office corrects directly (approved, signed by them).
    create: (w, scope) => [
      `timeCorrections/new-${scope}-${w.uid}`,
      timeCorrectionDoc(person(w, scope), w.uid, w.isOwnerOrAdmin),
    ],
    update: (w) => ({
      state: 'approved',
      decidedBy: w.uid,
      decidedAt: LATER_ISO,
      decisionNote: 'Checked with the lot lead',
      receivedAt: serverTimestamp(),
    }),
  },
  timeWeeks: {
    // Approved once, then unlocked: open, so the cases' punches and corrections may land.
    seed: (w) => ({
      [`timeWeeks/${w.uid}_${WEEK_START}`]: timeWeekDoc(w.uid, WEEK_START, [
        weekStep('approve', 'o-owner'),
        weekStep('unlock', 'o-owner', 'Missed punch found'),
      ]),
      [`timeWeeks/${w.outsider}_${WEEK_START}`]: timeWeekDoc(w.outsider, WEEK_START, [
        weekStep('approve', 'o-owner'),
        weekStep('unlock', 'o-owner', 'Missed punch found'),
      ]),
    }),
    existing: (w, scope) => `timeWeeks/${person(w, scope)}_${WEEK_START}`,
    list: (db, w, scope) => byField(db, 'timeWeeks', 'uid', person(w, scope)),
    create: (w, scope) => [
      `timeWeeks/${person(w, scope)}_${NEXT_WEEK_START}`,
      timeWeekDoc(person(w, scope), NEXT_WEEK_START, [weekStep('approve', w.uid)]),
    ],
    update: (w) => ({
      locked: true,
      history: [
        weekStep('approve', 'o-owner'),
        weekStep('unlock', 'o-owner', 'Missed punch found'),
        weekStep('approve', w.uid, 'Checked again'),
      ],
      receivedAt: serverTimestamp(),
    }),
  },
  washLogs: {
    seed: (w) => ({
      [`washLogs/own-${w.uid}`]: washLogDoc(w.uid, w.ownDealership),
      [`washLogs/oth-${w.uid}`]: washLogDoc(w.outsider, w.otherDealership),
    }),
    existing: (w, scope) => `washLogs/${scope === 'own' ? 'own' : 'oth'}-${w.uid}`,
    list: (db, w, scope) => byField(db, 'washLogs', 'dealershipId', dealership(w, scope)),
    create: (w, scope) => [`washLogs/new-${scope}-${w.uid}`, washLogDoc(w.uid, dealership(w, scope))],
    // What a washer may change of their own wash, and the office of any: a void, signed.
    update: (w) => ({
      voided: { by: w.uid, at: LATER_ISO, reason: 'Logged the wrong car' },
      receivedAt: serverTimestamp(),
    }),
  },
  dailyReports: {
    seed: (w) => ({
      [`dailyReports/2026-11-20_${w.ownDealership}`]: dailyReportDoc(
        '2026-11-20',
        w.ownDealership,
        REPORT_CLOSER,
      ),
      [`dailyReports/2026-11-20_${w.otherDealership}`]: dailyReportDoc(
        '2026-11-20',
        w.otherDealership,
        REPORT_CLOSER,
      ),
    }),
    existing: (w, scope) => `dailyReports/2026-11-20_${dealership(w, scope)}`,
    list: (db, w, scope) => byField(db, 'dailyReports', 'dealershipId', dealership(w, scope)),
    // The office closes a day: the report is created closed, signed by the writer.
    create: (w, scope) => [
      `dailyReports/2026-11-19_${dealership(w, scope)}`,
      dailyReportDoc('2026-11-19', dealership(w, scope), w.uid),
    ],
    // The one change a closed report takes: reopening it, appended to its history.
    update: (w) => ({
      closed: false,
      history: [reportStep('closed', REPORT_CLOSER), reportStep('reopened', w.uid, LATER_ISO)],
      receivedAt: serverTimestamp(),
    }),
  },
  supplyRequests: {
    seed: (w) => ({
      'suppliers/sup-1': supplierDoc(),
      [`supplyRequests/own-${w.uid}`]: supplyRequestDoc(w.uid, w.uid, w.ownDealership),
      [`supplyRequests/oth-${w.uid}`]: supplyRequestDoc(w.outsider, w.outsider, w.otherDealership),
    }),
    existing: (w, scope) => `supplyRequests/${scope === 'own' ? 'own' : 'oth'}-${w.uid}`,
    list: (db, w, scope) =>
      byField(
        db,
        'supplyRequests',
        w.principal === 'supplier' ? 'supplierUid' : 'requestedBy',
        person(w, scope),
      ),
    create: (w, scope) => [
      `supplyRequests/new-${scope}-${w.uid}`,
      supplyRequestDoc(person(w, scope), 'sup-1', dealership(w, scope)),
    ],
    // The supplier's step: acknowledged, one towel pack delivered.
    update: () => ({
      status: 'acknowledged',
      delivered: [1, 0],
      stepAt: { open: ISO, acknowledged: LATER_ISO },
      receivedAt: serverTimestamp(),
    }),
  },
  suppliers: {
    // A supplier's own catalogue is created by their own case (it is keyed by their uid).
    seed: (w) => ({
      ...(w.principal === 'supplier' ? {} : { [`suppliers/${w.uid}`]: supplierDoc('Own Supply') }),
      [`suppliers/${w.outsider}`]: supplierDoc('Other Supply'),
    }),
    existing: (w, scope) => `suppliers/${person(w, scope)}`,
    list: (db, w, scope) => byId(db, 'suppliers', person(w, scope)),
    create: (w, scope) => [`suppliers/${person(w, scope)}`, supplierDoc('New Supply')],
    update: () => ({
      items: [{ id: 'soap-5', name: 'Car wash soap', unit: '5 gal', unitPriceCents: 6450 }],
      receivedAt: serverTimestamp(),
    }),
  },
  invoices: {
    seed: (w) => ({
      [invoicePath(w.uid)]: invoiceDoc(w.uid),
      [invoicePath(w.outsider)]: invoiceDoc(w.outsider),
    }),
    existing: (w, scope) => invoicePath(person(w, scope)),
    list: (db, w, scope) => byField(db, 'invoices', 'supplierUid', person(w, scope)),
    create: (w, scope) => [invoicePath(person(w, scope), 'NEW-7'), invoiceDoc(person(w, scope), 'NEW-7')],
    // The office's step: approved, signed by whoever approves.
    update: (w) => ({
      status: 'approved',
      'stepAt.approved': LATER_ISO,
      'stepBy.approved': w.uid,
      receivedAt: serverTimestamp(),
    }),
  },
  invites: {
    seed: (w) => ({
      [`invites/own-${w.uid}`]: inviteDoc(w.uid, w.ownDealership),
      [`invites/oth-${w.uid}`]: inviteDoc(w.outsider, w.otherDealership),
    }),
    existing: (w, scope) => `invites/${scope === 'own' ? 'own' : 'oth'}-${w.uid}`,
    list: (db, w, scope) => byField(db, 'invites', 'createdBy', person(w, scope)),
    create: (w, scope) => [
      `invites/new-${scope}-${w.uid}`,
      inviteDoc(w.uid, dealership(w, scope), { visibility: 'Service' }),
    ],
    update: () => ({ expiresAtMs: Date.now() + 8 * DAY_MS }),
  },
  changeStamps: {
    // Every stamp is everyone's: "own" and "other" are two collections' stamps ("create" is
    // of one the fixtures leave out).
    seed: () => ({
      ['changeStamps/tickets']: { at: new Date(LATER_ISO) },
      ['changeStamps/washLogs']: { at: new Date(LATER_ISO) },
    }),
    existing: (_w, scope) => `changeStamps/${scope === 'own' ? 'tickets' : 'washLogs'}`,
    list: (db, _w, scope) => byId(db, 'changeStamps', scope === 'own' ? 'tickets' : 'washLogs'),
    create: () => ['changeStamps/timePunches', { at: serverTimestamp() }],
    // A commit's own time, as every commit writing to the collection sets it.
    update: () => ({ at: serverTimestamp() }),
  },
  consentEvents: {
    seed: (w) => ({
      [`consentEvents/own-${w.uid}`]: consentEventDoc(w.uid),
      [`consentEvents/oth-${w.uid}`]: consentEventDoc(w.outsider),
    }),
    existing: (w, scope) => `consentEvents/${scope === 'own' ? 'own' : 'oth'}-${w.uid}`,
    list: (db, w, scope) => byField(db, 'consentEvents', 'uid', person(w, scope)),
    create: (w, scope) => [`consentEvents/new-${scope}-${w.uid}`, consentEventDoc(person(w, scope))],
    update: () => ({ signature: 'Someone Else' }),
  },
  smsAlerts: {
    // Own: the alert for a step the principal made on a ticket whose salesperson agreed to
    // SMS; other: the alert for the outsider's step.
    seed: (w) => ({
      [`users/sales-${w.uid}`]: {
        ...userDoc('dealershipEmployee', w.ownDealership),
        visibility: 'Sales',
        smsConsent: 'agree',
      },
      [`tickets/alert-own-${w.uid}`]: ticketDoc(w, 'own', {
        dealershipId: w.ownDealership,
        salespersonUid: `sales-${w.uid}`,
      }),
      [`tickets/alert-oth-${w.uid}`]: ticketDoc(w, 'other', {
        dealershipId: w.ownDealership,
        salespersonUid: `sales-${w.uid}`,
      }),
      [`smsAlerts/own-${w.uid}`]: smsAlertDoc(w, w.uid, 'own'),
      [`smsAlerts/oth-${w.uid}`]: smsAlertDoc(w, w.outsider, 'oth'),
    }),
    existing: (w, scope) => `smsAlerts/${scope === 'own' ? 'own' : 'oth'}-${w.uid}`,
    list: (db, w, scope) => byField(db, 'smsAlerts', 'requestedBy', person(w, scope)),
    create: (w, scope) => {
      const ticketId = `alert-${scope === 'own' ? 'own' : 'oth'}-${w.uid}`;
      return [
        `smsAlerts/${ticketId}_assigned`,
        { ...smsAlertDoc(w, w.uid, scope === 'own' ? 'own' : 'oth') },
      ];
    },
    // What a client would try: marking its own request delivered (the sender's to say).
    update: () => ({ state: 'delivered', deliveredAt: LATER_ISO }),
  },
  smsRecipients: {
    seed: (w) => ({
      [`smsRecipients/${w.uid}`]: { textsSent: 3, optedOutBySms: false },
      [`smsRecipients/${w.outsider}`]: { textsSent: 1, optedOutBySms: true },
    }),
    existing: (w, scope) => `smsRecipients/${person(w, scope)}`,
    list: (db, w, scope) => byId(db, 'smsRecipients', person(w, scope)),
    create: (w, scope) => [`smsRecipients/new-${person(w, scope)}`, { textsSent: 0 }],
    // What a client would try: undoing its STOP, or resetting the count behind the notice.
    update: () => ({ optedOutBySms: false, textsSent: 0 }),
  },
};
