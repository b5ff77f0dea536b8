/**
 * Every write the app makes is one of these named mutators. A mutator says what the
 * write does to the local database (so the UI shows it at once, online or not) and
 * which Firestore documents it sets when replayed. Replays are idempotent: documents
 * are addressed by ids chosen on the device and written with set-merge or create-once,
 * never add(), so replaying an entry twice leaves Firestore as one replay did.
 *
 * Offline behaviour of each: the local change is immediate; the remote write waits in
 * the outbox until the flusher gets it through, in order, or the server refuses it
 * (then it moves to the dead-letter list and the person is told).
 */
import { z } from '../../lib/zod';
import { PHONE_DIGITS } from '../../config/constants';
import type { LotcrewDatabase } from '../db';
import { TICKET_MUTATORS } from '../tickets/ticketMutators';
import { define, type Mutator } from './mutator';

const isoTime = z.iso.datetime();
const phoneDigits = z.string().regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), 'a 10-digit phone number');

async function mergeMirroredUserDoc(db: LotcrewDatabase, uid: string, fields: Record<string, unknown>) {
  const current = await db.userDocs.get(uid);
  await db.userDocs.put({
    uid,
    data: { ...(current?.data ?? {}), ...fields },
    savedAt: current?.savedAt ?? new Date(0).toISOString(),
  });
}

const UpdatePhoneArgs = z.object({ phone: phoneDigits, phoneUpdatedAt: isoTime }).strict();

const SmsConsentArgs = z
  .object({
    /** Id of the consentEvents document, chosen on the device. */
    eventId: z.uuid(),
    signature: z.string().trim().min(1).max(200),
    /** Digits only; empty when declined. */
    phone: z.union([phoneDigits, z.literal('')]),
    consent: z.enum(['agree', 'disagree']),
    acceptedAt: isoTime,
    appVersion: z.string().min(1).max(40),
    termsEffectiveDate: z.string().min(1).max(40),
    disclosureVersion: z.number().int().positive(),
    userAgent: z.string().max(500),
  })
  .strict();

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

export const MUTATORS = {
  /** Spec §7: merge {phone, phoneUpdatedAt} into users/{uid}. */
  updatePhone: define({
    parse: (args) => UpdatePhoneArgs.parse(args),
    local: (db, args, uid) => mergeMirroredUserDoc(db, uid, args),
    remote: (args, uid) => [
      { path: `users/${uid}`, data: { ...args }, mode: 'merge', stampReceivedAt: false },
    ],
    label: (args) => `Phone number ${args.phone}`,
    userDocPatch: (args) => ({ ...args }),
  }),
  /**
   * Spec §7: merge {phone, signature, signatureAcceptedAt, smsConsent} into users/{uid},
   * with the append-only consent evidence (consentEvents/{eventId}) in the same batch.
   */
  recordSmsConsent: define({
    parse: (args) => SmsConsentArgs.parse(args),
    local: async (db, args, uid) => {
      await db.consent.put({
        uid,
        signature: args.signature,
        phone: args.phone,
        consent: args.consent,
        acceptedAt: args.acceptedAt,
        appVersion: args.appVersion,
      });
      await mergeMirroredUserDoc(db, uid, {
        phone: args.phone,
        signature: args.signature,
        signatureAcceptedAt: args.acceptedAt,
        smsConsent: args.consent,
      });
    },
    remote: (args, uid) => [
      {
        path: `users/${uid}`,
        data: {
          phone: args.phone,
          signature: args.signature,
          signatureAcceptedAt: args.acceptedAt,
          smsConsent: args.consent,
        },
        // Spec §7 names exactly the fields of this merge; no server stamp is added.
        mode: 'merge',
        stampReceivedAt: false,
      },
      {
        path: `consentEvents/${args.eventId}`,
        data: {
          uid,
          phone: args.phone,
          consent: args.consent,
          signature: args.signature,
          disclosureVersion: args.disclosureVersion,
          termsEffectiveDate: args.termsEffectiveDate,
          appVersion: args.appVersion,
          acceptedAt: args.acceptedAt,
          userAgent: args.userAgent,
        },
        mode: 'createOnce',
        stampReceivedAt: true,
      },
    ],
    label: (args) => (args.consent === 'agree' ? 'SMS alerts: enabled' : 'SMS alerts: declined'),
    userDocPatch: (args) => ({
      phone: args.phone,
      signature: args.signature,
      signatureAcceptedAt: args.acceptedAt,
      smsConsent: args.consent,
    }),
  }),
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
  ...TICKET_MUTATORS,
};

export type MutatorName = keyof typeof MUTATORS;
export type MutatorArgs<Name extends MutatorName> = Parameters<(typeof MUTATORS)[Name]['local']>[1];

export function isMutatorName(name: string): name is MutatorName {
  return Object.hasOwn(MUTATORS, name);
}

/** The mutator behind a stored entry, typed loosely: stored args are re-parsed before use. */
export function mutatorOf(name: MutatorName): Mutator<unknown> {
  return MUTATORS[name];
}

/** A person-readable name for a queued or refused write. */
export function describeWrite(name: string, args: unknown): string {
  if (!isMutatorName(name)) return 'A change from an older app version';
  const mutator = mutatorOf(name);
  try {
    return mutator.label(mutator.parse(args));
  } catch {
    return 'A change with invalid data';
  }
}

/**
 * The user document as this person will see it once their queued writes land: the
 * server's (or mirrored) fields with each pending write's changes applied in order.
 */
export function withPendingUserChanges(
  data: Record<string, unknown>,
  pending: readonly { name: string; args: unknown }[],
): Record<string, unknown> {
  let result = data;
  for (const entry of pending) {
    if (!isMutatorName(entry.name)) continue;
    const mutator = mutatorOf(entry.name);
    if (!mutator.userDocPatch) continue;
    try {
      result = { ...result, ...mutator.userDocPatch(mutator.parse(entry.args)) };
    } catch {
      // An unreadable entry changes nothing here; the flusher dead-letters it.
    }
  }
  return result;
}
