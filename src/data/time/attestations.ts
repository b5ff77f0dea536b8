/**
 * A worker's word on their breaks, given at clock-out in a dealership that follows
 * California's meal and rest periods (issue #35): kept as evidence beside the punches,
 * append-only like them. The break rules (breaks.ts) read it with the punches.
 */
import type { IsoTime } from '../model';
import type { BreakAnswer } from './breaks';

/** What they could not take, with the answer 'couldNotTake'. */
export const MISSED_BREAKS = ['meal', 'rest'] as const;
export type MissedBreak = (typeof MISSED_BREAKS)[number];

/** timeAttestations/{id}: what the worker said about a workday's breaks, in the words they read. */
export interface TimeAttestation {
  uid: string;
  /** The clock-out punch it was given with. */
  punchId: string;
  /** The week that punch belongs to: an approved week takes no new word, as it takes no new punch. */
  weekStart: string;
  answer: BreakAnswer;
  /** With 'couldNotTake': which breaks; empty otherwise. */
  couldNotTake: MissedBreak[];
  /** In their own words (may be empty). */
  note: string;
  /** The language the question was shown in: the evidence of what they read. */
  language: 'en' | 'es';
  /** The clock-out's time. */
  at: IsoTime;
  /** The server's time of receipt. */
  receivedAt?: IsoTime;
}

declare module '../db' {
  interface MirroredShapes {
    timeAttestations: TimeAttestation;
  }
}
