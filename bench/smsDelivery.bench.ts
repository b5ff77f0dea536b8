/**
 * Benchmark of issue #21, on the emulators: from a ticket step's alert request reaching
 * the server (its server-stamped receivedAt) to the local Twilio-shaped receiver getting
 * the text, through the Functions emulator's trigger, the consent check and the claim.
 * One request at a time, 20 times, each for its own ticket. Both clocks are this machine's.
 * Run by `npm run bench`; not a test. Figures: bench/results/sms-delivery.json.
 */
import { expect, test } from '@playwright/test';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { mkdirSync, writeFileSync } from 'node:fs';
import { adminFirestore } from '../tests/support/admin';
import { freshPhone, textsTo } from '../tests/support/smsCarrier';
import { median, tenth } from './support';

const RUNS = 20;

test(`SMS alert: step on the server to text at the carrier, median of ${RUNS}`, async () => {
  test.setTimeout(300_000);
  const db = adminFirestore();
  const uid = `bench-sales-${Date.now()}`;
  const phone = freshPhone();
  await db.doc(`users/${uid}`).set({
    displayName: 'Bench Seller',
    role: 'dealershipEmployee',
    visibility: 'Sales',
    dealerships: ['bench-dealer'],
    active: true,
    smsConsent: 'agree',
    phone,
  });
  const latencies: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const ticketId = `bench-sms-${Date.now()}-${run}`;
    await db.doc(`tickets/${ticketId}`).set({
      dealershipId: 'bench-dealer',
      kind: 'delivery',
      salespersonUid: uid,
      vehicle: { stock: `B${run}`, vin: '', year: 2024, make: 'Ford', model: 'Escape', color: '' },
    });
    const alert = db.doc(`smsAlerts/${ticketId}_assigned`);
    await alert.set({
      ticketId,
      dealershipId: 'bench-dealer',
      status: 'assigned',
      salespersonUid: uid,
      stock: `B${run}`,
      requestedBy: 'bench',
      requestedAt: new Date().toISOString(),
      deliveredAt: null,
      receivedAt: FieldValue.serverTimestamp(),
    });
    await expect
      .poll(async () => (await textsTo(`+1${phone}`)).length, { timeout: 30_000, intervals: [20] })
      .toBe(run + 1);
    const text = (await textsTo(`+1${phone}`))[run];
    const reachedServer = ((await alert.get()).get('receivedAt') as Timestamp).toMillis();
    latencies.push(Date.parse(text?.receivedAt ?? '') - reachedServer);
  }
  const results = {
    runs: RUNS,
    medianMs: tenth(median(latencies)),
    worstMs: Math.max(...latencies),
    latencies,
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/sms-delivery.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log(
    `[bench] SMS alert, server to carrier: median ${results.medianMs} ms, worst ${results.worstMs} ms (${RUNS} runs)`,
  );
});
