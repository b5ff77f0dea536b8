/**
 * The read mirror: while online, one Firestore listener per scope of the signed-in
 * person (scopes.ts) copies their documents into IndexedDB, where every screen reads
 * them, online or not. Each answer from the server records when it came (mirrorMeta),
 * so screens can say how fresh their data is.
 */
import type { DocumentChange, DocumentData, DocumentSnapshot, Timestamp } from 'firebase/firestore';
import { getDatabase } from '../db';
import { getFirestoreDb } from '../firebase';
import { afterFirstScreen } from '../firstScreen';
import { mirrorScopesFor, type MirrorScope, type Viewer } from './scopes';

interface ActiveMirror {
  signature: string;
  stop(): void;
}
let active: ActiveMirror | undefined;

/** Firestore Timestamps become ISO strings: one time convention in the local database. */
function toPlain(value: unknown): unknown {
  if (value && typeof value === 'object') {
    if ('toDate' in value && typeof value.toDate === 'function')
      return (value as Timestamp).toDate().toISOString();
    if (Array.isArray(value)) return value.map(toPlain);
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toPlain(inner)]));
  }
  return value;
}

/**
 * A document can be in several scopes of one collection (an open ticket I then claim
 * leaves "open work" and joins "my work"); it leaves the device only when it has left
 * all of them.
 */
class Membership {
  private readonly scopesById = new Map<string, Set<string>>();
  add(id: string, scope: string): void {
    const scopes = this.scopesById.get(id) ?? new Set();
    scopes.add(scope);
    this.scopesById.set(id, scopes);
  }
  /** True when no scope holds the document any more. */
  remove(id: string, scope: string): boolean {
    const scopes = this.scopesById.get(id);
    scopes?.delete(scope);
    if (scopes && scopes.size > 0) return false;
    this.scopesById.delete(id);
    return true;
  }
}

/** A single document's snapshot, as the change a query would have reported. */
function documentChange(snapshot: DocumentSnapshot<DocumentData>): DocumentChange<DocumentData>[] {
  const change = {
    doc: snapshot,
    type: snapshot.exists() ? 'modified' : 'removed',
    oldIndex: -1,
    newIndex: -1,
  };
  return [change as unknown as DocumentChange<DocumentData>];
}

async function applyChanges(
  scope: MirrorScope,
  changes: DocumentChange<DocumentData>[],
  membership: Membership,
): Promise<void> {
  const db = getDatabase();
  const table = db.table(scope.collection);
  const puts: Record<string, unknown>[] = [];
  const deletes: string[] = [];
  for (const change of changes) {
    const id = change.doc.id;
    if (change.type === 'removed') {
      if (membership.remove(id, scope.key)) deletes.push(id);
    } else {
      membership.add(id, scope.key);
      puts.push({ ...(toPlain(change.doc.data()) as Record<string, unknown>), id });
    }
  }
  await db.transaction('rw', table, db.mirrorMeta, async () => {
    if (puts.length > 0) await table.bulkPut(puts);
    if (deletes.length > 0) await table.bulkDelete(deletes);
    await db.mirrorMeta.put({ key: scope.key, syncedAt: new Date().toISOString() });
  });
}

/**
 * Keeps the mirror of `viewer`'s documents current (null: stop). Calling it again for
 * the same person, role and dealerships changes nothing.
 */
export function syncMirror(viewer: Viewer | null): void {
  const signature = viewer ? JSON.stringify([viewer.uid, viewer.role, [...viewer.dealerships].sort()]) : '';
  if (active?.signature === signature) return;
  active?.stop();
  active = undefined;
  if (!viewer) return;

  let stopped = false;
  const unsubscribers: (() => void)[] = [];
  const membership = new Map<string, Membership>();
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
    const [firestore, { collection, doc, onSnapshot, query, where }] = await Promise.all([
      getFirestoreDb(),
      import('../sdk/firestore'),
    ]);
    if (stopped) return;
    for (const scope of mirrorScopesFor(viewer, new Date())) {
      const members = membership.get(scope.collection) ?? new Membership();
      membership.set(scope.collection, members);
      const onAnswer = (changes: DocumentChange<DocumentData>[], fromCache: boolean) => {
        // Only the server's answers count: a cache-only snapshot says nothing new.
        if (!stopped && !fromCache) void applyChanges(scope, changes, members);
      };
      // Refused or failed: what the device has stays shown, with its age.
      const keepWhatIsShown = () => undefined;
      if (scope.ids) {
        for (const id of scope.ids)
          unsubscribers.push(
            onSnapshot(
              doc(firestore, scope.collection, id),
              (snapshot) => onAnswer(documentChange(snapshot), snapshot.metadata.fromCache),
              keepWhatIsShown,
            ),
          );
        continue;
      }
      const scoped = query(
        collection(firestore, scope.collection),
        ...scope.where.map(([field, op, value]) => where(field, op, value)),
      );
      unsubscribers.push(
        onSnapshot(
          scoped,
          (snapshot) => onAnswer(snapshot.docChanges(), snapshot.metadata.fromCache),
          keepWhatIsShown,
        ),
      );
    }
  })();
}
