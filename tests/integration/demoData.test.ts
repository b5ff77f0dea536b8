import { getApps as getAdminApps, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore, Timestamp } from 'firebase-admin/firestore';
import { deleteApp, type FirebaseApp } from 'firebase/app';
import { getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { doc, getDoc, getFirestore, terminate } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEALERSHIP_1, DEALERSHIP_2 } from '../../scripts/demo/demoData';
import { seedDemo } from '../../scripts/demo/seed';
import { TICKET_KINDS, TICKET_STATUSES, type Invoice, type Ticket } from '../../src/data/model';
import { invoiceId } from '../../src/data/supplies/invoice';
import { parseUserDoc } from '../../src/data/users/userDoc';
import { clearAuth, clearFirestore, PROJECT_ID } from '../support/emulators';
import { emulatorClient } from '../support/emulatorClient';
import { storedFile } from '../support/photos';

const admin = () => getAdminFirestore(getAdminApps()[0] ?? initializeAdminApp({ projectId: PROJECT_ID }));

/** Every document of every demo collection, with its last update time. */
async function snapshotAll(): Promise<Map<string, string>> {
  const result = new Map<string, string>();
  for (const collection of await admin().listCollections()) {
    for (const snapshot of (await collection.get()).docs) {
      result.set(snapshot.ref.path, `${snapshot.updateTime.toMillis()} ${JSON.stringify(snapshot.data())}`);
    }
  }
  return result;
}

let client: FirebaseApp;
/** Both runs seed the same moment: the time clock's punches depend on when the seed runs. */
const SEEDED_AT = Date.now();

beforeAll(async () => {
  await clearFirestore();
  await clearAuth();
  await seedDemo(undefined, SEEDED_AT);
  client = emulatorClient('integration-client');
});

afterAll(async () => {
  await terminate(getFirestore(client));
  await deleteApp(client);
});

describe('the demo seed', () => {
  it('is idempotent: a second run creates nothing and changes no document', async () => {
    const before = await snapshotAll();
    const report = await seedDemo(undefined, SEEDED_AT);
    // The stamped collections' change stamps are not among its documents: any seed that writes moves them.
    const seeded = [...before.keys()].filter((path) => !path.startsWith('changeStamps/'));
    expect(report).toEqual({
      accountsCreated: 0,
      documentsCreated: 0,
      documentsExisting: seeded.length,
      filesUploaded: 0,
    });
    expect(await snapshotAll()).toEqual(before);
  });

  it.each(DEMO_ACCOUNTS.map((demo) => [demo.email, demo] as const))(
    '%s signs in with the demo password and reads its own user document',
    async (_email, demo) => {
      const auth = getAuth(client);
      const credential = await signInWithEmailAndPassword(auth, demo.email, DEMO_PASSWORD);
      expect(credential.user.uid).toBe(demo.uid);
      expect(credential.user.displayName).toBe(demo.displayName);
      const snapshot = await getDoc(doc(getFirestore(client), 'users', demo.uid));
      const userDoc = parseUserDoc(snapshot.data());
      expect(userDoc.role).toBe(demo.role);
      expect(userDoc.profileCompleted).toBe(demo.profileCompleted);
      expect(userDoc.dealerships).toEqual(demo.dealerships ?? []);
      expect(userDoc.visibility).toBe(demo.visibility);
      expect(userDoc.phone).toBe(demo.phone);
      expect(userDoc.signature).toBe(demo.signature);
      expect(userDoc.displayName).toBe(demo.displayName);
      await signOut(auth);
    },
  );

  it('puts each demo invoice’s PDF in Storage, under its invoice’s path, of the size the invoice records', async () => {
    const invoices = await admin().collection('invoices').get();
    expect(invoices.size).toBeGreaterThan(0);
    for (const invoice of invoices.docs) {
      const { pdfPath, pdfBytes, supplierUid, number } = invoice.data() as Invoice;
      expect(invoice.id).toBe(invoiceId(supplierUid, number));
      const stored = await storedFile(pdfPath);
      expect(stored?.contentType).toBe('application/pdf');
      expect(stored?.bytes.length).toBe(pdfBytes);
      expect(stored?.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('has the accounts of the issue table, with the notes that matter for routing', () => {
    const byName = new Map(DEMO_ACCOUNTS.map((demo) => [demo.email.split('@')[0], demo]));
    // The issue table's seventeen, and Northside's kiosk (issue #35): no role, one dealership.
    expect(byName.size).toBe(18);
    expect(byName.get('kiosk')).toMatchObject({ role: null, kioskFor: DEALERSHIP_1 });
    expect(byName.get('placeholder')?.phone).toBe('1111111111');
    expect(byName.get('employee')?.phone).toBe('5555550101');
    expect(byName.get('sales')?.signature).toBeUndefined();
    expect(byName.get('sales-signed')?.signature).toBeTruthy();
    expect(byName.get('supervisor')?.dealerships).toEqual([DEALERSHIP_1, DEALERSHIP_2]);
    expect(byName.get('incomplete')?.profileCompleted).toBe(false);
  });

  it('gives every dashboard something to show', async () => {
    const db = admin();
    const tickets = (await db.collection('tickets').get()).docs.map((snapshot) => snapshot.data() as Ticket);
    expect(new Set(tickets.map((ticket) => ticket.status))).toEqual(new Set(TICKET_STATUSES));
    expect(new Set(tickets.map((ticket) => ticket.kind)).size).toBeGreaterThanOrEqual(
      TICKET_KINDS.length - 1,
    );
    expect(new Set(tickets.map((ticket) => ticket.dealershipId))).toEqual(
      new Set([DEALERSHIP_1, DEALERSHIP_2]),
    );
    // The time clock's weeks (their shape is unit-tested with the app's own sums: scripts/demo/demoTime.test.ts).
    const punches = (await db.collection('timePunches').get()).docs;
    expect(punches.length).toBeGreaterThan(100);
    expect(punches.every((snapshot) => snapshot.get('receivedAt') instanceof Timestamp)).toBe(true);
    for (const collection of [
      'washLogs',
      'supplyRequests',
      'invoices',
      'payRates',
      'dailyReports',
      'invites',
      'dealerships',
      'timeCorrections',
      'timeWeeks',
    ]) {
      expect((await db.collection(collection).count().get()).data().count, collection).toBeGreaterThan(0);
    }
  });
});
