/** The washes' writes a screen makes by name (voiding, with its checks, is useWashes.ts's `voidWash`). */
import { namedWritesOf } from '../outbox/queueWrite';
import type { WASH_MUTATORS } from './mutators';

export const { logWash, keepWash } = namedWritesOf<typeof WASH_MUTATORS>()('logWash', 'keepWash');
