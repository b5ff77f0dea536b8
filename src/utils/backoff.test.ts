import { describe, expect, it } from 'vitest';
import { backoffDelayMs } from './backoff';

describe('backoffDelayMs', () => {
  it('waits 1, 2, 4, 8, 15, 15 s with the spec constants', () => {
    const delays = [1, 2, 3, 4, 5, 6].map((attempt) => backoffDelayMs(attempt, 1_000, 15_000));
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 15_000, 15_000]);
  });
  it('stays at the cap however long the outage', () => {
    expect(backoffDelayMs(1_000, 1_000, 15_000)).toBe(15_000);
  });
  it('does not wait before the first try', () => {
    expect(backoffDelayMs(0, 1_000, 15_000)).toBe(0);
  });
});
