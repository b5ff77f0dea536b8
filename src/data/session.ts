/**
 * The session: who is signed in and their user document, as one observable value that
 * React reads with useSyncExternalStore. Starts the auth listener on first subscribe.
 */
import type { Unsubscribe } from 'firebase/firestore';
import type { Session } from './sessionTypes';
import { getFirebaseAuth, getFirestoreDb } from './firebase';
import { parseUserDoc } from './users/userDoc';

export type { Session, SessionState } from './sessionTypes';
import type { SessionState } from './sessionTypes';

let state: SessionState = { status: 'loading' };
const listeners = new Set<() => void>();
let started = false;
let stopUserDoc: Unsubscribe | undefined;

function publish(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

async function watchUserDoc(uid: string, email: string | null, displayName: string | null) {
  const [db, { doc, onSnapshot }] = await Promise.all([getFirestoreDb(), import('firebase/firestore')]);
  stopUserDoc?.();
  stopUserDoc = onSnapshot(
    doc(db, 'users', uid),
    (snapshot) => {
      const userDoc = snapshot.exists() ? parseUserDoc(snapshot.data()) : null;
      publish({ status: 'signedIn', uid, email, displayName, userDoc });
    },
    () => {
      // A refused or failed read keeps the user signed in where they are (spec §4);
      // the retry and offline handling of the read arrive with the offline core.
      if (state.status !== 'signedIn')
        publish({ status: 'signedIn', uid, email, displayName, userDoc: null });
    },
  );
}

function start(): void {
  if (started) return;
  started = true;
  void getFirebaseAuth().then(async (auth) => {
    const { onAuthStateChanged } = await import('firebase/auth');
    onAuthStateChanged(auth, (user) => {
      stopUserDoc?.();
      stopUserDoc = undefined;
      if (!user) {
        publish({ status: 'signedOut' });
        return;
      }
      void watchUserDoc(user.uid, user.email, user.displayName);
    });
  });
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  start();
  return () => listeners.delete(listener);
}

export function getSessionState(): SessionState {
  return state;
}

/** Resolves when the session is no longer loading. */
export function sessionResolved(): Promise<Session> {
  return new Promise((resolve) => {
    const check = () => {
      if (state.status !== 'loading') {
        listeners.delete(check);
        resolve(state);
      }
    };
    listeners.add(check);
    start();
    check();
  });
}
