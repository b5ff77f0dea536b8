/**
 * "Last synced" on the office's people screens (issue #19's /employees, issue #20's /users):
 * while this phone is connected and its whole copy has answered during this run of the app
 * (every view: what the freshness line calls up to date), it stamps `lastSyncedAt` (the
 * server's own time) on the person's user document, at most every SYNC_MARK_EVERY_MS,
 * counted across runs of the app: the last stamp is kept on the phone, so reopening the app
 * every few minutes does not write each time. The office can then tell a phone that has not
 * been online for days (its queued work has not arrived) from one that simply had nothing
 * new.
 * Loaded with the signed-in work (src/data/signedInWork.ts), after the first screen.
 */
import { liveQuery } from 'dexie';
import type { ConnectionState } from '../connection';
import { connection } from '../connection/appConnection';
import { getDatabase } from '../db';
import { signedInIdToken } from '../firebase';
import { documentName, postDocuments } from '../firestoreRest';
import type { RestWrite } from '../outbox/restWriter';
import { LOCAL_KEYS } from '../../config/constants';
import { readFlag, writeFlag } from '../../lib/localFlags';

/** How often a connected phone says it is in sync: fresh enough to read, few writes. */
export const SYNC_MARK_EVERY_MS = 15 * 60_000;
/** How often the phone looks whether a stamp is due (a connection can last for hours). */
const CHECK_EVERY_MS = 60_000;

/** Whose phone stamped last, and when (ms since the epoch, the phone's clock). */
export interface SyncStamp {
  uid: string;
  at: number;
}

export interface SyncMarkDeps {
  currentUid: () => string | null;
  connectionState: () => ConnectionState;
  /** When the server last answered every view of the copy (ISO time); null before. */
  copyAnsweredAt: () => Promise<string | null>;
  stamp: (uid: string) => Promise<void>;
  /** The last stamp this phone made, kept across runs of the app. */
  lastStamp: { read: () => SyncStamp | null; write: (stamp: SyncStamp) => void };
  now: () => number;
}

/** Decides when to stamp; `check` is called on every mirror answer and every minute. */
export function syncMarker(deps: SyncMarkDeps) {
  const startedAt = new Date(deps.now()).toISOString();
  let busy = false;
  return async function check(): Promise<boolean> {
    const uid = deps.currentUid();
    if (!uid || busy || deps.connectionState().status !== 'connected') return false;
    const last = deps.lastStamp.read();
    // A clock set back since the last stamp (now before it) cannot say it is recent.
    const sinceLastMs = last?.uid === uid ? deps.now() - last.at : -1;
    if (sinceLastMs >= 0 && sinceLastMs < SYNC_MARK_EVERY_MS) return false;
    // The whole copy must have heard from the server since the app started: a copy read
    // from the phone alone is not in sync, however connected the phone now is. Not at the
    // first view's answer either: a new phone still reading its month would say so too
    // early, and its stamp (a write every listener hears) would land amid that reading.
    const answeredAt = await deps.copyAnsweredAt();
    if (answeredAt === null || answeredAt < startedAt) return false;
    busy = true;
    try {
      await deps.stamp(uid);
      deps.lastStamp.write({ uid, at: deps.now() });
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

/**
 * The server's time as the person's `lastSyncedAt`, through the REST API's commit (a write of
 * no fields with a server-time transform, as the sync queue moves a change stamp:
 * `stampWritesOf`): the page loads no Firestore SDK to say so. A document that is gone is not
 * made again.
 */
async function stampUserDocument(uid: string): Promise<void> {
  const write: RestWrite = {
    update: { name: documentName(`users/${uid}`), fields: {} },
    updateMask: { fieldPaths: [] },
    updateTransforms: [{ fieldPath: 'lastSyncedAt', setToServerValue: 'REQUEST_TIME' }],
    currentDocument: { exists: true },
  };
  await postDocuments('commit', { writes: [write] }, await signedInIdToken());
}

/** The last stamp, kept with the person's other device values (wiped at sign-out). */
const storedStamp = {
  read(): SyncStamp | null {
    try {
      const stored = JSON.parse(readFlag(LOCAL_KEYS.syncStamp) ?? 'null') as unknown;
      if (typeof stored !== 'object' || stored === null) return null;
      const { uid, at } = stored as Record<string, unknown>;
      return typeof uid === 'string' && typeof at === 'number' ? { uid, at } : null;
    } catch {
      // Unreadable: as if none, so the phone stamps once more.
      return null;
    }
  },
  write: (stamp: SyncStamp) => writeFlag(LOCAL_KEYS.syncStamp, JSON.stringify(stamp)),
};

let started = false;

export function startSyncMarks(
  currentUid: () => string | null,
  copyAnsweredAt: SyncMarkDeps['copyAnsweredAt'],
): void {
  if (started) return;
  started = true;
  const db = getDatabase();
  const check = syncMarker({
    currentUid,
    connectionState: connection.getState,
    copyAnsweredAt,
    stamp: stampUserDocument,
    lastStamp: storedStamp,
    now: Date.now,
  });
  const run = () => void check();
  liveQuery(() => db.mirrorMeta.toArray()).subscribe({ next: run });
  connection.subscribe(run);
  setInterval(run, CHECK_EVERY_MS);
}
