// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListLink } from './ListLink';

/** The ticket screen's path in the route table (src/config/paths.ts, which src/ui does not import). */
const TICKET_VIEW = '/ticket/$ticketId';

/** A router of two screens, the ticket's standing for a lazy one (its code fetched by `preload`). */
async function listOnScreen(ticketId: string) {
  const preload = vi.fn(() => Promise.resolve());
  const TicketScreen = Object.assign(() => <p>the ticket</p>, { preload });
  const root = createRootRoute({ component: Outlet });
  const list = createRoute({
    getParentRoute: () => root,
    path: '/tickets',
    component: () => (
      <ListLink to={TICKET_VIEW} params={{ ticketId }}>
        BEN4567 · 2021 Ford F-150
      </ListLink>
    ),
  });
  const ticket = createRoute({ getParentRoute: () => root, path: TICKET_VIEW, component: TicketScreen });
  const router = createRouter({
    routeTree: root.addChildren([list, ticket]),
    history: createMemoryHistory({ initialEntries: ['/tickets'] }),
  });
  await act(() => router.load());
  render(<RouterProvider router={router} />);
  return { router, preload, link: await screen.findByRole('link', { name: 'BEN4567 · 2021 Ford F-150' }) };
}

afterEach(cleanup);

describe('a link on a row of a long list', () => {
  it('carries the address, so a long press or a new tab opens the ticket', async () => {
    const { link } = await listOnScreen('Xq9');
    expect(link.getAttribute('href')).toBe('/ticket/Xq9');
  });

  it('opens the ticket in the app on a tap, without loading the page again', async () => {
    const { router, link } = await listOnScreen('Xq9');
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      link.dispatchEvent(tap);
    });
    expect(tap.defaultPrevented).toBe(true);
    expect(router.state.location.pathname).toBe('/ticket/Xq9');
    expect(await screen.findByText('the ticket')).toBeTruthy();
  });

  it('leaves a click with a key held (a new tab or window) to the browser', async () => {
    const { router, link } = await listOnScreen('Xq9');
    for (const held of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...held });
      link.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
    expect(router.state.location.pathname).toBe('/tickets');
  });

  it('asks for the ticket screen’s code as a pointer comes over the row or it takes the focus', async () => {
    const { preload, link } = await listOnScreen('Xq9');
    expect(preload).not.toHaveBeenCalled();
    fireEvent.pointerEnter(link);
    expect(preload).toHaveBeenCalledTimes(1);
    fireEvent.focus(link);
    expect(preload).toHaveBeenCalledTimes(2);
  });
});
