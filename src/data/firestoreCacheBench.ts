// @lotcrew/test-only: tests and benchmarks only; no production build may hold this module (tests/integration/bundleSecrets.test.ts).
/**
 * For the sync benchmark only (bench/syncDrain.bench.ts, through the emulator builds'
 * test hooks): the same wash-log writes as the app's sync queue makes, sent instead
 * through Firestore's own offline persistence (persistentLocalCache), so the two can be
 * compared in one run. A second Firebase app, signed in as the same person, keeps the
 * app's own Firestore instance untouched. Loaded on demand; never used by a screen.
 */
import { CHANGE_STAMPS } from '@lotcrew/shared';
import { EMULATOR_PORTS, env } from '../config/env';
import { getFirebaseApp } from './firebase';
import { MUTATOR_REGISTRY, type MutatorArgs } from './mutators';
import { stampsMovedBy } from './outbox/stamps';

import type { Firestore } from 'firebase/firestore';
import type * as CacheSdk from './sdk/firestoreCache';
import type * as FirestoreSdk from './sdk/firestore';

type FirestoreModule = typeof FirestoreSdk & typeof CacheSdk;
let bench: { firestore: FirestoreModule; db: Firestore; uid: string } | undefined;

export async function prepareFirestoreCache(email: string, password: string): Promise<void> {
  const [{ initializeApp }, authSdk, firestoreSdk, cacheSdk, base] = await Promise.all([
    import('firebase/app'),
    import('./sdk/auth'),
    import('./sdk/firestore'),
    import('./sdk/firestoreCache'),
    getFirebaseApp(),
  ]);
  const auth = { ...authSdk, inMemoryPersistence: cacheSdk.inMemoryPersistence };
  const firestore = { ...firestoreSdk, ...cacheSdk };
  const app = initializeApp(base.options, `firestore-cache-bench-${Date.now()}`);
  const benchAuth = auth.initializeAuth(app, { persistence: auth.inMemoryPersistence });
  const host = env.VITE_FIREBASE_EMULATOR_HOST;
  if (host)
    auth.connectAuthEmulator(benchAuth, `http://${host}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
  const { user } = await auth.signInWithEmailAndPassword(benchAuth, email, password);
  const db = firestore.initializeFirestore(app, { localCache: firestore.persistentLocalCache() });
  if (host) firestore.connectFirestoreEmulator(db, host, EMULATOR_PORTS.firestore);
  bench = { firestore, db, uid: user.uid };
}

/**
 * Writes the wash logs into Firestore's cache without waiting for the server, each wash in a
 * commit of its own that moves the change stamps of what it writes, as the app's writer
 * does: the rules refuse a wash whose commit leaves its stamp unmoved (firestore.rules,
 * `movesChangeStamp`).
 */
export function writeThroughFirestoreCache(washes: MutatorArgs<'logWash'>[]): void {
  if (!bench) throw new Error('prepareFirestoreCache first');
  const { firestore, db, uid } = bench;
  const logWash = MUTATOR_REGISTRY.mutatorOf('logWash');
  for (const wash of washes) {
    const batch = firestore.writeBatch(db);
    const writes = logWash.remote(logWash.parse(wash), uid);
    for (const write of writes)
      batch.set(firestore.doc(db, write.path), { ...write.data, receivedAt: firestore.serverTimestamp() });
    for (const stamped of stampsMovedBy(writes.map((write) => write.path)))
      batch.set(firestore.doc(db, CHANGE_STAMPS, stamped), { at: firestore.serverTimestamp() });
    void batch.commit().catch(() => undefined);
  }
}

/** Resolves when Firestore has delivered every write it holds. */
export async function firestoreCacheSettled(): Promise<void> {
  if (!bench) throw new Error('prepareFirestoreCache first');
  await bench.firestore.waitForPendingWrites(bench.db);
}
