/**
 * The owner's office's write to a dealership: its details, its clock and overtime rules,
 * its lot's geofence and its price list, saved whole (create or edit), usable offline
 * through the sync queue. Two offices editing the same dealership at once: the later
 * save wins, field by field as written (a merge of the whole form), as the rules allow
 * owner and admin only.
 */
import { z } from '../../lib/zod';
import { OVERTIME_RULES, PRICED_KINDS, TICKET_KINDS, type PricedKind } from '../model';
import { define } from '../outbox/mutator';
import { DEALERSHIP_LIMITS, isKnownZone } from './limits';

const cents = z.lazy(() => z.number().int().min(0).max(DEALERSHIP_LIMITS.priceCents));
const agingHours = z.lazy(() =>
  z.number().int().min(DEALERSHIP_LIMITS.agingTargetHours.min).max(DEALERSHIP_LIMITS.agingTargetHours.max),
);

const SaveDealershipArgs = z.lazy(() =>
  z
    .object({
      id: z.string().min(1).max(128),
      name: z.string().trim().min(1).max(DEALERSHIP_LIMITS.nameChars),
      code: z.string().trim().min(1).max(DEALERSHIP_LIMITS.codeChars),
      address: z.string().trim().max(DEALERSHIP_LIMITS.addressChars),
      timezone: z.string().min(1).max(60).refine(isKnownZone, 'Not a time zone this device knows'),
      weekStart: z.number().int().min(0).max(6),
      overtimeRule: z.enum(OVERTIME_RULES),
      openShiftLimitHours: z
        .number()
        .int()
        .min(DEALERSHIP_LIMITS.openShiftLimitHours.min)
        .max(DEALERSHIP_LIMITS.openShiftLimitHours.max),
      duplicateWashWindowHours: z
        .number()
        .int()
        .min(DEALERSHIP_LIMITS.duplicateWashWindowHours.min)
        .max(DEALERSHIP_LIMITS.duplicateWashWindowHours.max),
      // Forms before issue #35 did not send it: none.
      punchPhoto: z.boolean().default(false),
      // Issue #36; forms before it did not send it: every kind on the default.
      agingTargetHours: z.partialRecord(z.enum(TICKET_KINDS), agingHours).default({}),
      geofence: z
        .object({
          lat: z.number().min(-90).max(90),
          lng: z.number().min(-180).max(180),
          radiusM: z
            .number()
            .min(DEALERSHIP_LIMITS.geofenceRadiusM.min)
            .max(DEALERSHIP_LIMITS.geofenceRadiusM.max),
        })
        .strict()
        .nullable(),
      priceList: z
        .object(
          Object.fromEntries(PRICED_KINDS.map((kind) => [kind, cents])) as Record<PricedKind, typeof cents>,
        )
        .strict(),
      active: z.boolean(),
    })
    .strict(),
);

export type DealershipFields = Omit<z.infer<typeof SaveDealershipArgs>, 'id'>;

const SetPricesArgs = z.lazy(() =>
  z
    .object({
      id: z.string().min(1).max(128),
      prices: SaveDealershipArgs.unwrap().shape.priceList,
      effectiveFrom: z.iso.datetime(),
      setAt: z.iso.datetime(),
      /** For the sync lists. */
      name: z.string().max(DEALERSHIP_LIMITS.nameChars),
    })
    .strict(),
);

export const DEALERSHIP_MUTATORS = {
  /** A dealership created or edited by owner or admin: dealerships/{id}, the whole form. */
  saveDealership: define({
    parse: (args) => SaveDealershipArgs.parse(args),
    local: async (db, { id, ...fields }) => {
      await db.dealerships.put({ ...((await db.dealerships.get(id)) ?? {}), ...fields, id });
    },
    remote: ({ id, ...fields }) => [
      { path: `dealerships/${id}`, data: fields, mode: 'merge', stampReceivedAt: false },
    ],
    label: (args) => ({ key: 'dealership', values: { name: args.name } }),
  }),
  /**
   * A price list set from an instant on (issue #19), appended to the dealership's price
   * history (never overwriting one). The list for new work is the dealership's own
   * `priceList`, saved with its form; the form offers today or an earlier day only.
   */
  setPrices: define({
    parse: (args) => SetPricesArgs.parse(args),
    local: async (db, args, uid) => {
      const current = await db.dealerships.get(args.id);
      if (!current) return;
      const step = { prices: args.prices, effectiveFrom: args.effectiveFrom, setBy: uid, setAt: args.setAt };
      const history = current.priceHistory ?? [];
      if (history.some((earlier) => earlier.setAt === step.setAt && earlier.setBy === uid)) return;
      await db.dealerships.put({ ...current, priceHistory: [...history, step] });
    },
    remote: (args, uid) => [
      {
        path: `dealerships/${args.id}`,
        data: {},
        mode: 'appendOnce',
        arrayField: 'priceHistory',
        entry: { prices: args.prices, effectiveFrom: args.effectiveFrom, setBy: uid, setAt: args.setAt },
        stampReceivedAt: false,
      },
    ],
    label: (args) => ({ key: 'dealershipPrices', values: { name: args.name } }),
  }),
};
