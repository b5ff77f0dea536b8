/**
 * Firebase, created on first use. Only src/data imports firebase/*; the SDK modules are
 * loaded lazily so that a route that never needs Firestore or Storage (sign-in) never
 * downloads them.
 *
 * Firestore runs with its default memory cache on purpose: the app's own outbox
 * (IndexedDB) owns offline writes and retries; Firestore's persistent cache would be a
 * second queue with its own ordering and no dead-letter list.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';
import { EMULATOR_PORTS, env } from '../config/env';

/**
 * `load` once it has succeeded, and again after it failed: code that could not be fetched
 * (the signal dropped while a phone without the app installed was still loading it) is
 * asked for again by the next caller. A kept rejection refused Firebase to the page until it
 * was reloaded: once back online, signing in did nothing.
 */
export function keptOnceLoaded<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  return () => {
    kept ??= load().catch((error: unknown) => {
      kept = undefined;
      throw error;
    });
    return kept;
  };
}

export const getFirebaseApp: () => Promise<FirebaseApp> = keptOnceLoaded(() =>
  import('firebase/app').then(({ initializeApp }) =>
    initializeApp({
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
      ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
    }),
  ),
);

export const getFirebaseAuth: () => Promise<Auth> = keptOnceLoaded(() =>
  Promise.all([getFirebaseApp(), import('./sdk/auth')]).then(
    ([app, { initializeAuth, indexedDBLocalPersistence, browserLocalPersistence, connectAuthEmulator }]) => {
      // Email and password only: no pop-up or redirect resolver, so its code is never loaded.
      const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
      if (env.VITE_FIREBASE_EMULATOR_HOST) {
        connectAuthEmulator(auth, `http://${env.VITE_FIREBASE_EMULATOR_HOST}:${EMULATOR_PORTS.auth}`, {
          disableWarnings: true,
        });
      }
      return auth;
    },
  ),
);

/**
 * Resolves once Firebase Auth knows who is signed in (restored from the device, or
 * nobody). Firestore and Storage wait for it, so no request ever goes out as nobody for
 * someone whose session is still being restored (the rules would refuse it, and a
 * refused listener does not come back).
 */
function authSettled(): Promise<void> {
  return getFirebaseAuth().then((auth) => auth.authStateReady());
}

/**
 * The signed-in person's ID token, for requests to Firestore's REST API (the rules see
 * them as they see the SDK's). Waits for Auth to restore the person: a screen opened with
 * the app asks before that.
 */
export async function signedInIdToken(): Promise<string> {
  await authSettled();
  const token = await (await getFirebaseAuth()).currentUser?.getIdToken();
  if (!token) throw Object.assign(new Error('signed out'), { code: 'unauthenticated' });
  return token;
}

export const getFirestoreDb: () => Promise<Firestore> = keptOnceLoaded(() =>
  Promise.all([getFirebaseApp(), import('./sdk/firestore'), authSettled()]).then(
    ([app, { initializeFirestore, connectFirestoreEmulator }]) => {
      const db = initializeFirestore(app, { ignoreUndefinedProperties: true });
      if (env.VITE_FIREBASE_EMULATOR_HOST) {
        connectFirestoreEmulator(db, env.VITE_FIREBASE_EMULATOR_HOST, EMULATOR_PORTS.firestore);
      }
      return db;
    },
  ),
);

/** Cloud Storage: loaded only when a photo is uploaded or shown. */
export const getFirebaseStorage: () => Promise<FirebaseStorage> = keptOnceLoaded(() =>
  Promise.all([getFirebaseApp(), import('./sdk/storage'), authSettled()]).then(
    ([app, { getStorage, connectStorageEmulator }]) => {
      const storage = getStorage(app);
      if (env.VITE_FIREBASE_EMULATOR_HOST) {
        connectStorageEmulator(storage, env.VITE_FIREBASE_EMULATOR_HOST, EMULATOR_PORTS.storage);
      }
      return storage;
    },
  ),
);
