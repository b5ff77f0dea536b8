/**
 * Every route path of the app. The spec's (§2) come first, verbatim, except its two
 * defects, which are not copied (see docs/decisions.md): salesDashboard is served at
 * /salesDashboard, and /test-sentry is registered once.
 */
export const PATHS = {
  signIn: '/',
  awaitRole: '/awaitrole',
  awaitDealershipAssignment: '/awaitDealershipAssignment',
  ownerDashboard: '/ownerDashboard',
  managerDashboard: '/managerDashboard',
  employeeDashboard: '/employeeDashboard',
  dealershipSupervisorDashboard: '/dealershipSupervisorDashboard',
  dealershipDashboard: '/dealershipDashboard',
  serviceWashDashboard: '/serviceWashDashboard',
  adminDashboard: '/adminDashboard',
  salesDashboard: '/salesDashboard',
  photosDashboard: '/photosDashboard',
  lotPrepDashboard: '/lotPrepDashboard',
  clockInOutOnlyEmployeeDashboard: '/clockInOutOnlyEmployeeDashboard',
  suppliesDashboard: '/suppliesDashboard',
  ticket: '/ticket',
  claimProfile: '/claimprofile',
  optIn: '/opt-in',
  testSentry: '/test-sentry',
  // Screens the spec implies; paths are ours (design/product.md).
  security: '/security',
  settings: '/settings',
  profile: '/profile',
  finance: '/finance',
  tickets: '/tickets',
  ticketNew: '/ticket/new',
  ticketView: '/ticket/$ticketId',
  ticketEdit: '/ticket/$ticketId/edit',
  /** A car's label with its ticket's QR code, and a day's new tickets' labels (issue #36). */
  ticketLabel: '/ticket/$ticketId/label',
  ticketLabels: '/tickets/labels',
  /** Time in each stage, and the cars aging now (issue #36). */
  stages: '/stages',
  stockSearch: '/stock-search',
  ticketBackup: '/tickets/backup',
  time: '/time',
  /** A dealership's shared clock (issue #35): where a kiosk account lands. */
  kiosk: '/kiosk',
  timesheets: '/timesheets',
  dealerships: '/dealerships',
  washLogs: '/wash-logs',
  washReports: '/wash-reports',
  supplies: '/supplies',
  supplierCatalogue: '/supplier/catalog',
  supplierInvoices: '/supplier/invoices',
  dailyReports: '/reports/daily',
  employees: '/employees',
  labor: '/labor',
  users: '/users',
  dealershipUsers: '/dealership-users',
} as const;

import type { Role } from './roles';

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/**
 * The role dashboards (spec §2): each path's title (its catalogue key, src/i18n) and whose board it draws. A person who
 * may open another role's dashboard (owner and admin) sees that board, over the data they
 * may read.
 */
export const DASHBOARDS = [
  [PATHS.ownerDashboard, 'dashboards.title.owner', 'owner'],
  [PATHS.adminDashboard, 'dashboards.title.admin', 'admin'],
  [PATHS.managerDashboard, 'dashboards.title.manager', 'dealershipManager'],
  [PATHS.employeeDashboard, 'dashboards.title.employee', 'employee'],
  [PATHS.dealershipSupervisorDashboard, 'dashboards.title.supervisor', 'dealershipSupervisor'],
  [PATHS.dealershipDashboard, 'dashboards.title.dealership', 'dealershipEmployee'],
  [PATHS.serviceWashDashboard, 'dashboards.title.serviceWash', 'serviceWash'],
  [PATHS.salesDashboard, 'dashboards.title.sales', 'dealershipEmployee'],
  [PATHS.photosDashboard, 'dashboards.title.photos', 'photos'],
  [PATHS.lotPrepDashboard, 'dashboards.title.lotPrep', 'lotPrep'],
  [PATHS.clockInOutOnlyEmployeeDashboard, 'dashboards.title.clock', 'clockOnlyEmployee'],
  [PATHS.suppliesDashboard, 'dashboards.title.supplies', 'supplier'],
] as const satisfies readonly (readonly [string, string, Role])[];

export const DASHBOARD_PATHS = DASHBOARDS.map(([path]) => path);
