import { describe, expect, it } from 'vitest';
import { centsOfDollars, dollarsOfCents } from './money';

describe('dollars typed to whole cents', () => {
  it('keeps every cent typed, where multiplying floats would lose one', () => {
    expect(19.99 * 100).not.toBe(1999);
    expect(centsOfDollars('19.99')).toBe(1999);
    expect(0.29 * 100).not.toBe(29);
    expect(centsOfDollars('0.29')).toBe(29);
    expect(centsOfDollars('149')).toBe(14900);
    expect(centsOfDollars('$1,234.5')).toBe(123450);
    expect(centsOfDollars(' 15. ')).toBe(1500);
  });

  it('refuses what is not dollars and cents rather than rounding it', () => {
    for (const text of ['12.345', '-5', 'abc', '', '1,23.00', '1.2.3', '$'])
      expect(centsOfDollars(text), text).toBeNull();
  });

  it('shows stored cents as the field’s dollars, and reads them back unchanged', () => {
    expect(dollarsOfCents(123450)).toBe('1234.50');
    expect(dollarsOfCents(5)).toBe('0.05');
    for (const cents of [0, 1, 29, 1999, 14900, 100_000_000])
      expect(centsOfDollars(dollarsOfCents(cents))).toBe(cents);
  });
});
