// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importAheadOfNeed, isMissingCodeError, reloadOnceForMissingChunk } from './serviceWorker';

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

  it('does not reload for an import made ahead of need (the bar’s screens readied): the page and what is typed stay', async () => {
    let duringImport: boolean | undefined;
    await expect(
      importAheadOfNeed(() => {
        // Vite says a chunk is missing while the import is still under way.
        duringImport = reloadOnceForMissingChunk();
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'));
      }),
    ).rejects.toThrow('dynamically imported module');
    expect(duringImport).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // A chunk missing at a tap afterwards still reloads once.
    expect(reloadOnceForMissingChunk()).toBe(true);
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
