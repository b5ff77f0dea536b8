/**
 * Twilio's Messages API by plain HTTPS (issue #21): one POST per text, Basic auth, form
 * fields; and the check of `X-Twilio-Signature` on what Twilio posts back. No SDK: two
 * calls do not need one, and the base URL points at the local receiver in tests.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TwilioConfig {
  /** https://api.twilio.com in production; the local receiver's address in tests. */
  apiBaseUrl: string;
  accountSid: string;
  /** The user of Basic auth: the account SID, or an API key SID. */
  authUser: string;
  /** Its password: the auth token, or the API key's secret. */
  authSecret: string;
  /** A Messaging Service SID (MG…), or empty to send from `fromNumber`. */
  messagingServiceSid: string;
  fromNumber: string;
  /** How long to wait for the carrier's answer before calling the outcome unknown. */
  timeoutMs: number;
}

/**
 * What became of one send:
 * - `accepted`: the carrier took it (its message id);
 * - `refused`: the carrier said no, nothing went out (its error code: 21610 = the number
 *   replied STOP);
 * - `notReached`: the request never left (connection refused, DNS): safe to try again;
 * - `unknown`: the request went out and the answer was lost (timeout, 5xx): a text may
 *   exist, so it is not sent again; the status callback tells.
 */
export type SendOutcome =
  | { kind: 'accepted'; messageSid: string }
  | { kind: 'refused'; errorCode: number | null; message: string }
  | { kind: 'notReached'; message: string }
  | { kind: 'unknown'; message: string };

/** Sends one text; never throws. */
export async function sendText(
  config: TwilioConfig,
  text: { to: string; body: string; statusCallback: string },
): Promise<SendOutcome> {
  const form = new URLSearchParams({ To: text.to, Body: text.body, StatusCallback: text.statusCallback });
  if (config.messagingServiceSid) form.set('MessagingServiceSid', config.messagingServiceSid);
  else form.set('From', config.fromNumber);
  const url = `${config.apiBaseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.authUser}:${config.authSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form,
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    // A timeout means the request may have arrived; anything else means it did not leave.
    if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'unknown', message: 'timed out' };
    return { kind: 'notReached', message: error instanceof Error ? error.message : String(error) };
  }
  const answer = (await response.json().catch(() => ({}))) as {
    sid?: unknown;
    code?: unknown;
    message?: unknown;
  };
  if (response.ok && typeof answer.sid === 'string') return { kind: 'accepted', messageSid: answer.sid };
  if (response.status >= 500 || response.ok) {
    return { kind: 'unknown', message: `carrier answered ${response.status}` };
  }
  return {
    kind: 'refused',
    errorCode: typeof answer.code === 'number' ? answer.code : null,
    message: typeof answer.message === 'string' ? answer.message : `carrier answered ${response.status}`,
  };
}

/** Twilio's signature: HMAC-SHA1 (auth token) over the URL and the POST fields sorted by name, base64. */
export function twilioSignature(authToken: string, url: string, fields: Record<string, string>): string {
  const signed = Object.keys(fields)
    .sort()
    .reduce((text, name) => text + name + (fields[name] ?? ''), url);
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

/** Whether `signature` is Twilio's for this URL and these fields (constant-time). */
export function isTwilioSigned(
  authToken: string,
  url: string,
  fields: Record<string, string>,
  signature: string | undefined,
): boolean {
  if (!signature || !authToken) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, fields));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
