import { z } from 'zod';
import { isRole, type Role } from '../../config/roles';

/**
 * users/{uid}: the spec's fields (§3) plus displayName and active (design/product.md).
 * Parsing is lenient on purpose: a document written by an older app version or by hand
 * in the console must still route its owner somewhere sensible, never crash sign-in.
 */
const RawUserDoc = z
  .object({
    role: z.unknown().optional(),
    profileCompleted: z.unknown().optional(),
    email: z.string().optional().catch(undefined),
    displayName: z.string().optional().catch(undefined),
    dealerships: z.unknown().optional(),
    visibility: z.string().optional().catch(undefined),
    signature: z.string().optional().catch(undefined),
    phone: z.string().optional().catch(undefined),
    phoneUpdatedAt: z.string().optional().catch(undefined),
    signatureAcceptedAt: z.string().optional().catch(undefined),
    smsConsent: z.enum(['agree', 'disagree']).optional().catch(undefined),
    active: z.boolean().optional().catch(undefined),
  })
  .loose();

export interface UserDoc {
  role: Role | null;
  profileCompleted: boolean;
  email?: string | undefined;
  displayName?: string | undefined;
  /** Dealership ids; empty means "not assigned". */
  dealerships: string[];
  visibility?: string | undefined;
  signature?: string | undefined;
  phone?: string | undefined;
  phoneUpdatedAt?: string | undefined;
  signatureAcceptedAt?: string | undefined;
  smsConsent?: 'agree' | 'disagree' | undefined;
  active: boolean;
}

function toDealershipIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((id): id is string => typeof id === 'string' && id !== '');
  if (typeof value === 'string' && value !== '') return [value];
  return [];
}

/** Never throws: a document that is not even an object reads as an empty one. */
export function parseUserDoc(data: unknown): UserDoc {
  const parsed = RawUserDoc.safeParse(data);
  const raw = parsed.success ? parsed.data : RawUserDoc.parse({});
  return {
    ...raw,
    role: isRole(raw.role) ? raw.role : null,
    profileCompleted: raw.profileCompleted === true,
    dealerships: toDealershipIds(raw.dealerships),
    active: raw.active !== false,
  };
}
