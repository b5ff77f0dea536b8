import { describe, expect, it } from 'vitest';
import { translatorFor, type MessageKey } from '../../i18n';
import { validateConsent, type ConsentFormErrors } from './consentForm';

/** The errors as an English reader sees them (the spec's texts). */
const inEnglish = (errors: ConsentFormErrors) =>
  Object.fromEntries(
    (Object.entries(errors) as [string, MessageKey][]).map(([field, key]) => [
      field,
      translatorFor('en')(key),
    ]),
  );

const filled = { signature: 'Sam Sandoval', consentChecked: true, phone: '5555550123' };

describe('validateConsent (spec §5)', () => {
  it('accepts a complete enable', () => {
    expect(validateConsent(filled, 'agree')).toEqual({});
  });
  it('requires the signature for both choices', () => {
    const errors = { signature: 'Please enter your full name as a signature.' };
    expect(inEnglish(validateConsent({ ...filled, signature: '  ' }, 'agree'))).toMatchObject(errors);
    expect(inEnglish(validateConsent({ ...filled, signature: '' }, 'disagree'))).toEqual(errors);
  });
  it('requires the consent box and a 10-digit number to enable', () => {
    expect(inEnglish(validateConsent({ ...filled, consentChecked: false, phone: '555' }, 'agree'))).toEqual({
      consent: 'You must check the consent box to enable SMS alerts.',
      phone: 'A valid 10-digit mobile number is required to receive SMS alerts.',
    });
  });
  it('lets a person decline with only a signature', () => {
    expect(validateConsent({ signature: 'Sam', consentChecked: false, phone: '' }, 'disagree')).toEqual({});
  });
});
