// @lotcrew/test-only: tests and benchmarks only; no production build may hold this module (tests/integration/bundleSecrets.test.ts).
/** Firestore's own offline persistence, for the sync benchmark's comparison only. */
export { inMemoryPersistence } from 'firebase/auth';
export { persistentLocalCache, waitForPendingWrites } from 'firebase/firestore';
