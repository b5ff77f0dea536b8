// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionState } from '../data/connection';
import type { SessionState } from '../data/session';
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
