import { PATHS } from '../../config/paths';
import { isPlaced, ROLE_REGISTRY, type Role } from '../../config/roles';
import type { Session } from '../../data/session';
import { kioskDealershipOf, type UserDoc } from '../../data/users';

/** Paths that only record the user and never redirect (spec §4). */
const EXEMPT_PREFIXES = [PATHS.claimProfile, PATHS.optIn, PATHS.testSentry] as const;

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The dashboard a role lands on, ignoring the current path. */
export function homeOf(userDoc: UserDoc | null): string {
  // A kiosk account clocks for its dealership, and only there (issue #35).
  if (kioskDealershipOf(userDoc)) return PATHS.kiosk;
  // A deactivated account has no home: "/" says so (the rules already refuse it everything).
  return isPlaced(userDoc) && userDoc.active ? ROLE_REGISTRY[userDoc.role].home : PATHS.signIn;
}

/**
 * Spec §4: the paths that keep a role where it is. "Any path starting with /ticket" is
 * the spec's own wording, so /tickets… stays too; the route guards decide what opens.
 */
const staysOn = (role: Role, pathname: string) =>
  ROLE_REGISTRY[role].landingExemptions.some((prefix) => pathname.startsWith(prefix));

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
    if (staysOn(session.userDoc.role, pathname)) return null;
  }
  return target === pathname ? null : target;
}

/** What "/" shows a signed-in user that landing left there (design/product.md). */
export type FallbackScreen =
  'signIn' | 'unknown' | 'finishProfile' | 'deactivated' | 'awaitRole' | 'awaitDealershipAssignment' | 'home';

export function fallbackScreen(session: Session): FallbackScreen {
  if (session.status === 'signedOut') return 'signIn';
  if (session.userDocSource === null) return 'unknown';
  const doc = session.userDoc;
  if (!doc || !doc.profileCompleted) return 'finishProfile';
  if (!doc.active) return 'deactivated';
  // A kiosk account has no role: its home is its dealership's clock (issue #35).
  if (!doc.role) return kioskDealershipOf(doc) ? 'home' : 'awaitRole';
  return isPlaced(doc) ? 'home' : 'awaitDealershipAssignment';
}
