/** The washes' writes a screen makes by name (voiding, with its checks, is useWashes.ts's `voidWash`). */
import { namedWritesOf, queueNamedWriteParsed, type WriteArgs } from '../outbox/queueWrite';
import type { WASH_MUTATORS } from './mutators';
import { showLoggedWash, washAsLogged } from './loggedHere';

export const { keepWash } = namedWritesOf<typeof WASH_MUTATORS>()('keepWash');

type LogWashArgs = WriteArgs<typeof WASH_MUTATORS, 'logWash'>;

/**
 * Logs a wash on the device and queues it for the server, then shows it in the lists at once,
 * as the device's copy now holds it (src/data/washes/loggedHere.ts): the wash its mutator
 * stored, from the arguments as it parsed them (a new id, so no copy was there before).
 */
export async function logWash(args: LogWashArgs): Promise<string> {
  const queued = await queueNamedWriteParsed('logWash' satisfies keyof typeof WASH_MUTATORS, args);
  showLoggedWash(washAsLogged(queued.args as LogWashArgs, queued.uid));
  return queued.id;
}
