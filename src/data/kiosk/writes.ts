/** The kiosk PIN, set by the person on their own phone: hashed here, queued, and mirrored back. */
import { useLiveQuery } from 'dexie-react-hooks';
import { getDatabase, type Mirrored } from '../db';
import { writerOf } from '../outbox/queueWrite';
import type { KIOSK_MUTATORS } from './mutators';
import { hashPin } from './pin';
import type { KioskPin } from './pins';

const queueWrite = writerOf<typeof KIOSK_MUTATORS>();

/** The person's own PIN record on the device (null: none set; undefined while loading). */
export function useMyKioskPin(uid: string): Mirrored<KioskPin> | null | undefined {
  return useLiveQuery(async () => (await getDatabase().kioskPins.get(uid)) ?? null, [uid]);
}

/** Sets the person's PIN (already checked with pinProblem): only its salted hash is queued. */
export async function setKioskPin(
  pin: string,
  person: { displayName: string; dealerships: readonly string[] },
  now = new Date(),
): Promise<void> {
  const hashed = await hashPin(pin);
  await queueWrite('setKioskPin', {
    ...hashed,
    displayName: person.displayName,
    dealerships: [...person.dealerships],
    setAt: now.toISOString(),
  });
}
