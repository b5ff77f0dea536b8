import { PATHS } from '../../config/paths';
import type { ScreenAccess } from '../../config/permissions';
import type { Session, SessionState } from '../../data/session';
import { fallbackPath } from './fallbackPath';
import { guardRedirect } from './guard';
import { landingPath } from './landing';

/**
 * What landing (spec §4) reads of a session: who is signed in, whether their user
 * document is known, their role, profileCompleted, dealerships and active flag (a
 * deactivated person is told so at once). Landing runs again
 * only when these change (sign-in, app start, a role or dealership assigned), never on
 * other changes of the user document, which would pull a crew member off the ticket they
 * are working on.
 */
export function landingInputs(session: SessionState): string {
  if (session.status !== 'signedIn') return session.status;
  return JSON.stringify([
    session.uid,
    session.userDocSource === null,
    session.userDoc?.role ?? null,
    session.userDoc?.profileCompleted ?? null,
    session.userDoc?.dealerships ?? null,
    session.userDoc?.active ?? null,
  ]);
}

/**
 * Where a person showing `pathname` must go instead, or null: the one decision behind
 * every redirect of the app (the root route's beforeLoad). When `landingDue` (the session
 * was just resolved or its landing inputs changed), spec §4's landing first; then always
 * the route guard, asking `mayOpen` (the route table's audiences, src/routes/screens.tsx).
 */
export function redirectFor(
  pathname: string,
  session: Session,
  landingDue: boolean,
  mayOpen: ScreenAccess,
): string | null {
  if (landingDue) {
    const landing = landingPath(pathname, session);
    const target = landing === PATHS.signIn ? fallbackPath(session) : landing;
    if (target !== null && target !== pathname) return target;
  }
  return guardRedirect(pathname, session, mayOpen);
}
