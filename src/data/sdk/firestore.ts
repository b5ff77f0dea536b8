/**
 * The parts of the Firestore SDK the app uses, loaded on demand (see ./auth.ts for why
 * they are named one by one).
 */
export {
  collection,
  connectFirestoreEmulator,
  doc,
  documentId,
  getCountFromServer,
  initializeFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  where,
  writeBatch,
} from 'firebase/firestore';
