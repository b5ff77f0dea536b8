/**
 * The route table: every screen of the app, one line each. The router builds its routes
 * from it (src/app/router.tsx), the guard decides who may open a path from it
 * (`screenAccess`), and the main navigation offers the lines that have `nav`, to those the
 * guard lets in. A new screen is its feature folder plus one line here
 * (docs/architecture.md, "Add a screen").
 */
import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { rolesWhoMay } from '../config/access';
import { DASHBOARDS, PATHS } from '../config/paths';
import {
  accessOver,
  ANYONE,
  forRoles,
  SIGNED_IN,
  type Audience,
  type ScreenAccess,
} from '../config/permissions';
import { DEALERSHIP_ROLES, OFFICE_ROLES, ROLE_REGISTRY, rolesThat } from '../config/roles';
import type { NavigationEnglish } from '../i18n/areas/navigation';
import { SignOutButton } from '../features/auth/SignOutButton';
import { LanguageSwitch } from '../features/language/LanguageSwitch';
import { WaitingScreen } from '../features/auth/WaitingScreen';
import { PartMissing } from '../parts/PartMissing';
import { ThrowForSentry } from '../features/problems/ThrowForSentry';
import { lazyPart } from '../ui/lazyPart';
import { isMissingCodeError, ScreenCodeMissing } from '../lib/serviceWorker';
import type { ParamsOf } from '../utils/routePath';

/** A line of the main navigation (src/features/navigation). */
export interface NavEntry {
  label: keyof NavigationEnglish;
  /** A one-character mark drawn beside the label (hidden from screen readers; in every system font). */
  icon: string;
  /** Only for Sales staff (the SMS opt-in). */
  salesOnly?: boolean;
}

export interface Screen<Path extends string = string> {
  readonly path: Path;
  readonly audience: Audience;
  /** Drawn with the path's parameters and `props`. */
  readonly component: ComponentType<Record<string, unknown>>;
  readonly props: Record<string, unknown>;
  readonly nav?: NavEntry;
}

/**
 * One line of the table. The component receives the path's parameters (`/ticket/$ticketId`
 * → `ticketId`) and the rest of its props from `props`; the types check both.
 */
export function screen<Path extends string, const Own extends object = Record<never, never>>(
  path: Path,
  audience: Audience,
  // Own is read from `props` only, so a component that needs more than the path and the
  // props give is a type error in its line.
  component: ComponentType<NoInfer<ParamsOf<Path> & Own>>,
  extra: { props?: Own; nav?: NavEntry } = {},
): Screen<Path> {
  return {
    path,
    audience,
    component: component as unknown as ComponentType<Record<string, unknown>>,
    props: extra.props ?? {},
    ...(extra.nav ? { nav: extra.nav } : {}),
  };
}

/**
 * A screen in a chunk of its own, loaded when first opened (or on intent). A screen module
 * may export `warm`, called once its code is loaded (readied ahead of the tap, hovered, or
 * opened): it reads ahead what the screen opens with (the ticket list's first rows). Code
 * that cannot be fetched fails as `ScreenCodeMissing`, so the router does not reload the
 * page by itself (src/lib/serviceWorker.ts).
 */
const lazy = <Module extends Record<string, unknown>>(
  importer: () => Promise<Module>,
  exportName: keyof Module & string,
) =>
  lazyRouteComponent(
    () =>
      importer().then(
        (module) => {
          (module as { warm?: () => void }).warm?.();
          return module;
        },
        (error: unknown) => {
          throw isMissingCodeError(error) ? new ScreenCodeMissing(error) : error;
        },
      ),
    exportName,
  );
/** The time clock, in its own chunk, on the boards of roles that clock in. */
const ClockPanel = lazyPart(() => import('../features/time/ClockPanel'), PartMissing);
/** Settings' SMS part and the profile's phone number, each in its own chunk, on those screens. */
const SmsSettings = lazyPart(() => import('../features/consent/SmsSettings'), PartMissing);
const ProfilePhone = lazyPart(() => import('../features/phone/ProfilePhone'), PartMissing);
/** The profile's legal name (for those who clock in), in its own chunk. */
const LegalName = lazyPart(() => import('../features/account/LegalNameForm'), PartMissing);
/** The wash bay's quick log, in its own chunk, on the service-wash board. */
const WashBayPanel = lazyPart(() => import('../features/washes/WashBayPanel'), PartMissing);

