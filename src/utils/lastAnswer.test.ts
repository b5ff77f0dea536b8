import { describe, expect, it } from 'vitest';
import { lastAnswer } from './lastAnswer';

describe('lastAnswer', () => {
  it('computes again only when an argument is another value, comparing arrays by identity', () => {
    const seen: number[][] = [];
    const total = lastAnswer((values: readonly number[], minute: number) => {
      seen.push([...values]);
      return values.reduce((sum, value) => sum + value, minute);
    });
    const washes = [1, 2, 3];
    expect(total(washes, 10)).toBe(16);
    expect(total(washes, 10)).toBe(16);
    expect(seen).toHaveLength(1);
    // The same numbers in a new array (the table read again) are a new argument.
    expect(total([1, 2, 3], 10)).toBe(16);
    expect(total([1, 2, 3, 4], 10)).toBe(20);
    expect(total([1, 2, 3, 4], 11)).toBe(21);
    expect(seen).toHaveLength(4);
  });
});
