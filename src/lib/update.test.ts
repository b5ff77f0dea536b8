// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entryModuleIn, reloadOnceIfAnotherBuild } from './update';

/** index.html as a build of the app serves it: the entry module named in its markup. */
function indexHtml(entry: string): string {
  return `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head><body></body></html>`;
}

const answer = (body: string, init?: ResponseInit) => Promise.resolve(new Response(body, init));

describe('reloadOnceIfAnotherBuild (a lazy chunk that could not be fetched)', () => {
  const reload = vi.fn();
  const served = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    window.sessionStorage.clear();
    reload.mockReset();
    served.mockReset();
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.src = '/assets/index-OLD.js';
    document.head.replaceChildren(entry);
    vi.stubGlobal('location', { ...window.location, reload });
    vi.stubGlobal('fetch', served);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.replaceChildren();
  });

  it('after a deploy (the server names another entry module) reloads once, then never again within 30 s', async () => {
    served.mockImplementation(() => answer(indexHtml('/assets/index-NEW.js')));
    expect(await reloadOnceIfAnotherBuild()).toBe(true);
    expect(await reloadOnceIfAnotherBuild()).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    // It asked the server itself: past the service worker's precache and the HTTP cache.
    const [url, init] = served.mock.calls[0] ?? [];
    expect(url).toMatch(/^\/index\.html\?build-check=\d+$/);
    expect(init).toEqual({ cache: 'no-store' });
  });

  it('a moment without signal is not a deploy: the page stays (the same build served, or no answer)', async () => {
    served.mockImplementationOnce(() => answer(indexHtml('/assets/index-OLD.js')));
    expect(await reloadOnceIfAnotherBuild()).toBe(false);
    served.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await reloadOnceIfAnotherBuild()).toBe(false);
    // A proxy's or a captive portal's error page is no answer either.
    served.mockImplementationOnce(() => answer('Bad gateway', { status: 502 }));
    expect(await reloadOnceIfAnotherBuild()).toBe(false);
    served.mockImplementationOnce(() => answer('<html><body>Sign in to the Wi-Fi</body></html>'));
    expect(await reloadOnceIfAnotherBuild()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // Those answers did not use up the one reload a real deploy gets.
    served.mockImplementationOnce(() => answer(indexHtml('/assets/index-NEW.js')));
    expect(await reloadOnceIfAnotherBuild()).toBe(true);
  });
});

describe('entryModuleIn (which build a page of the app is)', () => {
  it('names the first module script, whatever the attributes around it', () => {
    const built =
      '<script src="/assets/startup-preload-A.js"></script><script type="module" crossorigin src="/assets/index-B.js"></script>';
    expect(entryModuleIn(built)).toBe('/assets/index-B.js');
    expect(entryModuleIn("<SCRIPT SRC='/assets/x.js' TYPE='module'></SCRIPT>")).toBe('/assets/x.js');
    expect(entryModuleIn('<script src="/assets/classic.js"></script><p>no module</p>')).toBeNull();
  });
});
