/**
 * Dollars typed by a person to whole cents, and back. Read from the text, never through
 * floating point: 19.99 × 100 is 1998.9999999999998 in binary, and 0.29 × 100 is
 * 28.999999999999996, so multiplying would store a cent less than was typed.
 */

/** "$1,234.5" → 123450. Null for anything that is not an amount of dollars and cents (a third decimal, a sign). */
export function centsOfDollars(text: string): number | null {
  const plain = text
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(plain);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 123450 → "1234.50": what a dollars field shows for a stored amount. */
export function dollarsOfCents(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
