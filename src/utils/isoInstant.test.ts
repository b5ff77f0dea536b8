import { describe, expect, it } from 'vitest';
import { instantOfIso, isLater } from './isoInstant';
import { DAY_MS, HOUR_MS } from './duration';

describe('ISO times to instants', () => {
  it('reads what toISOString writes exactly as Date.parse does, every hour of a leap year and its edges', () => {
    const start = Date.UTC(2028, 0, 1);
    for (let instant = start; instant < start + 366 * DAY_MS; instant += HOUR_MS + 1_001) {
      const text = new Date(instant).toISOString();
      expect(instantOfIso(text)).toBe(instant);
    }
    for (const text of ['2028-02-29T23:59:59.999Z', '1970-01-01T00:00:00.000Z', '2026-12-31T23:59:59.999Z'])
      expect(instantOfIso(text)).toBe(Date.parse(text));
  });

  it('leaves other shapes and impossible dates to Date.parse (an offset, no milliseconds, 31 April, year 99)', () => {
    for (const text of [
      '2026-11-16T10:00:00-05:00',
      '2026-11-16T10:00:00Z',
      '2026-04-31T00:00:00.000Z',
      '2026-13-01T00:00:00.000Z',
      '0099-01-01T00:00:00.000Z',
      'not a time',
    ])
      expect(Object.is(instantOfIso(text), Date.parse(text))).toBe(true);
    expect(new Date(instantOfIso('0099-01-01T00:00:00.000Z')).getUTCFullYear()).toBe(99);
  });

  it('orders two times by instant, whatever their shape', () => {
    expect(isLater('2026-11-16T14:00:00.001Z', '2026-11-16T14:00:00.000Z')).toBe(true);
    expect(isLater('2026-11-16T14:00:00.000Z', '2026-11-16T14:00:00.000Z')).toBe(false);
    // 10:00-05:00 is 15:00Z: later, though its text sorts first.
    expect(isLater('2026-11-16T10:00:00-05:00', '2026-11-16T14:00:00.000Z')).toBe(true);
  });
});
