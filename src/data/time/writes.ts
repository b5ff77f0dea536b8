/** The office's decisions on time, as writes a screen makes by name (punches are usePunch.ts's). */
import { namedWritesOf } from '../outbox/queueWrite';
import type { TIME_MUTATORS } from './mutators';

export const { decideCorrection, approveWeek, unlockWeek } = namedWritesOf<typeof TIME_MUTATORS>()(
  'decideCorrection',
  'approveWeek',
  'unlockWeek',
);
