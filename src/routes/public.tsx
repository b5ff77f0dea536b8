import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { PATHS } from '../config/paths';
import { rootRoute } from './__root';

export const securityRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.security,
  component: lazyRouteComponent(() => import('../features/legal/SecurityStatement'), 'SecurityStatement'),
});

export const optInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.optIn,
  component: lazyRouteComponent(() => import('../features/consent/OptInPage'), 'OptInPage'),
});

export const claimProfileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: `${PATHS.claimProfile}/$token`,
  component: lazyRouteComponent(() => import('../features/auth/ClaimProfilePage'), 'ClaimProfilePage'),
});
