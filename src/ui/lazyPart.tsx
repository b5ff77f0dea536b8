import { useCallback, useEffect, useState, type ComponentType } from 'react';

/** How long a missing part waits before it asks for its code again by itself. */
export const PART_RETRY_MS = 10_000;

/** What a part shows while its code cannot be had: `retry` asks for it again. */
export type MissingPart = ComponentType<{ retry: () => void }>;

/**
 * A part of a screen whose code loads on its own, after the screen's first paint (the
 * time clock on a dashboard). If that code cannot be fetched (no signal before the
 * service worker had stored it), the screen stays and the part shows `Missing`, asking
 * again when the browser is back online or the person retries. A plain React.lazy would
 * throw to the route and replace the whole screen, and would keep its failure forever.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  Missing: MissingPart,
): ComponentType<Props> {
  // Once loaded, every later use draws at once: no flash, no second fetch.
  let Loaded: ComponentType<Props> | null = null;

  return function LazyPart(props: Props) {
    const [attempt, setAttempt] = useState(0);
    const [failed, setFailed] = useState(false);
    const [, setArrived] = useState(false);
    useEffect(() => {
      if (Loaded) return;
      let mounted = true;
      load().then(
        (module) => {
          Loaded = module.default;
          if (mounted) setArrived(true);
        },
        () => mounted && setFailed(true),
      );
      return () => {
        mounted = false;
      };
    }, [attempt]);
    // The missing notice stays while it asks again: no flicker every time a timer retries.
    const retry = useCallback(() => setAttempt((count) => count + 1), []);
    // While missing, the browser's coming back online asks again, and so does a timer: an
    // 'online' event can come before the network is really back, or not at all (phones
    // moving between networks), and the part must not stay missing for the session. The
    // timer starts once per attempt: restarted at every redraw, it never fired while the
    // screen around it kept redrawing (a dashboard as its data arrives).
    useEffect(() => {
      if (!failed) return;
      window.addEventListener('online', retry);
      const timer = setTimeout(retry, PART_RETRY_MS);
      return () => {
        window.removeEventListener('online', retry);
        clearTimeout(timer);
      };
    }, [failed, attempt, retry]);

    if (Loaded) return <Loaded {...props} />;
    return failed ? <Missing retry={retry} /> : null;
  };
}
