import { describe, expect, it } from 'vitest';
import { markOf, markTime, timestampTextOf } from './marks';

/** A document as Firestore answers it, received at `seconds`.`nanoseconds` (or not stamped). */
const received = (receivedAt: unknown) => ({
  get: (field: string) => (field === 'receivedAt' ? receivedAt : undefined),
});
const NOW_MS = 1_795_700_000_123;

describe('a resumable view’s mark', () => {
  it('is the latest receipt to the nanosecond, and sorts in time order', () => {
    const mark = markOf(
      [
        received({ seconds: 1_795_600_000, nanoseconds: 5 }),
        received({ seconds: 1_795_600_000, nanoseconds: 120_000 }),
        received({ seconds: 999, nanoseconds: 0 }),
        received('2026-11-25T10:00:00.000Z'),
        received(undefined),
      ],
      NOW_MS,
    );
    expect(mark).toBe('001795600000.000120000');
    expect(markTime(mark ?? '')).toEqual([1_795_600_000, 120_000]);
    expect('000000000999.000000000' < (mark ?? '')).toBe(true);
  });

  it('is never later than the phone’s clock (a receipt in the future would hide the writes before it)', () => {
    expect(markOf([received({ seconds: 1_800_000_000, nanoseconds: 0 })], NOW_MS)).toBe(
      '001795700000.123000000',
    );
  });

  it('is unknown when no document was stamped', () => {
    expect(markOf([received(undefined)], NOW_MS)).toBeUndefined();
  });

  it('is asked from as a REST timestamp to the nanosecond', () => {
    expect(timestampTextOf('001795600803.000120000')).toBe('2026-11-25T10:00:03.000120000Z');
  });
});
