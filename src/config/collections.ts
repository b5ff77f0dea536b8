/**
 * Every Firestore collection the app knows, defined once (issue #34): where its documents
 * are kept, its Dexie store's history, and who may do what with its documents (its
 * comment says what its "own" documents are). The rest derives from this table or is checked against it:
 * - the access table (src/config/access.ts), the route guards and the rules test matrix,
 *   which runs every grant against firestore.rules (so a collection's rules follow);
 * - the mirror's tables, and the Dexie stores of the kept ones (src/config/collectionStores.ts,
 *   which must name exactly them; src/data/db.ts builds its versions from it);
 * - for a kept collection, its document shape, registered from its domain folder in
 *   src/data/db.ts's `MirroredShapes` (the compiler names a kept collection without one),
 *   and its views, in its domain's views.ts.
 * docs/architecture.md, "Add a collection", walks through it.
 */
import {
  allFor,
  OWNER_ADMIN_ALL,
  ownFor,
  SIGNED_IN,
  SUPPLY_REQUESTERS,
  TICKET_STEPPERS,
  WITH_ROLE,
  type CollectionAccess,
} from './grants';
import { CLOCKING_ROLES, CREW_ROLES, DEALERSHIP_ROLES, ROAMING_CREW_ROLES } from './roles';

/**
 * Where a collection's documents are kept:
 * - 'server': on the server only (the device keeps none of them);
 * - 'screens': also on the device, read by the screens that show them;
 * - 'months': also on the device, and read whole by the office's month screens' shared
 *   reading (src/data/mirror/mirroredData.ts): what /finance, /labor, /timesheets or
 *   /employees counts and no dashboard does;
 * - 'dashboards': as 'months', and read by the dashboards' shared reading too: only what a
 *   dashboard's tile or queue counts. Each one more is a table read before a dashboard's
 *   first numbers (the owner's Lighthouse LCP, bench/budget-notes.md).
 */
export type Kept = 'server' | 'screens' | 'months' | 'dashboards';

interface Access {
  /**
   * Who may do what; each entry's comment says what its "own" documents are, and the rules
   * matrix's fixtures (tests/rules/collectionCases.ts) build exactly those.
   */
  access: CollectionAccess;
}
type Definition = Access & { kept: Kept };

/**
 * The time clock's evidence (punches, the worker's word on their breaks): the person who
 * clocks gives it, once; they and the owner's office read it; nobody changes or removes it.
 */
const CLOCKING_EVIDENCE: CollectionAccess = {
  get: { ...OWNER_ADMIN_ALL, ...ownFor(...CLOCKING_ROLES) },
  list: { ...OWNER_ADMIN_ALL, ...ownFor(...CLOCKING_ROLES) },
  create: ownFor(...CLOCKING_ROLES),
  update: {},
  delete: {},
};

