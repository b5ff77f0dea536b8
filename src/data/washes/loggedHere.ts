/**
 * The washes this tab has just logged, for the wash lists (useWashes.ts) to show before their
 * own reading of the copy has them. Not part of the domain's public index.
 */
import type { LocalWashLog } from '../db';
import type { WashLog } from '../model';

export interface LoggedHere {
  /** In the order logged on this tab, from 1. */
  number: number;
  wash: LocalWashLog;
}

/**
 * Washes this tab has just logged, each numbered in the order it was logged, shown by the
 * lists at once: a list's own reading of the copy (every wash, and the queue) answers a new
 * wash only after its turn in IndexedDB, ~100 ms more at 4× CPU (bench/washes.bench.ts,
 * wash logged to shown). A reading that started after a wash was numbered here has it (or
 * knows it is gone: a sign-out empties the copy), so it is shown only to readings older than
 * itself. The last few are kept: by then every reading has long caught up.
 */
let logged: readonly LoggedHere[] = [];
let lastNumber = 0;
const LOGGED_HERE_KEPT = 20;
const loggedHereListeners = new Set<() => void>();

/** Shows `wash` (as the device's copy now holds it, its write queued) in every list at once. */
export function showLoggedWash(wash: LocalWashLog): void {
  lastNumber += 1;
  logged = [...logged, { number: lastNumber, wash }].slice(-LOGGED_HERE_KEPT);
  for (const listener of loggedHereListeners) listener();
}

export function subscribeLoggedHere(listener: () => void): () => void {
  loggedHereListeners.add(listener);
  return () => loggedHereListeners.delete(listener);
}

/** The washes logged here, the last few (the same array until the next is logged). */
export const loggedHere = (): readonly LoggedHere[] => logged;

/** The number of the last wash logged here (0: none yet). */
export const lastLoggedNumber = (): number => lastNumber;

/** What logging a wash writes, besides whose it is: the optional fields only when given. */
export type LoggedWashFields = Pick<
  WashLog,
  'dealershipId' | 'washedAt' | 'reference' | 'vin' | 'kind' | 'note'
> & {
  id: string;
  washerName?: string | undefined;
  repeatReason?: string | undefined;
};

/**
 * The wash as logging it stores it on the device (the mutator's `local`, with parsed arguments)
 * and as the lists show it at once: one function, so the two never differ.
 */
export function washAsLogged(args: LoggedWashFields, uid: string): LocalWashLog {
  const { washerName, repeatReason, ...fields } = args;
  return {
    ...fields,
    uid,
    ...(washerName ? { washerName } : {}),
    ...(repeatReason ? { repeatReason } : {}),
  };
}
