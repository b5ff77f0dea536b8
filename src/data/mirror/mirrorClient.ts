/**
 * The page's side of the read mirror: starts it in a worker of its own (mirrorWorker.ts)
 * with the signed-in person, tells it what only the page knows (the browser is online, a
 * queued write left the queue), and ends it at sign-out. Where a worker cannot run it (no
 * module workers, its code not stored while offline, Auth not restorable there) the
 * mirror runs on the page, as before, with the same guarantees.
 */
import { LOCAL_KEYS } from '../../config/constants';
import { getDatabase } from '../db';
import { onWritesDropped } from '../outbox/events';
import { pendingWritesOf } from '../outbox/pending';
import { reportError } from '../../lib/errorReporting';
import { readFlag } from '../../lib/localFlags';
import { loadedOnceReachable } from '../../lib/serviceWorker';
import type { OwnDocument } from '../ownDocument';
import { plugLiveReads, type LiveReadParams } from '../liveReadPort';
import { reportProblem } from '../problems';
import { loadRegistry } from '../registry';
import { forgetEverything } from './engine';
import type { FromMirrorWorker, MirrorHost, ToMirrorWorker, ViewReads } from './mirrorHost';
import { MIRRORED_COLLECTIONS } from './scopes';
import type { DeviceViewer } from './view';

interface MirrorWorker {
  uid: string;
  worker: Worker;
  /** Whose views it mirrors: none yet while it is only prepared (`prepareMirror`). */
  viewer: DeviceViewer | null;
}
let current: MirrorWorker | undefined;
/**
 * The benchmarks' switch (test builds only): the mirror on the page, as on a browser with
 * no module workers. Chromium cannot slow a worker's CPU as it slows the page's, so this is
 * how a benchmark sees a slow phone doing all of it on one core (bench/scale/).
 */
const askedOnPage = () => !!import.meta.env.VITE_TEST_HOOKS && readFlag(LOCAL_KEYS.testMirrorOnPage) === '1';
/** Once the worker could not run the mirror, the page runs it until the app is closed. */
let onPage = typeof Worker === 'undefined' || askedOnPage();
let asked = 0;
/** Answers the page waits for from the worker, by the number of their question. */
const answersAwaited = new Map<number, (message: FromMirrorWorker) => void>();

/** Asks the worker `question` and resolves with its answer. */
function ask<Answer extends FromMirrorWorker>(question: (ask: number) => ToMirrorWorker): Promise<Answer> {
  const number = (asked += 1);
  const answer = new Promise<Answer>((resolve) =>
    answersAwaited.set(number, (message) => resolve(message as Answer)),
  );
  tell(question(number));
  return answer;
}

const pageHost: MirrorHost = {
  report: (error, detail) => reportProblem('mirror', error, detail),
  onSignalBack: (listener) => {
    window.addEventListener('online', listener);
    return () => window.removeEventListener('online', listener);
  },
  onWritesDropped,
};

/** Registered when the first worker starts (not at import: see docs/architecture.md, sideEffects). */
let forwarding = false;
function forwardToWorker(): void {
  if (forwarding) return;
  forwarding = true;
  window.addEventListener('online', () => tell({ kind: 'signalBack' }));
  onWritesDropped((paths) => tell({ kind: 'writesDropped', paths: [...paths] }));
}

function tell(message: ToMirrorWorker): void {
  current?.worker.postMessage(message);
}

/**
 * Who follows the signed-in person's own document (the session, src/data/session.ts), and,
 * where the page follows it itself, its listener's stop.
 */
interface OwnDocumentFollower {
  uid: string;
  answer: (document: OwnDocument) => void;
  stopOnPage?: Promise<(() => void) | undefined>;
}
let follower: OwnDocumentFollower | undefined;

/** The page follows the person's document itself: no worker, or one that could not. */
function followOnPage(following: OwnDocumentFollower): void {
  following.stopOnPage ??= loadedOnceReachable(() => import('../ownDocument'))
    .then(({ listenToOwnDocument }) =>
      listenToOwnDocument(following.uid, (document) => {
        if (follower === following) following.answer(document);
      }),
    )
    .catch((error: unknown) => {
      pageHost.report(error, 'following the person');
      return undefined;
    });
}

