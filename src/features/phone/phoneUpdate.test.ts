import { describe, expect, it } from 'vitest';
import { SPEC_TEXTS } from '../../config/texts';
import { phoneDigitsOf } from '../../utils/phone';
import { translatorFor, type MessageKey } from '../../i18n';
import { phoneUpdateError, phoneWriteFailureMessage } from './phoneUpdate';

const english = (key: MessageKey | null) => (key === null ? null : translatorFor('en')(key));

describe('phone update rules (spec §5)', () => {
  it('accepts exactly 10 digits', () => {
    expect(phoneUpdateError('5555550101')).toBeNull();
  });
  it('rejects anything but 10 digits with the spec message', () => {
    for (const phone of ['', '555555010', '55555501011', '555-555-010']) {
      expect(english(phoneUpdateError(phone))).toBe('Please enter a valid 10-digit phone number.');
    }
  });
  it('rejects the placeholder with its own message', () => {
    expect(english(phoneUpdateError('1111111111'))).toBe(SPEC_TEXTS.validation.phonePlaceholder);
    expect(SPEC_TEXTS.validation.phonePlaceholder).toBe(
      'Please enter your real phone number, not a placeholder.',
    );
  });
  it('keeps digits only, at most 10, from typing or pasting', () => {
    expect(phoneDigitsOf('(555) 555-0101 ext 9')).toBe('5555550101');
    expect(phoneDigitsOf('abc')).toBe('');
  });
});

describe('phone write failures (spec §7, §8)', () => {
  it("says 'User not authenticated' when nobody is signed in", () => {
    expect(english(phoneWriteFailureMessage(new Error('User not authenticated')))).toBe(
      'User not authenticated',
    );
  });
  it('says the write failed for anything else', () => {
    expect(english(phoneWriteFailureMessage(new Error('QuotaExceededError')))).toBe(
      'Failed to update phone number. Please try again.',
    );
  });
});
