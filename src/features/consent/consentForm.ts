import { PHONE_DIGITS } from '../../config/constants';
import { SPEC_TEXTS } from '../../config/texts';

export interface ConsentFormValues {
  signature: string;
  consentChecked: boolean;
  phone: string;
}

export interface ConsentFormErrors {
  signature?: string;
  consent?: string;
  phone?: string;
}

/**
 * Spec §5: a signature is always required; enabling SMS also needs the consent box and
 * a 10-digit mobile number. Declining needs only the signature.
 */
export function validateConsent(values: ConsentFormValues, choice: 'agree' | 'disagree'): ConsentFormErrors {
  const errors: ConsentFormErrors = {};
  if (values.signature.trim() === '') errors.signature = SPEC_TEXTS.validation.signatureRequired;
  if (choice === 'agree') {
    if (!values.consentChecked) errors.consent = SPEC_TEXTS.validation.consentRequired;
    if (!new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(values.phone))
      errors.phone = SPEC_TEXTS.validation.smsPhoneRequired;
  }
  return errors;
}

/** Version of the disclosure text below; stored with every consent event. */
export const DISCLOSURE_VERSION = 1;
