// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isMissingCodeError, reloadOnceForMissingChunk } from './serviceWorker';

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

describe('isMissingCodeError (a screen or part whose code could not be fetched)', () => {
  it("knows each engine's wording, and nothing else", () => {
    expect(
      isMissingCodeError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js')),
    ).toBe(true);
    expect(isMissingCodeError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isMissingCodeError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isMissingCodeError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isMissingCodeError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(
      false,
    );
    expect(isMissingCodeError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
