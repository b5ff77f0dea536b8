/**
 * Who may do what with each Firestore collection: the one table behind the route
 * guards (src/config/permissions.ts) and the expectations of the rules test matrix
 * (tests/rules/matrix.rules.test.ts). firestore.rules enforces it; a change here that
 * the rules do not match fails that matrix.
 *
 * Each grant says on which documents an operation is allowed:
 * - 'own': documents in the principal's own scope (see OWN_SCOPE below);
 * - 'other': documents outside it (another dealership's, another person's);
 * - 'all': both. Anything not listed is denied.
 */
import type { Collection } from './collections';
import { CLOCKING_ROLES, CREW_ROLES, DEALERSHIP_ROLES, ROAMING_CREW_ROLES, type Role } from './roles';

export { COLLECTIONS, type Collection } from './collections';

export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** Everyone the rules tell apart: the eleven roles, a signed-in user with no role, nobody. */
export type Principal = Role | 'noRole' | 'signedOut';

export type Reach = 'own' | 'other' | 'all';
type Grants = Partial<Record<Principal, Reach>>;

/** What "own" means, per collection; the matrix's fixtures build exactly these. */
export const OWN_SCOPE: Record<Collection, string> = {
  users:
    'get/update/delete: their own user document; list/create: users of their dealership (managers manage those)',
  payRates: 'their own pay rate',
  dealerships: 'a dealership they are assigned to',
  tickets:
    'dealership roles: their dealership’s tickets; crews: tickets assigned to them; create: a request for their dealership',
  timePunches: 'their own punches',
  timeCorrections: 'corrections of their own time',
  timeWeeks: 'their own weeks (approval and lock)',
  washLogs: 'wash logs of their dealership (for service wash: logged by them)',
  dailyReports: 'their dealership’s daily report',
  supplyRequests:
    'requests they made (dealership staff: for their dealership), or (suppliers) addressed to them',
  suppliers: 'their own catalogue (suppliers)',
  invoices: 'invoices they issued (suppliers)',
  invites: 'invites they created for their dealership',
  consentEvents: 'their own SMS consent evidence',
  smsAlerts:
    'alerts they requested (or, by id, of a ticket they may read); create: the alert for a status step they just made, when the salesperson agreed to SMS',
  smsRecipients: 'the SMS sender’s record of them (texts sent, STOP by text)',
};

const OWNER_ADMIN_ALL: Grants = { owner: 'all', admin: 'all' };
const ownFor = (...principals: Principal[]): Grants =>
  Object.fromEntries(principals.map((principal) => [principal, 'own' as const]));
const allFor = (...principals: Principal[]): Grants =>
  Object.fromEntries(principals.map((principal) => [principal, 'all' as const]));

/** Every signed-in principal with a document, role or not. */
const SIGNED_IN: Principal[] = [
  'owner',
  'admin',
  ...CLOCKING_ROLES,
  ...DEALERSHIP_ROLES,
  'supplier',
  'noRole',
];
const WITH_ROLE = SIGNED_IN.filter((principal) => principal !== 'noRole');
/** Crews and dealership staff request supplies for themselves (the office for anyone). */
export const SUPPLY_REQUESTERS: Principal[] = [...CREW_ROLES, ...DEALERSHIP_ROLES];
/** Everyone who may take a status step on some ticket (and so request its SMS alert). */
const TICKET_STEPPERS: Principal[] = [...CREW_ROLES, ...DEALERSHIP_ROLES];

