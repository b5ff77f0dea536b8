import { PHONE_DIGITS } from '../../config/constants';
import type { Language } from '../../config/languages';
import type { MessageKey } from '../../i18n';

export interface ConsentFormValues {
  signature: string;
  consentChecked: boolean;
  phone: string;
}

/** What is wrong with each field, as catalogue keys of the spec's messages. */
export interface ConsentFormErrors {
  signature?: MessageKey;
  consent?: MessageKey;
  phone?: MessageKey;
}

/**
 * Spec §5: a signature is always required; enabling SMS also needs the consent box and
 * a 10-digit mobile number. Declining needs only the signature.
 */
export function validateConsent(values: ConsentFormValues, choice: 'agree' | 'disagree'): ConsentFormErrors {
  const errors: ConsentFormErrors = {};
  if (values.signature.trim() === '') errors.signature = 'spec.validation.signatureRequired';
  if (choice === 'agree') {
    if (!values.consentChecked) errors.consent = 'spec.validation.consentRequired';
    if (!new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(values.phone))
      errors.phone = 'spec.validation.smsPhoneRequired';
  }
  return errors;
}

/**
 * Version of each language's disclosure text (`consent.disclosure`, src/i18n/areas/consent);
 * raise a language's number whenever its text changes. Stored with every consent event,
 * with the language shown.
 */
export const DISCLOSURE_VERSIONS: Record<Language, number> = { en: 1, es: 1 };
