import { PHONE_DIGITS, PLACEHOLDER_PHONE } from '../../config/constants';
import { SPEC_TEXTS } from '../../config/texts';

/** Spec §5, phone update: exactly 10 digits, and not the placeholder. Null when valid. */
export function phoneUpdateError(phone: string): string | null {
  if (!new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(phone)) return SPEC_TEXTS.validation.phoneInvalid;
  if (phone === PLACEHOLDER_PHONE) return SPEC_TEXTS.validation.phonePlaceholder;
  return null;
}

/** What the phone modal says when the write could not even be queued (spec §7, §8). */
export function phoneWriteFailureMessage(error: unknown): string {
  const notAuthenticated = error instanceof Error && error.message === SPEC_TEXTS.errors.notAuthenticated;
  return notAuthenticated ? SPEC_TEXTS.errors.notAuthenticated : SPEC_TEXTS.errors.phoneWriteFailed;
}
