import type { WriteLabel } from '../../config/writeLabels';
import type { IsoTime } from '../model';

/** A write waiting to reach Firestore: which named mutator, with what arguments. */
export interface OutboxEntry {
  /** Order of arrival; the flusher replays strictly in this order. */
  seq?: number;
  /** Client-generated id of this write. */
  id: string;
  name: string;
  args: unknown;
  /** Who made it; a write is never replayed under another account. */
  uid: string;
  createdAt: IsoTime;
  attempts: number;
  lastError: string | null;
  /**
   * The documents ("washLogs/abc") it will set, worked out when it was queued: what is on
   * this phone and not yet on the server is read from these (absent on entries queued by
   * an app from before issue #32).
   */
  paths?: string[];
}

/** A write the server refused for good; kept, shown, never dropped silently. */
export interface DeadLetter extends Omit<OutboxEntry, 'attempts' | 'lastError'> {
  failedAt: IsoTime;
  /** Firestore's error code, e.g. permission-denied. */
  code: string;
  /** Why, in English (for reports); the screen says it from `code` in the person's language. */
  message: string;
  /**
   * What the write was: a key and values the screen says in the person's language; text
   * ("Wash RO-1234") on letters written before issue #15; absent on older ones still.
   */
  label?: WriteLabel | string;
}

/**
 * One document write of a replay; the writes of several entries form one atomic commit.
 * - 'merge': set with merge, so replaying it leaves the document as one replay did;
 * - 'createOnce': create the document unless it exists (append-only documents such as
 *   wash logs and consent evidence, which the rules never let a client update);
 * - 'createNew': create the document, which must not exist yet; a replay of this same
 *   write (its `identityField` equal) is skipped, and a document another write created
 *   is refused with 'already-exists' (an invoice number a second phone used first);
 * - 'appendOnce': merge `data` and append `entry` to the array field `arrayField`,
 *   unless the document's array already holds an equal entry (a ticket's status step:
 *   replaying it after a lost acknowledgement changes nothing, and the server's own
 *   current array is extended, never a stale copy from the device).
 * `stampReceivedAt` adds `receivedAt`, the server's own time of the write, which the
 * rules require to equal request.time (the trusted timestamp).
 * `readFirst` marks a create whose document is usually there already (a ticket put back from
 * a backup): its commit reads before it writes, where a commit of creates is otherwise sent
 * unread (src/data/outbox/restWriter.ts, `commitWrites`).
 */
export type RemoteWrite =
  | { path: string; data: Record<string, unknown>; mode: 'merge'; stampReceivedAt: boolean }
  | {
      path: string;
      data: Record<string, unknown>;
      mode: 'createOnce';
      stampReceivedAt: boolean;
      readFirst?: true;
    }
  | {
      path: string;
      data: Record<string, unknown>;
      mode: 'createNew';
      identityField: string;
      stampReceivedAt: boolean;
    }
  | {
      path: string;
      data: Record<string, unknown>;
      mode: 'appendOnce';
      arrayField: string;
      entry: Record<string, unknown>;
      stampReceivedAt: boolean;
    };

/** What the flusher writes through: Firestore in the app, a fake in unit tests. */
export interface RemoteWriter {
  /**
   * `triedBefore`: some of these entries were sent before and failed for lack of an answer,
   * so they may have landed (their acknowledgement lost): the writer reads before it writes.
   */
  commit(writes: RemoteWrite[], triedBefore: boolean): Promise<void>;
}
