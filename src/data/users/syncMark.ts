/**
 * "Last synced" on the office's people screens (issue #19's /employees, issue #20's /users):
 * while this phone is connected and its copy has heard from the server during this run of
 * the app, it stamps `lastSyncedAt` (the server's own time) on the person's user document,
 * at most every SYNC_MARK_EVERY_MS. The office can then tell a phone that has not been
 * online for days (its queued work has not arrived) from one that simply had nothing new.
 * Loaded with the signed-in work (src/data/signedInWork.ts), after the first screen.
 */
import { liveQuery } from 'dexie';
import type { ConnectionState } from '../connection';
import { connection } from '../connection/appConnection';
import { getDatabase } from '../db';
import { getFirestoreDb } from '../firebase';

/** How often a connected phone says it is in sync: fresh enough to read, few writes. */
export const SYNC_MARK_EVERY_MS = 15 * 60_000;
/** How often the phone looks whether a stamp is due (a connection can last for hours). */
const CHECK_EVERY_MS = 60_000;

export interface SyncMarkDeps {
  currentUid: () => string | null;
  connectionState: () => ConnectionState;
  /** The mirror's last answers (ISO times), per view. */
  answeredAt: () => Promise<string[]>;
  stamp: (uid: string) => Promise<void>;
  now: () => number;
}

/** Decides when to stamp; `check` is called on every mirror answer and every minute. */
export function syncMarker(deps: SyncMarkDeps) {
  const startedAt = new Date(deps.now()).toISOString();
  let marked: { uid: string; at: number } | null = null;
  let busy = false;
  return async function check(): Promise<boolean> {
    const uid = deps.currentUid();
    if (!uid || busy || deps.connectionState().status !== 'connected') return false;
    if (marked?.uid === uid && deps.now() - marked.at < SYNC_MARK_EVERY_MS) return false;
    // The copy must have heard from the server since the app started: a copy read from
    // the phone alone is not in sync, however connected the phone now is.
    const answers = await deps.answeredAt();
    if (!answers.some((at) => at >= startedAt)) return false;
    busy = true;
    try {
      await deps.stamp(uid);
      marked = { uid, at: deps.now() };
      return true;
    } catch (error) {
      // Refused or cut off: the next check tries again; nothing the person did is at stake.
      console.warn('Saying this phone is in sync failed', error);
      return false;
    } finally {
      busy = false;
    }
  };
}

async function stampUserDocument(uid: string): Promise<void> {
  const [db, { doc, serverTimestamp, writeBatch }] = await Promise.all([
    getFirestoreDb(),
    import('../sdk/firestore'),
  ]);
  const batch = writeBatch(db);
  batch.update(doc(db, 'users', uid), { lastSyncedAt: serverTimestamp() });
  await batch.commit();
}

let started = false;

export function startSyncMarks(currentUid: () => string | null): void {
  if (started) return;
  started = true;
  const db = getDatabase();
  const check = syncMarker({
    currentUid,
    connectionState: connection.getState,
    answeredAt: async () =>
      (await db.mirrorMeta.toArray()).flatMap((meta) => (meta.syncedAt === null ? [] : [meta.syncedAt])),
    stamp: stampUserDocument,
    now: Date.now,
  });
  const run = () => void check();
  liveQuery(() => db.mirrorMeta.toArray()).subscribe({ next: run });
  connection.subscribe(run);
  setInterval(run, CHECK_EVERY_MS);
}
