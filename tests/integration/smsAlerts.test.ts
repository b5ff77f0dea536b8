/**
 * Issue #21 against the emulators (Firestore + Functions) and the local Twilio-shaped
 * receiver: the sender's trigger on smsAlerts, its consent check at send time, exactly
 * once and in step order, and what Twilio posts back (status callbacks, STOP/START/HELP).
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { drainTicket, type SenderContext } from '../../functions/src/sender';
import { TWILIO_RECEIVER, TWILIO_RECEIVER_URL } from '../../scripts/emulators/twilioReceiver.mjs';
import { PROJECT_ID } from '../support/emulators';
import {
  FUNCTIONS_BASE_URL,
  failNextSends,
  freshPhone,
  holdDelivery,
  textTheApp,
  textsTo,
} from '../support/smsCarrier';

let db: Firestore;
beforeAll(() => {
  db = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
});

const STEPS = ['assigned', 'inProgress', 'done'] as const;
type Step = (typeof STEPS)[number] | 'cancelled';
const MINUTE_MS = 60_000;
const unique = () => Math.random().toString(36).slice(2, 10);

interface Salesperson {
  uid: string;
  phone: string;
}

async function salesperson(fields: Record<string, unknown> = {}): Promise<Salesperson> {
  const person = { uid: `sales-${unique()}`, phone: freshPhone() };
  await db.doc(`users/${person.uid}`).set({
    email: `${person.uid}@example.test`,
    displayName: 'Sam Seller',
    role: 'dealershipEmployee',
    visibility: 'Sales',
    dealerships: ['dealer-sms'],
    active: true,
    smsConsent: 'agree',
    phone: person.phone,
    ...fields,
  });
  return person;
}

async function ticketFor(person: Salesperson, kind = 'delivery'): Promise<string> {
  const ticketId = `ticket-${unique()}`;
  await db.doc(`tickets/${ticketId}`).set({
    dealershipId: 'dealer-sms',
    kind,
    status: 'open',
    salespersonUid: person.uid,
    vehicle: {
      stock: `LAG${unique().slice(0, 5).toUpperCase()}`,
      vin: '',
      year: 2022,
      make: 'Nissan',
      model: 'Rogue',
      color: '',
    },
  });
  return ticketId;
}

/** The request the app writes when a step lands (the rules' side is tested in tests/rules). */
const request = (ticketId: string, person: Salesperson, status: Step, requestedAtMs = Date.now()) =>
  db.doc(`smsAlerts/${ticketId}_${status}`).set({
    ticketId,
    dealershipId: 'dealer-sms',
    status,
    salespersonUid: person.uid,
    stock: 'LAG',
    requestedBy: 'crew-1',
    requestedAt: new Date(requestedAtMs).toISOString(),
    deliveredAt: null,
    receivedAt: new Date(),
  });

const stateOf = async (ticketId: string, status: Step) =>
  (await db.doc(`smsAlerts/${ticketId}_${status}`).get()).get('state') as string | undefined;
const e164 = (person: Salesperson) => `+1${person.phone}`;
const POLL = { timeout: 20_000, interval: 100 };

describe('texts go out once per step, in order, to a salesperson who agreed', () => {
  it('a ticket taken through its steps (claimed, started, done): three texts, in step order, each naming the vehicle and the step', async () => {
    const person = await salesperson();
    const ticketId = await ticketFor(person);
    const stock = (await db.doc(`tickets/${ticketId}`).get()).get('vehicle.stock') as string;
    const start = Date.now() - 3 * MINUTE_MS;
    // All three land together, the last first: the sender still texts them in step order.
    await Promise.all(
      [...STEPS]
        .reverse()
        .map((step, index) => request(ticketId, person, step, start + (2 - index) * MINUTE_MS)),
    );
    await expect.poll(async () => (await textsTo(e164(person))).length, POLL).toBe(3);
    const texts = await textsTo(e164(person));
    expect(texts.map((text) => text.body)).toEqual([
      `Lotcrew: 2022 Nissan Rogue, stock ${stock}: a crew took it. Reply STOP to opt out, HELP for help. Msg & data rates may apply.`,
      `Lotcrew: 2022 Nissan Rogue, stock ${stock}: work started`,
      `Lotcrew: 2022 Nissan Rogue, stock ${stock}: delivered`,
    ]);
    // Each request ends delivered, with the carrier's message id; the receiver's callbacks were signed and taken.
    for (const step of STEPS) await expect.poll(() => stateOf(ticketId, step), POLL).toBe('delivered');
    const sids = await Promise.all(
      STEPS.map(
        async (step) => (await db.doc(`smsAlerts/${ticketId}_${step}`).get()).get('messageSid') as string,
      ),
    );
    expect(sids.sort()).toEqual(texts.map((text) => text.sid).sort());
    expect((await db.doc(`smsRecipients/${person.uid}`).get()).get('textsSent')).toBe(3);
  });

  it('in Spanish for a salesperson who chose it', async () => {
    const person = await salesperson({ language: 'es' });
    const ticketId = await ticketFor(person, 'serviceWash');
    await request(ticketId, person, 'done');
    await expect
      .poll(async () => (await textsTo(e164(person))).map((text) => text.body), POLL)
      .toEqual([
        expect.stringMatching(
          /^Lotcrew: 2022 Nissan Rogue, stock \w+: lavado\. Responde STOP/,
        ) as unknown as string,
      ]);
  });
});

