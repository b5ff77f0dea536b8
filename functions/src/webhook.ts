/**
 * What Twilio posts back (issue #21): a text's status (to `smsStatus?alert=<id>`) and the
 * salesperson's replies (to `smsIncoming`). Each post is checked against
 * `X-Twilio-Signature` first; an unsigned or wrongly signed one gets 403 and changes nothing.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { HELP_REPLY, fromE164, keywordOf, languageOf, type AlertState } from './alerts.js';
import { ALERTS, UNSUBSCRIBED_RECIPIENT, recordKeyword } from './sender.js';
import { isTwilioSigned } from './twilio.js';

/** The parts of an HTTP request the handlers read (Express's, as onRequest hands it over). */
export interface WebhookRequest {
  method: string;
  /** The path and query the request came to, e.g. `/?alert=abc`. */
  url: string;
  body: unknown;
  header: (name: string) => string | undefined;
}
export interface WebhookAnswer {
  status: number;
  contentType: string;
  body: string;
}

const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
const twimlMessage = (text: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Response><Message>${text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')}</Message></Response>`;
const refused = (status: number, why: string): WebhookAnswer => ({
  status,
  contentType: 'text/plain',
  body: why,
});

function fieldsOf(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** The URL Twilio signed: the configured public address of the function plus the query it called. */
function signedUrl(publicUrl: string, request: WebhookRequest): string {
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  return publicUrl + query;
}

function verified(authToken: string, publicUrl: string, request: WebhookRequest) {
  if (request.method !== 'POST') return { answer: refused(405, 'POST only') };
  const fields = fieldsOf(request.body);
  if (
    !isTwilioSigned(authToken, signedUrl(publicUrl, request), fields, request.header('x-twilio-signature'))
  ) {
    return { answer: refused(403, 'Not signed by the carrier') };
  }
  return { fields };
}

/** How far a request has come; a late or repeated callback never moves it back. */
const PROGRESS: Partial<Record<AlertState, number>> = {
  unknown: 0,
  sending: 0,
  sent: 1,
  delivered: 2,
  undelivered: 2,
};

/** A handler of Twilio's posts, as index.ts mounts it: the signature is checked before anything else. */
export type WebhookHandler = (
  db: Firestore,
  authToken: string,
  publicUrl: string,
  request: WebhookRequest,
) => Promise<WebhookAnswer>;

const signedOnly =
  (
    handle: (
      db: Firestore,
      fields: Record<string, string>,
      request: WebhookRequest,
    ) => Promise<WebhookAnswer>,
  ) =>
  async (db: Firestore, authToken: string, publicUrl: string, request: WebhookRequest) => {
    const check = verified(authToken, publicUrl, request);
    return check.fields ? handle(db, check.fields, request) : check.answer;
  };

/** A text's status callback: sent, delivered or undelivered, settling an `unknown` request too. */
export const handleStatusCallback: WebhookHandler = signedOnly(async (db, fields, request) => {
  const alertId = new URL(request.url, 'http://callback').searchParams.get('alert') ?? '';
  if (!/^[A-Za-z0-9_-]{1,300}$/.test(alertId)) return refused(400, 'No alert named');
  const status = fields.MessageStatus ?? '';
  const next: AlertState | null =
    status === 'delivered'
      ? 'delivered'
      : status === 'undelivered' || status === 'failed'
        ? 'undelivered'
        : status === 'sent' || status === 'queued' || status === 'sending' || status === 'accepted'
          ? 'sent'
          : null;
  if (!next) return { status: 204, contentType: 'text/plain', body: '' };
  const ref = db.collection(ALERTS).doc(alertId);
  const uid = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return null;
    const current = (snapshot.get('state') ?? 'pending') as AlertState;
    const known = snapshot.get('messageSid') as string | undefined;
    if (known && fields.MessageSid && known !== fields.MessageSid) return null;
    const from = PROGRESS[current];
    if (from === undefined || from >= (PROGRESS[next] ?? 0)) return null;
    transaction.update(ref, {
      state: next,
      ...(fields.MessageSid ? { messageSid: fields.MessageSid } : {}),
      ...(next === 'delivered' ? { deliveredAt: new Date().toISOString() } : {}),
      ...(fields.ErrorCode ? { errorCode: Number(fields.ErrorCode) } : {}),
      stateAt: FieldValue.serverTimestamp(),
    });
    return snapshot.get('salespersonUid') as string;
  });
  if (uid && Number(fields.ErrorCode) === UNSUBSCRIBED_RECIPIENT) {
    await recordKeyword(db, uid, 'stop', {
      source: 'carrier 21610',
      at: Date.now(),
      ...(fields.MessageSid ? { messageSid: fields.MessageSid } : {}),
    });
  }
  return { status: 204, contentType: 'text/plain', body: '' };
});

/** A text from a salesperson: STOP and its kin opt out, START opts in again, HELP is answered. */
export const handleIncomingText: WebhookHandler = signedOnly(async (db, fields) => {
  const keyword = keywordOf(fields.Body ?? '');
  const phone = fromE164(fields.From ?? '');
  const ok = (body = EMPTY_TWIML): WebhookAnswer => ({ status: 200, contentType: 'text/xml', body });
  if (!keyword || !phone) return ok();
  const people = await db.collection('users').where('phone', '==', phone).get();
  if (keyword === 'help') return ok(twimlMessage(HELP_REPLY[languageOf(people.docs[0]?.data())]));
  await Promise.all(
    people.docs.map((person) =>
      recordKeyword(db, person.id, keyword, {
        source: (fields.Body ?? '').trim().toUpperCase(),
        at: Date.now(),
        phone,
        ...(fields.MessageSid ? { messageSid: fields.MessageSid } : {}),
      }),
    ),
  );
  return ok();
});