export const DATA_ACCESS: Record<Collection, Record<Operation, Grants>> = {
  users: {
    get: { ...ownFor(...SIGNED_IN), ...OWNER_ADMIN_ALL },
    list: { ...OWNER_ADMIN_ALL, dealershipManager: 'own' },
    create: OWNER_ADMIN_ALL,
    // Own: display name, phone and SMS choice only; never role, dealerships or active.
    update: { ...ownFor(...SIGNED_IN), ...OWNER_ADMIN_ALL },
    // Nobody deletes their own account document.
    delete: { owner: 'other', admin: 'other' },
  },
  // A person's pay-rate history: the office appends to it; nobody reads another's rate, nobody removes one.
  payRates: {
    get: OWNER_ADMIN_ALL,
    list: OWNER_ADMIN_ALL,
    create: OWNER_ADMIN_ALL,
    update: OWNER_ADMIN_ALL,
    delete: {},
  },
  dealerships: {
    get: {
      ...OWNER_ADMIN_ALL,
      ...allFor(...ROAMING_CREW_ROLES),
      // Clock-only staff read theirs for its clock, week and overtime law (issue #32, item 5).
      ...ownFor('serviceWash', 'clockOnlyEmployee', ...DEALERSHIP_ROLES),
    },
    list: { ...OWNER_ADMIN_ALL, ...allFor(...ROAMING_CREW_ROLES) },
    create: OWNER_ADMIN_ALL,
    update: OWNER_ADMIN_ALL,
    delete: OWNER_ADMIN_ALL,
  },
  tickets: {
    get: { ...OWNER_ADMIN_ALL, ...ownFor(...CREW_ROLES, ...DEALERSHIP_ROLES) },
    list: { ...OWNER_ADMIN_ALL, ...ownFor(...CREW_ROLES, ...DEALERSHIP_ROLES) },
    create: { ...OWNER_ADMIN_ALL, employee: 'all', ...ownFor(...DEALERSHIP_ROLES) },
    update: { ...OWNER_ADMIN_ALL, ...ownFor(...CREW_ROLES, ...DEALERSHIP_ROLES) },
    delete: OWNER_ADMIN_ALL,
  },
  // Evidence: the person who tapped creates a punch; nobody changes or removes one.
  timePunches: {
    get: { ...OWNER_ADMIN_ALL, ...ownFor(...CLOCKING_ROLES) },
    list: { ...OWNER_ADMIN_ALL, ...ownFor(...CLOCKING_ROLES) },
    create: ownFor(...CLOCKING_ROLES),
    update: {},
    delete: {},
  },
  // Staff request changes to their own time; owner and admin make and decide them.
  timeCorrections: {
    get: { ...OWNER_ADMIN_ALL, ...ownFor(...CLOCKING_ROLES) },
    list: { ...OWNER_ADMIN_ALL, ...ownFor(...CLOCKING_ROLES) },
    create: { ...OWNER_ADMIN_ALL, ...ownFor(...CLOCKING_ROLES) },
    update: OWNER_ADMIN_ALL,
    delete: {},
  },
  // Owner and admin approve (lock) and unlock weeks; every step stays in its history.
  timeWeeks: {
    get: { ...OWNER_ADMIN_ALL, ...ownFor(...CLOCKING_ROLES) },
    list: { ...OWNER_ADMIN_ALL, ...ownFor(...CLOCKING_ROLES) },
    create: OWNER_ADMIN_ALL,
    update: OWNER_ADMIN_ALL,
    delete: {},
  },
  washLogs: {
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
  // The office closes (and reopens, recorded) a dealership's day; a report is never removed.
  dailyReports: {
    get: { ...OWNER_ADMIN_ALL, ...ownFor('dealershipManager', 'dealershipSupervisor') },
    list: { ...OWNER_ADMIN_ALL, ...ownFor('dealershipManager', 'dealershipSupervisor') },
    create: OWNER_ADMIN_ALL,
    update: OWNER_ADMIN_ALL,
    delete: {},
  },
  supplyRequests: {
    get: { ...OWNER_ADMIN_ALL, ...ownFor(...SUPPLY_REQUESTERS, 'supplier') },
    list: { ...OWNER_ADMIN_ALL, ...ownFor(...SUPPLY_REQUESTERS, 'supplier') },
    create: { ...OWNER_ADMIN_ALL, ...ownFor(...SUPPLY_REQUESTERS) },
    // The supplier moves a request addressed to them forward: its status and what was delivered.
    update: { ...OWNER_ADMIN_ALL, supplier: 'own' },
    delete: OWNER_ADMIN_ALL,
  },
  suppliers: {
    // Whoever requests supplies picks from every supplier's catalogue.
    get: { ...OWNER_ADMIN_ALL, ...allFor(...SUPPLY_REQUESTERS), supplier: 'own' },
    list: { ...OWNER_ADMIN_ALL, ...allFor(...SUPPLY_REQUESTERS) },
    create: { ...OWNER_ADMIN_ALL, supplier: 'own' },
    update: { ...OWNER_ADMIN_ALL, supplier: 'own' },
    delete: OWNER_ADMIN_ALL,
  },
  // A supplier submits their own invoices; only the office moves one on (approve, dispute,
  // pay). The books keep every invoice: nobody deletes one.
  invoices: {
    get: { ...OWNER_ADMIN_ALL, supplier: 'own' },
    list: { ...OWNER_ADMIN_ALL, supplier: 'own' },
    create: { supplier: 'own' },
    update: OWNER_ADMIN_ALL,
    delete: {},
  },
  invites: {
    // The token is the secret: whoever holds the claim link may read that one invite.
    get: allFor(...SIGNED_IN),
    list: { ...OWNER_ADMIN_ALL, dealershipManager: 'own' },
    create: { ...OWNER_ADMIN_ALL, dealershipManager: 'own' },
    // Extend or withdraw an open invite: a manager, their own (never past 30 days).
    update: { ...OWNER_ADMIN_ALL, dealershipManager: 'own' },
    // A manager may remove an invite of theirs that nobody has claimed.
    delete: { ...OWNER_ADMIN_ALL, dealershipManager: 'own' },
  },
  consentEvents: {
    get: { ...ownFor(...WITH_ROLE), ...OWNER_ADMIN_ALL },
    list: { ...ownFor(...WITH_ROLE), ...OWNER_ADMIN_ALL },
    create: ownFor(...WITH_ROLE),
    // Evidence: never changed or removed from a client, not even by the owner.
    update: {},
    delete: {},
  },
  smsAlerts: {
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
  // The sender's own record per salesperson: read by them and the office, written by no client.
  smsRecipients: {
    get: { ...ownFor(...WITH_ROLE), ...OWNER_ADMIN_ALL },
    list: {},
    create: {},
    update: {},
    delete: {},
  },
};

/** Whether `principal` may `operation` documents of `collection` in `scope`. */
export function isAllowed(
  principal: Principal,
  collection: Collection,
  operation: Operation,
  scope: 'own' | 'other',
): boolean {
  const reach = DATA_ACCESS[collection][operation][principal];
  return reach === 'all' || reach === scope;
}

/** The roles that may `operation` some documents of `collection`: who a screen is for. */
export function rolesWhoMay(collection: Collection, operation: Operation, scope?: 'own' | 'other'): Role[] {
  return (Object.keys(DATA_ACCESS[collection][operation]) as Principal[]).filter(
    (principal): principal is Role =>
      principal !== 'noRole' &&
      principal !== 'signedOut' &&
      (scope ? isAllowed(principal, collection, operation, scope) : true),
  );
}
