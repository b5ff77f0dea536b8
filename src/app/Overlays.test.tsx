// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionState } from '../data/connection';
import type { SessionState } from '../data/session';
import { importAheadOfNeed } from '../lib/serviceWorker';
import { Overlays } from './Overlays';
import { SIGNED_IN_UNKNOWN } from '../testing/sessions';

let session: SessionState = { status: 'signedOut' };
let connectionState: ConnectionState = { status: 'connected', attempt: 0, reconnectedAt: null };
vi.mock('../data/useSession', () => ({ useSession: () => session }));
vi.mock('../data/connection/appConnection', () => ({ useConnection: () => connectionState }));

const unknownUser = SIGNED_IN_UNKNOWN;

describe('the weak-connection overlay (spec §8)', () => {
  beforeEach(() => {
    session = unknownUser;
  });

  it('appears when the user document cannot be read, nothing is mirrored, and 3 retries failed', () => {
    connectionState = { status: 'reconnecting', attempt: 3, reconnectedAt: null };
    render(<Overlays />);
    expect(screen.getByText(/Internet connectivity looks weak\./).textContent).toBe(
      "Internet connectivity looks weak. We are retrying in the background. If this persists, try toggling Wi-Fi and cellular, then refresh. If that doesn't work, please restart your phone.",
    );
    expect(screen.getByText('Reload site')).toBeTruthy();
  });

  it('stays away during the first retries, and whenever there is something to show', () => {
    connectionState = { status: 'reconnecting', attempt: 2, reconnectedAt: null };
    render(<Overlays />);
    expect(screen.queryByText(/connectivity looks weak/)).toBeNull();
    session = { ...unknownUser, userDoc: null, userDocSource: 'mirror' };
    connectionState = { status: 'failed', attempt: 9, reconnectedAt: null };
    render(<Overlays />);
    expect(screen.queryByText(/connectivity looks weak/)).toBeNull();
  });
});

describe('a chunk that could not be fetched (vite:preloadError)', () => {
  const served = vi.fn<(url: string) => Promise<Response>>();
  const reportMissing = () => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
  beforeEach(() => {
    session = { status: 'signedOut' };
    served.mockReset();
    served.mockImplementation(() => Promise.resolve(new Response('<p>no answer</p>')));
    vi.stubGlobal('fetch', served);
    // The page's own build: the entry module its markup names.
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.src = '/assets/index-RUNNING.js';
    document.head.replaceChildren(entry);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.replaceChildren();
  });

  it('asks the server whether another build is out, and never cancels the import’s failure', async () => {
    render(<Overlays />);
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    await waitFor(() => expect(served).toHaveBeenCalledOnce());
    expect(served.mock.calls[0]?.[0]).toMatch(/index\.html\?build-check=/);
  });

  it('does not even ask for an import made ahead of need: the page and what is typed stay', async () => {
    render(<Overlays />);
    await expect(
      importAheadOfNeed(() => {
        reportMissing();
        return Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'));
      }),
    ).rejects.toThrow('dynamically imported module');
    await vi.dynamicImportSettled();
    expect(served).not.toHaveBeenCalled();
    // A failure reported at a tap afterwards is asked about.
    reportMissing();
    await waitFor(() => expect(served).toHaveBeenCalledOnce());
  });
});
