/**
 * Lotcrew's Cloud Functions (2nd gen, issue #21): the SMS work-alert sender and the two
 * addresses Twilio posts to; the server's change time on people's documents and each person's
 * clock state (issue #33). Configuration: docs/sms.md (secrets in production,
 * functions/.env.local and .secret.local for the emulator and its local carrier).
 */
import { initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { correctionChangesShifts, keepClockState } from './clockStates.js';
import { drainTicket, type SenderContext } from './sender.js';
import { needsStamp, RECEIVED_AT } from './stamps.js';
import { handleIncomingText, handleStatusCallback, type WebhookHandler } from './webhook.js';

initializeApp();

/** The account's auth token: the password of the API calls and the key of Twilio's signatures. */
const TWILIO_AUTH_TOKEN = defineSecret('TWILIO_AUTH_TOKEN');
const TWILIO_ACCOUNT_SID = defineString('TWILIO_ACCOUNT_SID');
/** Who texts: a Messaging Service SID (MG…, what production uses) or a number (+1…). */
const TWILIO_SENDER = defineString('TWILIO_SENDER');
/** https://api.twilio.com, or the local receiver's address. */
const TWILIO_API_BASE_URL = defineString('TWILIO_API_BASE_URL', { default: 'https://api.twilio.com' });
/** Where these functions are reached from outside, e.g. https://us-central1-<project>.cloudfunctions.net. */
const SMS_WEBHOOK_BASE_URL = defineString('SMS_WEBHOOK_BASE_URL');
/** How long the sender waits for the carrier's answer before calling the outcome unknown. */
const SMS_CARRIER_TIMEOUT_MS = defineInt('SMS_CARRIER_TIMEOUT_MS', { default: 10_000 });

const webhookUrl = (name: string) => `${SMS_WEBHOOK_BASE_URL.value().replace(/\/$/, '')}/${name}`;

const senderOf = (sender: string) =>
  sender.startsWith('MG')
    ? { messagingServiceSid: sender, fromNumber: '' }
    : { messagingServiceSid: '', fromNumber: sender };

function senderContext(): SenderContext {
  return {
    db: getFirestore(),
    twilio: {
      apiBaseUrl: TWILIO_API_BASE_URL.value(),
      accountSid: TWILIO_ACCOUNT_SID.value(),
      authUser: TWILIO_ACCOUNT_SID.value(),
      authSecret: TWILIO_AUTH_TOKEN.value(),
      ...senderOf(TWILIO_SENDER.value()),
      timeoutMs: SMS_CARRIER_TIMEOUT_MS.value(),
    },
    statusCallbackUrl: webhookUrl('smsStatus'),
    now: () => Date.now(),
  };
}

/** One request per ticket step, written by the app: sent (or closed with its reason), in step order. */
export const sendSmsAlert = onDocumentCreated(
  // Retried only when the carrier could not be reached at all (nothing went out).
  { document: 'smsAlerts/{alertId}', secrets: [TWILIO_AUTH_TOKEN], retry: true },
  async (event) => {
    const ticketId: unknown = event.data?.get('ticketId');
    if (typeof ticketId === 'string') await drainTicket(senderContext(), ticketId);
  },
);

const webhook = (name: string, handle: WebhookHandler) =>
  onRequest({ secrets: [TWILIO_AUTH_TOKEN] }, async (request, response) => {
    const answer = await handle(getFirestore(), TWILIO_AUTH_TOKEN.value(), webhookUrl(name), {
      method: request.method,
      url: request.url,
      body: request.body,
      header: (header) => request.get(header),
    });
    response.status(answer.status).type(answer.contentType).send(answer.body);
  });

/** Twilio's status callbacks (the sender names this address on each text). */
export const smsStatus = webhook('smsStatus', handleStatusCallback);
/** Twilio's incoming messages (the Messaging Service's "incoming message" address). */
export const smsIncoming = webhook('smsIncoming', handleIncomingText);

/** Firestore's code for a document that is not there (gRPC NOT_FOUND). */
const NOT_FOUND = 5;

/**
 * A user document created or changed gets the server's change time (stamps.ts), which the
 * office's phones resume from. Retried: a change left unstamped would reach those phones
 * only at their next full read.
 */
export const stampUserChange = onDocumentWritten({ document: 'users/{uid}', retry: true }, async (event) => {
  const before = event.data?.before;
  const after = event.data?.after;
  if (!after?.exists || !needsStamp(before?.exists ? before.data() : undefined, after.data())) return;
  try {
    await after.ref.update({ [RECEIVED_AT]: FieldValue.serverTimestamp() });
  } catch (error) {
    // Deleted since: nothing to stamp.
    if ((error as { code?: unknown }).code !== NOT_FOUND) throw error;
  }
});

/**
 * A punch arrived (from a phone's queue or a kiosk): the person's clock state is worked out
 * again (clockStates.ts). Retried: a state left behind would count them wrongly on the
 * owner's dashboard until their next punch.
 */
export const keepClockStateOnPunch = onDocumentCreated(
  { document: 'timePunches/{punchId}', retry: true },
  async (event) => {
    const uid: unknown = event.data?.get('uid');
    if (typeof uid === 'string') await keepClockState(getFirestore(), uid, Date.now());
  },
);

/** A correction's approval changed what counts (clockStates.ts): the same, for its person. */
export const keepClockStateOnCorrection = onDocumentWritten(
  { document: 'timeCorrections/{correctionId}', retry: true },
  async (event) => {
    const before = event.data?.before;
    const after = event.data?.after;
    const beforeFields = before?.exists ? before.data() : undefined;
    const afterFields = after?.exists ? after.data() : undefined;
    if (!correctionChangesShifts(beforeFields, afterFields)) return;
    const uid: unknown = afterFields?.['uid'] ?? beforeFields?.['uid'];
    if (typeof uid === 'string') await keepClockState(getFirestore(), uid, Date.now());
  },
);
