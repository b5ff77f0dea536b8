/**
 * Loads the demo data into the emulators. Idempotent: accounts and documents that
 * exist are left as they are, so a second run changes nothing.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
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
  };
  for (const [collection, byId] of Object.entries(collections)) {
    for (const [id, value] of Object.entries(byId))
      documents.push([firestore.doc(`${collection}/${id}`), withServerReceipt(value)]);
  }

  for (let start = 0; start < documents.length; start += BATCH_LIMIT) {
    const slice = documents.slice(start, start + BATCH_LIMIT);
    const snapshots = await firestore.getAll(...slice.map(([ref]) => ref));
    const batch = firestore.batch();
    slice.forEach(([ref, value], index) => {
      if (snapshots[index]?.exists) {
        report.documentsExisting++;
      } else {
        batch.create(ref, value);
        report.documentsCreated++;
      }
    });
    await batch.commit();
  }

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