/** A screen's live read (src/data/liveReads.ts), and, where the page runs it itself, its stop. */
interface LiveReadFollowed {
  id: number;
  name: string;
  params: LiveReadParams;
  stopOnPage?: Promise<(() => void) | undefined>;
}
/** The live reads screens follow now, by their number. */
const liveReads = new Map<number, LiveReadFollowed>();
let liveReadsAsked = 0;

/** The page runs a live read itself: no worker, or one that could not. */
function followLiveOnPage(read: LiveReadFollowed): void {
  read.stopOnPage ??= loadedOnceReachable(() => import('../liveReads'))
    .then(({ startLiveRead }) => startLiveRead(read.name, read.params))
    .catch((error: unknown) => {
      pageHost.report(error, 'following what a screen shows');
      return undefined;
    });
}

/**
 * Offers the live reads to screens (../liveReadPort.ts) once the signed-in work first asks
 * for the mirror or the person's document: from a call, not at import (docs/architecture.md).
 */
let offered = false;
function offerLiveReads(): void {
  if (offered) return;
  offered = true;
  plugLiveReads(followLive);
}

const tellLiveRead = ({ id, name, params }: LiveReadFollowed) =>
  tell({ kind: 'followLive', id, name, params });

function endWorker(): void {
  current?.worker.terminate();
  current = undefined;
}

/** The page's latest ask of its own mirror: an earlier one whose code came late is overtaken. */
let askedOfPage = 0;

async function mirrorOnPage(viewer: DeviceViewer | null): Promise<void> {
  onPage = true;
  endWorker();
  const asking = (askedOfPage += 1);
  // Its code not stored yet and the signal gone (a new phone's first visit, the worker's own
  // code refused the same way): asked for again once back online. Before, the copy never
  // caught up until the app was reloaded.
  const { syncMirror } = await loadedOnceReachable(() => import('./mirror'));
  if (asking === askedOfPage) syncMirror(viewer, pageHost);
}

function startWorker(uid: string): void {
  forwardToWorker();
  const worker = new Worker(new URL('./mirrorWorker.ts', import.meta.url), {
    type: 'module',
    name: 'lotcrew-mirror',
  });
  const started: MirrorWorker = { uid, worker, viewer: null };
  current = started;
  const instead = () => {
    if (current !== started) return;
    if (started.viewer)
      void mirrorOnPage(started.viewer).catch((error: unknown) => pageHost.report(error, 'starting'));
    else {
      // Only prepared: the page mirrors once it knows the views (`syncMirror`).
      onPage = true;
      endWorker();
    }
    if (follower) followOnPage(follower);
    for (const read of liveReads.values()) followLiveOnPage(read);
  };
  // Its code could not be fetched or run (offline before it was stored), or it failed: the
  // page mirrors. Reported, but not to the person: nothing is lost or late for them.
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    if (current === started) reportError(new Error(`[mirror] worker: ${event.message || 'could not start'}`));
    instead();
  });
  worker.addEventListener('message', (event: MessageEvent<FromMirrorWorker>) => {
    const message = event.data;
    if (message.kind === 'problem') reportProblem('mirror', new Error(message.message), message.detail);
    else if (message.kind === 'notSignedIn') instead();
    else if (message.kind === 'ownDocument') {
      if (current === started && follower?.uid === message.uid) follower.answer(message.document);
    } else {
      answersAwaited.get(message.ask)?.(message);
      answersAwaited.delete(message.ask);
    }
  });
  // The live reads screens asked for before it started, or of the worker it replaces.
  for (const read of liveReads.values()) tellLiveRead(read);
}

/**
 * Keeps the mirror of `viewer`'s documents current (null: stop). Call after the first
 * screen has painted (src/data/firstScreen.ts). The same person again changes nothing;
 * another person gets a new worker, with nothing of the last one's.
 */
