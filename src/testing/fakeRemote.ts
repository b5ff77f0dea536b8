import type { RemoteWrite, RemoteWriter } from '../data/outbox/types';

/** An error shaped like Firestore's: a message and a code such as 'unavailable'. */
export function firestoreError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firestore: ${code}`), { code });
}

/**
 * An in-memory stand-in for Firestore's document writes, with set and set-merge
 * semantics, for unit tests of the sync queue. Integration and end-to-end tests use
 * the real emulator.
 */
export class FakeRemote implements RemoteWriter {
  readonly documents = new Map<string, Record<string, unknown>>();
  readonly commits: RemoteWrite[][] = [];
  /** Errors to throw, in order, before commits succeed again. */
  readonly failures: Error[] = [];
  /** Paths whose writes are always refused with this error. */
  readonly refusedPaths = new Map<string, Error>();

  commit(writes: RemoteWrite[]): Promise<void> {
    const failure = this.failures.shift();
    if (failure) return Promise.reject(failure);
    for (const write of writes) {
      const refused = this.refusedPaths.get(write.path);
      if (refused) return Promise.reject(refused);
    }
    this.commits.push(writes);
    for (const write of writes) {
      const before = write.merge ? (this.documents.get(write.path) ?? {}) : {};
      this.documents.set(write.path, { ...before, ...write.data });
    }
    return Promise.resolve();
  }
}
