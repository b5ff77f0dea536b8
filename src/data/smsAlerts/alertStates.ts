/**
 * What became of the SMS work alerts (issue #21), as the sender (functions/) records it
 * on each request: read live from the server while a screen shows them, kept on the
 * phone so the last known state shows offline. No phone number is ever part of it.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useConnection } from '../connection/appConnection';
import { getDatabase, type SmsAlertStatus } from '../db';
import { getFirestoreDb } from '../firebase';
import { SMS_ALERT_STATES, TICKET_STATUSES, type SmsAlertState, type TicketStatus } from '../model';

export { SMS_ALERT_STATES, type SmsAlertState };
export type { SmsAlertStatus };
/** The last alerts a salesperson sees in Settings. */
export const RECENT_ALERTS_SHOWN = 5;

const isState = (value: unknown): value is SmsAlertState =>
  typeof value === 'string' && (SMS_ALERT_STATES as readonly string[]).includes(value);

const isStep = (value: unknown): value is TicketStatus =>
  typeof value === 'string' && (TICKET_STATUSES as readonly string[]).includes(value);

function statusOf(id: string, data: Record<string, unknown>): SmsAlertStatus | null {
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

/**
 * Firestore's code could not be fetched (the signal went before the app was installed): the
 * kept states stay, and the listener is opened again when the connection comes back (its
 * effect runs again). Unanswered, the failure opened the unexpected-error modal.
 */
const codeNotFetched = () => undefined;

/**
 * The alert state of each of the ticket's steps (`steps`: statuses it reached), listened
 * to one by one by id (whoever may read the ticket may read those) while connected.
 */
export function useTicketSmsAlerts(ticketId: string, steps: readonly string[]): SmsAlertStatus[] | undefined {
  const { status } = useConnection();
  const stepsKey = steps.join(',');
  useEffect(() => {
    if (status !== 'connected' || stepsKey === '') return undefined;
    let stopped = false;
    const stops: (() => void)[] = [];
    void Promise.all([getFirestoreDb(), import('../sdk/firestore')]).then(([db, { doc, onSnapshot }]) => {
      if (stopped) return;
      for (const step of stepsKey.split(',')) {
        const id = `${ticketId}_${step}`;
        stops.push(
          onSnapshot(
            doc(db, 'smsAlerts', id),
            (snapshot) => {
              if (snapshot.exists()) void keep([statusOf(id, snapshot.data())]);
            },
            // Not theirs to read, or the signal went: the kept state stays.
            () => undefined,
          ),
        );
      }
    }, codeNotFetched);
    return () => {
      stopped = true;
      for (const stop of stops) stop();
    };
  }, [ticketId, stepsKey, status]);
  return useLiveQuery(
    () => getDatabase().smsAlertStates.where('ticketId').equals(ticketId).toArray(),
    [ticketId],
  );
}

/** The salesperson's own latest alerts, newest first (Settings). */
export function useMySmsAlerts(uid: string | null): SmsAlertStatus[] | undefined {
  const { status } = useConnection();
  useEffect(() => {
    if (!uid || status !== 'connected') return undefined;
    let stop: (() => void) | undefined;
    let stopped = false;
    void Promise.all([getFirestoreDb(), import('../sdk/firestore')]).then(
      ([db, { collection, limit, onSnapshot, orderBy, query, where }]) => {
        if (stopped) return;
        stop = onSnapshot(
          query(
            collection(db, 'smsAlerts'),
            where('salespersonUid', '==', uid),
            orderBy('requestedAt', 'desc'),
            limit(RECENT_ALERTS_SHOWN),
          ),
          (snapshot) => void keep(snapshot.docs.map((one) => statusOf(one.id, one.data()))),
          () => undefined,
        );
      },
      codeNotFetched,
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [uid, status]);
  return useLiveQuery(async () => {
    if (!uid) return [];
    const mine = await getDatabase().smsAlertStates.where('salespersonUid').equals(uid).toArray();
    return mine.sort((a, b) => b.requestedAt.localeCompare(a.requestedAt)).slice(0, RECENT_ALERTS_SHOWN);
  }, [uid]);
}
