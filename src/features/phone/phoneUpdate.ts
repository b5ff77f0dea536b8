import { PHONE_DIGITS, PLACEHOLDER_PHONE } from '../../config/constants';
import { SPEC_TEXTS } from '../../config/texts';
import type { MessageKey } from '../../i18n';

/** Spec §5, phone update: exactly 10 digits, and not the placeholder. Null when valid; else the message's key. */
export function phoneUpdateError(phone: string): MessageKey | null {
  if (!new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(phone)) return 'spec.validation.phoneInvalid';
  if (phone === PLACEHOLDER_PHONE) return 'spec.validation.phonePlaceholder';
  return null;
}

/** What the phone modal says when the write could not even be queued (spec §7, §8). */
export function phoneWriteFailureMessage(error: unknown): MessageKey {
  const notAuthenticated = error instanceof Error && error.message === SPEC_TEXTS.errors.notAuthenticated;
  return notAuthenticated ? 'spec.errors.notAuthenticated' : 'spec.errors.phoneWriteFailed';
}
