import { mayOpen } from '../../config/permissions';
import { PATHS } from '../../config/paths';
import { isPlaced } from '../../config/roles';
import type { Session } from '../../data/session';
import { fallbackPath } from './fallbackPath';

/**
 * The route guard: where to send a session that may not open `pathname`, or null when
 * it may. A role opens only its screens (src/config/permissions.ts); anything else goes
 * to its landing. Signed out, only /, /security and /claimprofile/:token open.
 */
export function guardRedirect(pathname: string, session: Session): string | null {
  if (session.status === 'signedOut') return mayOpen(pathname, undefined) ? null : PATHS.signIn;
  // Offline with nothing mirrored: the role is unknown, so nothing is decided yet.
  if (session.userDocSource === null) return null;
  const doc = session.userDoc;
  if (mayOpen(pathname, { role: isPlaced(doc) ? doc.role : null })) return null;
  const target = fallbackPath(session);
  return target === pathname ? null : target;
}
