import { useRouter, type RegisteredRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { pathWith, type ParamsOf } from '../utils/routePath';

/** A path of the route table, as the router knows it ('/ticket/$ticketId'). */
type RoutePath = keyof RegisteredRouter['routesByPath'];

/** A click the browser keeps: another button, or a key held for a new tab or window. */
const browsersOwn = (event: MouseEvent) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey ||
  event.altKey;

/**
 * A link on a row of a long list (the ticket list, stock search's matches). The router's own
 * <Link> works its address out through the router's location builder on every render: on
 * the ticket list's first frame, the <Link>s (its ~18 rows' and the bottom bar's) were a
 * fifth of the tap's script at 4× CPU (bench/tickets.bench.ts, first rows). This one writes
 * the address from the path's pattern and hands a plain click to the router (a click with a
 * modifier key, or another button, is the browser's: a new tab or window). Like <Link> with
 * intent preloading, it asks for the screen's code as a pointer comes over it or it takes
 * the focus.
 */
export function ListLink<Path extends RoutePath>({
  to,
  params,
  className,
  children,
}: {
  to: Path;
  params: ParamsOf<Path>;
  className?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const href = pathWith(to, params);
  const preload = () => {
    const route = router.routesByPath[to];
    // Offline with the code not on the phone: the tap itself says so (the screen's fallback).
    if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
  };
  return (
    <a
      href={href}
      className={className}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={(event) => {
        if (browsersOwn(event)) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    >
      {children}
    </a>
  );
}
