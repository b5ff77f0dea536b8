/** Firestore's own offline persistence, for the sync benchmark's comparison only. */
export { inMemoryPersistence } from 'firebase/auth';
export { persistentLocalCache, setDoc, waitForPendingWrites } from 'firebase/firestore';
