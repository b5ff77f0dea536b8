import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadOnceForMissingChunk } from './serviceWorker';

describe('reloadOnceForMissingChunk (a lazy chunk missing after a deploy)', () => {
  const reload = vi.fn();
  beforeEach(() => {
    window.sessionStorage.clear();
    reload.mockReset();
    vi.stubGlobal('location', { ...window.location, reload });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reloads once, then never again within 30 s: no reload loop', () => {
    expect(reloadOnceForMissingChunk()).toBe(true);
    expect(reloadOnceForMissingChunk()).toBe(false);
    expect(reloadOnceForMissingChunk()).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload while offline: a reload would not bring the chunk', () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    expect(reloadOnceForMissingChunk()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
