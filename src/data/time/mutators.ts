/**
 * The time clock's writes, each usable offline through the sync queue (issue #16):
 * a punch (evidence, created once), a correction request or the office's own correction,
 * the office's decision on a request, and a week's approval (lock) or unlock. Each
 * `local` is idempotent (the mirror lays queued writes over answers).
 */
import { z } from '../../lib/zod';
import type { LotcrewDatabase } from '../db';
import { PUNCH_KINDS, PUNCH_PHOTO_OUTCOMES, type TimeWeek } from '../model';
import { define, withoutPersonName } from '../outbox/mutator';
import { MISSED_BREAKS } from './attestations';
import { BREAK_ANSWERS } from './breaks';

const isoTime = z.lazy(() => z.iso.datetime());
const day = z.lazy(() => z.iso.date());
const note = z.lazy(() => z.string().trim().max(500));

const PunchArgs = z.lazy(() =>
  z
    .object({
      id: z.uuid(),
      kind: z.enum(PUNCH_KINDS),
      at: isoTime,
      timezone: z.string().min(1).max(60),
      position: z
        .object({
          lat: z.number().min(-90).max(90),
          lng: z.number().min(-180).max(180),
          accuracyM: z.number().min(0).max(100_000),
        })
        .strict()
        .nullable(),
      clockSkewMs: z.number().int().nullable(),
      weekStart: day,
      note,
      photo: z.enum(PUNCH_PHOTO_OUTCOMES).optional(),
    })
    .strict(),
);

/**
 * A tap on a dealership's kiosk (issue #35): the punch of the person whose PIN was
 * entered, with the dealership the kiosk clocks for; the writer is the kiosk.
 */
const KioskPunchArgs = z.lazy(() =>
  PunchArgs.unwrap()
    .extend({
      uid: z.string().min(1).max(128),
      dealershipId: z.string().min(1).max(128),
      /** For the sync lists only (never sent): whose punch it is. */
      personName: z.string().max(100),
    })
    .strict(),
);

const TimeChangeArgs = z.lazy(() =>
  z.discriminatedUnion('action', [
    z.object({ action: z.literal('add'), kind: z.enum(PUNCH_KINDS), at: isoTime }).strict(),
    z
      .object({
        action: z.literal('move'),
        punchId: z.string().min(1).max(128),
        kind: z.enum(PUNCH_KINDS),
        from: isoTime,
        to: isoTime,
      })
      .strict(),
    z
      .object({
        action: z.literal('void'),
        punchId: z.string().min(1).max(128),
        kind: z.enum(PUNCH_KINDS),
        from: isoTime,
      })
      .strict(),
  ]),
);

const CorrectionArgs = z.lazy(() =>
  z
    .object({
      id: z.uuid(),
      /** Whose time: one's own for a request; anyone's for the office. */
      uid: z.string().min(1).max(128),
      weekStart: day,
      change: TimeChangeArgs,
      reason: z.string().trim().min(1).max(500),
      requestedAt: isoTime,
    })
    .strict(),
);

const AttestationArgs = z.lazy(() =>
  z
    .object({
      id: z.uuid(),
      punchId: z.string().min(1).max(128),
      weekStart: day,
      answer: z.enum(BREAK_ANSWERS),
      couldNotTake: z.array(z.enum(MISSED_BREAKS)).max(2),
      note,
      language: z.enum(['en', 'es']),
      at: isoTime,
    })
    .strict()
    .refine((args) => (args.answer === 'couldNotTake') === args.couldNotTake.length > 0, {
      message: 'Say which break you could not take, and only then.',
      path: ['couldNotTake'],
    }),
);

const DecideArgs = z.lazy(() =>
  z
    .object({
      correctionId: z.string().min(1).max(128),
      state: z.enum(['approved', 'rejected']),
      decidedAt: isoTime,
      decisionNote: note,
    })
    .strict(),
);

const WeekArgs = z.lazy(() =>
  z.object({ uid: z.string().min(1).max(128), weekStart: day, at: isoTime, note }).strict(),
);

/** A correction's document: a request (pending) or, by the office, approved at once. */
function correctionDoc(args: z.infer<typeof CorrectionArgs>, writer: string, approved: boolean) {
  return {
    uid: args.uid,
    weekStart: args.weekStart,
    change: args.change,
    reason: args.reason,
    requestedBy: writer,
    requestedAt: args.requestedAt,
    state: approved ? ('approved' as const) : ('pending' as const),
    decidedBy: approved ? writer : null,
    decidedAt: approved ? args.requestedAt : null,
    decisionNote: '',
  };
}

const weekId = (args: { uid: string; weekStart: string }) => `${args.uid}_${args.weekStart}`;

/** The week's approval steps on the device, with this one added (once). */
async function stepWeek(
  db: LotcrewDatabase,
  args: z.infer<typeof WeekArgs>,
  action: 'approve' | 'unlock',
  writer: string,
) {
  const id = weekId(args);
  const current = await db.timeWeeks.get(id);
  const step = { action, by: writer, at: args.at, note: args.note };
  const history = current?.history ?? [];
  if (history.some((entry) => entry.at === step.at && entry.action === action && entry.by === writer)) return;
  const week: TimeWeek & { id: string } = {
    ...(current ?? { uid: args.uid, weekStart: args.weekStart }),
    id,
    locked: action === 'approve',
    history: [...history, step],
  };
  await db.timeWeeks.put(week);
}

