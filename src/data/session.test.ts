// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS } from '../config/constants';
import { CODE_RETRY_MS } from '../lib/backOnline';

/**
 * The session's start-up order (src/data/firstScreen.ts): someone signed out when the
 * device last knew sees the sign-in screen at once, and Firebase Auth loads only after
 * it has painted; someone signed in waits for Auth. Firebase is replaced here only.
 */
interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  getIdToken: () => Promise<string>;
}
type AuthListener = (user: AuthUser | null) => void;
/** A person as Auth reports them signed in. */
const authUser = (uid: string, email: string | null, displayName: string | null): AuthUser => ({
  uid,
  email,
  displayName,
  getIdToken: () => Promise.resolve(`id-token-of-${uid}`),
});

/** The server's word about the person's document: its fields, or null when it has none. */
type UserDocAnswer = Record<string, unknown> | null;

const firebase = vi.hoisted(() => ({
  authRequested: 0,
  /** Asks for Auth's code that fail, as with no signal before the app was installed. */
  authFailuresLeft: 0,
  listener: undefined as AuthListener | undefined,
  signedInWorkStarted: 0,
  /** Whether the server answers the session's read (otherwise it never does). */
  serverAnswers: false,
  serverDoc: {},
  /** The server has no document for the person (their account was removed). */
  serverDocMissing: false,
  /** Who follows the person's document live, once the session follows it. */
  liveUserDoc: undefined as ((answer: UserDocAnswer) => void) | undefined,
}));

vi.mock('./firebase', () => ({
  getFirebaseAuth: () => {
    firebase.authRequested += 1;
    if (firebase.authFailuresLeft === 0) return Promise.resolve({});
    firebase.authFailuresLeft -= 1;
    return Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/auth.js'));
  },
}));
vi.mock('./ownDocument', () => ({
  // Unless a test says so, the server read never answers: most are about what happens before it.
  readOwnDocument: (uid: string, idToken: string): Promise<UserDocAnswer> => {
    if (idToken !== `id-token-of-${uid}`) return Promise.reject(new Error('read as someone else'));
    if (!firebase.serverAnswers) return new Promise(() => undefined);
    return Promise.resolve(firebase.serverDocMissing ? null : firebase.serverDoc);
  },
}));
vi.mock('./mirror/mirrorClient', () => ({
  followOwnDocument: (_uid: string, answer: (document: UserDocAnswer) => void) => {
    firebase.liveUserDoc = answer;
    return () => undefined;
  },
}));
vi.mock('./signedInWork', () => ({
  startSignedInWork: () => {
    firebase.signedInWorkStarted += 1;
  },
}));
vi.mock('./sdk/auth', () => ({
  onAuthStateChanged: (_auth: unknown, listener: AuthListener) => {
    firebase.listener = listener;
    return () => undefined;
  },
}));

/** A fresh session with the signed-in work wired to it, as src/main.tsx does. */
async function freshSession() {
  vi.resetModules();
  const session = await import('./session');
  const firstScreen = await import('./firstScreen');
  (await import('./signedInStart')).startSignedInWorkWhenConfirmed();
  return { ...session, ...firstScreen };
}

/**
 * How long a `vi.waitFor` may poll. Each fresh session re-imports its modules (resetModules),
 * which on a cold CI machine has taken longer than vi.waitFor's 1 s default; the wait still
 * ends the moment the expectation holds.
 */
const EVENTUALLY = { timeout: 10_000 } as const;
/** For asserting that something did NOT happen: a moment in which it would have. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * The browser's idle moments, given by the test: jsdom has no requestIdleCallback, and
 * its stand-in (src/lib/idle.ts) would wait 1.5 s of real time per test.
 */
const idleTasks: IdleRequestCallback[] = [];
/** The browser goes idle: every task waiting for it runs (`once` something waits, when asked to). */
async function browserIdle({ onceSomethingWaits = true } = {}) {
  if (onceSomethingWaits) await vi.waitFor(() => expect(idleTasks).not.toHaveLength(0), EVENTUALLY);
  else await settle();
  for (const task of idleTasks.splice(0)) task({ didTimeout: false, timeRemaining: () => 50 });
}

beforeEach(() => {
  firebase.authRequested = 0;
  firebase.authFailuresLeft = 0;
  firebase.listener = undefined;
  firebase.signedInWorkStarted = 0;
  firebase.serverAnswers = false;
  firebase.serverDocMissing = false;
  firebase.liveUserDoc = undefined;
  window.localStorage.clear();
  idleTasks.length = 0;
  window.requestIdleCallback = (task) => idleTasks.push(task);
  window.cancelIdleCallback = (handle) => {
    idleTasks.splice(handle - 1, 1, () => undefined);
  };
});
afterEach(() => {
  vi.useRealTimers();
});

