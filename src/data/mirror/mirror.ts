/**
 * The read mirror at run time: while online, one Firestore listener per scope of the
 * signed-in person (scopes.ts) feeds the mirror engine (engine.ts), which keeps the
 * device's copy equal to what those views hold, with the person's queued writes on top.
 * Each answer records when it came (mirrorMeta), so screens can say how fresh they are.
 * The stamped collections' change stamps say, before anything else is asked, which of their
 * views have had no write since the copy was complete: those are asked nothing (`ChangeStamps`).
 *
 * It runs in a worker of its own (mirrorWorker.ts, started by mirrorClient.ts), off the
 * page's thread, or on the page where a worker cannot run it: what it needs of where it
 * runs (reporting, the signal coming back, the queue's dropped writes) comes as a MirrorHost.
 */
import type { DocumentData, DocumentSnapshot, QuerySnapshot } from 'firebase/firestore';
import { liveQuery } from 'dexie';
import { CHANGE_STAMPS } from '@lotcrew/shared';
import { getDatabase } from '../db';
import { errorCodeOf } from '../errorCode';
import { getFirestoreDb, signedInIdToken } from '../firebase';
import { pendingWritesOf } from '../outbox/pending';
import { loadRegistry } from '../registry';
import { MirrorEngine, type AnsweredDocument, type ViewAnswer } from './engine';
import { inArrivalOrder } from './arrivalOrder';
import type { MirrorHost, ViewReads } from './mirrorHost';
import { markAt, markOf, markTime, timestampTextOf } from './marks';
import { toPlain } from './plain';
import { readAllPages, readPage, type PageCursor } from './restPages';
import { MIRRORED_COLLECTIONS, mirrorScopesFor, type DeviceViewer, type MirrorScope } from './scopes';
import { stampsWaitedForBy, waitsForStamps } from './stamped';
import { windowFieldsOf } from './view';

/** How often a resumed view's count is checked against the device's while online. */
const RECOUNT_EVERY_MS = 10 * 60_000;
/** A resumable view read for the first time is read this many documents at a time. */
const PAGE_DOCUMENTS = 1000;
/**
 * A page is written this many documents at a time, each in a task of its own: a page
 * written at once was one task of 200-370 ms on a phone's CPU (bench/scale/, owner's new phone).
 */
const WRITE_DOCUMENTS = 250;
/** A first read cut off by the signal asks again after this long, if no 'online' event comes first. */
const RETRY_READ_MS = 10_000;
/** A count that raced with the view's own answers is asked again, this many times at most. */
const RECOUNT_ATTEMPTS = 3;
/**
 * On a new phone, the month's pages of a view with a dashboards' part wait, after that part,
 * for the other views to answer whole (what the dashboards read of them), this long at most:
 * on a phone's few cores, the month's pages slowed theirs (bench/scale/, the owner's new phone).
 */
const MONTH_WAITS_AT_MOST_MS = 15_000;
/** Firestore bills one read per this many index entries a count covers (at least one). */
const ENTRIES_PER_COUNT_READ = 1000;

/**
 * Documents (and count queries) the mirror was billed for since the app started, as
 * Firestore counts reads: every document of a listener's answer, one for an empty one,
 * one per thousand entries of a count. The benchmarks read it through the test hooks.
 */
const reads = new Map<string, ViewReads>();
/** The reads of each view (by its key) since the app started. */
export const mirrorReads = (): Record<string, ViewReads> =>
  Object.fromEntries([...reads].map(([key, each]) => [key, { ...each }]));
function readsOf(key: string): ViewReads {
  let each = reads.get(key);
  if (!each) reads.set(key, (each = { documents: 0, counts: 0 }));
  return each;
}

interface ActiveMirror {
  signature: string;
  stop(): void;
  /** The views' first answer from the server came (or they stopped): see `viewsHeardFrom`. */
  heard: Promise<void>;
}
let active: ActiveMirror | undefined;
let engine: MirrorEngine | undefined;

const answered = (snapshot: DocumentSnapshot<DocumentData>): AnsweredDocument => ({
  id: snapshot.id,
  data: toPlain(snapshot.data()) as Record<string, unknown>,
});

