/**
 * Loads the demo data into the emulators. Idempotent: accounts and documents that
 * exist are left as they are, so a second run changes nothing.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import {
  FieldValue,
  getFirestore,
  Timestamp,
  type DocumentReference,
  type Firestore,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { CHANGE_STAMPS, STAMPED_COLLECTIONS, type StampedCollection } from '@lotcrew/shared';
import { clockStateOf } from '@lotcrew/shared/shifts';
import type { TimeCorrection, TimePunch } from '../../src/data/model';
import { EMULATOR_HOSTS } from '../emulators/suite.mjs';
import {
  buildDemoData,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  demoInvoicePdf,
  demoProfilePhoto,
  todayUtc,
  userDocumentOf,
} from './demoData';

export const DEMO_PROJECT_ID = 'demo-lotcrew';
const BATCH_LIMIT = 400;

export interface SeedReport {
  accountsCreated: number;
  documentsCreated: number;
  documentsExisting: number;
  /** Demo invoice PDFs put in Storage (those already there are left). */
  filesUploaded: number;
}

function requireEmulators(): void {
  const missing = [
    'FIRESTORE_EMULATOR_HOST',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'FIREBASE_STORAGE_EMULATOR_HOST',
  ].filter((name) => !process.env[name]);
  if (missing.length > 0) {
    throw new Error(`Refusing to seed without the emulators: set ${missing.join(', ')}.`);
  }
}

export function adminApp() {
  return getApps()[0] ?? initializeApp({ projectId: DEMO_PROJECT_ID });
}

/** A receipt time the demo gives as text becomes the server timestamp the app would have written. */
export function withServerReceipt(value: object): object {
  const { receivedAt } = value as { receivedAt?: unknown };
  return typeof receivedAt === 'string'
    ? { ...value, receivedAt: Timestamp.fromMillis(Date.parse(receivedAt)) }
    : value;
}

/**
 * A person's document with the server's change time, as the function stamps every user
 * document the app writes (functions/src/stamps.ts): the office's phones resume from it.
 */
export const withChangeTime = (user: object): object => ({
  ...user,
  receivedAt: FieldValue.serverTimestamp(),
});

/**
 * Each person's clock state as the server keeps it from their punches and corrections
 * (functions/src/clockStates.ts, by the same shared rules): the seeds write punches with the
 * functions' triggers off (`withTriggersOff`), so they write the states too.
 */
export function clockStatesOf(
  punches: Record<string, TimePunch>,
  corrections: Record<string, TimeCorrection>,
): Record<string, object> {
  type Own = { punches: (TimePunch & { id: string })[]; corrections: (TimeCorrection & { id: string })[] };
  const byPerson = new Map<string, Own>();
  const of = (uid: string) => {
    const own = byPerson.get(uid) ?? { punches: [], corrections: [] };
    byPerson.set(uid, own);
    return own;
  };
  for (const [id, punch] of Object.entries(punches)) of(punch.uid).punches.push({ ...punch, id });
  for (const [id, correction] of Object.entries(corrections))
    of(correction.uid).corrections.push({ ...correction, id });
  return Object.fromEntries(
    [...byPerson].map(([uid, own]) => [
      uid,
      { ...clockStateOf(uid, own.punches, own.corrections), receivedAt: FieldValue.serverTimestamp() },
    ]),
  );
}

/**
 * Runs `write` with the Functions emulator's triggers off (its hub's documented switch), so
 * the thousands of documents a seed writes do not each start a function (~45 ms of the
 * emulator's time each): the user stamps and clock states they would write, the seed writes
 * itself. The stamped collections' change stamps are moved here, once, after it, as `write`
 * may have written to any of them (a phone's commit moves them with its own writes; a stamp
 * left where it was would tell a phone its copy is whole).
 * The triggers are on again after, whatever happened (the switch back takes the emulator
 * ~5 s: it loads the triggers again). Without a Functions emulator there is nothing to turn off.
 */
export async function withTriggersOff<T>(firestore: Firestore, write: () => Promise<T>): Promise<T> {
  const switched = await switchTriggers('disableBackgroundTriggers');
  try {
    return await write();
  } finally {
    try {
      await moveChangeStamps(firestore, firestore.batch()).commit();
    } finally {
      if (switched) await switchTriggers('enableBackgroundTriggers');
    }
  }
}

/**
 * Adds to `batch` the move of `collections`' change stamps to the commit's time, as a
 * phone's commit moves them with its writes (src/data/outbox/restWriter.ts): a script or a
 * test that writes tickets, washes or punches through the Admin SDK does the same, or a
 * phone whose copy was complete would not ask for what it wrote.
 */
export function moveChangeStamps(
  firestore: Firestore,
  batch: WriteBatch,
  collections: readonly StampedCollection[] = STAMPED_COLLECTIONS,
): WriteBatch {
  for (const collection of collections)
    batch.set(firestore.doc(`${CHANGE_STAMPS}/${collection}`), { at: FieldValue.serverTimestamp() });
  return batch;
}

