import type { ScreenAccess } from '../../config/permissions';
import { PATHS } from '../../config/paths';
import { isPlaced } from '../../config/roles';
import type { Session } from '../../data/session';
import { fallbackPath } from './fallbackPath';

/**
 * The route guard: where to send a session that may not open `pathname`, or null when
 * it may. `mayOpen` answers over the route table (src/routes/screens.tsx): a role opens
 * only its screens, anything else goes to its landing; signed out, only the screens for
 * anyone (/, /security and /claimprofile/:token) open.
 */
export function guardRedirect(pathname: string, session: Session, mayOpen: ScreenAccess): string | null {
  if (session.status === 'signedOut') return mayOpen(pathname, undefined) ? null : PATHS.signIn;
  // Offline with nothing mirrored: the role is unknown, so nothing is decided yet.
  if (session.userDocSource === null) return null;
  const doc = session.userDoc;
  // A deactivated person holds no role's screens (the rules refuse them everything).
  if (mayOpen(pathname, { role: isPlaced(doc) && doc.active ? doc.role : null })) return null;
  const target = fallbackPath(session);
  return target === pathname ? null : target;
}
