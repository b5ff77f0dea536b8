/**
 * Hooks for the end-to-end tests, present only in builds that talk to the local
 * emulators (VITE_FIREBASE_EMULATOR_HOST set); a production build has none. They let a
 * test queue many writes quickly, through the same path the screens use.
 */
import { env } from '../config/env';
import { getDatabase } from './db';
import type { MutatorArgs, MutatorName } from './outbox/mutators';
import { queueWrite, setEntriesPerCommit } from './outbox/sync';

export interface LotcrewTestHooks {
  queueWrite<Name extends MutatorName>(name: Name, args: MutatorArgs<Name>): Promise<string>;
  pendingCount(): Promise<number>;
  deadLetterCount(): Promise<number>;
  /** Smaller commits, so a test can cut the network between the commits of one flush. */
  setEntriesPerCommit(count: number): void;
}

declare global {
  interface Window {
    lotcrewTest?: LotcrewTestHooks;
  }
}

export function exposeTestHooks(): void {
  if (!env.VITE_FIREBASE_EMULATOR_HOST) return;
  window.lotcrewTest = {
    queueWrite,
    pendingCount: () => getDatabase().outbox.count(),
    deadLetterCount: () => getDatabase().deadLetters.count(),
    setEntriesPerCommit,
  };
}
