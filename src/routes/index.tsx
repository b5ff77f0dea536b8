import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { PATHS } from '../config/paths';
import { rootRoute } from './__root';

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PATHS.signIn,
  component: lazyRouteComponent(() => import('../features/auth/FallbackLanding'), 'FallbackLanding'),
});
