import { describe, expect, it } from 'vitest';
import { scrubDeep, scrubText } from './scrub';

describe('scrubbing personal data from error reports', () => {
  it('removes email addresses', () => {
    expect(scrubText('sign-in failed for owner@demo.lotcrew.test')).toBe('sign-in failed for [email]');
  });
  it('removes phone numbers however they are written', () => {
    for (const phone of ['5555550101', '(555) 555-0101', '555.555.0101', '+1 555 555 0101', '555-555-0101']) {
      expect(scrubText(`call ${phone} now`)).toBe('call [phone] now');
    }
  });
  it('removes Firebase Storage download tokens', () => {
    const url =
      'https://firebasestorage.googleapis.com/v0/b/x/o/p.jpg?alt=media&token=91f1bf31-65e0-41be-b287';
    expect(scrubText(url)).toBe(
      'https://firebasestorage.googleapis.com/v0/b/x/o/p.jpg?alt=media&token=[token]',
    );
    expect(scrubText('{"downloadTokens":"abc-123"}')).toBe('{"downloadTokens":"[token]"}');
  });
  it('keeps what is not personal, such as stock numbers and times', () => {
    expect(scrubText('ticket NSM24007 at 2026-11-21T10:00:00.000Z')).toBe(
      'ticket NSM24007 at 2026-11-21T10:00:00.000Z',
    );
  });
  it('walks nested event data and blanks personal keys', () => {
    const event = {
      message: 'phone 5555550101 rejected',
      user: { id: 'demo-employee', email: 'employee@demo.lotcrew.test' },
      breadcrumbs: [{ message: 'typed sales@demo.lotcrew.test' }],
      extra: { phone: '5555550101', count: 3 },
    };
    expect(scrubDeep(event)).toEqual({
      message: 'phone [phone] rejected',
      user: { id: 'demo-employee', email: '[redacted]' },
      breadcrumbs: [{ message: 'typed [email]' }],
      extra: { phone: '[redacted]', count: 3 },
    });
  });
});