export const COLLECTION_DEFINITIONS = {
  /** People: role, dealerships, access history. */
  users: {
    kept: 'screens',
    // "Own": get/update/delete: their own user document; list/create: users of their dealership
    // (managers manage those).
    access: {
      get: { ...ownFor(...SIGNED_IN), ...OWNER_ADMIN_ALL },
      list: { ...OWNER_ADMIN_ALL, dealershipManager: 'own' },
      create: OWNER_ADMIN_ALL,
      // Own: display name, phone and SMS choice only; never role, dealerships or active.
      update: { ...ownFor(...SIGNED_IN), ...OWNER_ADMIN_ALL },
      // Nobody deletes their own account document.
      delete: { owner: 'other', admin: 'other' },
    },
  },
  /** A person’s pay-rate history. */
  payRates: {
    kept: 'months',
    // "Own": their own pay rate.
    // A person's pay-rate history: the office appends to it; nobody reads another's rate, nobody removes one.
    access: {
      get: OWNER_ADMIN_ALL,
      list: OWNER_ADMIN_ALL,
      create: OWNER_ADMIN_ALL,
      update: OWNER_ADMIN_ALL,
      delete: {},
    },
  },
  /** A dealership: price list, clock, time zone. */
  dealerships: {
    kept: 'dashboards',
    // "Own": a dealership they are assigned to.
    access: {
      get: {
        ...OWNER_ADMIN_ALL,
        ...allFor(...ROAMING_CREW_ROLES),
        // Clock-only staff read theirs for its clock, week and overtime law (issue #32, item 5).
        ...ownFor('serviceWash', 'clockOnlyEmployee', ...DEALERSHIP_ROLES),
        // A kiosk reads the dealership it clocks for: its time zone, week and photo setting.
        kiosk: 'own',
      },
      list: { ...OWNER_ADMIN_ALL, ...allFor(...ROAMING_CREW_ROLES) },
      create: OWNER_ADMIN_ALL,
      update: OWNER_ADMIN_ALL,
      delete: OWNER_ADMIN_ALL,
    },
  },
  /** A vehicle’s work order and its steps. */
  tickets: {
    kept: 'dashboards',
    // "Own": dealership roles: their dealership’s tickets; crews: tickets assigned to them; create: a
    // request for their dealership.
    access: {
      get: { ...OWNER_ADMIN_ALL, ...ownFor(...CREW_ROLES, ...DEALERSHIP_ROLES) },
      list: { ...OWNER_ADMIN_ALL, ...ownFor(...CREW_ROLES, ...DEALERSHIP_ROLES) },
      create: { ...OWNER_ADMIN_ALL, employee: 'all', ...ownFor(...DEALERSHIP_ROLES) },
      update: { ...OWNER_ADMIN_ALL, ...ownFor(...CREW_ROLES, ...DEALERSHIP_ROLES) },
      delete: OWNER_ADMIN_ALL,
    },
  },
  /** One clock punch (append-only). */
  timePunches: {
    kept: 'dashboards',
    // "Own": their own punches; a kiosk: the kiosk punches of its dealership, and it creates
    // them only for a clocking person of its dealership, marked with the kiosk (issue #35).
    // Evidence: the person who tapped (or the kiosk they tapped on) creates a punch; nobody
    // changes or removes one.
    access: {
      ...CLOCKING_EVIDENCE,
      get: { ...CLOCKING_EVIDENCE.get, kiosk: 'own' },
      list: { ...CLOCKING_EVIDENCE.list, kiosk: 'own' },
      create: { ...CLOCKING_EVIDENCE.create, kiosk: 'own' },
    },
  },
  /**
   * Whether each person who clocks is clocked in now (issue #33): kept by the server from their
   * punches and corrections (functions/src/clockStates.ts), one document per person, so the
   * owner's dashboard counts who is in without every punch on the phone.
   */
  clockStates: {
    kept: 'dashboards',
    // "Own": a clock state is the person's whose uid is its id. The owner's office reads them;
    // the person reads their own clock from their punches. Only the server writes them.
    access: {
      get: OWNER_ADMIN_ALL,
      list: OWNER_ADMIN_ALL,
      create: {},
      update: {},
      delete: {},
    },
  },
  /** A worker's word at clock-out on their meal and rest periods (append-only). */
  timeAttestations: {
    kept: 'months',
    // "Own": their own attestations.
    // Evidence, like punches: the worker gives it once; nobody changes or removes it.
    access: CLOCKING_EVIDENCE,
  },
  /**
   * A crew member's kiosk PIN, as a salted hash (issue #35), with their name and dealerships:
   * what a dealership's kiosk needs to list them and check their PIN with no signal.
   */
  kioskPins: {
    kept: 'screens',
    // "Own": their own PIN; a kiosk: the PINs of the people of its dealership.
    // Set and changed only by the person; the office never sees a PIN's hash.
    access: {
      get: { ...ownFor(...CLOCKING_ROLES), kiosk: 'own' },
      list: { ...ownFor(...CLOCKING_ROLES), kiosk: 'own' },
      create: ownFor(...CLOCKING_ROLES),
      update: ownFor(...CLOCKING_ROLES),
      // A PIN is replaced, never removed: a person who leaves is deactivated, which ends it.
      delete: {},
    },
  },
  /**
   * A PIN locked on a kiosk after too many wrong tries (issue #35): what the office is told,
   * once the kiosk has signal (append-only).
   */
  kioskLockouts: {
    kept: 'screens',
    // "Own": a kiosk: the locks on its own dealership's kiosk (it writes them, naming itself).
    access: {
      get: OWNER_ADMIN_ALL,
      list: OWNER_ADMIN_ALL,
      create: { kiosk: 'own' },
      update: {},
      delete: {},
    },
  },
  /** A requested change to punches. */
  timeCorrections: {
    kept: 'dashboards',
    // "Own": corrections of their own time.
    // Staff request changes to their own time; owner and admin make and decide them.
    access: {
      get: { ...OWNER_ADMIN_ALL, ...ownFor(...CLOCKING_ROLES) },
      list: { ...OWNER_ADMIN_ALL, ...ownFor(...CLOCKING_ROLES) },
      create: { ...OWNER_ADMIN_ALL, ...ownFor(...CLOCKING_ROLES) },
      update: OWNER_ADMIN_ALL,
      delete: {},
    },
  },
  /** A person’s week: approval and lock. */
  timeWeeks: {
    kept: 'months',
    // "Own": their own weeks (approval and lock).
    // Owner and admin approve (lock) and unlock weeks; every step stays in its history.
    access: {
      get: { ...OWNER_ADMIN_ALL, ...ownFor(...CLOCKING_ROLES) },
      list: { ...OWNER_ADMIN_ALL, ...ownFor(...CLOCKING_ROLES) },
      create: OWNER_ADMIN_ALL,
      update: OWNER_ADMIN_ALL,
      delete: {},
    },
  },
  /** One logged wash. */
  washLogs: {
    kept: 'dashboards',
    // "Own": wash logs of their dealership (for service wash: logged by them).
    access: {
      get: {
        ...OWNER_ADMIN_ALL,
        ...allFor(...ROAMING_CREW_ROLES),
        ...ownFor('serviceWash', ...DEALERSHIP_ROLES),
      },
      list: {
        ...OWNER_ADMIN_ALL,
        ...allFor(...ROAMING_CREW_ROLES),
        ...ownFor('serviceWash', ...DEALERSHIP_ROLES),
      },
      create: { ...OWNER_ADMIN_ALL, serviceWash: 'own' },
      // A washer voids their own wash (within the window); the office voids any. Never deleted.
      update: { ...OWNER_ADMIN_ALL, serviceWash: 'own' },
      delete: {},
    },
  },
  /** A dealership’s day, as sent. */
  dailyReports: {
    kept: 'screens',
    // "Own": their dealership’s daily report.
    // The office closes (and reopens, recorded) a dealership's day; a report is never removed.
    access: {
      get: { ...OWNER_ADMIN_ALL, ...ownFor('dealershipManager', 'dealershipSupervisor') },
      list: { ...OWNER_ADMIN_ALL, ...ownFor('dealershipManager', 'dealershipSupervisor') },
      create: OWNER_ADMIN_ALL,
      update: OWNER_ADMIN_ALL,
      delete: {},
    },
  },
  /** Supplies asked of a supplier. */
  supplyRequests: {
    kept: 'dashboards',
    // "Own": requests they made (dealership staff: for their dealership), or (suppliers) addressed to
    // them.
    access: {
      get: { ...OWNER_ADMIN_ALL, ...ownFor(...SUPPLY_REQUESTERS, 'supplier') },
      list: { ...OWNER_ADMIN_ALL, ...ownFor(...SUPPLY_REQUESTERS, 'supplier') },
      create: { ...OWNER_ADMIN_ALL, ...ownFor(...SUPPLY_REQUESTERS) },
      // The supplier moves a request addressed to them forward: its status and what was delivered.
      update: { ...OWNER_ADMIN_ALL, supplier: 'own' },
      delete: OWNER_ADMIN_ALL,
    },
  },
  /** A supplier’s catalogue. */
  suppliers: {
    kept: 'screens',
    // "Own": their own catalogue (suppliers).
    access: {
      // Whoever requests supplies picks from every supplier's catalogue.
      get: { ...OWNER_ADMIN_ALL, ...allFor(...SUPPLY_REQUESTERS), supplier: 'own' },
      list: { ...OWNER_ADMIN_ALL, ...allFor(...SUPPLY_REQUESTERS) },
      create: { ...OWNER_ADMIN_ALL, supplier: 'own' },
      update: { ...OWNER_ADMIN_ALL, supplier: 'own' },
      delete: OWNER_ADMIN_ALL,
    },
  },
  /** A supplier’s invoice. */
  invoices: {
    kept: 'dashboards',
    // "Own": invoices they issued (suppliers).
    // A supplier submits their own invoices; only the office moves one on (approve, dispute,
    // pay). The books keep every invoice: nobody deletes one.
    access: {
      get: { ...OWNER_ADMIN_ALL, supplier: 'own' },
      list: { ...OWNER_ADMIN_ALL, supplier: 'own' },
      create: { supplier: 'own' },
      update: OWNER_ADMIN_ALL,
      delete: {},
    },
  },
  /** An invitation to join. */
  invites: {
    kept: 'screens',
    // "Own": invites they created for their dealership.
    access: {
      // The token is the secret: whoever holds the claim link may read that one invite.
      get: allFor(...SIGNED_IN),
      list: { ...OWNER_ADMIN_ALL, dealershipManager: 'own' },
      create: { ...OWNER_ADMIN_ALL, dealershipManager: 'own' },
      // Extend or withdraw an open invite: a manager, their own (never past 30 days).
      update: { ...OWNER_ADMIN_ALL, dealershipManager: 'own' },
      // A manager may remove an invite of theirs that nobody has claimed.
      delete: { ...OWNER_ADMIN_ALL, dealershipManager: 'own' },
    },
  },
  /**
   * A stamped collection's change stamp (issue #33): when a commit last wrote to it, moved by
   * that commit (the rules refuse a write to a stamped collection whose commit
   * leaves it unmoved). Everyone signed in reads them: a phone skips asking a view of a
   * collection whose stamp has not moved since its copy was complete.
   */
  changeStamps: {
    kept: 'server',
    // "Own": none; every stamp is everyone's (a time, about no one), moved to the server's
    // time by whoever writes to its collection (the rules refuse any other time).
    access: {
      get: allFor(...WITH_ROLE, 'kiosk'),
      list: allFor(...WITH_ROLE, 'kiosk'),
      create: allFor(...WITH_ROLE, 'kiosk'),
      update: allFor(...WITH_ROLE, 'kiosk'),
      delete: {},
    },
  },
  /** SMS consent evidence (append-only). */
  consentEvents: {
    kept: 'server',
    // "Own": their own SMS consent evidence.
    access: {
      get: { ...ownFor(...WITH_ROLE), ...OWNER_ADMIN_ALL },
      list: { ...ownFor(...WITH_ROLE), ...OWNER_ADMIN_ALL },
      create: ownFor(...WITH_ROLE),
      // Evidence: never changed or removed from a client, not even by the owner.
      update: {},
      delete: {},
    },
  },
  /** A requested SMS work alert and its delivery. */
  smsAlerts: {
    kept: 'server',
    // "Own": alerts they requested (or, by id, of a ticket they may read); create: the alert for a
    // status step they just made, when the salesperson agreed to SMS.
    access: {
      // Dealership staff also read, by id, the alerts of their dealership's tickets whoever
      // stepped them (the matrix's "other" alert is another person's step there; issue #21).
      get: { ...ownFor(...TICKET_STEPPERS), ...allFor(...DEALERSHIP_ROLES), ...OWNER_ADMIN_ALL },
      list: { ...ownFor(...TICKET_STEPPERS), ...OWNER_ADMIN_ALL },
      // Only for one's own step, the owner included; the rules also check the salesperson's consent.
      create: ownFor('owner', 'admin', ...TICKET_STEPPERS),
      // The delivery state is written by the sender (Cloud Functions) only (issue #21).
      update: {},
      delete: OWNER_ADMIN_ALL,
    },
  },
  /** The SMS sender’s record of a phone. */
  smsRecipients: {
    kept: 'server',
    // "Own": the SMS sender’s record of them (texts sent, STOP by text).
    // The sender's own record per salesperson: read by them and the office, written by no client.
    access: {
      get: { ...ownFor(...WITH_ROLE), ...OWNER_ADMIN_ALL },
      list: {},
      create: {},
      update: {},
      delete: {},
    },
  },
} as const satisfies Record<string, Definition>;