export async function syncMirror(viewer: DeviceViewer | null): Promise<void> {
  offerLiveReads();
  if (onPage) return mirrorOnPage(viewer);
  if (current && !viewer && follower?.uid === current.uid) {
    // The person may read nothing now, but their own document is still followed (their
    // access may come back): the worker stops its views and stays for that.
    current.viewer = null;
    return tell({ kind: 'sync', viewer: null });
  }
  if (current && current.uid !== viewer?.uid) endWorker();
  if (!viewer) return;
  if (!current) startWorker(viewer.uid);
  if (current) current.viewer = viewer;
  tell({ kind: 'sync', viewer });
}

/**
 * Starts `uid`'s worker before their views are known: on a new phone the page reads the
 * person's role from the server first, and meanwhile the worker loads its code and the
 * Firestore SDK and restores their Auth, so the views start as soon as `syncMirror` names
 * them. Where the page mirrors, it changes nothing.
 */
export function prepareMirror(uid: string): void {
  offerLiveReads();
  if (onPage) return;
  if (current && current.uid !== uid) endWorker();
  if (!current) startWorker(uid);
  tell({ kind: 'prepare' });
}

/**
 * Follows the signed-in person's own user document on the server: `answer` gets each of the
 * server's answers (null: it has none). In the mirror's worker, started for them if it is
 * not running, so the page loads no Firestore SDK for it; on the page where the page mirrors
 * (or the worker cannot). Returns the function that stops following; following someone else
 * stops following the last one.
 */
export function followOwnDocument(uid: string, answer: (document: OwnDocument) => void): () => void {
  offerLiveReads();
  unfollow();
  const following: OwnDocumentFollower = { uid, answer };
  follower = following;
  if (onPage) followOnPage(following);
  else {
    if (current && current.uid !== uid) endWorker();
    if (!current) startWorker(uid);
    tell({ kind: 'followOwnDocument', uid });
  }
  return () => {
    if (follower === following) unfollow();
  };
}

function unfollow(): void {
  const was = follower;
  follower = undefined;
  if (!was) return;
  void was.stopOnPage?.then((stop) => stop?.());
  // A worker kept only to follow (no views) ends with the following.
  if (current && !current.viewer) endWorker();
  else tell({ kind: 'stopFollowing' });
}

/**
 * Runs a screen's live read (src/data/liveReadPort.ts) where the mirror runs: in its worker
 * (started with the mirror, and told then if it is not running yet), so the page loads no
 * Firestore SDK for it; on the page where the page mirrors. Returns the function that stops it.
 */
export function followLive(name: string, params: LiveReadParams): () => void {
  const read: LiveReadFollowed = { id: (liveReadsAsked += 1), name, params };
  liveReads.set(read.id, read);
  if (onPage) followLiveOnPage(read);
  else tellLiveRead(read);
  return () => {
    if (!liveReads.delete(read.id)) return;
    if (read.stopOnPage) void read.stopOnPage.then((stop) => stop?.());
    else tell({ kind: 'stopLive', id: read.id });
  };
}

/**
 * The server says this person may read nothing (deactivated, no role, not placed): stop
 * mirroring and keep none of what the device held, but for their queued writes' documents.
 */
export async function forgetMirror(): Promise<void> {
  await syncMirror(null);
  await forgetEverything(getDatabase(), MIRRORED_COLLECTIONS, pendingWritesOf(await loadRegistry()));
}

/** The reads of each view since the mirror started (the benchmarks and tests count them). */
export async function mirrorReads(): Promise<Record<string, ViewReads>> {
  if (onPage || !current) return (await import('./mirror')).mirrorReads();
  const answer = await ask<Extract<FromMirrorWorker, { kind: 'reads' }>>((number) => ({
    kind: 'reads',
    ask: number,
  }));
  return answer.reads;
}

/**
 * Test builds: stops the mirror and resolves once the server took the removal of its views
 * (releaseViews.ts says why the end-to-end tests need it).
 */
export async function releaseMirrorViews(): Promise<void> {
  if (!import.meta.env.VITE_TEST_HOOKS) return;
  if (onPage || !current) return (await import('./releaseViews')).releaseViews(pageHost);
  await ask((number) => ({ kind: 'releaseViews', ask: number }));
}
