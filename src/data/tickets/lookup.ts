/**
 * A ticket the device does not have, asked of the server (issue #36: a scanned label, or a
 * link, for a car whose ticket is not on this phone). With no signal it waits and asks as
 * soon as the connection is back; the server's answer is the rules' word: the ticket (kept
 * on the device like a mirrored one, so the page and its steps work as for any ticket; the
 * mirror's next reading drops it if no view of this person covers it), no such ticket, or a
 * refusal, whose contents never reach the phone.
 */
import { useEffect, useState } from 'react';
import { useConnection } from '../connection';
import { getDatabase } from '../db';
import { errorCodeOf } from '../errorCode';
import { signedInIdToken } from '../firebase';
import { plainFields, readDocuments } from '../firestoreRest';
import type { Ticket } from '../model';

export type TicketLookup = 'waiting' | 'asking' | 'refused' | 'missing' | 'failed' | 'found';

/** Asks the server once for the ticket; a found one is put in the device's copy. */
export async function lookUpTicket(ticketId: string): Promise<Exclude<TicketLookup, 'waiting' | 'asking'>> {
  const path = `tickets/${ticketId}`;
  let found;
  try {
    found = (await readDocuments([path], await signedInIdToken())).get(path);
  } catch (error) {
    return errorCodeOf(error) === 'permission-denied' ? 'refused' : 'failed';
  }
  if (!found) return 'missing';
  const ticket = { ...(plainFields(found.fields ?? {}) as unknown as Ticket), id: ticketId };
  await getDatabase().tickets.put(ticket);
  return 'found';
}

/**
 * While `wanted` (the device has no such ticket): 'waiting' with no connection, 'asking',
 * then the server's answer; asked again each time the connection comes back after a
 * failure. Undefined while not wanted.
 */
export function useTicketLookup(ticketId: string, wanted: boolean): TicketLookup | undefined {
  const online = useConnection().status === 'connected';
  const [answer, setAnswer] = useState<{ ticketId: string; lookup: TicketLookup } | null>(null);
  useEffect(() => {
    if (!wanted || !online) return;
    let current = true;
    setAnswer({ ticketId, lookup: 'asking' });
    void lookUpTicket(ticketId).then((lookup) => {
      if (current) setAnswer({ ticketId, lookup });
    });
    return () => {
      current = false;
    };
  }, [ticketId, wanted, online]);
  if (!wanted) return undefined;
  if (!online) return 'waiting';
  return answer?.ticketId === ticketId ? answer.lookup : 'asking';
}
