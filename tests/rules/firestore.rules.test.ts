import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, collection, getDocs, deleteDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { rulesTestEnvironment } from '../support/rulesEnv';

/** Every collection of design/product.md. Until issue #5 each is closed by default. */
const COLLECTIONS = [
  'users',
  'payRates',
  'dealerships',
  'tickets',
  'timeEntries',
  'washLogs',
  'dailyReports',
  'supplyRequests',
  'invoices',
  'invites',
  'consentEvents',
];

let testEnv: RulesTestEnvironment;

beforeAll(async () => {
  testEnv = await rulesTestEnvironment();
});

beforeEach(async () => {
  await testEnv.clearFirestore();
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'users/alice'), { role: 'owner', profileCompleted: true });
    await setDoc(doc(db, 'users/bob'), { role: 'employee', profileCompleted: true });
    for (const name of COLLECTIONS) await setDoc(doc(db, `${name}/seeded`), { seeded: true });
  });
});

afterAll(async () => {
  await testEnv.cleanup();
});

describe('users/{uid}', () => {
  it('lets a signed-in user read their own document', async () => {
    await assertSucceeds(getDoc(doc(testEnv.authenticatedContext('alice').firestore(), 'users/alice')));
  });
  it("denies reading someone else's document", async () => {
    await assertFails(getDoc(doc(testEnv.authenticatedContext('bob').firestore(), 'users/alice')));
  });
  it('denies a signed-out visitor', async () => {
    await assertFails(getDoc(doc(testEnv.unauthenticatedContext().firestore(), 'users/alice')));
  });
  it('denies a user writing their own document (role changes come with issue #5 rules)', async () => {
    await assertFails(
      setDoc(
        doc(testEnv.authenticatedContext('bob').firestore(), 'users/bob'),
        { role: 'owner' },
        { merge: true },
      ),
    );
  });
});

describe('deny by default', () => {
  for (const name of COLLECTIONS.filter((candidate) => candidate !== 'users')) {
    it(`${name}: a signed-in user can neither read, list, write nor delete`, async () => {
      const db = testEnv.authenticatedContext('alice').firestore();
      await assertFails(getDoc(doc(db, `${name}/seeded`)));
      await assertFails(getDocs(collection(db, name)));
      await assertFails(setDoc(doc(db, `${name}/new`), { by: 'alice' }));
      await assertFails(deleteDoc(doc(db, `${name}/seeded`)));
    });
  }
});

describe('the offline core writes (spec §7)', () => {
  const consent = (uid: string) => ({
    uid,
    phone: '5555550101',
    consent: 'agree',
    signature: 'Bob Builder',
    disclosureVersion: 1,
    termsEffectiveDate: 'August 29, 2025',
    appVersion: '1.0.0',
    acceptedAt: '2026-11-21T10:00:00.000Z',
    userAgent: 'test',
  });

  it('lets users merge their own phone, and nothing else of theirs', async () => {
    const db = testEnv.authenticatedContext('bob').firestore();
    await assertSucceeds(
      setDoc(
        doc(db, 'users/bob'),
        { phone: '5555550101', phoneUpdatedAt: '2026-11-21T10:00:00.000Z' },
        { merge: true },
      ),
    );
    await assertFails(setDoc(doc(db, 'users/bob'), { phone: '555' }, { merge: true }));
    await assertFails(setDoc(doc(db, 'users/bob'), { phone: '5555550101', role: 'owner' }, { merge: true }));
    await assertFails(setDoc(doc(db, 'users/alice'), { phone: '5555550101' }, { merge: true }));
  });

  it('keeps consent events append-only, while an identical replay succeeds', async () => {
    const db = testEnv.authenticatedContext('bob').firestore();
    await assertSucceeds(setDoc(doc(db, 'consentEvents/e1'), consent('bob')));
    await assertSucceeds(setDoc(doc(db, 'consentEvents/e1'), consent('bob')));
    await assertFails(setDoc(doc(db, 'consentEvents/e1'), { ...consent('bob'), consent: 'disagree' }));
    await assertFails(deleteDoc(doc(db, 'consentEvents/e1')));
    await assertFails(setDoc(doc(db, 'consentEvents/e2'), consent('alice')));
  });

  it('lets a service-wash crew log washes for their dealerships only', async () => {
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'users/wes'), {
        role: 'serviceWash',
        profileCompleted: true,
        dealerships: ['d2'],
      });
    });
    const db = testEnv.authenticatedContext('wes').firestore();
    const wash = {
      dealershipId: 'd2',
      uid: 'wes',
      washedAt: '2026-11-21T10:00:00.000Z',
      reference: 'RO51013',
      vin: null,
      kind: 'service',
      note: '',
    };
    await assertSucceeds(setDoc(doc(db, 'washLogs/w1'), wash));
    await assertSucceeds(setDoc(doc(db, 'washLogs/w1'), wash));
    await assertFails(setDoc(doc(db, 'washLogs/w2'), { ...wash, dealershipId: 'd1' }));
    await assertFails(setDoc(doc(db, 'washLogs/w3'), { ...wash, uid: 'someone-else' }));
    await assertFails(
      setDoc(doc(testEnv.authenticatedContext('bob').firestore(), 'washLogs/w4'), { ...wash, uid: 'bob' }),
    );
  });
});
