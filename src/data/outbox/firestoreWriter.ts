import { signedInIdToken } from '../firebase';
import type { RemoteWriter } from './types';

/**
 * The queue's writer in the app: REST commits as the signed-in person (./restWriter.ts),
 * loaded when the queue first has something to send: the queue itself starts before a
 * dashboard's first paint, its requests are not needed then.
 */
export async function firestoreWriter(): Promise<RemoteWriter> {
  const { commitWrites } = await import('./restWriter');
  return { commit: (writes, triedBefore) => commitWrites(writes, signedInIdToken, triedBefore) };
}
