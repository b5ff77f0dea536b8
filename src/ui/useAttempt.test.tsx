// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAttempt } from './useAttempt';

describe('useAttempt: how a form shows its write', () => {
  it('is busy while the write runs, then says it succeeded', async () => {
    const { result } = renderHook(() => useAttempt());
    let finish!: () => void;
    let done!: Promise<boolean>;
    act(() => {
      done = result.current.attempt(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      expect(await done).toBe(true);
    });
    expect(result.current).toMatchObject({ busy: false, succeeded: true, failed: false, error: null });
  });

  it('keeps a failure with its cause instead of throwing it, tells the listener, and forgets it on reset', async () => {
    const heard = vi.fn();
    const { result } = renderHook(() => useAttempt(heard));
    const refusal = new Error('IndexedDB is closed');
    await act(async () => {
      expect(await result.current.attempt(() => Promise.reject(refusal))).toBe(false);
    });
    expect(result.current).toMatchObject({ busy: false, succeeded: false, failed: true, error: refusal });
    expect(heard).toHaveBeenCalledWith(refusal);
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ failed: false, succeeded: false, error: null });
  });
});
