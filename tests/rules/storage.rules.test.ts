/**
 * storage.rules against the Storage emulator. They run only where the Cloud Storage
 * rules runtime is present; elsewhere each test says plainly in its name that it was
 * not run (the stand-in there permits everything, so a pass would mean nothing).
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { getBytes, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { rulesTestEnvironment, STORAGE_NOT_RUN_REASON, STORAGE_RULES_ENFORCED } from '../support/rulesEnv';
import { dealershipDoc, kioskPunchDoc, newTicket, userDoc, who } from './principals';

let testEnv: RulesTestEnvironment;
const D1 = 'd1';
const D2 = 'd2';
const PHOTO = new Uint8Array(2048).fill(7);
const MIB = 1024 * 1024;

const storageTest = (name: string, body: () => Promise<void>) =>
  it.skipIf(!STORAGE_RULES_ENFORCED)(
    STORAGE_RULES_ENFORCED ? name : `${name} (${STORAGE_NOT_RUN_REASON})`,
    body,
  );

beforeAll(async () => {
  testEnv = await rulesTestEnvironment();
  if (!STORAGE_RULES_ENFORCED) return;
  await testEnv.clearFirestore();
  await testEnv.clearStorage();
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const users: Record<string, Record<string, unknown>> = {
      olivia: userDoc('owner', D1),
      eli: userDoc('employee', D1),
      lena: userDoc('lotPrep', D1),
      dana: { ...userDoc('dealershipEmployee', D1), dealerships: [D1] },
      farah: { ...userDoc('dealershipEmployee', D2), dealerships: [D2] },
      suzy: userDoc('supplier', D1),
      sid: userDoc('supplier', D1),
      cora: { ...userDoc('clockOnlyEmployee', D1), dealerships: [D1] },
      kiosk1: userDoc('kiosk', D1),
      kiosk2: userDoc('kiosk', D1),
    };
    for (const [uid, data] of Object.entries(users)) await setDoc(doc(db, `users/${uid}`), data);
    await setDoc(doc(db, `dealerships/${D1}`), dealershipDoc('Northside'));
    // Cora's punch on kiosk1 (issue #35); its photo is the kiosk's to send.
    await setDoc(doc(db, 'timePunches/kp1'), kioskPunchDoc('cora', 'kiosk1', D1));
    await setDoc(
      doc(db, 'tickets/t1'),
      newTicket(who('employee'), D1, { status: 'assigned', assigneeUid: 'eli' }),
    );
    const storage = context.storage();
    await uploadBytes(ref(storage, `tickets/${D1}/t1/front.jpg`), PHOTO, { contentType: 'image/jpeg' });
    await uploadBytes(ref(storage, 'invoices/suzy/SSC-1041.pdf'), PHOTO, { contentType: 'application/pdf' });
  });
});

afterAll(async () => {
  await testEnv.cleanup();
});

const storageOf = (uid: string): FirebaseStorage => testEnv.authenticatedContext(uid).storage();
const upload = (uid: string, path: string, bytes: Uint8Array, contentType: string) =>
  uploadBytes(ref(storageOf(uid), path), bytes, { contentType });

describe('ticket photos', () => {
  storageTest(
    'the assignee uploads images under the ticket’s dealership and id, within the size cap',
    async () => {
      await assertSucceeds(upload('eli', `tickets/${D1}/t1/left.jpg`, PHOTO, 'image/jpeg'));
      await assertFails(upload('eli', `tickets/${D1}/t1/notes.html`, PHOTO, 'text/html'));
      await assertFails(upload('eli', `tickets/${D1}/t1/big.jpg`, new Uint8Array(6 * MIB), 'image/jpeg'));
      await assertFails(upload('eli', `tickets/${D2}/t1/right.jpg`, PHOTO, 'image/jpeg'));
      await assertFails(upload('lena', `tickets/${D1}/t1/rear.jpg`, PHOTO, 'image/jpeg'));
    },
  );

  storageTest('are seen by the crew, the dealership and the owner — not another dealership', async () => {
    for (const uid of ['eli', 'dana', 'olivia'])
      await assertSucceeds(getBytes(ref(storageOf(uid), `tickets/${D1}/t1/front.jpg`)));
    for (const uid of ['farah', 'lena', 'suzy'])
      await assertFails(getBytes(ref(storageOf(uid), `tickets/${D1}/t1/front.jpg`)));
  });
});

describe('invoice PDFs', () => {
  storageTest('are uploaded by their supplier as PDFs and read by them, the owner and admin', async () => {
    await assertSucceeds(upload('suzy', 'invoices/suzy/SSC-1052.pdf', PHOTO, 'application/pdf'));
    await assertFails(upload('suzy', 'invoices/suzy/SSC-1053.pdf', PHOTO, 'image/jpeg'));
    await assertFails(upload('sid', 'invoices/suzy/SSC-1054.pdf', PHOTO, 'application/pdf'));
    await assertSucceeds(getBytes(ref(storageOf('olivia'), 'invoices/suzy/SSC-1041.pdf')));
    await assertFails(getBytes(ref(storageOf('sid'), 'invoices/suzy/SSC-1041.pdf')));
    await assertFails(getBytes(ref(storageOf('eli'), 'invoices/suzy/SSC-1041.pdf')));
  });
});

describe('profile photos', () => {
  storageTest(
    'are added by their person only, as JPEGs within the size cap, and seen by the team',
    async () => {
      await assertSucceeds(upload('eli', 'profilePhotos/eli/p1.jpg', PHOTO, 'image/jpeg'));
      await assertFails(upload('eli', 'profilePhotos/dana/p2.jpg', PHOTO, 'image/jpeg'));
      await assertFails(upload('eli', 'profilePhotos/eli/p3.png', PHOTO, 'image/png'));
      await assertFails(upload('eli', 'profilePhotos/eli/p4.jpg', new Uint8Array(6 * MIB), 'image/jpeg'));
      await assertSucceeds(getBytes(ref(storageOf('dana'), 'profilePhotos/eli/p1.jpg')));
      await assertFails(
        getBytes(ref(testEnv.unauthenticatedContext().storage(), 'profilePhotos/eli/p1.jpg')),
      );
    },
  );
});

describe('punch photos', () => {
  storageTest(
    'are added once by the person who punched, as small JPEGs, and seen by them and the office only',
    async () => {
      await assertSucceeds(upload('eli', 'punchPhotos/eli/punch-1.jpg', PHOTO, 'image/jpeg'));
      // Evidence: not replaced, not added for someone else, not another kind of file or too big.
      await assertFails(upload('eli', 'punchPhotos/eli/punch-1.jpg', PHOTO, 'image/jpeg'));
      await assertFails(upload('eli', 'punchPhotos/lena/punch-2.jpg', PHOTO, 'image/jpeg'));
      await assertFails(upload('eli', 'punchPhotos/eli/punch-3.png', PHOTO, 'image/png'));
      await assertFails(upload('eli', 'punchPhotos/eli/punch-4.jpg', new Uint8Array(2 * MIB), 'image/jpeg'));
      await assertSucceeds(getBytes(ref(storageOf('olivia'), 'punchPhotos/eli/punch-1.jpg')));
      await assertSucceeds(getBytes(ref(storageOf('eli'), 'punchPhotos/eli/punch-1.jpg')));
      await assertFails(getBytes(ref(storageOf('lena'), 'punchPhotos/eli/punch-1.jpg')));
      await assertFails(getBytes(ref(storageOf('dana'), 'punchPhotos/eli/punch-1.jpg')));
    },
  );
  storageTest(
    'are sent by the kiosk a punch was made on, for that punch and person only (issue #35)',
    async () => {
      await assertFails(upload('kiosk2', 'punchPhotos/cora/kp1.jpg', PHOTO, 'image/jpeg'));
      await assertFails(upload('kiosk1', 'punchPhotos/eli/kp1.jpg', PHOTO, 'image/jpeg'));
      await assertFails(upload('kiosk1', 'punchPhotos/cora/kp-none.jpg', PHOTO, 'image/jpeg'));
      await assertSucceeds(upload('kiosk1', 'punchPhotos/cora/kp1.jpg', PHOTO, 'image/jpeg'));
      // The kiosk does not read photos back: the office does.
      await assertFails(getBytes(ref(storageOf('kiosk1'), 'punchPhotos/cora/kp1.jpg')));
      await assertSucceeds(getBytes(ref(storageOf('olivia'), 'punchPhotos/cora/kp1.jpg')));
    },
  );
});
