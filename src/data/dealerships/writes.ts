/** A dealership's settings, saved by name (its prices, with their history, are useDealerships.ts's). */
import { namedWritesOf } from '../outbox/queueWrite';
import type { DEALERSHIP_MUTATORS } from './mutators';

export const { saveDealership } = namedWritesOf<typeof DEALERSHIP_MUTATORS>()('saveDealership');