describe('session start-up', { timeout: 30_000 }, () => {
  it('shows the signed-out screens at once and loads Auth only after the sign-in form has painted', async () => {
    const { getSessionState, sessionResolved, firstScreenShown } = await freshSession();

    expect(getSessionState()).toEqual({ status: 'signedOut' });
    await expect(sessionResolved()).resolves.toEqual({ status: 'signedOut' });
    await settle();
    expect(firebase.authRequested).toBe(0);

    firstScreenShown('signIn');
    await vi.waitFor(() => expect(firebase.listener).toBeDefined(), EVENTUALLY);
    expect(firebase.authRequested).toBe(1);
  });

  it('loads Auth after the wait even when no screen reports its first paint', async () => {
    vi.useFakeTimers();
    const { sessionResolved, FIRST_SCREEN_WAIT_MS } = await freshSession();
    await sessionResolved();
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(firebase.authRequested).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(firebase.authRequested).toBe(1);
  });

  it('asks again for Auth’s code that could not be fetched, after a while, and then listens to it', async () => {
    vi.useFakeTimers();
    firebase.authFailuresLeft = 2;
    const { sessionResolved, firstScreenShown } = await freshSession();
    await sessionResolved();
    firstScreenShown('signIn');
    // (An unanswered failure would fail the run: vitest reports unhandled rejections.)
    // (vi.waitFor moves fake time on by its polling interval, 50 ms, while it waits.)
    await vi.waitFor(() => expect(firebase.authRequested).toBe(1), EVENTUALLY);
    await vi.advanceTimersByTimeAsync(CODE_RETRY_MS / 2);
    expect(firebase.authRequested).toBe(1);
    await vi.advanceTimersByTimeAsync(CODE_RETRY_MS / 2);
    expect(firebase.authRequested).toBe(2);
    await vi.advanceTimersByTimeAsync(CODE_RETRY_MS);
    expect(firebase.authRequested).toBe(3);
    await vi.waitFor(() => expect(firebase.listener).toBeDefined(), EVENTUALLY);
    // Listening: nothing more is asked for.
    await vi.advanceTimersByTimeAsync(CODE_RETRY_MS * 3);
    expect(firebase.authRequested).toBe(3);
  });

  it('remembers who Auth reports signed in, so the next start waits for Auth instead of showing sign-in', async () => {
    const first = await freshSession();
    await first.sessionResolved();
    first.firstScreenShown('signIn');
    await vi.waitFor(() => expect(firebase.listener).toBeDefined(), EVENTUALLY);
    firebase.listener?.(authUser('crew-1', 'crew@example.test', 'Crew One'));
    expect(window.localStorage.getItem(LOCAL_KEYS.signedInUser)).toBe('crew-1');
    // Confirmed by Auth: the signed-in work starts once the browser is idle.
    await browserIdle();
    await vi.waitFor(() => expect(firebase.signedInWorkStarted).toBe(1), EVENTUALLY);
    firebase.signedInWorkStarted = 0;
    firebase.listener = undefined;

    const next = await freshSession();
    let resolved = false;
    void next.sessionResolved().then(() => {
      resolved = true;
    });
    expect(next.getSessionState()).toEqual({ status: 'loading' });
    await vi.waitFor(() => expect(firebase.listener).toBeDefined(), EVENTUALLY);
    expect(firebase.authRequested).toBe(2);
    expect(resolved).toBe(false);

    // (Set by the new session since the reset above; TypeScript still sees it undefined.)
    (firebase.listener as AuthListener | undefined)?.(null);
    await vi.waitFor(() => expect(resolved).toBe(true), EVENTUALLY);
    expect(next.getSessionState()).toEqual({ status: 'signedOut' });
    expect(window.localStorage.getItem(LOCAL_KEYS.signedInUser)).toBeNull();
  });

  it('shows the device copy of whoever was signed in before Auth answers, and starts no server work until Auth confirms', async () => {
    window.localStorage.setItem(LOCAL_KEYS.signedInUser, 'crew-3');
    const { getDatabase } = await import('./db');
    await getDatabase().userDocs.put({
      uid: 'crew-3',
      data: { role: 'lotPrep', profileCompleted: true, email: 'crew3@example.test', dealerships: [] },
      savedAt: new Date().toISOString(),
    });
    const { getSessionState, sessionResolved, firstScreenShown } = await freshSession();

    const shown = await sessionResolved();
    expect(shown).toMatchObject({ status: 'signedIn', uid: 'crew-3', userDocSource: 'mirror' });
    expect(shown.status === 'signedIn' ? shown.userDoc?.role : null).toBe('lotPrep');
    firstScreenShown('dashboard');
    // The browser goes idle, as the signed-in work would need: still nothing starts.
    await browserIdle({ onceSomethingWaits: false });
    await settle();
    expect(firebase.signedInWorkStarted).toBe(0);

    // Auth finds no session after all (it expired): signed out, and the flag is gone. (Auth
    // loads once the dashboard's frame is painted.)
    await vi.waitFor(() => expect(firebase.listener).toBeDefined(), EVENTUALLY);
    firebase.listener?.(null);
    await vi.waitFor(() => expect(getSessionState()).toEqual({ status: 'signedOut' }), EVENTUALLY);
    expect(window.localStorage.getItem(LOCAL_KEYS.signedInUser)).toBeNull();
    expect(firebase.signedInWorkStarted).toBe(0);
  });

  it('corrects the signed-out guess when Auth finds a session after all, and starts the signed-in work when idle', async () => {
    const { getSessionState, firstScreenShown, subscribeSession } = await freshSession();
    const { getDatabase } = await import('./db');
    await getDatabase().userDocs.put({
      uid: 'crew-2',
      data: { role: 'employee', profileCompleted: true, email: 'crew2@example.test', dealerships: [] },
      savedAt: new Date().toISOString(),
    });
    const seen: string[] = [];
    subscribeSession(() => seen.push(getSessionState().status));
    firstScreenShown('signIn');
    // Auth loads once the sign-in form's frame is painted.
    await vi.waitFor(() => expect(firebase.listener).toBeDefined(), EVENTUALLY);
    expect(firebase.signedInWorkStarted).toBe(0);

    firebase.listener?.(authUser('crew-2', 'crew2@example.test', null));
    await vi.waitFor(() => expect(getSessionState().status).toBe('signedIn'), EVENTUALLY);
    expect(seen).toContain('signedIn');
    expect(window.localStorage.getItem(LOCAL_KEYS.signedInUser)).toBe('crew-2');
    expect(firebase.signedInWorkStarted).toBe(0);
    // Once the browser is idle.
    await browserIdle();
    await vi.waitFor(() => expect(firebase.signedInWorkStarted).toBe(1), EVENTUALLY);
  });
});

