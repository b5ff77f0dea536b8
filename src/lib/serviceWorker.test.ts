// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CODE_RETRY_MS } from './backOnline';
import {
  importAheadOfNeed,
  loadedOnceReachable,
  importsAheadOfNeed,
  isMissingCodeError,
  ScreenCodeMissing,
} from './serviceWorker';

describe('importsAheadOfNeed (the bar’s screens readied before a tap)', () => {
  it('says so while such an import is under way, when Vite reports its failure, and not after', async () => {
    let duringImport: boolean | undefined;
    await expect(
      importAheadOfNeed(() => {
        duringImport = importsAheadOfNeed();
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'));
      }),
    ).rejects.toThrow('dynamically imported module');
    expect(duringImport).toBe(true);
    expect(importsAheadOfNeed()).toBe(false);
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

  it('knows a screen’s missing code, told in words the router does not reload the page on', () => {
    const browsers = new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
    const screens = new ScreenCodeMissing(browsers);
    expect(isMissingCodeError(screens)).toBe(true);
    expect(screens.cause).toBe(browsers);
    // TanStack Router reloads once on the engines' words (its isModuleNotFoundError).
    expect(screens.message).not.toMatch(/dynamically imported module|Importing a module script failed/);
  });
});

describe('loadedOnceReachable (code asked for again once the signal is back)', () => {
  const notFetched = () => new TypeError('Failed to fetch dynamically imported module: /assets/mirror.js');
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks again when the browser is back online, and gives what finally came', async () => {
    const load = vi.fn().mockRejectedValueOnce(notFetched()).mockResolvedValueOnce('the mirror');
    const loaded = loadedOnceReachable(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('the mirror');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks again after a while with no online event, as often as it takes', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn()
      .mockRejectedValueOnce(notFetched())
      .mockRejectedValueOnce(notFetched())
      .mockResolvedValueOnce('the mirror');
    const loaded = loadedOnceReachable(load);
    await vi.advanceTimersByTimeAsync(CODE_RETRY_MS - 1);
    expect(load).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CODE_RETRY_MS);
    await expect(loaded).resolves.toBe('the mirror');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('passes any other failure on at once, without asking again', async () => {
    const load = vi.fn().mockRejectedValue(new Error('the rules refused'));
    await expect(loadedOnceReachable(load)).rejects.toThrow('the rules refused');
    window.dispatchEvent(new Event('online'));
    expect(load).toHaveBeenCalledOnce();
  });
});