/** A query's answer: everything when `complete`, the changes since the last snapshot otherwise. */
function queryAnswer(
  snapshot: QuerySnapshot<DocumentData>,
  complete: boolean,
  billed: ViewReads,
  stamp?: string,
): ViewAnswer {
  if (complete) {
    billed.documents += Math.max(1, snapshot.size);
    return { kind: 'complete', documents: snapshot.docs.map(answered), mark: markOf(snapshot.docs), stamp };
  }
  const changes = snapshot.docChanges();
  const upserts = changes.filter((change) => change.type !== 'removed').map((change) => change.doc);
  billed.documents += upserts.length;
  return {
    kind: 'changes',
    upserts: upserts.map(answered),
    removals: changes.filter((change) => change.type === 'removed').map((change) => change.doc.id),
    mark: markOf(upserts),
  };
}

/**
 * Documents fetched one by one (whoever may get but not list them): the view's first
 * answer is complete once every id has answered once.
 */
class DocumentsView {
  private readonly firstAnswers = new Map<string, DocumentSnapshot<DocumentData>>();
  private complete = false;
  /** What each document was last answered as: a metadata-only snapshot changes nothing. */
  private readonly lastSeen = new Map<string, string>();
  constructor(
    private readonly ids: readonly string[],
    private readonly billed: ViewReads,
  ) {}

  answer(snapshot: DocumentSnapshot<DocumentData>): ViewAnswer | null {
    const seen = JSON.stringify(snapshot.exists() ? snapshot.data() : null);
    const unchanged = this.lastSeen.get(snapshot.id) === seen;
    this.lastSeen.set(snapshot.id, seen);
    if (!unchanged) this.billed.documents += 1;
    if (this.complete) {
      if (unchanged) return { kind: 'changes', upserts: [], removals: [] };
      return snapshot.exists()
        ? { kind: 'changes', upserts: [answered(snapshot)], removals: [] }
        : { kind: 'changes', upserts: [], removals: [snapshot.id] };
    }
    this.firstAnswers.set(snapshot.id, snapshot);
    if (this.firstAnswers.size < this.ids.length) return null;
    this.complete = true;
    const present = [...this.firstAnswers.values()].filter((each) => each.exists());
    return { kind: 'complete', documents: present.map(answered) };
  }
}

/**
 * The stamped collections' change stamps as the server last said them (`changeStamps`, moved by
 * every commit that writes to their collection), each as a mark. Views of a stamped
 * collection wait for the first answer (`heard`), and a view skipped on a reopen waits for
 * its collection's stamp to move (`whenMoved`). A listener refused or failed says so once:
 * whatever waits goes on as if no stamp were known.
 */
class ChangeStamps {
  private readonly now = new Map<string, string>();
  private readonly movers = new Set<() => void>();
  private failed = false;
  private hear = () => {};
  /** Resolves at the listener's first server answer, or its failure. */
  readonly heard = new Promise<void>((resolve) => (this.hear = resolve));

  /** A collection's stamp as last heard (undefined: none, or the listener failed). */
  of(collection: string): string | undefined {
    return this.failed ? undefined : this.now.get(collection);
  }

  answer(snapshot: QuerySnapshot<DocumentData>): void {
    for (const stampDoc of snapshot.docs) {
      const at: unknown = stampDoc.get('at');
      const { seconds, nanoseconds } = (at ?? {}) as { seconds?: unknown; nanoseconds?: unknown };
      if (typeof seconds === 'number' && typeof nanoseconds === 'number')
        this.now.set(stampDoc.id, markAt(seconds, nanoseconds));
    }
    this.hear();
    for (const mover of [...this.movers]) mover();
  }

  fail(): void {
    this.failed = true;
    this.hear();
    for (const mover of [...this.movers]) mover();
  }

  /** Runs `then` once `collection`'s stamp is no longer `was` (or the listener failed). */
  whenMoved(collection: string, was: string, then: () => void): () => void {
    const look = () => {
      if (this.of(collection) === was) return;
      this.movers.delete(look);
      then();
    };
    this.movers.add(look);
    return () => this.movers.delete(look);
  }
}

/**
 * What the mirror needs beyond its own code: the Firestore SDK and its instance, and the
 * writes (to lay the queue over answers). A worker asks for them as soon as it is told to
 * mirror, while Auth restores the person (mirrorWorker.ts); the browser keeps each module once.
 */
export const loadMirrorParts = () =>
  Promise.all([getFirestoreDb(), import('../sdk/firestore'), loadRegistry()]);

/** Registered when the mirror first starts (not at import: see docs/architecture.md, sideEffects). */
let refusedWritesListener: (() => void) | undefined;

