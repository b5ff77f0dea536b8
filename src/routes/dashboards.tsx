import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { PATHS } from '../config/paths';
import { SignOutButton } from '../features/auth/SignOutButton';
import { rootRoute } from './__root';

const RoleDashboard = lazyRouteComponent(
  () => import('../features/dashboards/RoleDashboard'),
  'RoleDashboard',
);

/** Every dashboard route of spec §2 and the title of its screen. */
const DASHBOARDS = [
  [PATHS.ownerDashboard, 'Owner dashboard'],
  [PATHS.adminDashboard, 'Admin dashboard'],
  [PATHS.managerDashboard, 'Dealership manager dashboard'],
  [PATHS.employeeDashboard, 'Employee dashboard'],
  [PATHS.dealershipSupervisorDashboard, 'Dealership supervisor dashboard'],
  [PATHS.dealershipDashboard, 'Dealership dashboard'],
  [PATHS.serviceWashDashboard, 'Service wash dashboard'],
  [PATHS.salesDashboard, 'Sales dashboard'],
  [PATHS.photosDashboard, 'Photos dashboard'],
  [PATHS.lotPrepDashboard, 'Lot prep dashboard'],
  [PATHS.clockInOutOnlyEmployeeDashboard, 'Clock in and out'],
  [PATHS.suppliesDashboard, 'Supplies dashboard'],
] as const;

export const dashboardRoutes = DASHBOARDS.map(([path, title]) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: () => <RoleDashboard title={title} actions={<SignOutButton />} />,
  }),
);
