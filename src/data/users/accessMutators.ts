/**
 * The writes that manage people (issue #20), queued like every other write so the office
 * can work with no signal: a change to what someone may do, recorded in their history; an
 * invite made, extended or withdrawn. The rules check each against the writer's role.
 */
import { PAYROLL_ID_PATTERN } from '../../config/constants';
import { ROLES } from '../../config/roles';
import { z } from '../../lib/zod';
import { VISIBILITIES } from '../model';
import { define } from '../outbox/mutator';
import { LegalNameArgs } from './mutators';

const isoTime = z.lazy(() => z.iso.datetime());
const dealershipIds = z.lazy(() => z.array(z.string().min(1).max(128)).max(5));
const visibility = z.lazy(() => z.enum(VISIBILITIES).nullable());

const AccessFields = z.lazy(() =>
  z
    .object({ role: z.enum(ROLES).nullable(), dealerships: dealershipIds, visibility, active: z.boolean() })
    .strict(),
);

const ChangeAccessArgs = z.lazy(() =>
  z
    .object({
      uid: z.string().min(1).max(128),
      /** What the person could do as the device knew it, and what they may do now. */
      before: AccessFields,
      after: AccessFields,
      at: isoTime,
      /** For the sync lists. */
      name: z.string().max(200),
    })
    .strict()
    // A change never takes a role away; an account that has none (a kiosk, issue #35) keeps
    // none, and may still be deactivated or reactivated.
    .refine((args) => args.after.role !== null || args.before.role === null, {
      message: 'Choose a role.',
      path: ['after', 'role'],
    }),
);

const CreateInviteArgs = z.lazy(() =>
  z
    .object({
      /** The claim link's secret, chosen on the device. */
      token: z.string().regex(/^[A-Za-z0-9_-]{20,128}$/),
      email: z
        .string()
        .trim()
        .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)
        .max(200),
      /** null: a kiosk's invite (issue #35), for the one dealership `kioskFor`. */
      role: z.enum(ROLES).nullable(),
      kioskFor: z.string().min(1).max(128).optional(),
      dealerships: dealershipIds,
      visibility,
      expiresAtMs: z.number().int().positive(),
    })
    .strict()
    .refine(
      (invite) =>
        invite.role === null
          ? !!invite.kioskFor && invite.dealerships.length === 0
          : invite.kioskFor === undefined,
      {
        message: 'A kiosk invite names its one dealership, and only a kiosk invite does.',
        path: ['kioskFor'],
      },
    ),
);

const ExtendInviteArgs = z.lazy(() =>
  z
    .object({
      token: z.string().min(1).max(128),
      expiresAtMs: z.number().int().positive(),
      email: z.string().max(200),
    })
    .strict(),
);

const PayrollIdentityArgs = z.lazy(() =>
  z
    .object({
      uid: z.string().min(1).max(128),
      legalFirstName: z.string(),
      legalLastName: z.string(),
      /** Empty: none. */
      payrollId: z.union([z.string().trim().regex(PAYROLL_ID_PATTERN), z.literal('')]),
      /** For the sync lists. */
      name: z.string().max(200),
    })
    .strict()
    .transform(({ legalFirstName, legalLastName, ...rest }) => ({
      ...rest,
      ...LegalNameArgs.parse({ legalFirstName, legalLastName }),
    })),
);

const RevokeInviteArgs = z.lazy(() =>
  z.object({ token: z.string().min(1).max(128), revokedAt: isoTime, email: z.string().max(200) }).strict(),
);

export const ACCESS_MUTATORS = {
  /** A person's role, dealerships, visibility or active flag changed, with the step that records it. */
  changeAccess: define({
    parse: (args) => ChangeAccessArgs.parse(args),
    local: async (db, { uid, before, after, at }, by) => {
      const current = await db.users.get(uid);
      if (!current) return;
      const changes = current.changes ?? [];
      if (changes.some((step) => step.at === at && step.by === by)) return;
      // An account with no role (a kiosk) keeps no role field, as on the server.
      const { role, ...fields } = after;
      await db.users.put({
        ...current,
        ...fields,
        ...(role ? { role } : {}),
        changes: [...changes, { by, at, before, after }],
      });
    },
    remote: ({ uid, before, after, at }, by) => [
      {
        path: `users/${uid}`,
        data: { ...changedFields(before, after) },
        mode: 'appendOnce',
        arrayField: 'changes',
        entry: { by, at, before, after },
        stampReceivedAt: false,
      },
    ],
    label: (args) => ({ key: 'access', values: { name: args.name } }),
  }),
  /** An invite: the claim link works once this has reached the server. */
  createInvite: define({
    parse: (args) => CreateInviteArgs.parse(args),
    local: async (db, { token, ...invite }, uid) => {
      await db.invites.put({ ...invite, id: token, createdBy: uid, claimedBy: null });
    },
    remote: ({ token, ...invite }, uid) => [
      {
        path: `invites/${token}`,
        data: { ...invite, createdBy: uid, claimedBy: null },
        mode: 'createOnce',
        stampReceivedAt: false,
      },
    ],
    label: (args) => ({ key: 'invite', values: { email: args.email } }),
  }),
  extendInvite: define({
    parse: (args) => ExtendInviteArgs.parse(args),
    local: async (db, { token, expiresAtMs }) => {
      await db.invites.update(token, { expiresAtMs });
    },
    remote: ({ token, expiresAtMs }) => [
      { path: `invites/${token}`, data: { expiresAtMs }, mode: 'merge', stampReceivedAt: false },
    ],
    label: (args) => ({ key: 'inviteExtended', values: { email: args.email } }),
  }),
  revokeInvite: define({
    parse: (args) => RevokeInviteArgs.parse(args),
    local: async (db, { token, revokedAt }, uid) => {
      await db.invites.update(token, { revokedAt, revokedBy: uid });
    },
    remote: ({ token, revokedAt }, uid) => [
      {
        path: `invites/${token}`,
        data: { revokedAt, revokedBy: uid },
        mode: 'merge',
        stampReceivedAt: false,
      },
    ],
    label: (args) => ({ key: 'inviteRevoked', values: { email: args.email } }),
  }),
  /** Who a person is to payroll (issue #32): their legal name and the payroll service's id of them. */
  setPayrollIdentity: define({
    parse: (args) => PayrollIdentityArgs.parse(args),
    local: async (db, { uid, legalFirstName, legalLastName, payrollId }) => {
      await db.users.update(uid, { legalFirstName, legalLastName, payrollId });
    },
    remote: ({ uid, legalFirstName, legalLastName, payrollId }) => [
      {
        path: `users/${uid}`,
        data: { legalFirstName, legalLastName, payrollId },
        mode: 'merge',
        stampReceivedAt: false,
      },
    ],
    label: (args) => ({ key: 'payrollIdentity', values: { name: args.name } }),
  }),
};

/**
 * Only the fields that change are written: a manager's write may touch `active` alone,
 * and an unchanged field written again would still be the same value (the rules compare
 * the whole of "after" with the stored document either way).
 */
function changedFields(before: z.infer<typeof AccessFields>, after: z.infer<typeof AccessFields>) {
  const fields: Record<string, unknown> = {};
  if (before.role !== after.role) fields.role = after.role;
  if (before.dealerships.join('\n') !== after.dealerships.join('\n')) fields.dealerships = after.dealerships;
  if (before.visibility !== after.visibility) fields.visibility = after.visibility;
  if (before.active !== after.active) fields.active = after.active;
  return fields;
}
