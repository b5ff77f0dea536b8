import { useLiveQuery } from 'dexie-react-hooks';
import { getDatabase, type Mirrored } from '../db';
import type { WashLog } from '../model';
import { queueWrite } from '../writes';

/** A wash as the device holds it: `pending` until the server's copy (with its receipt time) is here. */
export type DeviceWash = Mirrored<WashLog> & { pending: boolean };

/** The washes on the device's copy (the last 30 days the person may read, and their own queued ones), newest first. */
export function useWashes(): DeviceWash[] | undefined {
  return useLiveQuery(async () => {
    const washes = await getDatabase().washLogs.orderBy('washedAt').reverse().toArray();
    return washes.map((wash) => ({ ...wash, pending: !wash.receivedAt }));
  }, []);
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
