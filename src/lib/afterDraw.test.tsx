// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useComputedAfterDraw } from './afterDraw';

describe('figures worked out after the screen draws', () => {
  it('are not worked out in the draw that shows the screen, and show once worked out', async () => {
    const compute = vi.fn(() => 42);
    const { result } = renderHook(() => useComputedAfterDraw(compute, 'this month'));
    // The screen drew with its placeholder; the arithmetic has not run in that draw.
    expect(result.current).toBeNull();
    expect(compute).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current).toBe(42));
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('keep the last figures of the same period shown while newer documents are counted', async () => {
    let release = () => {};
    const { result, rerender } = renderHook(
      ({ compute, key }: { compute: () => number; key: string }) => useComputedAfterDraw(compute, key),
      { initialProps: { compute: () => 1, key: 'this month' } },
    );
    await waitFor(() => expect(result.current).toBe(1));
    // The copy took newer documents: the same period, counted again.
    const counted = new Promise<void>((resolve) => (release = resolve));
    rerender({
      compute: () => {
        release();
        return 2;
      },
      key: 'this month',
    });
    expect(result.current).toBe(1);
    await counted;
    await waitFor(() => expect(result.current).toBe(2));
  });

  it('show nothing for another period until its own figures are worked out', async () => {
    const { result, rerender } = renderHook(
      ({ compute, key }: { compute: () => string; key: string }) => useComputedAfterDraw(compute, key),
      { initialProps: { compute: () => 'October', key: 'October' } },
    );
    await waitFor(() => expect(result.current).toBe('October'));
    rerender({ compute: () => 'November', key: 'November' });
    // Never October's figures under November's heading.
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe('November'));
  });

  it('are not worked out for a screen that has gone before its task came', () => {
    vi.useFakeTimers();
    try {
      const compute = vi.fn(() => 1);
      const { unmount } = renderHook(() => useComputedAfterDraw(compute, 'this month'));
      unmount();
      vi.runAllTimers();
      expect(compute).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('are nothing while there is nothing to work them out from', () => {
    const { result } = renderHook(() => useComputedAfterDraw<number>(null, 'this month'));
    expect(result.current).toBeNull();
  });
});
