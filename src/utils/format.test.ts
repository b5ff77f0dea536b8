import { describe, expect, it } from 'vitest';
import { formatCents, formatClockTime, formatWhen } from './format';

// Unit tests run in the en-US locale (the CI machine's default), like the crews' phones.
describe('formats shown on screens', () => {
  it('shows cents as US dollars', () => {
    expect(formatCents(123_456)).toBe('$1,234.56');
    expect(formatCents(0)).toBe('$0.00');
  });

  it('shows an instant as month, day and time of day, the same on every call', () => {
    const afternoon = new Date(2026, 10, 22, 14, 5).toISOString();
    expect(formatWhen(afternoon)).toMatch(/^Nov 22, 2:05\sPM$/);
    expect(formatWhen(new Date(2026, 0, 3, 9, 30).toISOString())).toMatch(/^Jan 3, 9:30\sAM$/);
    expect(formatWhen(afternoon)).toBe(formatWhen(afternoon));
  });

  it('shows a time of day without the date', () => {
    expect(formatClockTime(new Date(2026, 10, 22, 7, 45).toISOString())).toMatch(/^7:45\sAM$/);
    expect(formatClockTime(new Date(2026, 10, 22, 23, 0).toISOString())).toMatch(/^11:00\sPM$/);
  });
});
