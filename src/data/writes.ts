/**
 * What waits for the server and what it refused, for screens. A screen makes a write by
 * calling its domain's named write (`logWash`, `moveTicket`: each domain's writes.ts, or a
 * helper such as `setDealershipPrices`), never by a write's name: the one way a write is
 * made (docs/architecture.md, "Add a write"). The registry of writes loads on demand; the
 * sync queue (src/data/outbox) replays them.
 */
// The signed-in shell loads this module: the composition root comes with it (port.ts).
import './compose';

export { queuedDocuments } from './outbox/queueWrite';
export {
  discardRefusedWrite,
  pendingWriteCount,
  retryRefusedWrite,
  useDeadLetters,
  usePendingWriteCount,
} from './outbox/sync';
export type { DeadLetter } from './outbox/types';
