/**
 * What became of the SMS work alerts (issue #21), as screens read it: the device's copy,
 * kept current while a screen shows it by the domain's live reads (./live.ts), which run
 * where the mirror runs. No phone number is ever part of it.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useConnection } from '../connection/appConnection';
import { getDatabase, type SmsAlertStatus } from '../db';
import { SMS_ALERT_STATES, type SmsAlertState } from '../model';
import { followLiveRead, type LiveReadParams } from '../liveReadPort';
import { RECENT_ALERTS_SHOWN, type SmsAlertLiveRead } from './live';

export { RECENT_ALERTS_SHOWN, SMS_ALERT_STATES, type SmsAlertState };
export type { SmsAlertStatus };

/**
 * Follows `name` while connected (`live`: false while offline, or nothing to follow). Each
 * reconnect asks again: a read whose code could not be fetched offline starts then.
 */
function useLiveRead(name: SmsAlertLiveRead, params: LiveReadParams, live: boolean, key: string): void {
  const { status } = useConnection();
  const connected = status === 'connected';
  useEffect(() => {
    if (!connected || !live) return undefined;
    return followLiveRead(name, params);
    // `key` says what the params are: a new object each render must not restart the read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, key, live, connected]);
}

/** The alert state of each of the ticket's steps (`steps`: statuses it reached). */
export function useTicketSmsAlerts(ticketId: string, steps: readonly string[]): SmsAlertStatus[] | undefined {
  const stepsKey = steps.join(',');
  useLiveRead('ticketSmsAlerts', { ticketId, steps }, stepsKey !== '', `${ticketId} ${stepsKey}`);
  return useLiveQuery(
    () => getDatabase().smsAlertStates.where('ticketId').equals(ticketId).toArray(),
    [ticketId],
  );
}

/** The salesperson's own latest alerts, newest first (Settings). */
export function useMySmsAlerts(uid: string | null): SmsAlertStatus[] | undefined {
  useLiveRead('mySmsAlerts', { uid: uid ?? '' }, !!uid, uid ?? '');
  return useLiveQuery(async () => {
    if (!uid) return [];
    const mine = await getDatabase().smsAlertStates.where('salespersonUid').equals(uid).toArray();
    return mine.sort((a, b) => b.requestedAt.localeCompare(a.requestedAt)).slice(0, RECENT_ALERTS_SHOWN);
  }, [uid]);
}