describe('consent is read again when the text would go', () => {
  it('declined, deactivated, Service visibility, no phone: nothing sent, each closed with its reason', async () => {
    const cases = [
      { fields: { smsConsent: 'disagree' }, reason: 'notWanted' },
      { fields: { active: false }, reason: 'notWanted' },
      { fields: { visibility: 'Service' }, reason: 'notWanted' },
      { fields: { phone: '' }, reason: 'noPhone' },
    ];
    const people = await Promise.all(cases.map((one) => salesperson(one.fields)));
    const tickets = await Promise.all(people.map((person) => ticketFor(person)));
    await Promise.all(people.map((person, index) => request(tickets[index] ?? '', person, 'assigned')));
    for (const [index, one] of cases.entries()) {
      await expect.poll(() => stateOf(tickets[index] ?? '', 'assigned'), POLL).toBe(one.reason);
    }
    for (const person of people) expect(await textsTo(e164(person))).toEqual([]);
  });

  it('a request older than two hours when it could first go is closed as stale, not sent late', async () => {
    const person = await salesperson();
    const ticketId = await ticketFor(person);
    await request(ticketId, person, 'assigned', Date.now() - 121 * MINUTE_MS);
    await expect.poll(() => stateOf(ticketId, 'assigned'), POLL).toBe('stale');
    expect(await textsTo(e164(person))).toEqual([]);
  });
});

describe('exactly once', () => {
  const context = (): SenderContext => ({
    db,
    twilio: {
      apiBaseUrl: TWILIO_RECEIVER_URL,
      accountSid: TWILIO_RECEIVER.accountSid,
      authUser: TWILIO_RECEIVER.accountSid,
      authSecret: TWILIO_RECEIVER.authToken,
      messagingServiceSid: TWILIO_RECEIVER.messagingServiceSid,
      fromNumber: '',
      timeoutMs: 3_000,
    },
    statusCallbackUrl: `${FUNCTIONS_BASE_URL}/smsStatus`,
    now: () => Date.now(),
  });

  it('the trigger delivered again (twice more, at once) for one request: one text', async () => {
    const person = await salesperson();
    const ticketId = await ticketFor(person);
    await request(ticketId, person, 'assigned');
    // The emulator's own delivery, and two more of the same event handled here at the same time.
    await Promise.all([drainTicket(context(), ticketId), drainTicket(context(), ticketId)]);
    await expect.poll(() => stateOf(ticketId, 'assigned'), POLL).toBe('delivered');
    await drainTicket(context(), ticketId);
    expect(await textsTo(e164(person))).toHaveLength(1);
  });

  it('the carrier’s answer lost after the send: one text; the status callback settles it, and the sender’s timeout does not undo it', async () => {
    const person = await salesperson();
    const ticketId = await ticketFor(person);
    const alert = db.doc(`smsAlerts/${ticketId}_assigned`);
    await failNextSends('timeout');
    // The phone is out of coverage: the carrier reports "sent" only, while the sender still waits.
    await holdDelivery(e164(person), true);
    await request(ticketId, person, 'assigned');
    // The sender gives up waiting (its lease goes) and leaves the callback's "sent" as it is.
    await expect
      .poll(async () => {
        const now = await alert.get();
        return `${String(now.get('state'))} ${now.get('leaseUntilMs') === undefined ? 'released' : 'held'}`;
      }, POLL)
      .toBe('sent released');
    expect((await alert.get()).get('messageSid')).toBe((await textsTo(e164(person)))[0]?.sid);
    await holdDelivery(e164(person), false);
    await expect.poll(() => stateOf(ticketId, 'assigned'), POLL).toBe('delivered');
    await drainTicket(context(), ticketId);
    expect(await textsTo(e164(person))).toHaveLength(1);
    expect((await textsTo(e164(person)))[0]?.answeredWith).toBe('timeout');
  });

  it('a 5xx after the send: one text, settled by the callback', async () => {
    const person = await salesperson();
    const ticketId = await ticketFor(person);
    await failNextSends('500');
    await request(ticketId, person, 'assigned');
    await expect.poll(() => stateOf(ticketId, 'assigned'), POLL).toBe('delivered');
    expect(await textsTo(e164(person))).toHaveLength(1);
  });
});

