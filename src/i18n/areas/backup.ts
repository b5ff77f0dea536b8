/** The ticket backup: export a date range, restore a file. */
import { defineArea, type TextArea } from '../area';

const english = {
  'backup.title': 'Ticket backup',
  'backup.subtitle': 'Tickets created in the chosen days, from the server.',
  'backup.firstDay': 'First day',
  'backup.lastDay': 'Last day',
  'backup.exportJson': 'Export JSON',
  'backup.exportCsv': 'Export CSV',
  'backup.restore': 'Restore',
  'backup.restoreHelp': 'Choose a JSON backup made here. Importing the same file twice adds nothing.',
  'backup.file': 'Backup file (JSON)',
  'backup.daysOrder': 'The first day must come before the last day.',
  'backup.exported': { one: 'Exported 1 ticket.', other: 'Exported {count} tickets.' },
  'backup.needsServer': 'Backups are made from the server: connect, then export again.',
  'backup.restoring': {
    one: 'Restoring 1 ticket. Tickets already on the server are left as they are.',
    other: 'Restoring {count} tickets. Tickets already on the server are left as they are.',
  },
  'backup.queuing': 'Preparing the restore: {done} of {count} tickets…',
  'backup.restoreFailed': 'The backup could not be restored.',
  'backup.notJson': 'This file is not a Lotcrew ticket backup (it is not JSON).',
  'backup.wrongFormat': 'This file is not a Lotcrew ticket backup (format lotcrew-tickets, version 1).',
  'backup.invalidTicket':
    'Ticket {number} of the file is not valid ({field}: {detail}). Nothing was restored.',
} as const;
export type BackupEnglish = typeof english;

export const BACKUP_TEXTS: TextArea<BackupEnglish> = defineArea(
  'backup',
  english,
  () => import('./backup.es'),
);
