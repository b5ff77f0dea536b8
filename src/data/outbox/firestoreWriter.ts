import { getFirestoreDb } from '../firebase';
import type { RemoteWriter } from './types';

/** Commits one replay's writes to Firestore as one atomic batch. */
export async function firestoreWriter(): Promise<RemoteWriter> {
  const [db, { doc, writeBatch }] = await Promise.all([getFirestoreDb(), import('firebase/firestore')]);
  return {
    commit: async (writes) => {
      const batch = writeBatch(db);
      for (const write of writes) batch.set(doc(db, write.path), write.data, { merge: write.merge });
      await batch.commit();
    },
  };
}
