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
}

/** A write the server refused for good; kept, shown, never dropped silently. */
export interface DeadLetter extends Omit<OutboxEntry, 'attempts' | 'lastError'> {
  failedAt: IsoTime;
  /** Firestore's error code, e.g. permission-denied. */
  code: string;
  /** What the person is told. */
  message: string;
}

/** One document write of a replay; several form one atomic batch. */
export interface RemoteWrite {
  path: string;
  data: Record<string, unknown>;
  merge: boolean;
}

/** What the flusher writes through: Firestore in the app, a fake in unit tests. */
export interface RemoteWriter {
  commit(writes: RemoteWrite[]): Promise<void>;
}
