/**
 * Supplies' writes (issue #18), each usable offline through the sync queue: a request made
 * (created once), a supplier's step on it (status, what was delivered, when), and a
 * supplier's catalogue saved. Every line is checked here in full: the rules can check only
 * the first (docs/decisions.md, "Rules check lists shallowly").
 */
import { z } from '../../lib/zod';
import { SUPPLY_STATUSES } from '../model';
import { define } from '../outbox/mutator';

const isoTime = z.lazy(() => z.iso.datetime());
const id = z.lazy(() => z.string().regex(/^[A-Za-z0-9_-]{1,128}$/));
const cents = z.lazy(() => z.number().int().min(0).max(100_000_000));
/** The most lines one request holds (firestore.rules: validSupplyItems). */
export const MAX_SUPPLY_LINES = 12;
/** The most items one catalogue holds (firestore.rules: validSupplier). */
export const MAX_CATALOG_ITEMS = 60;
export const MAX_SUPPLY_QTY = 10_000;

const SupplyLineArgs = z.lazy(() =>
  z
    .object({
      name: z.string().trim().min(1).max(100),
      qty: z.number().int().min(1).max(MAX_SUPPLY_QTY),
      unit: z.string().trim().max(40).nullable(),
      unitPriceCents: cents.nullable(),
      catalogItemId: id.nullable(),
    })
    .strict(),
);

const RequestSuppliesArgs = z.lazy(() =>
  z
    .object({
      id: z.uuid(),
      requesterName: z.string().trim().min(1).max(100),
      supplierUid: id,
      supplierName: z.string().max(100),
      items: z.array(SupplyLineArgs).min(1).max(MAX_SUPPLY_LINES),
      dealershipId: id.nullable(),
      location: z.string().trim().max(100),
      neededBy: z.iso.date().nullable(),
      note: z.string().trim().max(1000),
      createdAt: isoTime,
    })
    .strict(),
);

const StepArgs = z.lazy(() =>
  z
    .object({
      id: z.string().min(1).max(128),
      status: z.enum(SUPPLY_STATUSES).exclude(['open']),
      delivered: z.array(z.number().int().min(0).max(100_000)).min(1).max(MAX_SUPPLY_LINES),
      at: isoTime,
      /** Who asked, for the sync lists. */
      requesterName: z.string().max(100),
    })
    .strict(),
);

const CatalogArgs = z.lazy(() =>
  z
    .object({
      name: z.string().trim().min(1).max(100),
      items: z
        .array(
          z
            .object({
              id,
              name: z.string().trim().min(1).max(100),
              unit: z.string().trim().max(40),
              unitPriceCents: cents,
            })
            .strict(),
        )
        .max(MAX_CATALOG_ITEMS),
      /** No catalogue on record yet: the first save switches the supplier on. */
      firstSave: z.boolean(),
    })
    .strict(),
);

/** What a request is stored with: the id names the document, the supplier's name only the sync lists. */
function storedRequest(args: z.infer<typeof RequestSuppliesArgs>, uid: string) {
  return {
    requesterName: args.requesterName,
    supplierUid: args.supplierUid,
    items: args.items,
    dealershipId: args.dealershipId,
    location: args.location,
    neededBy: args.neededBy,
    note: args.note,
    createdAt: args.createdAt,
    requestedBy: uid,
    delivered: args.items.map(() => 0),
    status: 'open' as const,
    stepAt: { open: args.createdAt },
  };
}

export const SUPPLY_MUTATORS = {
  /** Supplies requested from a supplier: supplyRequests/{id}, open, nothing delivered. */
  requestSupplies: define({
    parse: (args) => RequestSuppliesArgs.parse(args),
    local: async (db, args, uid) => {
      // Idempotent: once the server's copy is here, it stays (it has the receipt time).
      if (!(await db.supplyRequests.get(args.id)))
        await db.supplyRequests.put({ id: args.id, ...storedRequest(args, uid) });
    },
    remote: (args, uid) => [
      {
        path: `supplyRequests/${args.id}`,
        data: storedRequest(args, uid),
        mode: 'createOnce',
        stampReceivedAt: true,
      },
    ],
    label: (args) => ({ key: 'supplyRequest', values: { supplier: args.supplierName } }),
  }),
  /** The supplier's step: acknowledged, or what was delivered so far (partly or fully). */
  stepSupplyRequest: define({
    parse: (args) => StepArgs.parse(args),
    local: async (db, args) => {
      const request = await db.supplyRequests.get(args.id);
      if (request)
        await db.supplyRequests.put({
          ...request,
          status: args.status,
          delivered: args.delivered,
          stepAt: { ...request.stepAt, [args.status]: args.at },
        });
    },
    remote: (args) => [
      {
        path: `supplyRequests/${args.id}`,
        data: { status: args.status, delivered: args.delivered, stepAt: { [args.status]: args.at } },
        mode: 'merge',
        stampReceivedAt: true,
      },
    ],
    label: (args) => ({ key: `supplyStep.${args.status}`, values: { requester: args.requesterName } }),
  }),
  /** A supplier's name and catalogue: suppliers/{uid}. */
  saveCatalogue: define({
    parse: (args) => CatalogArgs.parse(args),
    local: async (db, args, uid) => {
      const current = await db.suppliers.get(uid);
      await db.suppliers.put({
        id: uid,
        active: current?.active ?? true,
        name: args.name,
        items: args.items,
      });
    },
    remote: (args, uid) => [
      {
        path: `suppliers/${uid}`,
        data: { name: args.name, items: args.items, ...(args.firstSave ? { active: true } : {}) },
        mode: 'merge',
        stampReceivedAt: true,
      },
    ],
    label: () => ({ key: 'catalogue' }),
  }),
};