/**
 * Resolves once the views being mirrored have heard their first answer from the server (at
 * once when none are): their first questions have then gone out together, in the
 * connection's first request. A listener of another kind (the person's own document, in the
 * worker) started before them would open the connection alone, and theirs would wait for its
 * handshake (tests/e2e/deviceCopy.spec.ts, the reopen's first request).
 */
export function viewsHeardFrom(): Promise<void> {
  return active?.heard ?? Promise.resolve();
}

/**
 * Keeps the mirror of `viewer`'s documents current (null: stop). Calling it again for
 * the same person, role and dealerships changes nothing. The caller waits for the first
 * screen (src/data/firstScreen.ts): the screen paints from the device's copy first.
 */
export function syncMirror(viewer: DeviceViewer | null, host: MirrorHost): void {
  // Writes the server refused leave the queue: what they touched goes back to the server's copy.
  refusedWritesListener ??= host.onWritesDropped((paths) => {
    const current = engine;
    if (current) void current.settle(paths).catch((error: unknown) => host.report(error));
  });
  const signature = !viewer
    ? ''
    : 'kioskFor' in viewer
      ? JSON.stringify([viewer.uid, 'kiosk', viewer.kioskFor])
      : JSON.stringify([viewer.uid, viewer.role, [...viewer.dealerships].sort()]);
  if (active?.signature === signature) return;
  active?.stop();
  active = undefined;
  engine = undefined;
  if (!viewer) return;

  let stopped = false;
  const unsubscribers: (() => void)[] = [];
  let heardFirst = () => {};
  active = {
    signature,
    stop: () => {
      stopped = true;
      heardFirst();
      for (const unsubscribe of unsubscribers) unsubscribe();
    },
    heard: new Promise<void>((resolve) => (heardFirst = resolve)),
  };
  void (async () => {
    const [firestore, sdk, mutators] = await loadMirrorParts();
    if (stopped) return;
    const { collection, doc, documentId, getCountFromServer, onSnapshot, query, Timestamp, where } = sdk;
    const scopes = mirrorScopesFor(viewer, new Date());
    const mine = new MirrorEngine(getDatabase(), scopes, MIRRORED_COLLECTIONS, pendingWritesOf(mutators));
    engine = mine;
    const { inOrder: applyInOrder, write } = inArrivalOrder(mine, () => !stopped, host.report);
    applyInOrder(() => mine.expectAnswers());
    const apply = (scope: MirrorScope, answer: ViewAnswer | null) => {
      heardFirst();
      if (!stopped && answer) write({ key: scope.key, answer });
    };
    // Refused or failed: what the device has stays shown, with its age, and it is reported.
    const failed = (scope: MirrorScope) => (error: unknown) =>
      host.report(error, `the ${scope.key} view stopped`);
    const recounts: (() => void)[] = [];
    /** The views the dashboards read whole: a new phone's month waits for them (`MONTH_WAITS_AT_MOST_MS`). */
    const readWholeFirst = scopes.filter((scope) => !scope.dashboardParts).map((scope) => scope.key);
    const delay = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        unsubscribers.push(() => clearTimeout(timer));
      });
    /** Runs `again` once the browser says it is online, or after a while (it may not say). */
    const whenSignalMayBeBack = (again: () => void) => {
      let done = false;
      const cancel = () => {
        done = true;
        clearTimeout(timer);
        stopWaiting();
      };
      const once = () => {
        if (done) return;
        cancel();
        if (!stopped) again();
      };
      const timer = setTimeout(once, RETRY_READ_MS);
      const stopWaiting = host.onSignalBack(once);
      unsubscribers.push(cancel);
    };
    // Every resumable view's point, read at once before any listener starts: a reopen's
    // questions (changes since each mark) then go with the views read whole, in the
    // connection's first request, not in one after its handshake has come back.
    const resumePoints = await mine.resumePoints(
      scopes.filter((scope) => scope.resumable || waitsForStamps(scope)).map((scope) => scope.key),
    );
    if (stopped) return;
    // The change stamps first, in the views' order, so in the connection's first request
    // with them: the stamped views wait for their answer.
    const stamps = new ChangeStamps();
    // Only the stamps of this person's views' collections: each is a read on every open.
    const stampedCollections = stampsWaitedForBy(scopes);
    if (stampedCollections.length > 0) {
      const billed = readsOf('change-stamps');
      let firstStamps = true;
      const listenToStamps = () =>
        onSnapshot(
          query(collection(firestore, CHANGE_STAMPS), where(documentId(), 'in', stampedCollections)),
          { includeMetadataChanges: true },
          (snapshot) => {
            if (snapshot.metadata.fromCache) return;
            heardFirst();
            billed.documents += firstStamps ? Math.max(1, snapshot.size) : snapshot.docChanges().length;
            firstStamps = false;
            stamps.answer(snapshot);
          },
          (error) => {
            host.report(error, 'the change stamps stopped');
            stamps.fail();
          },
        );
      applyInOrder(() => {
        if (!stopped) unsubscribers.push(listenToStamps());
        return Promise.resolve();
      });
    }
    for (const scope of scopes) {
      if (scope.ids) {
        const view = new DocumentsView(scope.ids, readsOf(scope.key));
        if (scope.ids.length === 0) apply(scope, { kind: 'complete', documents: [] });
        for (const id of scope.ids)
          unsubscribers.push(
            onSnapshot(
              doc(firestore, scope.collection, id),
              { includeMetadataChanges: true },
              (snapshot) => {
                // Only the server's answers count: a cache-only snapshot says nothing new.
                if (!snapshot.metadata.fromCache) apply(scope, view.answer(snapshot));
              },
              failed(scope),
            ),
          );
        continue;
      }
      const whole = query(
        collection(firestore, scope.collection),
        ...scope.where.map(([field, op, value]) => where(field, op, value)),
      );
      /**
       * Listens to the view: whole (its first server answer is complete: the device may
       * hold what the SDK never saw, documents from the app's last run), or, for a
       * resumable view with a mark, only to what changed since (then counted, see
       * `recount`). After the first answer Firestore's own changes say what left the
       * listened query, a reconnect's included (its diff is against the last snapshot).
       */
      let resumed = false;
      /**
       * Answers that changed the copy, but for a resumed listener's first (its count is asked
       * with it, see `listen`): a count is of the copy only if none came while it was asked.
       */
      let changes = 0;
      /** A resumed listener's first answer came (before it, only its own count checks it). */
      let caughtUp = false;
      let stopListening = () => {};
      /**
       * Whether the resumed view's changes are checked by counts (see `recount`): always,
       * but in a view whose documents stay, only after a first read in pages, until a count agrees.
       */
      let counting = !scope.documentsStay;
      const listen = (mark: string | null, counted = !scope.documentsStay) => {
        stopListening();
        resumed = mark !== null;
        counting = counted;
        caughtUp = false;
        let first = true;
        let firstAnswered = () => {};
        // Heard before anything is asked: recorded with what makes the view complete.
        const stamp = stamps.of(scope.collection);
        // A resumed view's count is asked with its changes, not after their answer: the
        // server works on both at once. It is checked once the changes are written (a
        // change the count missed, made meanwhile, shows as a difference: read whole).
        if (resumed && counting) {
          const answeredOnce = new Promise<void>((resolve) => (firstAnswered = resolve));
          const count = countWhole();
          checkCount(
            Promise.all([count, answeredOnce]).then(([total]) => total),
            RECOUNT_ATTEMPTS,
            stamp,
          );
        }
        const asked = mark ? query(whole, where('receivedAt', '>', new Timestamp(...markTime(mark)))) : whole;
        stopListening = onSnapshot(
          asked,
          // Metadata changes too: a server answer that matches what the SDK's memory cache
          // already showed changes only `fromCache`, and must still count as an answer.
          { includeMetadataChanges: true },
          (snapshot) => {
            if (snapshot.metadata.fromCache) return;
            if (first ? !mark : snapshot.docChanges().length > 0) changes += 1;
            if (first && mark && snapshot.empty) readsOf(scope.key).documents += 1;
            apply(scope, queryAnswer(snapshot, first && !mark, readsOf(scope.key), stamp));
            if (first && mark) {
              caughtUp = true;
              if (!counting) write({ key: scope.key, fromDevice: { stamp } });
              // After its apply, in the same order: the count is checked against the copy with it.
              firstAnswered();
            }
            first = false;
          },
          failed(scope),
        );
      };
      /** The count again once the phone's queued writes to the view's collection have landed. */
      let waitingToRecount = false;
      const recountOnceLanded = () => {
        if (waitingToRecount) return;
        waitingToRecount = true;
        const queued = liveQuery(() => mine.writesQueuedTo(scope.collection)).subscribe({
          next: (anyQueued) => {
            if (anyQueued) return;
            queued.unsubscribe();
            waitingToRecount = false;
            recount(RECOUNT_ATTEMPTS);
          },
          error: (error: unknown) => host.report(error, `the ${scope.key} view's queue watch failed`),
        });
        unsubscribers.push(() => queued.unsubscribe());
      };
      /** The server's count of the whole view, billed as Firestore bills it. */
      const countWhole = async (): Promise<number> => {
        const count = (await getCountFromServer(whole)).data().count;
        readsOf(scope.key).counts += Math.max(1, Math.ceil(count / ENTRIES_PER_COUNT_READ));
        return count;
      };
      /**
       * Checks `counted` against the device's copy, in the answers' order. Answers that
       * changed the copy after the count was asked and before its check was queued may be of
       * another moment than the count: then it is asked again. Those queued after it are
       * written after the check, and do not touch what it compares.
       */
      const checkCount = (counted: Promise<number>, attempts: number, stamp?: string) => {
        const changesBefore = changes;
        void counted.then(
          (count) => {
            const changedMeanwhile = changes !== changesBefore;
            applyInOrder(async () => {
              if (stopped || !resumed) return;
              if (changedMeanwhile) return recount(attempts - 1);
              const verdict = await mine.verify(scope.key, count, { stamp });
              if (verdict === 'differs') listen(null);
              if (verdict === 'agrees' && scope.documentsStay) counting = false;
              if (verdict === 'waits') recountOnceLanded();
            });
          },
          (error: unknown) => {
            // No signal: the next reconnect counts again.
            if (errorCodeOf(error) !== 'unavailable')
              host.report(error, `the ${scope.key} view's count failed`);
          },
        );
      };
      /**
       * Removals a resumed listener cannot see (a document deleted, or moved out of the
       * view by a write, while it was not among the changes) show as a count that differs
       * from the device's: then the view is read whole again.
       */
      const recount = (attempts: number) => {
        if (stopped || !resumed || !caughtUp || !counting || attempts <= 0) return;
        checkCount(countWhole(), attempts);
      };
      /**
       * A resumable view never answered whole on this phone (a new phone, a new question) is
       * read in pages, from its mark if earlier pages were written, in the
       * order of its documents' last writes, each page written before the next is asked
       * for: the page's thread never holds the whole view at once (the SDK sorts what a
       * listener holds on every answer). A document written while the pages are read moves
       * to the end and is read again there; what the pages missed (a document moved out of
       * the view, one with no receipt time) shows in the count that follows. Resolves with
       * the mark to listen from, or null to listen whole.
       */
      const readInPages = async (fromMark: string | null): Promise<string | null> => {
        const request = {
          collection: scope.collection,
          where: scope.where,
          order: ['receivedAt', ...windowFieldsOf(scope.where)],
        };
        // Pages already written (a first read the signal or a closed app cut off) are kept.
        let after: PageCursor | null = fromMark ? [{ timestampValue: timestampTextOf(fromMark) }] : null;
        for (;;) {
          const page = await readPage(request, after, PAGE_DOCUMENTS, await signedInIdToken());
          if (stopped) return null;
          readsOf(scope.key).documents += Math.max(1, page.documents.length);
          await writePage(page.documents, page.mark);
          if (!page.next) return (await mine.resumePoint(scope.key)).mark;
          after = page.next;
        }
      };
      /**
       * A page's documents written as the view's changes, WRITE_DOCUMENTS at a time, each in
       * its turn. The page's mark goes with its last part: a read cut off between parts
       * starts again from the previous page's mark, and reads these documents again.
       */
      const writePage = async (documents: readonly AnsweredDocument[], mark: string | undefined) => {
        for (let first = 0; first < Math.max(1, documents.length); first += WRITE_DOCUMENTS) {
          const upserts = documents.slice(first, first + WRITE_DOCUMENTS);
          const last = first + WRITE_DOCUMENTS >= documents.length;
          await new Promise<void>((resolve) =>
            applyInOrder(async () => {
              try {
                if (!stopped)
                  await mine.apply(scope.key, {
                    kind: 'changes',
                    upserts,
                    removals: [],
                    mark: last ? mark : undefined,
                  });
              } finally {
                resolve();
              }
            }),
          );
        }
      };
      /** Records that the view's dashboards' part has answered whole (see `readDashboardParts`). */
      const dashboardPartAnswered = () =>
        applyInOrder(() => (stopped ? Promise.resolve() : mine.dashboardPartAnswered(scope.key)));
      /**
       * Before a first read in pages: the view's part the dashboards read, each part's pages
       * asked for at once and written as the view's changes with no mark (the pages after it
       * start from the beginning and read these documents again), then recorded as answered.
       */
      const readDashboardParts = async () => {
        const parts = await Promise.all(
          (scope.dashboardParts ?? []).map(async (part) => {
            const where = [...scope.where, ...part];
            const request = { collection: scope.collection, where, order: windowFieldsOf(where) };
            return readAllPages(request, PAGE_DOCUMENTS, signedInIdToken);
          }),
        );
        if (stopped) return;
        for (const documents of parts) {
          readsOf(scope.key).documents += Math.max(1, documents.length);
          await writePage(documents, undefined);
        }
        dashboardPartAnswered();
      };
      /**
       * Whether the whole view fits in one page, by the server's count (a read per thousand
       * documents). Then that page is the quickest way to every figure of its dashboards'
       * part, and reading the part first would read its documents twice and hold the page
       * back behind the other views for nothing. A count that fails says no: the part goes first.
       */
      const fitsOnePage = async (): Promise<boolean> => {
        try {
          return (await countWhole()) <= PAGE_DOCUMENTS;
        } catch {
          return false;
        }
      };
      /** Read before any listener (`resumePoints`); a start again reads what its pages wrote since. */
      let firstPoint = resumePoints.get(scope.key);
      const start = async () => {
        let from: string | null = null;
        let paged = false;
        if (scope.resumable) {
          const { mark, answeredBefore } = firstPoint ?? (await mine.resumePoint(scope.key));
          firstPoint = undefined;
          // Never answered whole here (a new phone, or one whose first read was cut off): pages.
          paged = mark === null || !answeredBefore;
          const withParts = paged && scope.dashboardParts !== undefined;
          const partFirst = withParts && !(await fitsOnePage());
          if (partFirst) {
            await readDashboardParts();
            await Promise.race([mine.whenAnswered(readWholeFirst), delay(MONTH_WAITS_AT_MOST_MS)]);
          }
          from = paged ? await readInPages(mark) : mark;
          // Its one page held every document of its dashboards' part.
          if (withParts && !partFirst && !stopped) dashboardPartAnswered();
        }
        // What the pages missed shows in a count, even in a view whose documents stay.
        if (!stopped) listen(from, paged || !scope.documentsStay);
      };
      if (scope.resumable) recounts.push(() => recount(RECOUNT_ATTEMPTS));
      unsubscribers.push(() => stopListening());
      const begin = () => {
        start().catch((error: unknown) => {
          if (stopped) return;
          // The signal went while the pages were read: read on (from the first page,
          // what is written is kept) when it is back, not whole through a listener.
          if (errorCodeOf(error) === 'unavailable') return whenSignalMayBeBack(begin);
          host.report(error, `the ${scope.key} view's first read failed`);
          // Whole, as before: a listener that Firestore itself retries.
          listen(null);
        });
      };
      // Not awaited: the pages go through the same order, one at a time, after this.
      const beginInOrder = () => {
        if (!stopped) applyInOrder(() => Promise.resolve(begin()));
      };
      if (!waitsForStamps(scope)) beginInOrder();
      else
        void stamps.heard.then(() => {
          // The engine gives a stamp only where the copy was complete for this question (a
          // resumable view's with its mark, a whole view's with its shape: `resumePoint`).
          const was = firstPoint?.stamp;
          const unmoved = !!firstPoint?.answeredBefore && !!was && stamps.of(scope.collection) === was;
          if (!unmoved) return beginInOrder();
          // Nothing was written to the collection since the copy was last complete: it is
          // complete now, and nothing is asked until the stamp moves.
          if (!stopped) write({ key: scope.key, fromDevice: { stamp: was } });
          unsubscribers.push(stamps.whenMoved(scope.collection, was, beginInOrder));
        });
    }
    // While online, a resumed view's unseen removals are looked for again now and then,
    // and as the phone comes back online.
    const recountAll = () => {
      for (const recountView of recounts) recountView();
    };
    const timer = setInterval(recountAll, RECOUNT_EVERY_MS);
    const stopRecountingOnSignal = host.onSignalBack(recountAll);
    unsubscribers.push(() => {
      clearInterval(timer);
      stopRecountingOnSignal();
    });
  })().catch((error: unknown) => host.report(error, 'starting'));
}
