/** The washes' writes a screen makes by name (voiding, with its checks, is useWashes.ts's `voidWash`). */
import { getDatabase } from '../db';
import { namedWritesOf, type WriteArgs } from '../outbox/queueWrite';
import type { WASH_MUTATORS } from './mutators';
import { showLoggedWash } from './loggedHere';

const named = namedWritesOf<typeof WASH_MUTATORS>()('logWash', 'keepWash');

export const { keepWash } = named;

/**
 * Logs a wash on the device and queues it for the server, then shows it in the lists at once,
 * as the device's copy holds it (src/data/washes/loggedHere.ts).
 */
export async function logWash(args: WriteArgs<typeof WASH_MUTATORS, 'logWash'>): Promise<string> {
  const queued = await named.logWash(args);
  // The wash is stored and queued: a failed read back only leaves the lists to their reading.
  const stored = await getDatabase()
    .washLogs.get(args.id)
    .catch(() => undefined);
  if (stored) showLoggedWash(stored);
  return queued;
}
