/**
 * The shape of a named mutator (see mutators.ts): how a write changes the local
 * database and which Firestore documents one replay writes.
 */
import type { LotcrewDatabase } from '../db';
import type { RemoteWrite } from './types';

export interface Mutator<Args> {
  parse(args: unknown): Args;
  /** The change to the local database, inside the same transaction as the outbox entry. */
  local(db: LotcrewDatabase, args: Args, uid: string): Promise<void>;
  /** The Firestore writes of one replay, committed atomically (with neighbouring entries). */
  remote(args: Args, uid: string): RemoteWrite[];
  /** What the pending list and the dead-letter list call this write. */
  label(args: Args): string;
  /** Fields this write sets in the writer's own user document, shown before it syncs. */
  userDocPatch?(args: Args): Record<string, unknown>;
  /**
   * Writes queued right after this one, in the same transaction (a ticket's status step
   * brings its SMS alert request). Read from the local database as it is after `local`.
   */
  followUps?(db: LotcrewDatabase, args: Args, uid: string): Promise<FollowUp[]>;
  /**
   * A refusal by the rules is an answer, not a failure: the rules decide whether the
   * write is wanted (an SMS alert for a salesperson who may have declined), so a refused
   * replay is dropped, not dead-lettered. Such a write is committed on its own.
   */
  refusalIsAnswer?: boolean;
}

/** A write another write queues after itself: a mutator's name and its arguments. */
export interface FollowUp {
  name: string;
  args: unknown;
}

export const define = <Args>(mutator: Mutator<Args>) => mutator;
