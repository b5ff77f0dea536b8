/**
 * The kiosk PIN's write (issue #35): a person sets or changes their own, on their own
 * phone, offline too. Only the hash leaves the phone; the PIN itself is never stored.
 */
import { z } from '../../lib/zod';
import { define, withoutPersonName } from '../outbox/mutator';
import { PIN_HASH_ROUNDS } from './pin';

const SetPinArgs = z.lazy(() =>
  z
    .object({
      displayName: z.string().trim().min(1).max(100),
      dealerships: z.array(z.string().min(1).max(128)).max(5),
      salt: z.string().min(16).max(64),
      hash: z.string().min(32).max(128),
      rounds: z.number().int().min(PIN_HASH_ROUNDS).max(1_000_000),
      setAt: z.iso.datetime(),
    })
    .strict(),
);

const LockoutArgs = z.lazy(() =>
  z
    .object({
      id: z.uuid(),
      uid: z.string().min(1).max(128),
      dealershipId: z.string().min(1).max(128),
      lockedAt: z.iso.datetime(),
      lockedUntil: z.iso.datetime(),
      /** For the sync lists only (never sent): whose PIN. */
      personName: z.string().max(100),
    })
    .strict(),
);

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
  /** A PIN locked on this kiosk: kioskLockouts/{id}, naming the kiosk (the writer), for the office. */
  reportPinLock: define({
    parse: (args) => LockoutArgs.parse(args),
    local: async (db, args, kiosk) => {
      if (!(await db.kioskLockouts.get(args.id)))
        await db.kioskLockouts.put({ ...withoutPersonName(args), kiosk });
    },
    remote: (args, kiosk) => {
      const { id, ...lock } = withoutPersonName(args);
      return [
        { path: `kioskLockouts/${id}`, data: { ...lock, kiosk }, mode: 'createOnce', stampReceivedAt: true },
      ];
    },
    label: (args) => ({ key: 'kioskLock', values: { name: args.personName } }),
  }),
};
