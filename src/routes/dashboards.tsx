import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { DASHBOARDS } from '../config/paths';
import { SignOutButton } from '../features/auth/SignOutButton';
import { rootRoute } from './__root';

const RoleDashboard = lazyRouteComponent(
  () => import('../features/dashboards/RoleDashboard'),
  'RoleDashboard',
);

export const dashboardRoutes = DASHBOARDS.map(([path, title, board]) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: () => <RoleDashboard title={title} board={board} actions={<SignOutButton />} />,
  }),
);
