// @lotcrew/test-only: tests and benchmarks only; no production build may hold this module (tests/integration/bundleSecrets.test.ts).
import type { LotcrewDatabase } from '../data/db';
import { alreadyExists, sameEntry } from '../data/outbox/restWriter';
import { MUTATOR_REGISTRY } from '../data/mutators';
import { OutboxFlusher } from '../data/outbox/flusher';
import type { RemoteWrite, RemoteWriter } from '../data/outbox/types';
import { ManualClock } from './manualClock';

/** An error shaped like Firestore's: a message and a code such as 'unavailable'. */
export function firestoreError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firestore: ${code}`), { code });
}

/**
 * An in-memory stand-in for Firestore's document writes, with set-merge, create-once and
 * append-once semantics, for unit tests of the sync queue. Integration and end-to-end tests use
 * the real emulator.
 */
export class FakeRemote implements RemoteWriter {
  readonly documents = new Map<string, Record<string, unknown>>();
  readonly commits: RemoteWrite[][] = [];
  /** Each commit call's word that some of its entries were sent before (in call order, failed ones too). */
  readonly triedBefore: boolean[] = [];
  /** Errors to throw, in order, before commits succeed again. */
  readonly failures: Error[] = [];
  /** Paths whose writes are always refused with this error. */
  readonly refusedPaths = new Map<string, Error>();
  /** Stands in for the server's clock: each stamped write gets the next value. */
  private serverClock = 0;

  commit(writes: RemoteWrite[], triedBefore = false): Promise<void> {
    this.triedBefore.push(triedBefore);
    const failure = this.failures.shift();
    if (failure) return Promise.reject(failure);
    for (const write of writes) {
      const refused = this.refusedPaths.get(write.path);
      if (refused) return Promise.reject(refused);
    }
    for (const write of writes) {
      const before = this.documents.get(write.path);
      if (
        write.mode === 'createNew' &&
        before &&
        before[write.identityField] !== write.data[write.identityField]
      )
        return Promise.reject(alreadyExists(write.path));
    }
    this.commits.push(writes);
    for (const write of writes) {
      const before = this.documents.get(write.path);
      if ((write.mode === 'createOnce' || write.mode === 'createNew') && before) continue;
      const stamp = write.stampReceivedAt ? { receivedAt: `server-time-${++this.serverClock}` } : {};
      if (write.mode === 'appendOnce') {
        const existing = before?.[write.arrayField];
        const array = Array.isArray(existing) ? (existing as unknown[]) : [];
        if (array.some((item) => sameEntry(item, write.entry))) continue;
        this.documents.set(write.path, {
          ...(before ?? {}),
          ...write.data,
          ...stamp,
          [write.arrayField]: [...array, write.entry],
        });
        continue;
      }
      this.documents.set(write.path, { ...(before ?? {}), ...write.data, ...stamp });
    }
    return Promise.resolve();
  }
}

/**
 * A sync-queue flusher that replays `uid`'s entries in `db` to `remote`, on a clock that
 * never moves, with a write timeout no unit test reaches.
 */
export function flusherFor(db: LotcrewDatabase, remote: FakeRemote, uid: string): OutboxFlusher {
  return new OutboxFlusher({
    db,
    clock: new ManualClock(),
    writer: () => Promise.resolve(remote),
    currentUid: () => uid,
    registry: () => Promise.resolve(MUTATOR_REGISTRY),
    writeTimeoutMs: 600_000,
  });
}
