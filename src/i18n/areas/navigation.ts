/** The main navigation: its places and the More menu. */
import { defineArea, type TextArea } from '../area';

const english = {
  'nav.label': 'Main',
  'nav.more': 'More',
  'nav.moreLabel': 'More screens',
  'nav.home': 'Home',
  'nav.tickets': 'Tickets',
  'nav.newTicket': 'New ticket',
  'nav.stockSearch': 'Stock search',
  'nav.stages': 'Stage times',
  'nav.ticketBackup': 'Ticket backup',
  'nav.time': 'Time clock',
  'nav.timesheets': 'Timesheets',
  'nav.washLogs': 'Wash log',
  'nav.washReports': 'Wash reports',
  'nav.supplies': 'Supplies',
  'nav.catalogue': 'Catalogue',
  'nav.invoices': 'Invoices',
  'nav.dailyReports': 'Daily reports',
  'nav.finance': 'Financial overview',
  'nav.labor': 'Labor analytics',
  'nav.employees': 'Employees',
  'nav.users': 'User management',
  'nav.dealershipUsers': 'Dealership staff',
  'nav.dealerships': 'Dealerships',
  'nav.profile': 'Profile',
  'nav.settings': 'Settings',
  'nav.smsAlerts': 'SMS work alerts',
  'nav.security': 'Security and SMS terms',
} as const;
export type NavigationEnglish = typeof english;

export const NAV_TEXTS: TextArea<NavigationEnglish> = defineArea(
  'navigation',
  english,
  () => import('./navigation.es'),
);
