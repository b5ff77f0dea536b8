/**
 * The session: who is signed in and their user document, as one observable value.
 *
 * Offline first: the user document is mirrored in IndexedDB. On start the mirror is
 * published at once (a crew member opening the app with no signal lands on their
 * dashboard), then the server is asked. If that read reports offline or unavailable,
 * the connection is marked offline, the user is kept, and the read is retried each
 * time the connection's back-off loop (1 s doubling to 15 s) gets through (spec §4).
 * Any other read error keeps the user and causes no redirect.
 */
import type { User } from 'firebase/auth';
import { LOCAL_KEYS } from '../config/constants';
import { backOnlineOrLater, CODE_RETRY_MS } from '../lib/backOnline';
import { readFlag, removeFlag, writeFlag } from '../lib/localFlags';
import { connection } from './connection/appConnection';
import type { LotcrewDatabase } from './db';
import { errorCodeOf } from './errorCode';
import { afterFirstScreen } from './firstScreen';
import { getFirebaseAuth } from './firebase';
import type { Session, SessionState } from './sessionTypes';
import { parseUserDoc } from './users/userDoc';

export type { Session, SessionState } from './sessionTypes';

const READ_TIMEOUT_MS = 8_000;
/** No answer: the REST read's codes, and Auth's when a token needed refreshing with no signal. */
const OFFLINE_CODES = new Set(['unavailable', 'deadline-exceeded', 'auth/network-request-failed']);

/**
 * Whether someone was signed in on this device when it last knew (kept with each Auth
 * change). Nobody: the signed-out screens show at once, without waiting for Firebase
 * Auth, Dexie or anything a signed-in person needs; Auth loads after they have painted
 * and confirms or corrects it. Someone: their screens show from the device's copy of their
 * user document, and Auth loads after they have painted and confirms or corrects it.
 */
const uidAtStart = readFlag(LOCAL_KEYS.signedInUser);

/** Whether someone was signed in on this device when the app started (what it expects to show). */
export function signedInAtStart(): boolean {
  return uidAtStart !== null;
}

let state: SessionState = signedInAtStart() ? { status: 'loading' } : { status: 'signedOut' };
const listeners = new Set<() => void>();
let started = false;
/** Stops following the person's document (set once the server's first read is in). */
let stopUserDoc: (() => void) | undefined;
/** Bumped on every auth change, so a slow read for a previous user is ignored. */
let generation = 0;
let currentUser: User | null = null;

/** A check that holds until Auth answers again (signs someone in or out) after this call. */
function untilAuthAnswersAgain(): () => boolean {
  const answeredAt = generation;
  return () => answeredAt === generation;
}

function publish(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

type SignedIn = Extract<Session, { status: 'signedIn' }>;

/** IndexedDB (Dexie) loads with the first signed-in user; the sign-in page never opens it. */
function database(): Promise<LotcrewDatabase> {
  return import('./db').then(({ getDatabase }) => getDatabase());
}

const confirmedListeners = new Set<(uid: string) => void>();

/**
 * Calls `listener` each time Firebase Auth confirms someone signed in (the signed-in work
 * starts then: src/data/signedInStart.ts). Never before: the queues talk to the server as
 * that person.
 */
export function onSignInConfirmed(listener: (uid: string) => void): () => void {
  confirmedListeners.add(listener);
  return () => confirmedListeners.delete(listener);
}

function publishUser(
  user: Pick<User, 'uid' | 'email' | 'displayName'>,
  patch: Pick<SignedIn, 'userDoc' | 'userDocSource'>,
) {
  publish({ status: 'signedIn', uid: user.uid, email: user.email, displayName: user.displayName, ...patch });
}

/** The raw document last received for the signed-in user, before pending changes. */
let lastRawUserDoc: Record<string, unknown> | null = null;

/**
 * Publishes `data` with this person's queued, not yet synced changes on top, unless
 * `stillCurrent` says something newer has been published meanwhile.
 */
async function publishDoc(
  user: Pick<User, 'uid' | 'email' | 'displayName'>,
  data: Record<string, unknown> | null,
  source: 'server' | 'mirror',
  stillCurrent: () => boolean,
) {
  if (!stillCurrent()) return;
  lastRawUserDoc = data;
  const pending = await (
    await database()
  ).outbox
    .filter((entry) => entry.uid === user.uid)
    .toArray()
    .catch(() => []);
  // The mutators (and zod) load only when this person has queued writes to show.
  const shown =
    data && pending.length > 0 ? (await import('./mutators')).withPendingUserChanges(data, pending) : data;
  if (!stillCurrent()) return;
  publishUser(user, { userDoc: shown ? parseUserDoc(shown) : null, userDocSource: source });
}

/** Re-publishes after this person queued a write that changes their own document. */
export async function refreshSessionAfterWrite(): Promise<void> {
  if (state.status !== 'signedIn' || !currentUser || state.userDocSource === null) return;
  const source = state.userDocSource;
  const user = currentUser;
  const current = untilAuthAnswersAgain();
  const raw = lastRawUserDoc ?? (await (await database()).userDocs.get(user.uid))?.data ?? null;
  await publishDoc(user, raw, source, current);
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) =>
    setTimeout(() => reject(Object.assign(new Error('read timed out'), { code: 'deadline-exceeded' })), ms),
  );
}

