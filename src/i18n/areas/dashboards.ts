/** The role dashboards: titles, tiles and queues. */
import { defineArea, type TextArea } from '../area';

const english = {
  'dashboards.title.owner': 'Owner dashboard',
  'dashboards.title.admin': 'Admin dashboard',
  'dashboards.title.manager': 'Dealership manager dashboard',
  'dashboards.title.employee': 'Employee dashboard',
  'dashboards.title.supervisor': 'Dealership supervisor dashboard',
  'dashboards.title.dealership': 'Dealership dashboard',
  'dashboards.title.serviceWash': 'Service wash dashboard',
  'dashboards.title.sales': 'Sales dashboard',
  'dashboards.title.photos': 'Photos dashboard',
  'dashboards.title.lotPrep': 'Lot prep dashboard',
  'dashboards.title.clock': 'Clock in and out',
  'dashboards.title.supplies': 'Supplies dashboard',
  'dashboards.signedIn': 'Signed in',
  'dashboards.numbers': 'Numbers',
  'dashboards.todayByKind': 'Today by kind',
  'dashboards.kindCount': '{kind}: {count}',
  'dashboards.yourQueue': 'Your queue',
  'dashboards.requests': 'Requests',
  'dashboards.yours': 'yours',
  'dashboards.due': 'due {when}',
  'dashboards.shots': 'Photos: {taken} of {required} shots',
  'dashboards.toTake': 'to take: {slots}',
  'tile.clocked-in': 'Clocked in',
  'tile.hours-week': 'Hours this week',
  'tile.my-work': 'My work',
  'tile.open-to-claim': 'Open to claim',
  'tile.done-today': 'Done today',
  'tile.open-requests': 'Open requests',
  'tile.in-progress': 'Being worked',
  'tile.washes-today': 'Washes today',
  'tile.clocked-in-now': 'Crew clocked in',
  'tile.invoices-to-approve': 'Invoices to approve',
  'tile.open-supply-requests': 'Open supply requests',
  'tile.invoices-submitted': 'Invoices awaiting approval',
  'tile.invoices-approved': 'Approved, not yet paid',
  'tile.invoices-disputed': 'Disputed invoices',
  'tile.awaiting-payment': 'Awaiting payment',
  'tile.hoursValue': '{hours} h',
  'tile.notClockedIn': 'No',
  'tile.unknown': '—',
  'tile.unknownSaid': 'Not known yet',
  'tile.clockedInSince': 'Since {time}',
} as const;
export type DashboardEnglish = typeof english;

export const DASHBOARD_TEXTS: TextArea<DashboardEnglish> = defineArea(
  'dashboards',
  english,
  () => import('./dashboards.es'),
);

/** A dashboard path's title (src/config/paths.ts names each by its key). */
export type DashboardTitle = Extract<keyof DashboardEnglish, `dashboards.title.${string}`>;
