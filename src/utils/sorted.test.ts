import { describe, expect, it } from 'vitest';
import { countBefore, lastAtOrBefore } from './sorted';

describe('searching a sorted list', () => {
  it('counts the items before a bound, ties included or not as asked', () => {
    const times = ['a', 'b', 'b', 'b', 'd'];
    const below = (bound: string) => countBefore(times.length, (index) => (times[index] as string) < bound);
    expect([below(''), below('a'), below('b'), below('c'), below('d'), below('e')]).toEqual([
      0, 0, 1, 4, 4, 5,
    ]);
    expect(countBefore(times.length, (index) => (times[index] as string) <= 'b')).toBe(4);
    expect(countBefore(0, () => true)).toBe(0);
  });

  it('finds the last start at or before an instant, and none before the first', () => {
    const starts = [10, 20, 20, 30];
    expect([5, 10, 15, 20, 29, 30, 99].map((instant) => lastAtOrBefore(starts, instant))).toEqual([
      -1, 0, 0, 2, 2, 3, 3,
    ]);
    expect(lastAtOrBefore([], 1)).toBe(-1);
  });
});