/** Keeps `data` as the device's copy of the person's document, unless `stillCurrent` says they signed out meanwhile. */
async function mirror(
  uid: string,
  data: Record<string, unknown> | null,
  stillCurrent: () => boolean,
): Promise<void> {
  const db = await database();
  // Signed out while the database opened: the copy was wiped, and must stay so.
  if (!stillCurrent()) return;
  if (data) await db.userDocs.put({ uid, data, savedAt: new Date().toISOString() });
  else await db.userDocs.delete(uid);
}

/**
 * Reads the person's document from the server and then follows it, while `current` holds
 * (until Auth answers again). The read is Firestore's REST API, from the server only: a page
 * that starts with a copy on the device loads no Firestore SDK for it. Following is the
 * SDK's listener, in the mirror's worker where the mirror runs (src/data/ownDocument.ts).
 */
async function readFromServer(user: User, current: () => boolean): Promise<void> {
  // An answer that arrives as the person signs out (their "last synced" stamp acknowledged
  // at the moment they tap Sign out) must neither publish them signed in again after the
  // signed-out state, nor write their document back into the wiped copy: each step that
  // waits checks that no newer Auth answer has come meanwhile.
  const readAndKeep = async () => {
    const { readOwnDocument } = await import('./ownDocument');
    const data = await Promise.race([
      user.getIdToken().then((idToken) => readOwnDocument(user.uid, idToken)),
      timeout(READ_TIMEOUT_MS),
    ]);
    connection.reportSuccess();
    if (!current()) return;
    await mirror(user.uid, data, current);
    await publishDoc(user, data, 'server', current);
  };
  try {
    await readAndKeep();
    if (!current()) return;
    stopUserDoc?.();
    const { followOwnDocument } = await import('./mirror/mirrorClient');
    if (!current()) return;
    stopUserDoc = followOwnDocument(user.uid, (live) => {
      if (!current()) return;
      // "No such document" from the listener is asked of the server before it is believed.
      // The listener has said it for a moment as the signal came back to a page started
      // with none (the end-to-end journal of tests/e2e/timeClock.spec.ts, in CI), when the
      // page's own SDK also wrote the document (the sync mark, now a REST commit) and held it
      // as unknown until acknowledged. Believed, it moved a clock-only crew member from /time
      // to "/" and on to their dashboard, and it tells the mirror they may read nothing,
      // which forgets the copy: one read settles it.
      if (live === null) {
        readAndKeep().catch(() => {
          // No answer: what is shown stays; the next reconnect reads again.
        });
        return;
      }
      void mirror(user.uid, live, current);
      void publishDoc(user, live, 'server', current);
    });
  } catch (error) {
    if (!current()) return;
    const known = state.status === 'signedIn' && state.uid === user.uid && state.userDocSource !== null;
    if (OFFLINE_CODES.has(errorCodeOf(error) ?? '')) {
      connection.reportFailure();
      if (known) connection.startedFromCache();
    }
    if (!known) publishUser(user, { userDoc: null, userDocSource: null });
  }
}

