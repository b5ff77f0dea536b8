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

  useEffect(() => {
    if (session.status === 'loading') return;
    const current = pathnameRef.current;
    const landing = landingPath(current, session);
    if (landing === null) return;
    const target = landing === PATHS.signIn ? fallbackPath(session) : landing;
    if (target !== current) void navigate({ to: target, replace: true });
  }, [session, navigate]);
}
