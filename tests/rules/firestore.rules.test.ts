import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, writeBatch } from 'firebase/firestore';
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

/** Readable one document at a time by whoever holds its id (an invite's token is its secret). */
const READABLE_BY_ID = new Set(['invites']);

describe('deny by default', () => {
  for (const name of COLLECTIONS.filter((candidate) => candidate !== 'users')) {
    const what = READABLE_BY_ID.has(name) ? 'list, write nor delete' : 'read, list, write nor delete';
    it(`${name}: a signed-in user can neither ${what}`, async () => {
      const db = testEnv.authenticatedContext('alice').firestore();
      if (!READABLE_BY_ID.has(name)) await assertFails(getDoc(doc(db, `${name}/seeded`)));
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

describe('claiming an invite (/claimprofile/:token)', () => {
  const DAY_MS = 86_400_000;
  const invite = (overrides: Record<string, unknown> = {}) => ({
    email: 'new@x.test',
    role: 'lotPrep',
    dealerships: ['d1'],
    createdBy: 'alice',
    expiresAtMs: Date.now() + DAY_MS,
    claimedBy: null,
    ...overrides,
  });
  const profile = (token: string, overrides: Record<string, unknown> = {}) => ({
    role: 'lotPrep',
    dealerships: ['d1'],
    profileCompleted: true,
    active: true,
    email: 'new@x.test',
    displayName: 'New Crew',
    inviteToken: token,
    ...overrides,
  });
  async function claim(uid: string, token: string, user = profile(token)) {
    const db = testEnv.authenticatedContext(uid).firestore();
    const batch = writeBatch(db);
    batch.set(doc(db, `users/${uid}`), user, { merge: true });
    batch.update(doc(db, `invites/${token}`), { claimedBy: uid, claimedAt: '2026-11-21T10:00:00.000Z' });
    return batch.commit();
  }

  beforeEach(async () => {
    await testEnv.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await setDoc(doc(db, 'invites/good'), invite());
      await setDoc(doc(db, 'invites/old'), invite({ expiresAtMs: Date.now() - DAY_MS }));
    });
  });

  it('grants exactly the invited role and dealerships, once', async () => {
    await assertSucceeds(claim('newbie', 'good'));
    await assertFails(claim('other', 'good'));
  });

  it('refuses an expired invite', async () => {
    await assertFails(claim('newbie', 'old'));
  });

  it('refuses a claim that asks for another role or other dealerships', async () => {
    await assertFails(claim('newbie', 'good', profile('good', { role: 'owner' })));
    await assertFails(claim('newbie', 'good', profile('good', { dealerships: ['d1', 'd2'] })));
  });

  it('refuses setting a role without claiming the invite in the same batch', async () => {
    const db = testEnv.authenticatedContext('newbie').firestore();
    await assertFails(setDoc(doc(db, 'users/newbie'), profile('good')));
    await assertFails(
      setDoc(
        doc(db, 'invites/good'),
        { claimedBy: 'newbie', claimedAt: '2026-11-21T10:00:00.000Z' },
        { merge: true },
      ),
    );
  });

  it('lets a signed-in person who knows the token read the invite, and nobody signed out', async () => {
    await assertSucceeds(getDoc(doc(testEnv.authenticatedContext('newbie').firestore(), 'invites/good')));
    await assertFails(getDoc(doc(testEnv.unauthenticatedContext().firestore(), 'invites/good')));
  });
});
