import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { PATHS } from '../config/paths';
import { fallbackPath } from '../features/auth/fallbackPath';
import { landingPath } from '../features/auth/landing';
import { useSession } from '../data/useSession';

/**
 * Spec §4: each time the session resolves or changes (sign-in, app start, sign-out, a
 * change to the user document), send the person where their role lands. Plain
 * navigation inside the app does not re-run it; route guards handle that.
 */
export function useLandingRedirect(): void {
  const session = useSession();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const navigate = useNavigate();
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;

  const sessionRef = useRef(session);
  sessionRef.current = session;
  // Landing depends on who is signed in and on these fields only. Re-running it on any
  // other change of the user document (a phone number, a refresh after each write) would
  // pull a crew member off the ticket they are working on, back to their dashboard.
  const landingInputs =
    session.status === 'signedIn'
      ? JSON.stringify([
          session.uid,
          session.userDocSource === null,
          session.userDoc?.role ?? null,
          session.userDoc?.profileCompleted ?? null,
          session.userDoc?.dealerships ?? null,
        ])
      : session.status;

  useEffect(() => {
    const current = pathnameRef.current;
    const latest = sessionRef.current;
    if (latest.status === 'loading') return;
    const landing = landingPath(current, latest);
    if (landing === null) return;
    const target = landing === PATHS.signIn ? fallbackPath(latest) : landing;
    if (target !== current) void navigate({ to: target, replace: true });
  }, [landingInputs, navigate]);
}
