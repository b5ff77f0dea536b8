/**
 * Pay rates' one write (issue #19): the office sets a person's hourly rate from a day on.
 * It is appended to the person's history (never overwriting a rate), through the sync
 * queue, so it works offline and a replay adds nothing twice.
 */
import { z } from '../../lib/zod';
import { define } from '../outbox/mutator';

/** The highest hourly rate the app takes, in cents ($1,000.00; the rules say the same). */
export const MAX_HOURLY_RATE_CENTS = 100_000;

const SetPayRateArgs = z.lazy(() =>
  z
    .object({
      uid: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
      hourlyRateCents: z.number().int().min(1).max(MAX_HOURLY_RATE_CENTS),
      effectiveFrom: z.iso.datetime(),
      setAt: z.iso.datetime(),
      /** For the sync lists. */
      personName: z.string().max(100),
    })
    .strict(),
);

export const FINANCE_MUTATORS = {
  setPayRate: define({
    parse: (args) => SetPayRateArgs.parse(args),
    local: async (db, args, uid) => {
      const step = {
        hourlyRateCents: args.hourlyRateCents,
        effectiveFrom: args.effectiveFrom,
        setBy: uid,
        setAt: args.setAt,
      };
      const current = await db.payRates.get(args.uid);
      const history = current?.history ?? [];
      if (history.some((earlier) => earlier.setAt === step.setAt && earlier.setBy === uid)) return;
      await db.payRates.put({ id: args.uid, uid: args.uid, history: [...history, step] });
    },
    remote: (args, uid) => [
      {
        path: `payRates/${args.uid}`,
        data: { uid: args.uid },
        mode: 'appendOnce',
        arrayField: 'history',
        entry: {
          hourlyRateCents: args.hourlyRateCents,
          effectiveFrom: args.effectiveFrom,
          setBy: uid,
          setAt: args.setAt,
        },
        stampReceivedAt: true,
      },
    ],
    label: (args) => ({ key: 'payRate', values: { name: args.personName } }),
  }),
};