/** The ticket screens: everyone the rules let read tickets (all but clock-only staff and suppliers). */
const TICKET_READERS = forRoles(rolesWhoMay('tickets', 'list'));
/** The time screen: who clocks in (their own), and the owner's office (anyone's). */
const TIME_READERS = forRoles(rolesWhoMay('timePunches', 'list'));
/** The wash log: who logs washes, and who reads a dealership's (roaming crews read washes only through stock search). */
const WASH_LOG_READERS = forRoles([...rolesWhoMay('washLogs', 'create'), ...DEALERSHIP_ROLES]);

export const SCREENS = [
  screen(
    PATHS.signIn,
    ANYONE,
    lazy(() => import('../features/auth/FallbackLanding'), 'FallbackLanding'),
  ),
  screen(
    `${PATHS.claimProfile}/$token`,
    ANYONE,
    lazy(() => import('../features/auth/ClaimProfilePage'), 'ClaimProfilePage'),
  ),
  screen(PATHS.awaitRole, SIGNED_IN, WaitingScreen, { props: { waitingFor: 'role' } }),
  screen(PATHS.awaitDealershipAssignment, SIGNED_IN, WaitingScreen, {
    props: { waitingFor: 'dealership' },
  }),
  screen(PATHS.testSentry, SIGNED_IN, ThrowForSentry),
  // Each role's own board, and every board for the owner's office.
  ...DASHBOARDS.map(([path, title, board]) =>
    screen(
      path,
      forRoles([...OFFICE_ROLES, board]),
      lazy(() => import('../features/dashboards/RoleDashboard'), 'RoleDashboard'),
      {
        props: {
          title,
          board,
          actions: <SignOutButton />,
          ...(ROLE_REGISTRY[board].clocks ? { clock: <ClockPanel /> } : {}),
          ...(ROLE_REGISTRY[board].sections.includes('washesToday') ? { bay: <WashBayPanel /> } : {}),
        },
      },
    ),
  ),
  screen(
    PATHS.tickets,
    TICKET_READERS,
    lazy(() => import('../features/tickets/TicketListPage'), 'TicketListPage'),
    {
      nav: { label: 'nav.tickets', icon: '☰' },
    },
  ),
  screen(
    PATHS.ticketNew,
    forRoles(rolesWhoMay('tickets', 'create')),
    lazy(() => import('../features/tickets/NewTicketPage'), 'NewTicketPage'),
    {
      nav: { label: 'nav.newTicket', icon: '+' },
    },
  ),
  screen(
    PATHS.ticketView,
    TICKET_READERS,
    lazy(() => import('../features/tickets/TicketPage'), 'TicketPage'),
  ),
  screen(
    PATHS.ticketEdit,
    TICKET_READERS,
    lazy(() => import('../features/tickets/EditTicketPage'), 'EditTicketPage'),
  ),
  screen(
    PATHS.ticketLabel,
    TICKET_READERS,
    lazy(() => import('../features/tickets/TicketLabelPage'), 'TicketLabelPage'),
  ),
  screen(
    PATHS.ticketLabels,
    forRoles(rolesWhoMay('tickets', 'create')),
    lazy(() => import('../features/tickets/DayLabelsPage'), 'DayLabelsPage'),
  ),
  screen(
    PATHS.stages,
    forRoles([...OFFICE_ROLES, ...DEALERSHIP_ROLES]),
    lazy(() => import('../features/stages/StagesPage'), 'StagesPage'),
    { nav: { label: 'nav.stages', icon: '◔' } },
  ),
  screen(
    PATHS.stockSearch,
    TICKET_READERS,
    lazy(() => import('../features/search/StockSearchPage'), 'StockSearchPage'),
    {
      nav: { label: 'nav.stockSearch', icon: '⌕' },
    },
  ),
  screen(
    PATHS.time,
    TIME_READERS,
    lazy(() => import('../features/time/TimePage'), 'TimePage'),
    {
      nav: { label: 'nav.time', icon: '◷' },
    },
  ),
  // A dealership's shared clock (issue #35): where a kiosk account lands (its screen says
  // so to anyone else); the rules let a kiosk do nothing but its punches.
  screen(
    PATHS.kiosk,
    SIGNED_IN,
    lazy(() => import('../features/kiosk/KioskPage'), 'KioskPage'),
  ),
  screen(
    PATHS.timesheets,
    forRoles(rolesWhoMay('timeWeeks', 'create')),
    lazy(() => import('../features/time/TimesheetsPage'), 'TimesheetsPage'),
    { nav: { label: 'nav.timesheets', icon: '▦' } },
  ),
  screen(
    PATHS.washLogs,
    WASH_LOG_READERS,
    lazy(() => import('../features/washes/WashLogsPage'), 'WashLogsPage'),
    { nav: { label: 'nav.washLogs', icon: '≈' } },
  ),
  screen(
    PATHS.washReports,
    forRoles(rolesWhoMay('dailyReports', 'list')),
    lazy(() => import('../features/washes/WashReportsPage'), 'WashReportsPage'),
    { nav: { label: 'nav.washReports', icon: '%' } },
  ),
  screen(
    PATHS.supplies,
    forRoles(rolesWhoMay('supplyRequests', 'list')),
    lazy(() => import('../features/supplies/SuppliesPage'), 'SuppliesPage'),
    { nav: { label: 'nav.supplies', icon: '▤' } },
  ),
  screen(
    PATHS.supplierCatalogue,
    forRoles(rolesWhoMay('suppliers', 'update')),
    lazy(() => import('../features/supplies/CataloguePage'), 'CataloguePage'),
    { nav: { label: 'nav.catalogue', icon: '▥' } },
  ),
  screen(
    PATHS.supplierInvoices,
    forRoles(rolesWhoMay('invoices', 'list')),
    lazy(() => import('../features/supplies/InvoicesPage'), 'InvoicesPage'),
    { nav: { label: 'nav.invoices', icon: '$' } },
  ),
  screen(
    PATHS.dailyReports,
    forRoles(rolesWhoMay('dailyReports', 'list')),
    lazy(() => import('../features/reports/DailyReportsPage'), 'DailyReportsPage'),
    { nav: { label: 'nav.dailyReports', icon: '▧' } },
  ),
  screen(
    PATHS.employees,
    forRoles(rolesWhoMay('users', 'create')),
    lazy(() => import('../features/employees/EmployeesPage'), 'EmployeesPage'),
    { nav: { label: 'nav.employees', icon: '&' } },
  ),
  screen(
    PATHS.users,
    forRoles(rolesWhoMay('users', 'create')),
    lazy(() => import('../features/people/PeopleManager'), 'PeopleManager'),
    { props: { scope: 'office' }, nav: { label: 'nav.users', icon: '⚇' } },
  ),
  screen(
    PATHS.dealershipUsers,
    forRoles(rolesThat('managesDealershipStaff')),
    lazy(() => import('../features/people/PeopleManager'), 'PeopleManager'),
    { props: { scope: 'manager' }, nav: { label: 'nav.dealershipUsers', icon: '⚇' } },
  ),
  screen(
    PATHS.finance,
    forRoles(rolesWhoMay('payRates', 'list')),
    lazy(() => import('../features/finance/FinancePage'), 'FinancePage'),
    { nav: { label: 'nav.finance', icon: '¤' } },
  ),
  screen(
    PATHS.labor,
    forRoles(rolesWhoMay('payRates', 'list')),
    lazy(() => import('../features/finance/LaborPage'), 'LaborPage'),
    { nav: { label: 'nav.labor', icon: '#' } },
  ),
  screen(
    PATHS.dealerships,
    forRoles(rolesWhoMay('dealerships', 'update')),
    lazy(() => import('../features/dealerships/DealershipsPage'), 'DealershipsPage'),
    { nav: { label: 'nav.dealerships', icon: '▣' } },
  ),
  screen(
    PATHS.ticketBackup,
    forRoles(rolesWhoMay('tickets', 'list', 'other')),
    lazy(() => import('../features/tickets/BackupPage'), 'BackupPage'),
    {
      nav: { label: 'nav.ticketBackup', icon: '⇅' },
    },
  ),
  // Open to every signed-in person; offered last in the navigation.
  screen(
    PATHS.profile,
    SIGNED_IN,
    lazy(() => import('../features/account/ProfilePage'), 'ProfilePage'),
    {
      props: { phone: <ProfilePhone />, legalName: <LegalName /> },
      nav: { label: 'nav.profile', icon: '○' },
    },
  ),
  screen(
    PATHS.settings,
    SIGNED_IN,
    lazy(() => import('../features/account/SettingsPage'), 'SettingsPage'),
    {
      props: { languageSwitch: <LanguageSwitch />, smsSettings: <SmsSettings />, signOut: <SignOutButton /> },
      nav: { label: 'nav.settings', icon: '*' },
    },
  ),
  screen(
    PATHS.optIn,
    SIGNED_IN,
    lazy(() => import('../features/consent/OptInPage'), 'OptInPage'),
    {
      nav: { label: 'nav.smsAlerts', icon: '@', salesOnly: true },
    },
  ),
  screen(
    PATHS.security,
    ANYONE,
    lazy(() => import('../features/legal/SecurityStatement'), 'SecurityStatement'),
    {
      nav: { label: 'nav.security', icon: 'i' },
    },
  ),
] as const;

/** Who may open which path: the guard's question over the route table. */
export const screenAccess: ScreenAccess = accessOver(SCREENS);
