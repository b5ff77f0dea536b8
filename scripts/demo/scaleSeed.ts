/**
 * Writes a business at its real size into the emulators (issue #33, item 5): the people
 * (accounts with the demo password, their user documents and their pay rates) and `months`
 * months of work, and each person's clock state, through the Admin SDK's bulk writer, with the functions'
 * triggers off meanwhile (thousands of punches would each start one). Run after the demo
 * seed: the dealerships and the owner are the demo's. Writing the same months again
 * overwrites the same documents.
 */
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { buildScaleData, scaleUserDocument } from './scaleData';
import { todayUtc } from './demoData';
import {
  adminApp,
  clockStatesOf,
  ensureAccount,
  withChangeTime,
  withServerReceipt,
  withTriggersOff,
} from './seed';

export interface ScaleReport {
  people: number;
  tickets: number;
  washLogs: number;
  timePunches: number;
  payRates: number;
  seconds: number;
  /** The months were on the server already: nothing was written. */
  alreadyThere: boolean;
}

export async function seedScale(
  months: number,
  anchorDay = todayUtc(),
  now = Date.now(),
): Promise<ScaleReport> {
  const started = performance.now();
  const app = adminApp();
  const auth = getAuth(app);
  const data = buildScaleData(months, anchorDay, now);
  for (const person of data.people)
    await ensureAccount(auth, { uid: person.uid, email: person.email, displayName: person.displayName });
  const firestore = getFirestore(app);
  const report = {
    people: data.people.length,
    tickets: Object.keys(data.tickets).length,
    washLogs: Object.keys(data.washLogs).length,
    timePunches: Object.keys(data.timePunches).length,
    payRates: Object.keys(data.payRates).length,
  };
  // Already written (its last ticket is there): as the demo seed, nothing is written again
  // (thousands of writes fan out to every open listener, and the emulator's too).
  const lastTicket = Object.keys(data.tickets).at(-1);
  if (lastTicket && (await firestore.doc(`tickets/${lastTicket}`).get()).exists)
    return { ...report, seconds: 0, alreadyThere: true };
  await withTriggersOff(firestore, async () => {
    const writer = firestore.bulkWriter();
    for (const person of data.people)
      void writer.set(firestore.doc(`users/${person.uid}`), withChangeTime(scaleUserDocument(person)));
    const collections: [string, Record<string, { receivedAt: string }>][] = [
      ['tickets', data.tickets],
      ['washLogs', data.washLogs],
      ['timePunches', data.timePunches],
      ['payRates', data.payRates],
    ];
    for (const [collection, byId] of collections)
      for (const [id, value] of Object.entries(byId))
        void writer.set(firestore.doc(`${collection}/${id}`), withServerReceipt(value));
    // Their clock states, as the functions would have kept them from these punches.
    for (const [uid, state] of Object.entries(clockStatesOf(data.timePunches, {})))
      void writer.set(firestore.doc(`clockStates/${uid}`), state);
    await writer.close();
  });
  return { ...report, seconds: Math.round((performance.now() - started) / 100) / 10, alreadyThere: false };
}
