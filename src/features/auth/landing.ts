import { PATHS } from '../../config/paths';
import { ROLES_NEEDING_DEALERSHIPS, type Role } from '../../config/roles';
import type { Session } from '../../data/session';
import type { UserDoc } from '../../data/users/userDoc';

/** Paths that only record the user and never redirect (spec §4). */
const EXEMPT_PREFIXES = [PATHS.claimProfile, PATHS.optIn, PATHS.testSentry] as const;

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

const isTicketPath = (pathname: string) => pathname.startsWith(PATHS.ticket);

/** Each role's home and, per spec §4, which current paths keep it where it is. */
const ROLE_LANDINGS: Record<Role, { home: string; stays?: (pathname: string) => boolean }> = {
  admin: { home: PATHS.ownerDashboard, stays: isTicketPath },
  owner: { home: PATHS.ownerDashboard, stays: isTicketPath },
  employee: {
    home: PATHS.employeeDashboard,
    stays: (pathname) => isTicketPath(pathname) || pathname === PATHS.testSentry,
  },
  lotPrep: { home: PATHS.lotPrepDashboard, stays: isTicketPath },
  dealershipEmployee: { home: PATHS.dealershipDashboard, stays: isTicketPath },
  photos: { home: PATHS.photosDashboard },
  dealershipManager: { home: PATHS.managerDashboard },
  serviceWash: { home: PATHS.serviceWashDashboard },
  dealershipSupervisor: { home: PATHS.dealershipSupervisorDashboard },
  clockOnlyEmployee: { home: PATHS.clockInOutOnlyEmployeeDashboard },
  supplier: { home: PATHS.suppliesDashboard },
};

/** The dashboard a role lands on, ignoring the current path. */
export function homeOf(userDoc: UserDoc | null): string {
  if (!userDoc || !userDoc.profileCompleted || !userDoc.role) return PATHS.signIn;
  if (ROLES_NEEDING_DEALERSHIPS.includes(userDoc.role) && userDoc.dealerships.length === 0) {
    return PATHS.signIn;
  }
  return ROLE_LANDINGS[userDoc.role].home;
}

/**
 * Where the app sends a session that has just been resolved (sign-in, app start, or a
 * change of the user document) while it shows `pathname`: spec §4, row by row.
 * Returns null when the user stays where they are.
 */
export function landingPath(pathname: string, session: Session): string | null {
  if (EXEMPT_PREFIXES.some((prefix) => isUnder(pathname, prefix))) return null;
  // The user document could not be read and nothing is mirrored: keep the user where
  // they are until it can (spec §4: read failures keep the user, no redirect).
  if (session.status === 'signedIn' && session.userDocSource === null) return null;
  const target = session.status === 'signedOut' ? PATHS.signIn : homeOf(session.userDoc);
  if (target !== PATHS.signIn && session.status === 'signedIn' && session.userDoc?.role) {
    const stays = ROLE_LANDINGS[session.userDoc.role].stays;
    if (stays?.(pathname)) return null;
  }
  return target === pathname ? null : target;
}

/** What "/" shows a signed-in user that landing left there (design/product.md). */
export type FallbackScreen =
  'signIn' | 'unknown' | 'finishProfile' | 'awaitRole' | 'awaitDealershipAssignment' | 'home';

export function fallbackScreen(session: Session): FallbackScreen {
  if (session.status === 'signedOut') return 'signIn';
  if (session.userDocSource === null) return 'unknown';
  const doc = session.userDoc;
  if (!doc || !doc.profileCompleted) return 'finishProfile';
  if (!doc.role) return 'awaitRole';
  if (ROLES_NEEDING_DEALERSHIPS.includes(doc.role) && doc.dealerships.length === 0) {
    return 'awaitDealershipAssignment';
  }
  return 'home';
}
