import { describe, expect, it } from 'vitest';
import { formatPhone, phoneDigitsOf } from './phone';

describe('phone numbers', () => {
  it('keep only the digits typed or pasted, at most ten', () => {
    expect(phoneDigitsOf('(555) 555-0101 ext 9')).toBe('5555550101');
  });

  it('are written as people write a US number, and anything else as it is', () => {
    expect(formatPhone('5555550177')).toBe('(555) 555-0177');
    expect(formatPhone('555')).toBe('555');
    expect(formatPhone('')).toBe('');
  });
});