/**
 * Offline first from the first frame: the user document this device keeps for whoever
 * Auth last reported signed in is shown before Firebase Auth has restored the session
 * (a crew member with no signal sees their dashboard without waiting for it). Nothing
 * talks to the server as that person before Auth confirms: the server read, the queues
 * and the mirror wait for Auth (firebase.ts: Firestore and Storage wait for its answer).
 * Auth then confirms it, or corrects it (signed out, or someone else).
 */
async function publishDeviceCopy(uid: string): Promise<boolean> {
  const copy = await database()
    .then((db) => db.userDocs.get(uid))
    .catch(() => undefined);
  // Only until Auth has said who is signed in (each Auth answer bumps the generation).
  const beforeAuth = () => generation === 0;
  if (!copy || !beforeAuth()) return false;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  await publishDoc(
    { uid, email: text(copy.data.email), displayName: text(copy.data.displayName) },
    copy.data,
    'mirror',
    beforeAuth,
  );
  return true;
}

async function resolveUser(user: User | null): Promise<void> {
  generation += 1;
  const current = untilAuthAnswersAgain();
  stopUserDoc?.();
  stopUserDoc = undefined;
  if (!user) {
    lastRawUserDoc = null;
    publish({ status: 'signedOut' });
    return;
  }
  for (const listener of confirmedListeners) listener(user.uid);
  const mirrored = await database()
    .then((db) => db.userDocs.get(user.uid))
    .catch(() => undefined);
  if (!current()) return;
  if (mirrored) {
    await publishDoc(user, mirrored.data, 'mirror', current);
    // Shown from the device: let the screen paint before Firestore loads (firstScreen.ts).
    await afterFirstScreen();
    if (!current()) return;
  }
  await readFromServer(user, current);
}

function start(): void {
  if (started) return;
  started = true;
  connection.onReconnect(() => {
    if (currentUser && state.status === 'signedIn' && state.userDocSource !== 'server') {
      void readFromServer(currentUser, untilAuthAnswersAgain());
    }
  });
  // Signed in when last seen: that person's screens show from the device's copy, and
  // Auth (~30 KB) loads once they have painted, to confirm or correct it; with no copy on
  // the device there is nothing to show, and Auth loads at once. Signed out: Auth waits
  // until the sign-in page has painted.
  const ready =
    uidAtStart === null
      ? afterFirstScreen()
      : publishDeviceCopy(uidAtStart).then((shown) => (shown ? afterFirstScreen() : undefined));
  void ready.then(listenToAuth);
}

/**
 * Listens to Auth once its code is here. Code that could not be fetched (the signal dropped
 * while a phone without the app installed was loading it) is asked for again once the
 * browser is back online, or after CODE_RETRY_MS: the screen on show stays as it is
 * meanwhile. Unanswered, the failure reached the unexpected-error modal, and once back online
 * nobody could sign in without reloading.
 */
function listenToAuth(): void {
  Promise.all([getFirebaseAuth(), import('./sdk/auth')]).then(
    ([auth, { onAuthStateChanged }]) => {
      onAuthStateChanged(auth, (user) => {
        if (user) writeFlag(LOCAL_KEYS.signedInUser, user.uid);
        else removeFlag(LOCAL_KEYS.signedInUser);
        currentUser = user;
        void resolveUser(user);
      });
    },
    () => void backOnlineOrLater(CODE_RETRY_MS).then(listenToAuth),
  );
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  start();
  return () => listeners.delete(listener);
}

export function getSessionState(): SessionState {
  return state;
}

/** The signed-in user's id, or null. */
export function currentUid(): string | null {
  return state.status === 'signedIn' ? state.uid : null;
}

/** Resolves once sign-in state is known (signed out, or signed in with or without a document). */
export function sessionResolved(): Promise<Session> {
  return new Promise((resolve) => {
    const check = () => {
      if (state.status === 'loading') return;
      listeners.delete(check);
      resolve(state);
    };
    listeners.add(check);
    start();
    check();
  });
}
