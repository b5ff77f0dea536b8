/** Past daily reports (issue #18): each dealership's day, closed by the office, read by its managers. */
import { defineArea, type TextArea } from '../area';

const english = {
  'reports.title': 'Daily reports',
  'reports.dealership': 'Dealership',
  'reports.dealership.all': 'Every dealership',
  'reports.none': 'No daily reports yet. The office closes each day; closed days show here.',
  'reports.day': '{dealership}, {day}',
  'reports.state.open': 'Not closed',
  'reports.state.closed': 'Closed',
  'reports.state.reopened': 'Reopened',
  'reports.state.changed': 'Changed since closed',
  'reports.summary': '{tickets} tickets done · {washes} washes · {revenue}',
  'reports.open': 'Open',
  'reports.back': 'Back to the list',
  'reports.print': 'Print',
  'reports.figure': 'Figure',
  'reports.figure.closed': 'When closed',
  'reports.figure.now': 'Now',
  'reports.figure.value': 'Value',
  'reports.figure.ticketsDone': 'Tickets done: {kind}',
  'reports.figure.ticketsDoneTotal': 'Tickets done, all kinds',
  'reports.figure.washes': 'Washes (voids left out)',
  'reports.figure.hours': 'Hours worked',
  'reports.figure.hoursValue': '{hours} h {minutes} min',
  'reports.figure.revenue': 'Revenue (price lists)',
  'reports.figure.openCarriedOver': 'Open tickets carried over',
  'reports.notes': 'Notes',
  'reports.notes.none': 'No notes.',
  'reports.figures.none': 'No figures for this day on this phone yet.',
  'reports.changedNotice':
    'This day’s data changed after it was closed. The closed report stays as it was; reopen and close the day again to take the new figures.',
  'reports.history': 'History',
  'reports.history.closed': 'Closed by {name}, {time}',
  'reports.history.reopened': 'Reopened by {name}, {time}',
  'reports.close': 'Close day',
  'reports.closeNotes': 'Notes for the day (optional)',
  'reports.reopen': 'Reopen day',
} as const;
export type ReportsEnglish = typeof english;

export const REPORT_TEXTS: TextArea<ReportsEnglish> = defineArea(
  'reports',
  english,
  () => import('./reports.es'),
);
