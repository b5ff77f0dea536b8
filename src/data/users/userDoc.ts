import { isLanguage, type Language } from '../../config/languages';
import { isRole, type Role } from '../../config/roles';

/**
 * users/{uid}: the spec's fields (§3) plus displayName and active (design/product.md).
 * Parsing is lenient on purpose: a document written by an older app version or by hand
 * in the console must still route its owner somewhere sensible, never crash sign-in.
 * (Checked by hand, not with zod: this runs on every start.)
 */
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
  /** The app's language, chosen by the person, and when (the later of this and a device's choice wins). */
  language?: Language | undefined;
  languageChosenAt?: string | undefined;
  /** Their profile photo in Storage (issue #20). */
  photoPath?: string | undefined;
  /** Their legal name for payroll (issue #32). */
  legalFirstName?: string | undefined;
  legalLastName?: string | undefined;
  /** A kiosk account (issue #35): the dealership it clocks for; it has no role. */
  kioskFor?: string | undefined;
  active: boolean;
}

/** The dealership an active kiosk account clocks for, or null for anyone else. */
export const kioskDealershipOf = (doc: UserDoc | null | undefined): string | null =>
  doc && doc.active && !doc.role && doc.kioskFor ? doc.kioskFor : null;

function toDealershipIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((id): id is string => typeof id === 'string' && id !== '');
  if (typeof value === 'string' && value !== '') return [value];
  return [];
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Never throws: a document that is not even an object reads as an empty one; a field of the wrong type reads as absent. */
export function parseUserDoc(data: unknown): UserDoc {
  const raw: Record<string, unknown> =
    typeof data === 'object' && data !== null && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : {};
  return {
    ...raw,
    email: text(raw.email),
    displayName: text(raw.displayName),
    visibility: text(raw.visibility),
    signature: text(raw.signature),
    phone: text(raw.phone),
    phoneUpdatedAt: text(raw.phoneUpdatedAt),
    signatureAcceptedAt: text(raw.signatureAcceptedAt),
    smsConsent: raw.smsConsent === 'agree' || raw.smsConsent === 'disagree' ? raw.smsConsent : undefined,
    language: isLanguage(raw.language) ? raw.language : undefined,
    languageChosenAt: text(raw.languageChosenAt),
    photoPath: text(raw.photoPath),
    legalFirstName: text(raw.legalFirstName),
    legalLastName: text(raw.legalLastName),
    kioskFor: text(raw.kioskFor),
    role: isRole(raw.role) ? raw.role : null,
    profileCompleted: raw.profileCompleted === true,
    dealerships: toDealershipIds(raw.dealerships),
    active: raw.active !== false,
  };
}
