/**
 * The local Twilio-shaped receiver (scripts/emulators/twilioReceiver.mjs), as tests drive
 * it: what it received, failures to act out, and texts "from a phone" to the app.
 */
import { TWILIO_RECEIVER_URL } from '../../scripts/emulators/twilioReceiver.mjs';
import { FUNCTIONS_BASE_URL } from '../../scripts/emulators/suite.mjs';

export { FUNCTIONS_BASE_URL };

export interface ReceivedText {
  sid: string;
  to: string;
  body: string;
  receivedAt: string;
  answeredWith: string;
  callbacks: { status: string; answered: number | string }[];
}

async function call<T>(path: string, body?: object): Promise<T> {
  const response = await fetch(`${TWILIO_RECEIVER_URL}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The texts the receiver took for one number (E.164), oldest first. */
export async function textsTo(e164: string): Promise<ReceivedText[]> {
  return (await call<ReceivedText[]>('/_receiver/messages')).filter((text) => text.to === e164);
}

/** The receiver's next `times` sends fail as told. */
export const failNextSends = (mode: '500' | 'timeout' | '21610', times = 1) =>
  call('/_receiver/fail', { mode, times });

/** Keeps (or, with `hold` false, lets go) the "delivered" reports of texts to one number. */
export const holdDelivery = (e164: string, hold: boolean) =>
  call('/_receiver/holdDelivery', { to: e164, hold });

/** A text from `from` (E.164) to the app, signed as Twilio signs it; the app's answer. */
export const textTheApp = (from: string, body: string) =>
  call<{ status: number; body: string }>('/_receiver/reply', { from, body });

/** A fresh US number no other test uses, as the app stores it (10 digits). */
export const freshPhone = (): string => `555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