type Definitions = typeof COLLECTION_DEFINITIONS;
export type Collection = keyof Definitions;
export const COLLECTIONS = Object.keys(COLLECTION_DEFINITIONS) as Collection[];

/** The collections the device keeps a copy of. */
export type MirroredCollection = {
  [Name in Collection]: Definitions[Name]['kept'] extends 'server' ? never : Name;
}[Collection];
export const MIRRORED_COLLECTIONS = COLLECTIONS.filter(
  (name): name is MirroredCollection => COLLECTION_DEFINITIONS[name].kept !== 'server',
);

/** The mirrored collections the office's month screens' shared reading reads whole. */
export type SharedReadingCollection = {
  [Name in Collection]: Definitions[Name]['kept'] extends 'months' | 'dashboards' ? Name : never;
}[Collection];
export const SHARED_READING_COLLECTIONS = MIRRORED_COLLECTIONS.filter(
  (name): name is SharedReadingCollection => {
    const kept: Kept = COLLECTION_DEFINITIONS[name].kept;
    return kept === 'months' || kept === 'dashboards';
  },
);

/** The mirrored collections the dashboards' shared reading reads (some as its window holds them). */
export type DashboardCollection = {
  [Name in Collection]: Definitions[Name]['kept'] extends 'dashboards' ? Name : never;
}[Collection];
export const DASHBOARD_COLLECTIONS = MIRRORED_COLLECTIONS.filter(
  (name): name is DashboardCollection => COLLECTION_DEFINITIONS[name].kept === 'dashboards',
);
