/**
 * The SMS work alerts' live reads (issue #21): what the sender (functions/) records on each
 * request, listened to while a screen shows it and kept on the device, so the last known
 * state shows offline. They run where the mirror runs, in its worker as a rule
 * (src/data/liveReads.ts), so a ticket's page loads no Firestore SDK for its alerts.
 */
import { getDatabase, type SmsAlertStatus } from '../db';
import { getFirestoreDb } from '../firebase';
import type { LiveReadParams } from '../liveReadPort';
import { SMS_ALERT_STATES, TICKET_STATUSES, type SmsAlertState, type TicketStatus } from '../model';

/** The last alerts a salesperson sees in Settings. */
export const RECENT_ALERTS_SHOWN = 5;

const isState = (value: unknown): value is SmsAlertState =>
  typeof value === 'string' && (SMS_ALERT_STATES as readonly string[]).includes(value);

const isStep = (value: unknown): value is TicketStatus =>
  typeof value === 'string' && (TICKET_STATUSES as readonly string[]).includes(value);

/**
 * What the device keeps of the sender's record `id`: null for a record that names no ticket
 * or no step of one; a state the app does not know shows as pending, never as delivered.
 */
export function alertStatusOf(id: string, data: Record<string, unknown>): SmsAlertStatus | null {
  if (typeof data.ticketId !== 'string' || !isStep(data.status)) return null;
  return {
    id,
    ticketId: data.ticketId,
    step: data.status,
    stock: typeof data.stock === 'string' ? data.stock : '',
    salespersonUid: typeof data.salespersonUid === 'string' ? data.salespersonUid : '',
    requestedAt: typeof data.requestedAt === 'string' ? data.requestedAt : '',
    state: isState(data.state) ? data.state : 'pending',
  };
}

const keep = (statuses: (SmsAlertStatus | null)[]) =>
  getDatabase().smsAlertStates.bulkPut(
    statuses.filter((status): status is SmsAlertStatus => status !== null),
  );

const textOf = (params: LiveReadParams, key: string): string => {
  const value = params[key];
  return typeof value === 'string' ? value : '';
};

/**
 * The alert of each of a ticket's steps (`ticketId`, and `steps`: the statuses it reached),
 * listened to one by one by id: whoever may read the ticket may read those. Not theirs to
 * read, or the signal went: the kept state stays.
 */
async function ticketAlerts(params: LiveReadParams): Promise<() => void> {
  const ticketId = textOf(params, 'ticketId');
  const steps = Array.isArray(params.steps) ? (params.steps as readonly string[]) : [];
  const [db, { doc, onSnapshot }] = await Promise.all([getFirestoreDb(), import('../sdk/firestore')]);
  const stops = steps.map((step) => {
    const id = `${ticketId}_${step}`;
    return onSnapshot(
      doc(db, 'smsAlerts', id),
      (snapshot) => {
        if (snapshot.exists()) void keep([alertStatusOf(id, snapshot.data())]);
      },
      () => undefined,
    );
  });
  return () => {
    for (const stop of stops) stop();
  };
}

/** The salesperson's (`uid`) own latest alerts, newest first, as Settings lists them. */
async function myAlerts(params: LiveReadParams): Promise<() => void> {
  const uid = textOf(params, 'uid');
  const [db, { collection, limit, onSnapshot, orderBy, query, where }] = await Promise.all([
    getFirestoreDb(),
    import('../sdk/firestore'),
  ]);
  return onSnapshot(
    query(
      collection(db, 'smsAlerts'),
      where('salespersonUid', '==', uid),
      orderBy('requestedAt', 'desc'),
      limit(RECENT_ALERTS_SHOWN),
    ),
    (snapshot) => void keep(snapshot.docs.map((one) => alertStatusOf(one.id, one.data()))),
    () => undefined,
  );
}

/** This domain's live reads, by the names screens ask for them with. */
export const SMS_ALERT_LIVE_READS = { ticketSmsAlerts: ticketAlerts, mySmsAlerts: myAlerts };
export type SmsAlertLiveRead = keyof typeof SMS_ALERT_LIVE_READS;
