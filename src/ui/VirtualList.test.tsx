// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VirtualList } from './VirtualList';

const ROW_PX = 64;
const items = Array.from({ length: 10_000 }, (_, index) => `ticket ${index + 1}`);

/** A box measure the test gives, as the browser's ResizeObserver reports it after its layout. */
function observedBox() {
  const reports: ((height: number) => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe() {
        reports.push((height) =>
          this.report(
            [{ contentRect: { height } } as ResizeObserverEntry],
            this as unknown as ResizeObserver,
          ),
        );
      }
      disconnect() {}
    },
  );
  return { measure: (height: number) => act(() => reports.forEach((report) => report(height))) };
}

/** Ten thousand tickets' list, each row its ticket's name. */
const renderList = () =>
  render(
    <VirtualList
      items={items}
      rowHeightPx={ROW_PX}
      getKey={(item) => item}
      renderRow={(item) => item}
      label="Tickets"
    />,
  );

const drawn = () => screen.getAllByRole('listitem').map((row) => row.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a long list', () => {
  it('draws only the rows in view in its first frame, and the rows beyond its edges once its box is measured', () => {
    const box = observedBox();
    renderList();
    // Before the box's measure: the rows of a 600 px box, none beyond it.
    expect(drawn()).toHaveLength(10);
    expect(drawn()[0]).toBe('ticket 1');
    // Measured at 535 px (a phone's 65vh): its 9 rows and 8 more below for a flick.
    box.measure(535);
    expect(drawn()).toHaveLength(17);
    expect(drawn().at(-1)).toBe('ticket 17');
    // Each row says its place in the whole list.
    expect(screen.getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('10000');
  });

  it('draws the rows beyond its edges at once where the browser cannot measure its box', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    renderList();
    expect(drawn()).toHaveLength(18);
  });
});
