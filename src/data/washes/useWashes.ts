import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useSyncExternalStore } from 'react';
import { getDatabase, readInPages, readUncached, type LocalWashLog, type Mirrored } from '../db';
import type { WashLog } from '../model';
import { queuedDocuments, writerOf } from '../outbox/queueWrite';
import { lastLoggedNumber, loggedHere, subscribeLoggedHere } from './loggedHere';
import type { WASH_MUTATORS } from './mutators';

const queueWrite = writerOf<typeof WASH_MUTATORS>();

/** A wash as the device holds it: `pending` while a write of it waits in this phone's queue. */
export type DeviceWash = Mirrored<WashLog> & { pending: boolean };

/** By wash time, newest first; a tie by id, last first (the order of the washes' index read backwards). */
const newestFirst = (a: LocalWashLog, b: LocalWashLog): number =>
  a.washedAt === b.washedAt ? (a.id < b.id ? 1 : -1) : a.washedAt < b.washedAt ? 1 : -1;

/** The washes on the device's copy (the last 30 days the person may read, and their own queued ones), newest first. */
export function useWashes(): DeviceWash[] | undefined {
  const reading = useLiveQuery(async () => {
    // Washes numbered before this reading began are in it.
    const knows = lastLoggedNumber();
    const db = getDatabase();
    const [washes, queued] = await Promise.all([
      readUncached(db, [db.washLogs], () => readInPages(db.washLogs)),
      queuedDocuments(),
    ]);
    return {
      knows,
      washes: washes
        .sort(newestFirst)
        .map((wash): DeviceWash => ({ ...wash, pending: queued.has(`washLogs/${wash.id}`) })),
    };
  }, []);
  const logged = useSyncExternalStore(subscribeLoggedHere, loggedHere);
  return useMemo(() => {
    if (!reading) return undefined;
    const read = new Set(reading.washes.map((wash) => wash.id));
    const notYetRead = logged.filter(({ number, wash }) => number > reading.knows && !read.has(wash.id));
    if (notYetRead.length === 0) return reading.washes;
    return [...notYetRead.map(({ wash }) => ({ ...wash, pending: true })), ...reading.washes].sort(
      newestFirst,
    );
  }, [reading, logged]);
}

/** Voids a wash now, with the person's reason: the washer within the window, the office any time. */
export function voidWash(wash: Pick<Mirrored<WashLog>, 'id' | 'reference'>, reason: string): Promise<string> {
  return queueWrite('voidWash', {
    id: wash.id,
    reference: wash.reference,
    at: new Date().toISOString(),
    reason,
  });
}

/** Each washer's name as their newest wash on the device recorded it (`washes` newest first, as useWashes gives them). */
export function washerNames(washes: readonly Pick<WashLog, 'uid' | 'washerName'>[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const wash of washes)
    if (wash.washerName && !names.has(wash.uid)) names.set(wash.uid, wash.washerName);
  return names;
}
