/**
 * The role registry: everything the app decides by role, said once per role. Landing
 * (src/features/auth/landing.ts), the route guards (permissions.ts), the data-access
 * table (access.ts, and through it the rules tests' principals), the read mirror's
 * scopes and the dashboards derive from it. firestore.rules spells the same lists in its
 * own language; tests/lint/rolesInRules.test.ts checks they agree.
 */
import { ROLES, type Role } from '@lotcrew/shared';
import { PATHS } from './paths';

// The eleven roles (spec §1, §6), shared with the Cloud Functions (packages/shared).
export { ROLES, isRole, type Role } from '@lotcrew/shared';

/** The kinds of work a ticket can be (design/product.md). */
export const WORK_KINDS = ['delivery', 'serviceWash', 'lotPrep', 'photos', 'detail', 'other'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

/**
 * Who the person is to the business, which decides what they read and where:
 * - office: owner and admin, everything;
 * - crew: the business's own crews, who work tickets (and clock in);
 * - clockOnly: staff who only clock in and out;
 * - dealership: a partner dealership's staff, who request and follow work there;
 * - supplier: a supplier, their requests and invoices.
 */
export type RoleGroup = 'office' | 'crew' | 'clockOnly' | 'dealership' | 'supplier';

/**
 * The parts of a dashboard, in the order it shows them: requests (open, being worked,
 * done and washes today at the person's dealerships), office (crew clocked in, invoices to
 * approve), todayByKind, crewWork (my work, open to claim, done today), washesToday,
 * clock (clocked in, hours this week), supplies (requests and invoices addressed to a
 * supplier), queue (the tickets to act on).
 */
export const DASHBOARD_SECTIONS = [
  'requests',
  'office',
  'todayByKind',
  'crewWork',
  'washesToday',
  'clock',
  'supplies',
  'queue',
] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

/**
 * What a role may do that its group does not say, each named once: the app asks
 * `can(role, ability)`, never a role's name (a lint rule keeps role names in src/config).
 * - ownsBusiness: only an owner makes or changes an owner, and one active owner remains;
 * - logsWashes: logs washes at the bay and voids its own (service-wash crews);
 * - managesDealershipStaff: invites, deactivates and reactivates the staff below it
 *   (MANAGED_ROLES) at its own dealerships;
 * - readsDealershipReports: reads its dealerships' daily reports;
 * - hasVisibility: has a Sales or Service visibility; Sales staff may take SMS work alerts
 *   (spec §7), and request work for their sales;
 * - keepsContactCurrent: asked for a phone while theirs is the placeholder, and to update
 *   the app, at sign-in (the spec's employee prompts).
 */
export const ROLE_ABILITIES = [
  'ownsBusiness',
  'logsWashes',
  'managesDealershipStaff',
  'readsDealershipReports',
  'hasVisibility',
  'keepsContactCurrent',
] as const;
export type RoleAbility = (typeof ROLE_ABILITIES)[number];

export interface RoleProfile {
  group: RoleGroup;
  /** What it may do beyond its group (ROLE_ABILITIES). */
  abilities: readonly RoleAbility[];
  /** The dashboard the spec's §4 lands this role on. */
  home: string;
  /** Spec §6: without at least one assigned dealership this role is not placed (lands on /). */
  needsDealerships: boolean;
  /** The kinds of work it picks up (crews); none for roles that do not work tickets. */
  kinds: readonly WorkKind[];
  /** Whether it clocks in and out (time clock, hours). */
  clocks: boolean;
  /** Crews: works at every dealership (no assignment) rather than only at its own. */
  roams: boolean;
  /**
   * Spec §4: paths that keep this role where it is when landing runs (the /ticket…
   * exemption, and /test-sentry for employees). Each entry is a path prefix.
   */
  landingExemptions: readonly string[];
  /** What the role's dashboard shows (and another role's board, for the owner's office). */
  sections: readonly DashboardSection[];
}

const office = {
  group: 'office',
  abilities: [],
  needsDealerships: false,
  kinds: [],
  clocks: false,
  roams: false,
  sections: ['requests', 'office', 'todayByKind'],
} as const;
const CREW_BOARD = ['crewWork', 'clock', 'queue'] as const;
/** A partner dealership's staff: they request and follow work at their dealerships. */
const dealershipStaff = {
  group: 'dealership',
  abilities: [],
  needsDealerships: false,
  kinds: [],
  clocks: false,
  roams: false,
  landingExemptions: [],
  sections: ['requests', 'queue'],
} as const;

export const ROLE_REGISTRY: Record<Role, RoleProfile> = {
  admin: { ...office, home: PATHS.ownerDashboard, landingExemptions: [PATHS.ticket] },
  owner: {
    ...office,
    abilities: ['ownsBusiness'],
    home: PATHS.ownerDashboard,
    landingExemptions: [PATHS.ticket],
  },
  employee: {
    abilities: ['keepsContactCurrent'],
    group: 'crew',
    home: PATHS.employeeDashboard,
    needsDealerships: false,
    kinds: WORK_KINDS,
    clocks: true,
    roams: true,
    landingExemptions: [PATHS.ticket, PATHS.testSentry],
    sections: CREW_BOARD,
  },
  lotPrep: {
    abilities: [],
    group: 'crew',
    home: PATHS.lotPrepDashboard,
    needsDealerships: false,
    kinds: ['lotPrep'],
    clocks: true,
    roams: true,
    landingExemptions: [PATHS.ticket],
    sections: CREW_BOARD,
  },
  photos: {
    abilities: [],
    group: 'crew',
    home: PATHS.photosDashboard,
    needsDealerships: false,
    kinds: ['photos'],
    clocks: true,
    roams: true,
    landingExemptions: [],
    sections: CREW_BOARD,
  },
  serviceWash: {
    abilities: ['logsWashes'],
    group: 'crew',
    home: PATHS.serviceWashDashboard,
    needsDealerships: true,
    kinds: ['serviceWash'],
    clocks: true,
    roams: false,
    landingExemptions: [],
    sections: ['crewWork', 'washesToday', 'clock', 'queue'],
  },
  clockOnlyEmployee: {
    abilities: [],
    group: 'clockOnly',
    home: PATHS.clockInOutOnlyEmployeeDashboard,
    needsDealerships: false,
    kinds: [],
    clocks: true,
    roams: false,
    landingExemptions: [],
    sections: ['clock'],
  },
  dealershipEmployee: {
    ...dealershipStaff,
    abilities: ['hasVisibility'],
    home: PATHS.dealershipDashboard,
    landingExemptions: [PATHS.ticket],
  },
  // Spec §6: managers and supervisors without a dealership are not placed.
  dealershipManager: {
    ...dealershipStaff,
    abilities: ['managesDealershipStaff', 'readsDealershipReports'],
    home: PATHS.managerDashboard,
    needsDealerships: true,
  },
  dealershipSupervisor: {
    ...dealershipStaff,
    abilities: ['readsDealershipReports'],
    home: PATHS.dealershipSupervisorDashboard,
    needsDealerships: true,
  },
  supplier: {
    abilities: [],
    group: 'supplier',
    home: PATHS.suppliesDashboard,
    needsDealerships: false,
    kinds: [],
    clocks: false,
    roams: false,
    landingExemptions: [],
    sections: ['supplies'],
  },
};

const rolesWhere = (test: (profile: RoleProfile) => boolean): Role[] =>
  ROLES.filter((role) => test(ROLE_REGISTRY[role]));

export const OFFICE_ROLES = rolesWhere((profile) => profile.group === 'office');
/** Crews who work tickets. */
export const CREW_ROLES = rolesWhere((profile) => profile.group === 'crew');
/** Crews who work at every dealership (no dealership assignment). */
export const ROAMING_CREW_ROLES = rolesWhere((profile) => profile.roams);
/** Staff who clock in and out. */
export const CLOCKING_ROLES = rolesWhere((profile) => profile.clocks);
/** Dealership staff: they request work for, and see, their dealerships only. */
export const DEALERSHIP_ROLES = rolesWhere((profile) => profile.group === 'dealership');
/**
 * The dealership roles a dealership manager invites, deactivates and reactivates at their
 * own dealerships ("minor user management"): those below a manager. The rules say the same.
 */
export const MANAGED_ROLES = [
  'dealershipEmployee',
  'dealershipSupervisor',
] as const satisfies readonly Role[];
/** Roles that only make sense with at least one assigned dealership (spec §6). */
export const ROLES_NEEDING_DEALERSHIPS = rolesWhere((profile) => profile.needsDealerships);

export const isCrewRole = (role: Role | null | undefined): boolean =>
  !!role && ROLE_REGISTRY[role].group === 'crew';
export const isOfficeRole = (role: Role | null | undefined): boolean =>
  !!role && ROLE_REGISTRY[role].group === 'office';
export const isDealershipRole = (role: Role | null | undefined): boolean =>
  !!role && ROLE_REGISTRY[role].group === 'dealership';
export const isClockingRole = (role: Role | null | undefined): boolean =>
  !!role && ROLE_REGISTRY[role].clocks;
export const needsDealerships = (role: Role): boolean => ROLE_REGISTRY[role].needsDealerships;
export const isSupplierRole = (role: Role | null | undefined): boolean =>
  !!role && ROLE_REGISTRY[role].group === 'supplier';

/** Whether the role may do `ability` (ROLE_ABILITIES). */
export const can = (role: Role | null | undefined, ability: RoleAbility): boolean =>
  !!role && ROLE_REGISTRY[role].abilities.includes(ability);
/** The roles that may do `ability`. */
export const rolesThat = (ability: RoleAbility): Role[] =>
  rolesWhere((profile) => profile.abilities.includes(ability));

/**
 * A salesperson: a dealership employee whose visibility is Sales (spec §7: who may consent
 * to SMS work alerts, and who gets them). Defined once, with the Cloud Functions
 * (packages/shared); the registry's `hasVisibility` roles are the shared list's (roles.test.ts).
 */
export { isSalesperson, ROLES_WITH_VISIBILITY } from '@lotcrew/shared';

/** Whether the person works at the dealership: a roaming crew everywhere, anyone else at their own. */
export const worksAtDealership = (
  person: { role: Role; dealerships: readonly string[] },
  dealershipId: string,
): boolean => ROLE_REGISTRY[person.role].roams || person.dealerships.includes(dealershipId);

/** The kinds of work a role picks up (firestore.rules: myKinds). */
export function kindsOf(role: Role): readonly WorkKind[] {
  return ROLE_REGISTRY[role].kinds;
}

/**
 * Whether a person with this user document is placed: a completed profile and a role,
 * with a dealership when the role needs one (spec §4, §6). Unplaced people land on "/".
 */
export function isPlaced(
  doc: { profileCompleted: boolean; role: Role | null; dealerships: readonly string[] } | null,
): doc is { profileCompleted: true; role: Role; dealerships: readonly string[] } {
  if (!doc || !doc.profileCompleted || !doc.role) return false;
  return !(needsDealerships(doc.role) && doc.dealerships.length === 0);
}
