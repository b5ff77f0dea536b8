/**
 * The SMS sender (issue #21). Background triggers arrive at least once and in any order,
 * and Twilio's Messages API has no idempotency key, so:
 * - a request is claimed in a transaction (pending → sending, with a lease) before the
 *   carrier is called, and written `sent` with the carrier's message id right after; a
 *   request already claimed or closed is never sent again;
 * - one ticket's requests go in step order: only the ticket's first open request is
 *   claimed, and whoever closes one goes on to the next;
 * - consent is read again at send time, from the salesperson's own documents;
 * - a lost answer after the request went out is `unknown`, settled by the status callback.
 */
import { FieldValue, type Firestore, type DocumentReference } from 'firebase-admin/firestore';
import {
  FINAL_STATES,
  SEND_LEASE_MS,
  composeAlert,
  isStale,
  languageOf,
  refusalFor,
  stepOrder,
  toE164,
  type AlertState,
  type AlertStep,
  type AlertVehicle,
  type Recipient,
} from './alerts.js';
import { sendText, type TwilioConfig } from './twilio.js';

export const ALERTS = 'smsAlerts';
/** The sender's own record per salesperson (server-only): texts sent, opted out by STOP. */
export const RECIPIENTS = 'smsRecipients';

interface AlertDoc {
  ticketId: string;
  status: AlertStep;
  salespersonUid: string;
  requestedAt: string;
  state?: AlertState;
  leaseUntilMs?: number;
}

export interface SenderContext {
  db: Firestore;
  twilio: TwilioConfig;
  /** Where Twilio posts a text's status; the request's id is added as `?alert=`. */
  statusCallbackUrl: string;
  now: () => number;
}

/** Thrown when the carrier could not be reached at all: nothing went out, so a retry is safe. */
export class CarrierNotReached extends Error {}

const stateOf = (alert: AlertDoc): AlertState => alert.state ?? 'pending';
const isOpen = (alert: AlertDoc) => !FINAL_STATES.includes(stateOf(alert));

async function firstOpenAlert(
  db: Firestore,
  ticketId: string,
  read: (query: FirebaseFirestore.Query) => Promise<FirebaseFirestore.QuerySnapshot> = (query) => query.get(),
) {
  const snapshot = await read(db.collection(ALERTS).where('ticketId', '==', ticketId));
  const open = snapshot.docs
    .map((doc) => ({ ref: doc.ref, alert: doc.data() as AlertDoc }))
    .filter(({ alert }) => isOpen(alert))
    .sort((a, b) => stepOrder(a.alert, b.alert));
  return open[0];
}

/**
 * Claims the ticket's first open request for this invocation, or returns null when there
 * is none, or another invocation holds it. An expired lease means its holder died, maybe
 * mid-send: that request becomes `unknown` (not sent again) and the next one is looked at.
 */
async function claimNext(context: SenderContext, ticketId: string): Promise<DocumentReference | null> {
  const { db, now } = context;
  for (;;) {
    const outcome = await db.runTransaction(async (transaction) => {
      const first = await firstOpenAlert(db, ticketId, (query) => transaction.get(query));
      if (!first) return { claimed: null, again: false };
      const state = stateOf(first.alert);
      if (state === 'sending') {
        if ((first.alert.leaseUntilMs ?? 0) > now()) return { claimed: null, again: false };
        transaction.update(first.ref, {
          state: 'unknown',
          reason: 'lease expired during a send',
          stateAt: FieldValue.serverTimestamp(),
        });
        return { claimed: null, again: true };
      }
      transaction.update(first.ref, {
        state: 'sending',
        leaseUntilMs: now() + SEND_LEASE_MS,
        stateAt: FieldValue.serverTimestamp(),
      });
      return { claimed: first.ref, again: false };
    });
    if (outcome.claimed || !outcome.again) return outcome.claimed;
  }
}

const close = (ref: DocumentReference, state: AlertState, extra: Record<string, unknown> = {}) =>
  ref.update({ state, ...extra, leaseUntilMs: FieldValue.delete(), stateAt: FieldValue.serverTimestamp() });

/**
 * Writes the outcome of a send, unless the carrier's status callback got there first (it
 * can: Twilio reports "sent" and "delivered" within moments, even while the answer to
 * the send is lost); then only the message id is added, and the callback's state stays.
 */
async function settle(
  db: Firestore,
  ref: DocumentReference,
  state: AlertState,
  extra: Record<string, unknown>,
) {
  await db.runTransaction(async (transaction) => {
    const current = await transaction.get(ref);
    if ((current.get('state') ?? 'pending') === 'sending') {
      transaction.update(ref, {
        state,
        ...extra,
        leaseUntilMs: FieldValue.delete(),
        stateAt: FieldValue.serverTimestamp(),
      });
    } else {
      // The lease goes either way: this invocation is done with the request.
      transaction.update(ref, {
        ...(extra.messageSid && !current.get('messageSid') ? { messageSid: extra.messageSid } : {}),
        leaseUntilMs: FieldValue.delete(),
      });
    }
  });
}