async function switchTriggers(
  to: 'disableBackgroundTriggers' | 'enableBackgroundTriggers',
): Promise<boolean> {
  try {
    const answer = await fetch(`http://${EMULATOR_HOSTS.hub}/functions/${to}`, { method: 'PUT' });
    return answer.ok;
  } catch {
    return false;
  }
}

/** Creates the demo account (with the demo password) unless it exists; true when it was created. */
export async function ensureAccount(
  auth: Auth,
  account: { uid: string; email: string; displayName: string },
): Promise<boolean> {
  try {
    await auth.getUser(account.uid);
    return false;
  } catch {
    await auth.createUser({
      uid: account.uid,
      email: account.email,
      displayName: account.displayName,
      password: DEMO_PASSWORD,
      emailVerified: true,
    });
    return true;
  }
}

/**
 * @param anchorDay the demo's "today" (a UTC date)
 * @param now when the seed runs: the time clock punches nothing later (pass the same to
 *   two runs for the same data)
 */
export async function seedDemo(anchorDay = todayUtc(), now = Date.now()): Promise<SeedReport> {
  requireEmulators();
  const app = adminApp();
  const auth = getAuth(app);
  const firestore = getFirestore(app);
  const report: SeedReport = {
    accountsCreated: 0,
    documentsCreated: 0,
    documentsExisting: 0,
    filesUploaded: 0,
  };

  for (const demo of DEMO_ACCOUNTS) {
    if (await ensureAccount(auth, demo)) report.accountsCreated++;
  }

  const data = buildDemoData(anchorDay, now);
  const documents: [DocumentReference, object][] = [
    ...DEMO_ACCOUNTS.map((demo): [DocumentReference, object] => [
      firestore.doc(`users/${demo.uid}`),
      withChangeTime(userDocumentOf(demo)),
    ]),
  ];
  const collections: Record<string, Record<string, object>> = {
    dealerships: data.dealerships,
    tickets: data.tickets,
    timePunches: data.timePunches,
    timeCorrections: data.timeCorrections,
    timeWeeks: data.timeWeeks,
    washLogs: data.washLogs,
    supplyRequests: data.supplyRequests,
    suppliers: data.suppliers,
    invoices: data.invoices,
    payRates: data.payRates,
    dailyReports: data.dailyReports,
    invites: data.invites,
    kioskPins: data.kioskPins,
    // Written here, as the triggers are off while the seed writes (`withTriggersOff`); once
    // there, the functions keep them as punches arrive.
    clockStates: clockStatesOf(data.timePunches, data.timeCorrections),
  };
  for (const [collection, byId] of Object.entries(collections)) {
    for (const [id, value] of Object.entries(byId))
      documents.push([firestore.doc(`${collection}/${id}`), withServerReceipt(value)]);
  }

  const missing: [DocumentReference, object][] = [];
  for (let start = 0; start < documents.length; start += BATCH_LIMIT) {
    const slice = documents.slice(start, start + BATCH_LIMIT);
    const snapshots = await firestore.getAll(...slice.map(([ref]) => ref));
    slice.forEach((entry, index) => {
      if (snapshots[index]?.exists) report.documentsExisting++;
      else missing.push(entry);
    });
  }
  // With the functions' triggers off: the ~340 punches would each start the one that keeps
  // their person's clock state, whose transactions ran on for ~15 s after the seed returned
  // (and held the locks a test clearing the database then waited on). A run that writes
  // nothing does not switch them (switching them back on takes the emulator ~5 s).
  if (missing.length > 0)
    await withTriggersOff(firestore, async () => {
      for (let start = 0; start < missing.length; start += BATCH_LIMIT) {
        const batch = firestore.batch();
        const slice = missing.slice(start, start + BATCH_LIMIT);
        for (const [ref, value] of slice) batch.create(ref, value);
        await batch.commit();
        report.documentsCreated += slice.length;
      }
    });

  // The invoices' PDFs, so "Open PDF" opens a real file in the demo.
  const bucket = getStorage(app).bucket(`${DEMO_PROJECT_ID}.appspot.com`);
  for (const invoice of Object.values(data.invoices)) {
    const file = bucket.file(invoice.pdfPath);
    const [exists] = await file.exists();
    if (exists) continue;
    await file.save(demoInvoicePdf(invoice.number, invoice.lines), {
      contentType: 'application/pdf',
      resumable: false,
    });
    report.filesUploaded++;
  }
  // The demo profile photos, so user management shows one.
  for (const demo of DEMO_ACCOUNTS) {
    if (!demo.photoPath) continue;
    const file = bucket.file(demo.photoPath);
    const [exists] = await file.exists();
    if (exists) continue;
    await file.save(demoProfilePhoto(), { contentType: 'image/jpeg', resumable: false });
    report.filesUploaded++;
  }
  return report;
}