function weekWrite(args: z.infer<typeof WeekArgs>, action: 'approve' | 'unlock', writer: string) {
  return [
    {
      path: `timeWeeks/${weekId(args)}`,
      data: { uid: args.uid, weekStart: args.weekStart, locked: action === 'approve' },
      mode: 'appendOnce' as const,
      arrayField: 'history',
      entry: { action, by: writer, at: args.at, note: args.note },
      stampReceivedAt: true,
    },
  ];
}

export const TIME_MUTATORS = {
  /** A tap on the time clock: timePunches/{id}, with the server's time of receipt. */
  punch: define({
    parse: (args) => PunchArgs.parse(args),
    local: async (db, args, uid) => {
      // Idempotent: once the server's copy is here, it stays (it has the receipt time).
      if (!(await db.timePunches.get(args.id))) await db.timePunches.put({ ...args, uid });
    },
    remote: (args, uid) => {
      const { id, ...fields } = args;
      return [
        { path: `timePunches/${id}`, data: { ...fields, uid }, mode: 'createOnce', stampReceivedAt: true },
      ];
    },
    label: (args) => ({ key: `punch.${args.kind}` }),
  }),
  /**
   * A tap on a dealership's kiosk for the person whose PIN was entered (issue #35):
   * timePunches/{id} naming the kiosk (`viaKiosk`, the writer) and its dealership, which
   * the rules check against the person's.
   */
  kioskPunch: define({
    parse: (args) => KioskPunchArgs.parse(args),
    local: async (db, args, kiosk) => {
      if (!(await db.timePunches.get(args.id)))
        await db.timePunches.put({ ...withoutPersonName(args), viaKiosk: kiosk });
    },
    remote: (args, kiosk) => {
      const { id, ...fields } = withoutPersonName(args);
      return [
        {
          path: `timePunches/${id}`,
          data: { ...fields, viaKiosk: kiosk },
          mode: 'createOnce',
          stampReceivedAt: true,
        },
      ];
    },
    label: (args) => ({ key: `kioskPunch.${args.kind}`, values: { name: args.personName } }),
  }),
  /**
   * The worker's word on their breaks at clock-out (issue #35): timeAttestations/{id},
   * created once, with the server's time of receipt; refused, like a punch, once its week
   * is approved.
   */
  attestBreaks: define({
    parse: (args) => AttestationArgs.parse(args),
    local: async (db, args, uid) => {
      if (!(await db.timeAttestations.get(args.id))) await db.timeAttestations.put({ ...args, uid });
    },
    remote: (args, uid) => {
      const { id, ...fields } = args;
      return [
        {
          path: `timeAttestations/${id}`,
          data: { ...fields, uid },
          mode: 'createOnce',
          stampReceivedAt: true,
        },
      ];
    },
    label: () => ({ key: 'breakAttestation' }),
  }),
  /** A crew member asks for a change to their own time (pending until the office decides). */
  requestCorrection: define({
    parse: (args) => CorrectionArgs.parse(args),
    local: async (db, args, uid) => {
      if (!(await db.timeCorrections.get(args.id)))
        await db.timeCorrections.put({ id: args.id, ...correctionDoc(args, uid, false) });
    },
    remote: (args, uid) => [
      {
        path: `timeCorrections/${args.id}`,
        data: correctionDoc(args, uid, false),
        mode: 'createOnce',
        stampReceivedAt: true,
      },
    ],
    label: () => ({ key: 'correctionRequest' }),
  }),
  /** The owner's office corrects someone's time itself: approved and signed at once. */
  correctTime: define({
    parse: (args) => CorrectionArgs.parse(args),
    local: async (db, args, uid) => {
      if (!(await db.timeCorrections.get(args.id)))
        await db.timeCorrections.put({ id: args.id, ...correctionDoc(args, uid, true) });
    },
    remote: (args, uid) => [
      {
        path: `timeCorrections/${args.id}`,
        data: correctionDoc(args, uid, true),
        mode: 'createOnce',
        stampReceivedAt: true,
      },
    ],
    label: () => ({ key: 'correction' }),
  }),
  /** The office approves or rejects a pending request, once. */
  decideCorrection: define({
    parse: (args) => DecideArgs.parse(args),
    local: async (db, args, uid) => {
      const correction = await db.timeCorrections.get(args.correctionId);
      if (!correction || correction.state !== 'pending') return;
      await db.timeCorrections.put({
        ...correction,
        state: args.state,
        decidedBy: uid,
        decidedAt: args.decidedAt,
        decisionNote: args.decisionNote,
      });
    },
    remote: (args, uid) => [
      {
        path: `timeCorrections/${args.correctionId}`,
        data: {
          state: args.state,
          decidedBy: uid,
          decidedAt: args.decidedAt,
          decisionNote: args.decisionNote,
        },
        mode: 'merge',
        stampReceivedAt: true,
      },
    ],
    label: (args) => ({ key: `correctionDecision.${args.state}` }),
  }),
  /** The office approves a person's week: locked against changes until unlocked. */
  approveWeek: define({
    parse: (args) => WeekArgs.parse(args),
    local: (db, args, uid) => stepWeek(db, args, 'approve', uid),
    remote: (args, uid) => weekWrite(args, 'approve', uid),
    label: (args) => ({ key: 'weekApproved', values: { week: args.weekStart } }),
  }),
  /** The office opens an approved week again; the unlock is recorded in its history. */
  unlockWeek: define({
    parse: (args) => WeekArgs.parse(args),
    local: (db, args, uid) => stepWeek(db, args, 'unlock', uid),
    remote: (args, uid) => weekWrite(args, 'unlock', uid),
    label: (args) => ({ key: 'weekUnlocked', values: { week: args.weekStart } }),
  }),
};