/** Sends (or closes) one claimed request. Throws CarrierNotReached after giving the claim back. */
async function sendClaimed(context: SenderContext, ref: DocumentReference): Promise<void> {
  const { db, now } = context;
  const alert = (await ref.get()).data() as AlertDoc;
  if (isStale(alert.requestedAt, now())) return void (await close(ref, 'stale'));
  const [userSnap, recipientSnap, ticketSnap] = await Promise.all([
    db.doc(`users/${alert.salespersonUid}`).get(),
    db.doc(`${RECIPIENTS}/${alert.salespersonUid}`).get(),
    db.doc(`tickets/${alert.ticketId}`).get(),
  ]);
  const recipient: Recipient | undefined = userSnap.exists
    ? { ...userSnap.data(), smsOptedOutBySms: recipientSnap.get('optedOutBySms') === true }
    : undefined;
  const refusal = refusalFor(recipient);
  if (refusal) return void (await close(ref, refusal));
  const sentBefore = Number(recipientSnap.get('textsSent') ?? 0);
  const body = composeAlert({
    language: languageOf(recipient),
    vehicle: (ticketSnap.get('vehicle') as AlertVehicle | undefined) ?? {},
    kind: String(ticketSnap.get('kind') ?? ''),
    step: alert.status,
    sentBefore,
  });
  const outcome = await sendText(context.twilio, {
    to: toE164(String(recipient?.phone)),
    body,
    statusCallback: `${context.statusCallbackUrl}?alert=${encodeURIComponent(ref.id)}`,
  });
  switch (outcome.kind) {
    case 'accepted':
      await Promise.all([
        settle(db, ref, 'sent', { messageSid: outcome.messageSid, sentAt: new Date(now()).toISOString() }),
        db
          .doc(`${RECIPIENTS}/${alert.salespersonUid}`)
          .set(
            { textsSent: FieldValue.increment(1), lastSentAt: new Date(now()).toISOString() },
            { merge: true },
          ),
      ]);
      return;
    case 'refused':
      if (outcome.errorCode === UNSUBSCRIBED_RECIPIENT) {
        // The STOP is recorded before the alert says so: an alert read as opted out always has
        // its consent recorded, and a run cut off between the two writes is retried with the
        // consent already kept, not lost behind a closed alert.
        await recordKeyword(db, alert.salespersonUid, 'stop', { source: 'carrier 21610', at: now() });
        await close(ref, 'optedOut', { errorCode: outcome.errorCode });
        return;
      }
      await close(ref, 'failed', { errorCode: outcome.errorCode, reason: outcome.message });
      return;
    case 'unknown':
      await settle(db, ref, 'unknown', { reason: outcome.message });
      return;
    case 'notReached':
      await ref.update({ state: 'pending', leaseUntilMs: FieldValue.delete() });
      throw new CarrierNotReached(outcome.message);
  }
}

/** Twilio's error for a number that replied STOP ("Attempt to send to unsubscribed recipient"). */
export const UNSUBSCRIBED_RECIPIENT = 21610;

/** Sends the ticket's open requests, one after the other in step order, until none is left to this invocation. */
export async function drainTicket(context: SenderContext, ticketId: string): Promise<void> {
  for (;;) {
    const claimed = await claimNext(context, ticketId);
    if (!claimed) return;
    await sendClaimed(context, claimed);
  }
}

/**
 * STOP (or a 21610 answer) and START, as the salesperson's consent: an appended consent
 * event with source "SMS keyword", their smsConsent, and the sender's record of it.
 */
export async function recordKeyword(
  db: Firestore,
  uid: string,
  keyword: 'stop' | 'start',
  evidence: { source: string; at: number; messageSid?: string; phone?: string },
): Promise<void> {
  const consent = keyword === 'stop' ? 'disagree' : 'agree';
  const at = new Date(evidence.at).toISOString();
  const batch = db.batch();
  batch.create(db.collection('consentEvents').doc(), {
    uid,
    consent,
    source: 'smsKeyword',
    keyword: evidence.source,
    phone: evidence.phone ?? '',
    acceptedAt: at,
    ...(evidence.messageSid ? { messageSid: evidence.messageSid } : {}),
    receivedAt: FieldValue.serverTimestamp(),
  });
  batch.set(db.doc(`users/${uid}`), { smsConsent: consent }, { merge: true });
  batch.set(
    db.doc(`${RECIPIENTS}/${uid}`),
    { optedOutBySms: keyword === 'stop', consentChangedAt: at },
    { merge: true },
  );
  await batch.commit();
}
