import { getFirestoreDb } from '../firebase';
import type { RemoteWrite, RemoteWriter } from './types';

/**
 * Commits the writes of one or more outbox entries atomically. Merges alone go in one
 * batch; with any create-once write it becomes a transaction that first looks those
 * documents up and skips the ones a lost acknowledgement already delivered.
 */
export async function firestoreWriter(): Promise<RemoteWriter> {
  const [db, { doc, runTransaction, serverTimestamp, writeBatch }] = await Promise.all([
    getFirestoreDb(),
    import('firebase/firestore'),
  ]);
  const dataOf = (write: RemoteWrite) =>
    write.stampReceivedAt ? { ...write.data, receivedAt: serverTimestamp() } : write.data;

  return {
    commit: async (writes) => {
      const createOnce = writes.filter((write) => write.mode === 'createOnce');
      if (createOnce.length === 0) {
        const batch = writeBatch(db);
        for (const write of writes) batch.set(doc(db, write.path), dataOf(write), { merge: true });
        await batch.commit();
        return;
      }
      await runTransaction(db, async (transaction) => {
        const snapshots = await Promise.all(createOnce.map((write) => transaction.get(doc(db, write.path))));
        const delivered = new Set(
          snapshots.filter((snapshot) => snapshot.exists()).map((snapshot) => snapshot.ref.path),
        );
        for (const write of writes) {
          const ref = doc(db, write.path);
          if (write.mode === 'merge') transaction.set(ref, dataOf(write), { merge: true });
          else if (!delivered.has(ref.path)) transaction.set(ref, dataOf(write));
        }
      });
    },
  };
}