describe('STOP, START, HELP and 21610', () => {
  const consentEvents = async (uid: string) =>
    (await db.collection('consentEvents').where('uid', '==', uid).get()).docs.map(
      (event) => event.data() as Record<string, unknown>,
    );

  it('STOP from the salesperson’s phone (signed): consent event, smsConsent disagree, the next step sends nothing; START: the next one sends', async () => {
    const person = await salesperson();
    const ticketId = await ticketFor(person);
    expect((await textTheApp(e164(person), ' Stop ')).status).toBe(200);
    expect((await db.doc(`users/${person.uid}`).get()).get('smsConsent')).toBe('disagree');
    expect(await consentEvents(person.uid)).toEqual([
      expect.objectContaining({
        consent: 'disagree',
        source: 'smsKeyword',
        keyword: 'STOP',
        phone: person.phone,
      }),
    ]);
    await request(ticketId, person, 'assigned', Date.now() - 2 * MINUTE_MS);
    await expect.poll(() => stateOf(ticketId, 'assigned'), POLL).toBe('optedOut');

    expect((await textTheApp(e164(person), 'START')).status).toBe(200);
    expect((await db.doc(`users/${person.uid}`).get()).get('smsConsent')).toBe('agree');
    await request(ticketId, person, 'inProgress');
    await expect.poll(async () => (await textsTo(e164(person))).length, POLL).toBe(1);
    expect((await consentEvents(person.uid)).map((event) => event.consent).sort()).toEqual([
      'agree',
      'disagree',
    ]);
  });

  it('an unsigned or wrongly signed STOP gets 403 and changes nothing', async () => {
    const person = await salesperson();
    const form = new URLSearchParams({ From: e164(person), Body: 'STOP', MessageSid: 'SMforged' });
    const unsigned = await fetch(`${FUNCTIONS_BASE_URL}/smsIncoming`, { method: 'POST', body: form });
    expect(unsigned.status).toBe(403);
    const forged = await fetch(`${FUNCTIONS_BASE_URL}/smsIncoming`, {
      method: 'POST',
      headers: { 'x-twilio-signature': 'RSOYDt4T1cUTdK1PDd93/VVr8B8=' },
      body: form,
    });
    expect(forged.status).toBe(403);
    const forgedStatus = await fetch(`${FUNCTIONS_BASE_URL}/smsStatus?alert=x_assigned`, {
      method: 'POST',
      body: new URLSearchParams({ MessageSid: 'SMx', MessageStatus: 'delivered' }),
    });
    expect(forgedStatus.status).toBe(403);
    expect((await db.doc(`users/${person.uid}`).get()).get('smsConsent')).toBe('agree');
    expect(await consentEvents(person.uid)).toEqual([]);
  });

  it('HELP is answered with who is texting and how to stop', async () => {
    const person = await salesperson();
    const answer = await textTheApp(e164(person), 'help');
    expect(answer.body).toContain('<Message>Lotcrew work alerts');
    expect(answer.body).toContain('Reply STOP to opt out');
  });

  it('the carrier answers 21610 (the number replied STOP to the carrier): treated as STOP', async () => {
    const person = await salesperson();
    const ticketId = await ticketFor(person);
    await failNextSends('21610');
    await request(ticketId, person, 'assigned', Date.now() - MINUTE_MS);
    await expect.poll(() => stateOf(ticketId, 'assigned'), POLL).toBe('optedOut');
    expect((await db.doc(`users/${person.uid}`).get()).get('smsConsent')).toBe('disagree');
    expect(await consentEvents(person.uid)).toEqual([
      expect.objectContaining({ consent: 'disagree', source: 'smsKeyword', keyword: 'carrier 21610' }),
    ]);
    await request(ticketId, person, 'inProgress');
    await expect.poll(() => stateOf(ticketId, 'inProgress'), POLL).toBe('optedOut');
    expect(await textsTo(e164(person))).toEqual([]);
  });
});
