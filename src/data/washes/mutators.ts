/**
 * The wash bay's writes, each usable offline through the sync queue (issue #17): a wash
 * logged (created once), a wash voided (once; the wash stays on record), and the office
 * keeping both of a pair that looked like a duplicate. Each `local` is idempotent (the
 * mirror lays queued writes over answers).
 */
import { z } from '../../lib/zod';
import { WASH_KINDS } from '../model';
import { define } from '../outbox/mutator';
import { washAsLogged } from './loggedHere';

const isoTime = z.lazy(() => z.iso.datetime());
/** A reason a person types: why a car was washed again, why a wash is voided. */
const reason = z.lazy(() => z.string().trim().min(1).max(200));

const LogWashArgs = z.lazy(() =>
  z
    .object({
      id: z.uuid(),
      dealershipId: z.string().min(1).max(128),
      washedAt: isoTime,
      reference: z.string().trim().min(1).max(40),
      vin: z.string().length(17).nullable(),
      kind: z.enum(WASH_KINDS),
      note: z.string().max(1000),
      washerName: z.string().trim().min(1).max(100).optional(),
      repeatReason: reason.optional(),
    })
    .strict(),
);

/** `reference` only names the change in the sync lists; the wash keeps its own. */
const washId = { id: z.string().min(1).max(128), reference: z.string().max(40) };
const VoidWashArgs = z.lazy(() => z.object({ ...washId, at: isoTime, reason }).strict());
const KeepWashArgs = z.lazy(() => z.object({ ...washId, reason }).strict());

export const WASH_MUTATORS = {
  /** A wash logged by a serviceWash crew member: washLogs/{id}. */
  logWash: define({
    parse: (args) => LogWashArgs.parse(args),
    local: async (db, args, uid) => {
      // Idempotent: once the server's copy is here, it stays (it has the receipt time).
      if (!(await db.washLogs.get(args.id))) await db.washLogs.put(washAsLogged(args, uid));
    },
    remote: (args, uid) => {
      const { id, ...fields } = args;
      return [
        { path: `washLogs/${id}`, data: { ...fields, uid }, mode: 'createOnce', stampReceivedAt: true },
      ];
    },
    label: (args) => ({ key: 'wash', values: { reference: args.reference } }),
  }),
  /** A wash voided, with a reason: its washer within the window, or the owner's office. */
  voidWash: define({
    parse: (args) => VoidWashArgs.parse(args),
    local: async (db, args, uid) => {
      const wash = await db.washLogs.get(args.id);
      if (wash && !wash.voided)
        await db.washLogs.put({ ...wash, voided: { by: uid, at: args.at, reason: args.reason } });
    },
    remote: (args, uid) => [
      {
        path: `washLogs/${args.id}`,
        data: { voided: { by: uid, at: args.at, reason: args.reason } },
        mode: 'merge',
        stampReceivedAt: true,
      },
    ],
    label: (args) => ({ key: 'washVoid', values: { reference: args.reference } }),
  }),
  /** The office keeps a wash that looked like a repeat: both were real, and why. */
  keepWash: define({
    parse: (args) => KeepWashArgs.parse(args),
    local: async (db, args) => {
      const wash = await db.washLogs.get(args.id);
      if (wash) await db.washLogs.put({ ...wash, repeatReason: args.reason });
    },
    remote: (args) => [
      {
        path: `washLogs/${args.id}`,
        data: { repeatReason: args.reason },
        mode: 'merge',
        stampReceivedAt: true,
      },
    ],
    label: (args) => ({ key: 'washKept', values: { reference: args.reference } }),
  }),
};
