/**
 * The kiosk PIN's write (issue #35): a person sets or changes their own, on their own
 * phone, offline too. Only the hash leaves the phone; the PIN itself is never stored.
 */
import { z } from '../../lib/zod';
import { define } from '../outbox/mutator';
import { PIN_HASH_ROUNDS } from './pin';

const SetPinArgs = z
  .object({
    displayName: z.string().trim().min(1).max(100),
    dealerships: z.array(z.string().min(1).max(128)).max(5),
    salt: z.string().min(16).max(64),
    hash: z.string().min(32).max(128),
    rounds: z.number().int().min(PIN_HASH_ROUNDS).max(1_000_000),
    setAt: z.iso.datetime(),
  })
  .strict();

export const KIOSK_MUTATORS = {
  /** kioskPins/{uid}: the person's PIN hash, replaced whole each time they set one. */
  setKioskPin: define({
    parse: (args) => SetPinArgs.parse(args),
    local: async (db, args, uid) => {
      await db.kioskPins.put({ ...args, id: uid, uid });
    },
    remote: (args, uid) => [
      { path: `kioskPins/${uid}`, data: { ...args, uid }, mode: 'merge', stampReceivedAt: true },
    ],
    label: () => ({ key: 'kioskPin' }),
  }),
};
