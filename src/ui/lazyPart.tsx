import { useCallback, useEffect, useState, type ComponentType } from 'react';

/** How long a missing part waits before it asks for its code again by itself. */
export const PART_RETRY_MS = 10_000;

/** What a part shows while its code cannot be had: `retry` asks for it again. */
export type MissingPart = ComponentType<{ retry: () => void }>;

type PartModule<Props> = { default: ComponentType<Props> };

/** What a part shows before its code is here. */
export interface PartOptions {
  /** Shown while the code loads (nothing by default): a placeholder of the part's size. */
  Waiting?: ComponentType;
}

/**
 * A part of a screen, or of the shell around every screen, whose code loads on its own
 * after the first paint (the time clock on a dashboard, the main navigation). If that code
 * cannot be fetched (the signal dropped before the service worker had stored it), the
 * rest stays and the part shows `Missing`, asking again when the browser is back online,
 * after a while, or when the person retries. A plain React.lazy would throw: to the route,
 * which replaces the whole screen, or, in the shell, to the root, which leaves the page
 * blank (seen: the signal dropping while the navigation's code loaded).
 *
 * Asking again fetches again in Chromium 156 (measured: an import whose file, or one of
 * whose imports, failed to fetch is fetched afresh by the next import of it). Browsers
 * that follow the HTML standard's older text keep the failure for the page's life
 * (whatwg/html#6768); there only a reload brings the part.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<PartModule<Props>>,
  Missing: MissingPart,
  { Waiting }: PartOptions = {},
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
      load()
        .then((module) => {
          // Nothing (an import whose failure was cancelled, as before a reload) is a failure too.
          Loaded = module.default;
          if (mounted) setArrived(true);
        })
        .catch(() => mounted && setFailed(true));
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
    if (failed) return <Missing retry={retry} />;
    return Waiting ? <Waiting /> : null;
  };
}

/** A part of the shell that shows nothing while its code is missing (it retries by itself). */
export const NothingMissing: MissingPart = () => null;
