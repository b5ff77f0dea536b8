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
}

export const define = <Args>(mutator: Mutator<Args>) => mutator;
