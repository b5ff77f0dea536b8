/**
 * The read mirror at run time: while online, one Firestore listener per scope of the
 * signed-in person (scopes.ts) feeds the mirror engine (engine.ts), which keeps the
 * device's copy equal to what those views hold, with the person's queued writes on top.
 * Each answer records when it came (mirrorMeta), so screens can say how fresh they are.
 */
import type { DocumentData, DocumentSnapshot, QuerySnapshot } from 'firebase/firestore';
import { getDatabase } from '../db';
import { getFirestoreDb } from '../firebase';
import { afterFirstScreen } from '../firstScreen';
import { onWritesDropped } from '../outbox/events';
import { pendingWritesOf } from '../outbox/pending';
import { reportProblem } from '../problems';
import { loadRegistry } from '../registry';
import { forgetEverything, MirrorEngine, type AnsweredDocument, type ViewAnswer } from './engine';
import { toPlain } from './plain';
import { MIRRORED_COLLECTIONS, mirrorScopesFor, type MirrorScope, type Viewer } from './scopes';

interface ActiveMirror {
  signature: string;
  stop(): void;
}
let active: ActiveMirror | undefined;
let engine: MirrorEngine | undefined;

const answered = (snapshot: DocumentSnapshot<DocumentData>): AnsweredDocument => ({
  id: snapshot.id,
  data: toPlain(snapshot.data()) as Record<string, unknown>,
});

/** A query's answer: everything when `complete`, the changes since the last snapshot otherwise. */
function queryAnswer(snapshot: QuerySnapshot<DocumentData>, complete: boolean): ViewAnswer {
  if (complete) return { kind: 'complete', documents: snapshot.docs.map(answered) };
  const changes = snapshot.docChanges();
  return {
    kind: 'changes',
    upserts: changes.filter((change) => change.type !== 'removed').map((change) => answered(change.doc)),
    removals: changes.filter((change) => change.type === 'removed').map((change) => change.doc.id),
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
  constructor(private readonly ids: readonly string[]) {}

  answer(snapshot: DocumentSnapshot<DocumentData>): ViewAnswer | null {
    const seen = JSON.stringify(snapshot.exists() ? snapshot.data() : null);
    const unchanged = this.lastSeen.get(snapshot.id) === seen;
    this.lastSeen.set(snapshot.id, seen);
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

/** Answers of one engine are applied in arrival order, never two at once. */
function serially(): (work: () => Promise<void>) => void {
  let tail = Promise.resolve();
  return (work) => {
    tail = tail.then(work).catch((error: unknown) => reportProblem('mirror', error));
  };
}

/** Registered when the mirror first starts (not at import: see docs/architecture.md, sideEffects). */
let refusedWritesListener: (() => void) | undefined;

/**
 * Keeps the mirror of `viewer`'s documents current (null: stop). Calling it again for
 * the same person, role and dealerships changes nothing.
 */
export function syncMirror(viewer: Viewer | null): void {
  // Writes the server refused leave the queue: what they touched goes back to the server's copy.
  refusedWritesListener ??= onWritesDropped((paths) => {
    const current = engine;
    if (current) void current.settle(paths).catch((error: unknown) => reportProblem('mirror', error));
  });
  const signature = viewer ? JSON.stringify([viewer.uid, viewer.role, [...viewer.dealerships].sort()]) : '';
  if (active?.signature === signature) return;
  active?.stop();
  active = undefined;
  engine = undefined;
  if (!viewer) return;

  let stopped = false;
  const unsubscribers: (() => void)[] = [];
  active = {
    signature,
    stop: () => {
      stopped = true;
      for (const unsubscribe of unsubscribers) unsubscribe();
    },
  };
  void (async () => {
    // The screen paints from the device's copy first (src/data/firstScreen.ts).
    await afterFirstScreen();
    if (stopped) return;
    const [firestore, { collection, doc, onSnapshot, query, where }, mutators] = await Promise.all([
      getFirestoreDb(),
      import('../sdk/firestore'),
      loadRegistry(),
    ]);
    if (stopped) return;
    const scopes = mirrorScopesFor(viewer, new Date());
    const mine = new MirrorEngine(getDatabase(), scopes, MIRRORED_COLLECTIONS, pendingWritesOf(mutators));
    engine = mine;
    const applyInOrder = serially();
    applyInOrder(() => mine.expectAnswers());
    const apply = (scope: MirrorScope, answer: ViewAnswer | null) => {
      if (!stopped && answer) applyInOrder(() => mine.apply(scope.key, answer));
    };
    // Refused or failed: what the device has stays shown, with its age, and it is reported.
    const failed = (scope: MirrorScope) => (error: unknown) =>
      reportProblem('mirror', error, `the ${scope.key} view stopped`);
    for (const scope of scopes) {
      if (scope.ids) {
        const view = new DocumentsView(scope.ids);
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
      // The first server answer is complete: the device may hold what the SDK never saw
      // (documents from the app's last run). After that, Firestore's own changes say what
      // left the view, a reconnect's included (its diff is against the last snapshot).
      let first = true;
      const scoped = query(
        collection(firestore, scope.collection),
        ...scope.where.map(([field, op, value]) => where(field, op, value)),
      );
      unsubscribers.push(
        onSnapshot(
          scoped,
          // Metadata changes too: a server answer that matches what the SDK's memory cache
          // already showed changes only `fromCache`, and must still count as an answer.
          { includeMetadataChanges: true },
          (snapshot) => {
            if (snapshot.metadata.fromCache) return;
            apply(scope, queryAnswer(snapshot, first));
            first = false;
          },
          failed(scope),
        ),
      );
    }
  })();
}

/**
 * The server says this person may read nothing (deactivated, no role, not placed): stop
 * mirroring and keep none of what the device held, but for their queued writes' documents.
 */
export async function forgetMirror(): Promise<void> {
  syncMirror(null);
  await forgetEverything(getDatabase(), MIRRORED_COLLECTIONS, pendingWritesOf(await loadRegistry()));
}
