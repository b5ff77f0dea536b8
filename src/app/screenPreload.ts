/**
 * The router's preload of a lazy screen (undefined for a screen that is not lazy). The lazy
 * component drops its own `preload` once its code is in; asked afterwards, this answers at
 * once (with nothing to wait for). A copy of the first `preload` imported the screen's module
 * again on every tap and waited for that answer: ~100 ms of idle before the ticket list's
 * first rows at 4x CPU (bench/tickets.bench.ts).
 */
export function preloadOf(component: unknown): (() => Promise<void> | undefined) | undefined {
  const lazy = component as { preload?: () => Promise<void> };
  return lazy.preload && (() => lazy.preload?.());
}
