/** Reads Firestore in the emulator as the Admin SDK, to check what really landed. */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import {
  getFirestore,
  type DocumentReference,
  type Firestore,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { hashPin } from '../../src/data/kiosk/pin';
import { stampsMovedBy } from '../../src/data/outbox/stamps';
import { moveChangeStamps } from '../../scripts/demo/seed';
import { emulatorClientEnv, PROJECT_ID } from '../../scripts/emulators/suite.mjs';

for (const [name, value] of Object.entries(emulatorClientEnv)) process.env[name] ??= value;

const adminApp = (): App => getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });

export function adminFirestore(): Firestore {
  return getFirestore(adminApp());
}

/**
 * Writes the document at `path` as a phone's commit would: with its collection's change stamp
 * moved in the same commit, if it has one (scripts/demo/seed.ts, `moveChangeStamps`), so a
 * phone whose copy was complete asks for the change.
 */
export async function commitAsAdmin(
  path: string,
  write: (batch: WriteBatch, ref: DocumentReference) => void,
): Promise<void> {
  const db = adminFirestore();
  const batch = db.batch();
  write(batch, db.doc(path));
  await moveChangeStamps(db, batch, stampsMovedBy([path])).commit();
}

/** A person's kiosk PIN (issue #35) as their phone would have sent it: only its salted hash. */
export async function seedKioskPin(
  person: { uid: string; displayName: string },
  dealerships: readonly string[],
  pin: string,
): Promise<void> {
  const hashed = await hashPin(pin);
  await commitAsAdmin(`kioskPins/${person.uid}`, (batch, ref) =>
    batch.set(ref, {
      uid: person.uid,
      displayName: person.displayName,
      dealerships: [...dealerships],
      ...hashed,
      setAt: new Date().toISOString(),
      receivedAt: new Date(),
    }),
  );
}

const appBucket = () => getStorage(adminApp()).bucket(`${PROJECT_ID}.appspot.com`);

/** Whether Storage holds a file at `path` (the app's bucket in the emulator). */
export async function storedFileExists(path: string): Promise<boolean> {
  const [exists] = await appBucket().file(path).exists();
  return exists;
}

/** Puts a JPEG at `path` in Storage, as a phone's upload queue would. */
export async function storeJpeg(path: string, bytes: Buffer): Promise<void> {
  await appBucket().file(path).save(bytes, { contentType: 'image/jpeg', resumable: false });
}

/**
 * A name of one test's own (`base` and eight random characters): a retry, or another test
 * run meanwhile, never meets a card, row or person of the same name.
 */
export const uniqueName = (base: string): string => `${base} ${crypto.randomUUID().slice(0, 8)}`;

/**
 * A demo account's twin for one test: a new sign-in with a copy of `account`'s user
 * document, so a test that changes what follows a person (their language) changes it for
 * nobody else's test.
 */
export async function twinOf(
  account: { uid: string },
  password: string,
  displayName = 'Twin',
): Promise<{ uid: string; email: string }> {
  const email = `twin-${crypto.randomUUID()}@demo.lotcrew.test`;
  const { uid } = await getAuth(adminApp()).createUser({ email, password, displayName });
  // A twin's phone has never synced, and has no photo: the original's stamp and photo are not theirs.
  const original = (await adminFirestore().doc(`users/${account.uid}`).get()).data() ?? {};
  delete original.lastSyncedAt;
  delete original.photoPath;
  delete original.photoUpdatedAt;
  await adminFirestore()
    .doc(`users/${uid}`)
    .set({ ...original, email, displayName });
  return { uid, email };
}
