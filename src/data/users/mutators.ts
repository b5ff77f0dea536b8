/**
 * The writes a person makes to their own user document (spec §7), each usable offline
 * through the sync queue: the phone update and the SMS consent (with its append-only
 * evidence). Each `local` is idempotent (the mirror lays queued writes over answers).
 */
import { DISPLAY_NAME_MAX, LEGAL_NAME_MAX, PHONE_DIGITS } from '../../config/constants';
import { z } from '../../lib/zod';
import type { LotcrewDatabase } from '../db';
import { define } from '../outbox/mutator';
import { LANGUAGES } from '../../config/languages';

const isoTime = z.lazy(() => z.iso.datetime());
const phoneDigits = z.lazy(() =>
  z.string().regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), 'a 10-digit phone number'),
);

async function mergeMirroredUserDoc(db: LotcrewDatabase, uid: string, fields: Record<string, unknown>) {
  const current = await db.userDocs.get(uid);
  await db.userDocs.put({
    uid,
    data: { ...(current?.data ?? {}), ...fields },
    savedAt: current?.savedAt ?? new Date(0).toISOString(),
  });
}

const UpdatePhoneArgs = z.lazy(() => z.object({ phone: phoneDigits, phoneUpdatedAt: isoTime }).strict());

const SetDisplayNameArgs = z.lazy(() =>
  z.object({ displayName: z.string().trim().min(1).max(DISPLAY_NAME_MAX) }).strict(),
);

/** A legal name for payroll: both parts, or neither (cleared). */
export const LegalNameArgs = z.lazy(() =>
  z
    .object({
      legalFirstName: z.string().trim().max(LEGAL_NAME_MAX),
      legalLastName: z.string().trim().max(LEGAL_NAME_MAX),
    })
    .strict()
    .refine((name) => (name.legalFirstName === '') === (name.legalLastName === ''), 'both parts of the name'),
);

const SetProfilePhotoArgs = z.lazy(() =>
  z
    .object({
      photoPath: z.string().regex(/^profilePhotos\/[A-Za-z0-9_-]{1,128}\/[A-Za-z0-9_-]{1,128}\.jpg$/),
      photoUpdatedAt: isoTime,
    })
    .strict(),
);

const SetLanguageArgs = z.lazy(() =>
  z.object({ language: z.enum(LANGUAGES), languageChosenAt: isoTime }).strict(),
);

const SmsConsentArgs = z.lazy(() =>
  z
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
      /**
       * The language of the disclosure shown: its version counts within that language.
       * Consents queued by an app from before issue #15 showed the English one.
       */
      disclosureLanguage: z.enum(LANGUAGES).default('en'),
      userAgent: z.string().max(500),
    })
    .strict(),
);

export const USER_MUTATORS = {
  /** Spec §7: merge {phone, phoneUpdatedAt} into users/{uid}. */
  updatePhone: define({
    parse: (args) => UpdatePhoneArgs.parse(args),
    local: (db, args, uid) => mergeMirroredUserDoc(db, uid, args),
    remote: (args, uid) => [
      { path: `users/${uid}`, data: { ...args }, mode: 'merge', stampReceivedAt: false },
    ],
    label: (args) => ({ key: 'phone', values: { phone: args.phone } }),
    userDocPatch: (args) => ({ ...args }),
  }),
  /** The person's own name as the app shows it to others (issue #20's /profile). */
  setDisplayName: define({
    parse: (args) => SetDisplayNameArgs.parse(args),
    local: (db, args, uid) => mergeMirroredUserDoc(db, uid, args),
    remote: (args, uid) => [
      { path: `users/${uid}`, data: { ...args }, mode: 'merge', stampReceivedAt: false },
    ],
    label: (args) => ({ key: 'displayName', values: { name: args.displayName } }),
    userDocPatch: (args) => ({ ...args }),
  }),
  /** The person's legal name, as payroll knows them (issue #32): the hours file writes it. */
  setLegalName: define({
    parse: (args) => LegalNameArgs.parse(args),
    local: (db, args, uid) => mergeMirroredUserDoc(db, uid, args),
    remote: (args, uid) => [
      { path: `users/${uid}`, data: { ...args }, mode: 'merge', stampReceivedAt: false },
    ],
    label: (args) => ({ key: 'legalName', values: { name: `${args.legalFirstName} ${args.legalLastName}` } }),
    userDocPatch: (args) => ({ ...args }),
  }),
  /** The person's profile photo (issue #20), once the upload queue has put it in Storage. */
  setProfilePhoto: define({
    parse: (args) => SetProfilePhotoArgs.parse(args),
    local: (db, args, uid) => mergeMirroredUserDoc(db, uid, args),
    remote: (args, uid) => [
      { path: `users/${uid}`, data: { ...args }, mode: 'merge', stampReceivedAt: false },
    ],
    label: () => ({ key: 'profilePhoto' }),
    userDocPatch: (args) => ({ ...args }),
  }),
  /** The person's language (issue #15), saved with their account so it follows them to a new phone. */
  setLanguage: define({
    parse: (args) => SetLanguageArgs.parse(args),
    local: (db, args, uid) => mergeMirroredUserDoc(db, uid, args),
    remote: (args, uid) => [
      { path: `users/${uid}`, data: { ...args }, mode: 'merge', stampReceivedAt: false },
    ],
    label: (args) => ({ key: `language.${args.language}` }),
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
          disclosureLanguage: args.disclosureLanguage,
          termsEffectiveDate: args.termsEffectiveDate,
          appVersion: args.appVersion,
          acceptedAt: args.acceptedAt,
          userAgent: args.userAgent,
        },
        mode: 'createOnce',
        stampReceivedAt: true,
      },
    ],
    label: (args) => ({ key: `smsAlerts.${args.consent}` }),
    userDocPatch: (args) => ({
      phone: args.phone,
      signature: args.signature,
      signatureAcceptedAt: args.acceptedAt,
      smsConsent: args.consent,
    }),
  }),
};
