import { getFirestoreDb } from '../firebase';
import type { RemoteWrite, RemoteWriter } from './types';

/** Whether two JSON-like values are equal (the entries compared are small plain maps). */
export function sameEntry(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => sameEntry((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** The refusal of a create-new write whose document another write made first (a permanent answer). */
export function alreadyExists(path: string): Error {
  return Object.assign(new Error(`${path} already exists`), { code: 'already-exists' });
}

/**
 * Commits the writes of one or more outbox entries atomically. Merges alone go in one
 * batch; with any create-once or append-once write it becomes a transaction that first
 * reads those documents, skips what a lost acknowledgement already delivered, and
 * appends to the server's current arrays. The flusher never puts two writes to one
 * document in one commit.
 */
export async function firestoreWriter(): Promise<RemoteWriter> {
  const [db, { doc, runTransaction, serverTimestamp, writeBatch }] = await Promise.all([
    getFirestoreDb(),
    import('../sdk/firestore'),
  ]);
  const dataOf = (write: RemoteWrite) =>
    write.stampReceivedAt ? { ...write.data, receivedAt: serverTimestamp() } : write.data;

  return {
    commit: async (writes) => {
      const checked = writes.filter((write) => write.mode !== 'merge');
      if (checked.length === 0) {
        const batch = writeBatch(db);
        for (const write of writes) batch.set(doc(db, write.path), dataOf(write), { merge: true });
        await batch.commit();
        return;
      }
      await runTransaction(db, async (transaction) => {
        const snapshots = await Promise.all(checked.map((write) => transaction.get(doc(db, write.path))));
        const current = new Map(snapshots.map((snapshot) => [snapshot.ref.path, snapshot]));
        for (const write of writes) {
          const ref = doc(db, write.path);
          const snapshot = current.get(ref.path);
          switch (write.mode) {
            case 'merge':
              transaction.set(ref, dataOf(write), { merge: true });
              break;
            case 'createOnce':
              if (!snapshot?.exists()) transaction.set(ref, dataOf(write));
              break;
            case 'createNew':
              if (!snapshot?.exists()) transaction.set(ref, dataOf(write));
              else if (snapshot.get(write.identityField) !== write.data[write.identityField])
                throw alreadyExists(write.path);
              break;
            case 'appendOnce': {
              const existing: unknown = snapshot?.get(write.arrayField);
              const array = Array.isArray(existing) ? (existing as unknown[]) : [];
              if (array.some((item) => sameEntry(item, write.entry))) break;
              transaction.set(
                ref,
                { ...dataOf(write), [write.arrayField]: [...array, write.entry] },
                { merge: true },
              );
            }
          }
        }
      });
    },
  };
}
