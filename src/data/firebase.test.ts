import { describe, expect, it, vi } from 'vitest';
import { keptOnceLoaded } from './firebase';

describe('Firebase loaded once', () => {
  it('is asked for again after a failure, and kept once it has come', async () => {
    let failuresLeft = 1;
    const load = vi.fn(() =>
      failuresLeft-- > 0
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/auth.js'))
        : Promise.resolve({ name: 'auth' }),
    );
    const get = keptOnceLoaded(load);
    await expect(get()).rejects.toThrow('Failed to fetch');
    const first = get();
    await expect(first).resolves.toEqual({ name: 'auth' });
    expect(get()).toBe(first);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between callers that ask while it is under way', async () => {
    const load = vi.fn(() => Promise.resolve(1));
    const get = keptOnceLoaded(load);
    await Promise.all([get(), get(), get()]);
    expect(load).toHaveBeenCalledOnce();
  });
});
