import { signedInIdToken } from '../firebase';
import { commitWrites } from './restWriter';
import type { RemoteWriter } from './types';

/** The queue's writer in the app: REST commits as the signed-in person (./restWriter.ts). */
export function firestoreWriter(): Promise<RemoteWriter> {
  return Promise.resolve({ commit: (writes) => commitWrites(writes, signedInIdToken) });
}