describe('signing out while the server answers', { timeout: 30_000 }, () => {
  it('an answer about the person that lands as they sign out neither signs them back in nor refills the wiped copy', async () => {
    const person = { role: 'lotPrep', profileCompleted: true, email: 'crew4@example.test', dealerships: [] };
    firebase.serverAnswers = true;
    firebase.serverDoc = person;
    const { getSessionState, firstScreenShown, sessionResolved } = await freshSession();
    const { getDatabase } = await import('./db');
    await sessionResolved();
    firstScreenShown('signIn');
    await vi.waitFor(() => expect(firebase.listener).toBeDefined(), EVENTUALLY);
    firebase.listener?.(authUser('crew-4', person.email, 'Crew Four'));
    await vi.waitFor(() => expect(firebase.liveUserDoc).toBeDefined(), EVENTUALLY);
    expect(getSessionState()).toMatchObject({ status: 'signedIn', uid: 'crew-4', userDocSource: 'server' });

    // Their "last synced" stamp comes back from the server just as they tap Sign out: Auth
    // says signed out, and the app wipes the device's copy (src/data/auth.ts).
    firebase.liveUserDoc?.({ ...person, lastSyncedAt: new Date().toISOString() });
    firebase.listener?.(null);
    await getDatabase().userDocs.clear();

    await vi.waitFor(() => expect(getSessionState()).toEqual({ status: 'signedOut' }), EVENTUALLY);
    // Time for the answer's own reads and writes to finish: they change nothing.
    for (let moment = 0; moment < 10; moment++) await settle();
    expect(getSessionState()).toEqual({ status: 'signedOut' });
    expect(await getDatabase().userDocs.count()).toBe(0);
  });
});

describe("the listener's word that the person's document is gone", { timeout: 30_000 }, () => {
  /** Signed in as `person`, with the live listener on their document open. */
  async function signedInWithListener(person: Record<string, unknown>) {
    firebase.serverAnswers = true;
    firebase.serverDoc = person;
    const started = await freshSession();
    await started.sessionResolved();
    started.firstScreenShown('signIn');
    await vi.waitFor(() => expect(firebase.listener).toBeDefined(), EVENTUALLY);
    firebase.listener?.(authUser('clock-1', 'clock@example.test', 'Clock One'));
    await vi.waitFor(() => expect(firebase.liveUserDoc).toBeDefined(), EVENTUALLY);
    return started;
  }
  const person = {
    role: 'clockOnlyEmployee',
    profileCompleted: true,
    email: 'clock@example.test',
    dealerships: ['dlr-1'],
  };

  it('is asked of the server first: while the server has it, the person keeps their role and place', async () => {
    const { getSessionState, subscribeSession } = await signedInWithListener(person);
    const roles: unknown[] = [];
    subscribeSession(() => {
      const session = getSessionState();
      roles.push(session.status === 'signedIn' ? (session.userDoc?.role ?? null) : session.status);
    });

    // As the signal comes back, the listener says for a moment that there is no document.
    firebase.liveUserDoc?.(null);
    for (let moment = 0; moment < 10; moment++) await settle();

    expect(roles).not.toContain(null);
    expect(getSessionState()).toMatchObject({
      status: 'signedIn',
      userDocSource: 'server',
      userDoc: { role: 'clockOnlyEmployee', dealerships: ['dlr-1'] },
    });
  });

  it('is believed once the server says so too: the account was removed', async () => {
    const { getSessionState } = await signedInWithListener(person);
    firebase.serverDocMissing = true;
    firebase.liveUserDoc?.(null);
    await vi.waitFor(
      () =>
        expect(getSessionState()).toMatchObject({
          status: 'signedIn',
          userDoc: null,
          userDocSource: 'server',
        }),
      EVENTUALLY,
    );
  });
});
