/**
 * The shape of a named mutator (see mutators.ts): how a write changes the local
 * database and which Firestore documents one replay writes.
 */
import type { WriteLabel } from '../../config/writeLabels';
import type { LotcrewDatabase } from '../db';
import type { RemoteWrite } from './types';

export interface Mutator<Args> {
  parse(args: unknown): Args;
  /** The change to the local database, inside the same transaction as the outbox entry. */
  local(db: LotcrewDatabase, args: Args, uid: string): Promise<void>;
  /** The Firestore writes of one replay, committed atomically (with neighbouring entries). */
  remote(args: Args, uid: string): RemoteWrite[];
  /** What the pending list and the dead-letter list call this write (said in the person's language there). */
  label(args: Args): WriteLabel;
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

/**
 * A write's arguments without `personName`, the name some writes carry only for the sync
 * lists to say whose it is (a kiosk's punch, a PIN lock): never stored, never sent.
 */
export function withoutPersonName<Args extends { personName: string }>(args: Args): Omit<Args, 'personName'> {
  const kept: Partial<Args> = { ...args };
  delete kept.personName;
  return kept as Omit<Args, 'personName'>;
}

/**
 * The writes the queue can replay, as the core sees them: by name, arguments unknown
 * until parsed. The app's registry is assembled from its domains (src/data/mutators.ts)
 * and handed to the queue; the queue itself knows no domain.
 */
export interface MutatorRegistry {
  isMutatorName: (name: string) => boolean;
  /** The mutator behind a name `isMutatorName` accepted; stored args are re-parsed before use. */
  mutatorOf: (name: string) => Mutator<unknown>;
  /** What a queued or refused write is, for the person (src/config/writeLabels.ts). */
  describeWrite: (name: string, args: unknown) => WriteLabel;
}

/** A registry over a record of named mutators. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each mutator has its own argument type
export function registryOf(mutators: Readonly<Record<string, Mutator<any>>>): MutatorRegistry {
  const isMutatorName = (name: string) => Object.hasOwn(mutators, name);
  const mutatorOf = (name: string): Mutator<unknown> => {
    const mutator = mutators[name];
    if (!mutator) throw new Error(`Unknown write ${name}`);
    return mutator as Mutator<unknown>;
  };
  return {
    isMutatorName,
    mutatorOf,
    describeWrite: (name, args) => {
      if (!isMutatorName(name)) return { key: 'olderVersion' };
      const mutator = mutatorOf(name);
      try {
        return mutator.label(mutator.parse(args));
      } catch {
        return { key: 'unreadable' };
      }
    },
  };
}
