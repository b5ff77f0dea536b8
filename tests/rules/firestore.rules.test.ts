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
