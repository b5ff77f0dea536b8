/**
 * Making writes, for screens: `queueWrite` changes the device's copy at once and queues
 * the write for the server; the rest says what waits and what was refused. The registry
 * of writes (src/data/registry.ts) loads on demand; the sync queue (src/data/outbox)
 * replays them.
 */
// The signed-in shell loads this module: the composition root comes with it (port.ts).
import './compose';
import type { MutatorArgs, MutatorName } from './mutators';
import { queueNamedWrite } from './outbox/queueWrite';

export { queuedDocuments } from './outbox/queueWrite';
export {
  discardRefusedWrite,
  pendingWriteCount,
  retryRefusedWrite,
  useDeadLetters,
  usePendingWriteCount,
} from './outbox/sync';
export type { MutatorArgs, MutatorName } from './mutators';
export type { DeadLetter } from './outbox/types';

/**
 * Makes a write: changes the local database at once and queues it for Firestore.
 * Throws 'User not authenticated' with nobody signed in, and a validation error for
 * arguments a mutator refuses (nothing is changed then).
 */
export function queueWrite<Name extends MutatorName>(name: Name, args: MutatorArgs<Name>): Promise<string> {
  return queueNamedWrite(name, args);
}
