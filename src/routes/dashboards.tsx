import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { DASHBOARD_PATHS, PATHS, type DashboardPath } from '../config/paths';
import { SignOutButton } from '../features/auth/SignOutButton';
import { rootRoute } from './__root';

const RoleDashboard = lazyRouteComponent(
  () => import('../features/dashboards/RoleDashboard'),
  'RoleDashboard',
);

/** The title of each dashboard's screen (spec §2). */
const DASHBOARD_TITLES: Record<DashboardPath, string> = {
  [PATHS.ownerDashboard]: 'Owner dashboard',
  [PATHS.adminDashboard]: 'Admin dashboard',
  [PATHS.managerDashboard]: 'Dealership manager dashboard',
  [PATHS.employeeDashboard]: 'Employee dashboard',
  [PATHS.dealershipSupervisorDashboard]: 'Dealership supervisor dashboard',
  [PATHS.dealershipDashboard]: 'Dealership dashboard',
  [PATHS.serviceWashDashboard]: 'Service wash dashboard',
  [PATHS.salesDashboard]: 'Sales dashboard',
  [PATHS.photosDashboard]: 'Photos dashboard',
  [PATHS.lotPrepDashboard]: 'Lot prep dashboard',
  [PATHS.clockInOutOnlyEmployeeDashboard]: 'Clock in and out',
  [PATHS.suppliesDashboard]: 'Supplies dashboard',
};

export const dashboardRoutes = DASHBOARD_PATHS.map((path) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: () => <RoleDashboard title={DASHBOARD_TITLES[path]} actions={<SignOutButton />} />,
  }),
);
