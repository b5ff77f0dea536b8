/// <reference lib="webworker" />
/**
 * The read mirror's worker: its listeners, their answers and the device copy's writes run
 * here, off the page's thread (issue #33: a month's answers held the page for seconds).
 * Firebase Auth here restores the person the page signed in from IndexedDB (the two share
 * it); screens see what is written through Dexie's live queries, which observe other
 * contexts. The page starts it after the first screen and ends it at sign-out
 * (mirrorClient.ts).
 */
import { getFirebaseAuth } from '../firebase';
import { startLiveRead } from '../liveReads';
import { listenToOwnDocument } from '../ownDocument';
import { loadMirrorParts, mirrorReads, syncMirror, viewsHeardFrom } from './mirror';
import type { FromMirrorWorker, MirrorHost, ToMirrorWorker } from './mirrorHost';

declare const self: DedicatedWorkerGlobalScope;

const tell = (message: FromMirrorWorker) => self.postMessage(message);

const signalBackListeners = new Set<() => void>();
const droppedListeners = new Set<(paths: readonly string[]) => void>();
const listenTo =
  <Listener>(listeners: Set<Listener>) =>
  (listener: Listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

const host: MirrorHost = {
  report: (error, detail) =>
    tell({ kind: 'problem', message: error instanceof Error ? error.message : String(error), detail }),
  // The page says when the browser is online: one source for both, whatever a worker's own
  // online events do in each browser.
  onSignalBack: listenTo(signalBackListeners),
  onWritesDropped: listenTo(droppedListeners),
};

/** Resolves true once this worker's Firebase Auth holds `uid` (false: someone else, or nobody). */
async function signedInAs(uid: string): Promise<boolean> {
  const auth = await getFirebaseAuth();
  await auth.authStateReady();
  return auth.currentUser?.uid === uid;
}

/**
 * How long following the person's document waits for the views' first answer (a new phone's
 * views read their month in pages first, for seconds): the session has just read the document.
 */
const FOLLOW_WAITS_FOR_VIEWS_AT_MOST_MS = 5_000;

/** The person's own document being followed, and a count that drops a follow overtaken while it starts. */
let stopOwnDocument: (() => void) | undefined;
let follows = 0;

function followOwnDocument(uid: string): void {
  stopFollowing();
  const follow = follows;
  void (async () => {
    // Persisted somewhere this worker cannot read (no IndexedDB for Auth): the page follows.
    if (!(await signedInAs(uid))) return tell({ kind: 'notSignedIn' });
    // After the views' own questions, which go out together in the connection's first request.
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      viewsHeardFrom(),
      new Promise((resolve) => {
        giveUp = setTimeout(resolve, FOLLOW_WAITS_FOR_VIEWS_AT_MOST_MS);
      }),
    ]);
    clearTimeout(giveUp);
    if (follow !== follows) return;
    const stop = await listenToOwnDocument(uid, (document) => tell({ kind: 'ownDocument', uid, document }));
    if (follow === follows) stopOwnDocument = stop;
    else stop();
  })().catch((error: unknown) => host.report(error, 'following the person'));
}

function stopFollowing(): void {
  follows += 1;
  stopOwnDocument?.();
  stopOwnDocument = undefined;
}

/** Screens' live reads running here, by the page's number for each (mirrorClient.ts). */
const liveReads = new Map<number, Promise<(() => void) | undefined>>();

self.addEventListener('message', (event: MessageEvent<ToMirrorWorker>) => {
  const message = event.data;
  switch (message.kind) {
    case 'prepare':
      // Loaded while Auth restores the person, not after (and on a new phone while the page
      // reads their role): the worker fetches and compiles them all. A failure here is seen
      // again when the mirror asks for them.
      loadMirrorParts().catch(() => undefined);
      return;
    case 'sync':
      loadMirrorParts().catch(() => undefined);
      void (async () => {
        const { viewer } = message;
        // Persisted somewhere this worker cannot read (no IndexedDB for Auth): the page mirrors.
        if (viewer && !(await signedInAs(viewer.uid))) return tell({ kind: 'notSignedIn' });
        syncMirror(viewer, host);
      })().catch((error: unknown) => host.report(error, 'starting'));
      return;
    case 'followOwnDocument':
      return followOwnDocument(message.uid);
    case 'stopFollowing':
      return stopFollowing();
    case 'followLive':
      liveReads.set(
        message.id,
        startLiveRead(message.name, message.params).catch((error: unknown) => {
          host.report(error, 'following what a screen shows');
          return undefined;
        }),
      );
      return;
    case 'stopLive':
      void liveReads.get(message.id)?.then((stop) => stop?.());
      liveReads.delete(message.id);
      return;
    case 'signalBack':
      for (const listener of signalBackListeners) listener();
      return;
    case 'writesDropped':
      for (const listener of droppedListeners) listener(message.paths);
      return;
    case 'reads':
      return tell({ kind: 'reads', ask: message.ask, reads: mirrorReads() });
    case 'releaseViews':
      // A build-time constant: in every other build this branch and its module are gone.
      if (!import.meta.env.VITE_TEST_HOOKS) return;
      void import('./releaseViews')
        .then(({ releaseViews }) => releaseViews(host))
        .catch((error: unknown) => host.report(error, 'releasing'))
        .finally(() => tell({ kind: 'viewsReleased', ask: message.ask }));
      return;
  }
});
