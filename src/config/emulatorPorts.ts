/**
 * Where the local Firebase Emulator Suite listens (firebase.json). Its own module, free
 * of side effects, so vite.config.ts can read it too.
 */
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, storage: 9199 } as const;
