// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ConnectionState } from '../../data/connection';
import { ConnectionBannerView } from './ConnectionBanner';

function banner(state: ConnectionState) {
  render(<ConnectionBannerView state={state} />);
  return screen.queryByRole('status') ?? screen.queryByRole('alert');
}

describe('the connectivity banner: spec §2 texts and kinds, verbatim', () => {
  it('shows nothing while connected', () => {
    expect(banner({ status: 'connected', attempt: 0, reconnectedAt: null })).toBeNull();
  });

  it.each([
    [
      { status: 'offline', attempt: 0, reconnectedAt: null },
      'warning',
      'Connection lost. Trying to reconnect...',
    ],
    [{ status: 'reconnecting', attempt: 3, reconnectedAt: null }, 'info', 'Reconnecting... (attempt 3)'],
    [
      { status: 'cached', attempt: 0, reconnectedAt: null },
      'warning',
      'Using offline data. Some features may be limited.',
    ],
    [{ status: 'connected', attempt: 0, reconnectedAt: 10 }, 'success', 'Reconnected successfully!'],
  ] as const)('%o → %s %s', (state, kind, text) => {
    const element = banner(state);
    expect(element?.textContent).toBe(text);
    expect(element?.dataset.banner).toBe(kind);
  });

  it('failed: an error with a Retry button that reloads the page', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const element = banner({ status: 'failed', attempt: 7, reconnectedAt: null });
    expect(element?.dataset.banner).toBe('error');
    expect(element?.textContent).toContain('Connection failed. Please check your internet and try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
