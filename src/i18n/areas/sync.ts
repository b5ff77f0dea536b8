/** Changes waiting on this phone: the sync indicator and its list. */
import { defineArea, type TextArea } from '../area';

const english = {
  'sync.refused': { one: '1 change refused by the server', other: '{count} changes refused by the server' },
  'sync.syncing': { one: 'Syncing 1 change…', other: 'Syncing {count} changes…' },
  'sync.waiting': {
    one: '1 change saved on this phone, waiting for signal',
    other: '{count} changes saved on this phone, waiting for signal',
  },
  'sync.title': 'Changes on this phone',
  'sync.allSent': 'Every change you made has reached the server.',
  'sync.willSend': {
    one: '1 change will be sent as soon as there is signal. Nothing is lost if you close the app.',
    other:
      '{count} changes will be sent in order as soon as there is signal. Nothing is lost if you close the app.',
  },
  'sync.refusedTitle': 'Refused by the server',
  'sync.refusedList': 'Refused changes',
} as const;
export type SyncEnglish = typeof english;

export const SYNC_TEXTS: TextArea<SyncEnglish> = defineArea('sync', english, () => import('./sync.es'));
