// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, PART_RETRY_MS, type MissingPart } from './lazyPart';

const Missing: MissingPart = ({ retry }) => (
  <button type="button" onClick={retry}>
    not here yet
  </button>
);

function Clock({ label }: { label: string }) {
  return <p>{label}</p>;
}

/** A loader that fails until `online` is set, as an import does with no signal. */
function networkLoader() {
  const network = { online: false, calls: 0 };
  const load = () => {
    network.calls += 1;
    return network.online
      ? Promise.resolve({ default: Clock })
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Clock.js'));
  };
  return { network, load };
}

describe('lazyPart', () => {
  it('keeps the rest of the screen when its code cannot be fetched, and loads when the person retries', async () => {
    const { network, load } = networkLoader();
    const Part = lazyPart(load, Missing);
    render(
      <main>
        <h1>Dashboard</h1>
        <Part label="Clock in" />
      </main>,
    );
    const retry = await screen.findByRole('button', { name: 'not here yet' });
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();

    network.online = true;
    act(() => retry.click());
    expect(await screen.findByText('Clock in')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'not here yet' })).toBeNull();
    expect(network.calls).toBe(2);
  });

  it('asks again by itself when the browser is back online', async () => {
    const { network, load } = networkLoader();
    const Part = lazyPart(load, Missing);
    render(<Part label="Clock in" />);
    await screen.findByRole('button', { name: 'not here yet' });
    // The 'online' listener is attached by an effect after that paint: let effects run first.
    await act(() => Promise.resolve());

    network.online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Clock in')).toBeTruthy();
  });

  it('asks again by itself after a while, even when no online event comes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { network, load } = networkLoader();
      const Part = lazyPart(load, Missing);
      render(<Part label="Clock in" />);
      await screen.findByRole('button', { name: 'not here yet' });
      await act(() => Promise.resolve());
      network.online = true;
      await act(() => vi.advanceTimersByTimeAsync(PART_RETRY_MS));
      expect(await screen.findByText('Clock in')).toBeTruthy();
      expect(network.calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks again on time while the screen around it keeps redrawing', async () => {
    // A dashboard redraws as its data arrives: each redraw must not start the wait over, or
    // the part stays missing for as long as the screen is busy.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { network, load } = networkLoader();
      const Part = lazyPart(load, Missing);
      const view = render(<Part label="Clock in" />);
      await screen.findByRole('button', { name: 'not here yet' });
      await act(() => Promise.resolve());
      network.online = true;
      for (let redraw = 1; redraw <= 5; redraw++) {
        await act(() => vi.advanceTimersByTimeAsync(PART_RETRY_MS / 4));
        if (screen.queryByText('Clock in')) break;
        view.rerender(<Part label="Clock in" />);
      }
      expect(screen.getByText('Clock in')).toBeTruthy();
      expect(network.calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows its placeholder while the code loads, and counts an import that gives nothing as missing', async () => {
    let give: (module: { default: typeof Clock } | undefined) => void = () => {};
    const load = () =>
      new Promise<{ default: typeof Clock }>((resolve) => {
        give = resolve as typeof give;
      });
    const Waiting = () => <p>the bar’s place</p>;
    const Part = lazyPart(load, Missing, { Waiting });
    render(<Part label="Clock in" />);
    expect(screen.getByText('the bar’s place')).toBeTruthy();
    // What Vite's loader resolves to when its failure is cancelled before a reload.
    act(() => give(undefined));
    expect(await screen.findByRole('button', { name: 'not here yet' })).toBeTruthy();
    expect(screen.queryByText('the bar’s place')).toBeNull();
  });

  it('draws again from the code it has: a later visit does not fetch or fail again', async () => {
    const { network, load } = networkLoader();
    const Part = lazyPart(load, Missing);
    const first = render(<Part label="Clock in" />);
    await screen.findByRole('button', { name: 'not here yet' });
    await act(() => Promise.resolve());
    network.online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await screen.findByText('Clock in');
    first.unmount();

    render(<Part label="Clock out" />);
    expect(await screen.findByText('Clock out')).toBeTruthy();
    expect(network.calls).toBe(2);
  });
});
