/**
 * Who may open which screen: the table the route guards read. Screens over data take
 * their audience from src/config/access.ts (the data-access table the Firestore rules
 * are tested against), so a guard can never promise what the rules refuse. The rules
 * enforce; this only keeps people off screens that would show them nothing but refusals.
 */
import { rolesWhoMay } from './access';
import { PATHS } from './paths';
import type { Role } from './roles';

/** Who a screen is for. */
export type Audience =
  | { kind: 'anyone' } // signed out too
  | { kind: 'signedIn' } // any signed-in person, with or without a role
  | { kind: 'roles'; roles: readonly Role[] };

const roles = (...list: Role[]): Audience => ({ kind: 'roles', roles: list });
const ANYONE: Audience = { kind: 'anyone' };
const SIGNED_IN: Audience = { kind: 'signedIn' };
const OWNER_ADMIN = ['owner', 'admin'] as const satisfies readonly Role[];
/** The ticket screens: everyone the rules let read tickets (all but clock-only staff and suppliers). */
const TICKET_ROLES = rolesWhoMay('tickets', 'list');
/** Who may request work: a new ticket. */
const TICKET_CREATORS = rolesWhoMay('tickets', 'create');
/** Money screens: whoever may read every invoice and pay rate. */
const FINANCE_ROLES = rolesWhoMay('invoices', 'list', 'other').filter((role) =>
  rolesWhoMay('payRates', 'list', 'other').includes(role),
);

/** Screens by path prefix; the longest matching prefix decides. */
export const SCREEN_AUDIENCES: readonly (readonly [string, Audience])[] = [
  [PATHS.signIn, ANYONE],
  [PATHS.security, ANYONE],
  [PATHS.claimProfile, ANYONE],
  [PATHS.awaitRole, SIGNED_IN],
  [PATHS.awaitDealershipAssignment, SIGNED_IN],
  [PATHS.optIn, SIGNED_IN],
  [PATHS.testSentry, SIGNED_IN],
  [PATHS.settings, SIGNED_IN],
  [PATHS.profile, SIGNED_IN],
  [PATHS.ownerDashboard, roles(...OWNER_ADMIN)],
  [PATHS.adminDashboard, roles(...OWNER_ADMIN)],
  [PATHS.managerDashboard, roles(...OWNER_ADMIN, 'dealershipManager')],
  [PATHS.employeeDashboard, roles(...OWNER_ADMIN, 'employee')],
  [PATHS.dealershipSupervisorDashboard, roles(...OWNER_ADMIN, 'dealershipSupervisor')],
  [PATHS.dealershipDashboard, roles(...OWNER_ADMIN, 'dealershipEmployee')],
  [PATHS.serviceWashDashboard, roles(...OWNER_ADMIN, 'serviceWash')],
  [PATHS.salesDashboard, roles(...OWNER_ADMIN, 'dealershipEmployee')],
  [PATHS.photosDashboard, roles(...OWNER_ADMIN, 'photos')],
  [PATHS.lotPrepDashboard, roles(...OWNER_ADMIN, 'lotPrep')],
  [PATHS.clockInOutOnlyEmployeeDashboard, roles(...OWNER_ADMIN, 'clockOnlyEmployee')],
  [PATHS.suppliesDashboard, roles(...OWNER_ADMIN, 'supplier')],
  [PATHS.ticket, roles(...TICKET_ROLES)],
  [PATHS.tickets, roles(...TICKET_ROLES)],
  [PATHS.ticketNew, roles(...TICKET_CREATORS)],
  [PATHS.stockSearch, roles(...TICKET_ROLES)],
  [PATHS.ticketBackup, roles(...rolesWhoMay('tickets', 'list', 'other'))],
  [PATHS.finance, roles(...FINANCE_ROLES)],
];

function matches(pathname: string, prefix: string): boolean {
  if (prefix === '/') return pathname === '/';
  return (
    pathname === prefix ||
    pathname.startsWith(`${prefix}/`) ||
    (prefix === PATHS.ticket && pathname.startsWith(prefix))
  );
}

/** The audience of a path; unknown paths are for signed-in people (they show "not found"). */
export function audienceOf(pathname: string): Audience {
  let best: readonly [string, Audience] | undefined;
  for (const entry of SCREEN_AUDIENCES) {
    if (matches(pathname, entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  }
  return best?.[1] ?? SIGNED_IN;
}

/** Whether someone signed in (with `role`, or null) or signed out (undefined) may open `pathname`. */
export function mayOpen(pathname: string, viewer: { role: Role | null } | undefined): boolean {
  const audience = audienceOf(pathname);
  if (audience.kind === 'anyone') return true;
  if (!viewer) return false;
  if (audience.kind === 'signedIn') return true;
  return viewer.role !== null && audience.roles.includes(viewer.role);
}
