/**
 * The wash bay's writes, each usable offline through the sync queue. Each `local` is
 * idempotent (the mirror lays queued writes over answers).
 */
import { z } from '../../lib/zod';
import { define } from '../outbox/mutator';

const isoTime = z.iso.datetime();

const LogWashArgs = z
  .object({
    id: z.uuid(),
    dealershipId: z.string().min(1).max(128),
    washedAt: isoTime,
    reference: z.string().trim().min(1).max(40),
    vin: z.string().length(17).nullable(),
    kind: z.enum(['service', 'lot']),
    note: z.string().max(1000),
  })
  .strict();

export const WASH_MUTATORS = {
  /** A wash logged by a serviceWash crew member: washLogs/{id}. */
  logWash: define({
    parse: (args) => LogWashArgs.parse(args),
    local: async (db, args, uid) => {
      // Idempotent: once the server's copy is here, it stays (it has the receipt time).
      if (!(await db.washLogs.get(args.id))) await db.washLogs.put({ ...args, uid });
    },
    remote: (args, uid) => {
      const { id, ...fields } = args;
      return [
        { path: `washLogs/${id}`, data: { ...fields, uid }, mode: 'createOnce', stampReceivedAt: true },
      ];
    },
    label: (args) => `Wash ${args.reference}`,
  }),
};
