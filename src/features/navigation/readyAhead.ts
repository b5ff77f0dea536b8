/**
 * The bottom bar's screens, made ready ahead of the tap: once the first screen has settled,
 * each one's code is fetched (from the service worker's copy) and compiled, one per idle
 * moment, so the first tap on one draws it at once instead of waiting ~35 ms at full
 * speed (~140 ms on a phone's CPU) for its code (bench/tickets.bench.ts, first rows).
 * It waits READY_AHEAD_AFTER_MS first: a reopen's first seconds belong to the screen on show
 * and to the copy catching up with the server (bench/report.md, repeat open up to date).
 */
import { whenIdle } from '../../lib/idle';

/** How long after the navigation appears the bar's screens start getting ready. */
export const READY_AHEAD_AFTER_MS = 3_000;

export interface ReadyAheadDeps {
  /** Fetches and compiles one screen's code (the router's preload of its route). */
  preload: (path: string) => Promise<unknown>;
  wait: (task: () => void, ms: number) => () => void;
  idle: (task: () => void) => () => void;
}

const browserDeps = (preload: ReadyAheadDeps['preload']): ReadyAheadDeps => ({
  preload,
  wait: (task, ms) => {
    const timer = window.setTimeout(task, ms);
    return () => window.clearTimeout(timer);
  },
  idle: whenIdle,
});

/**
 * Readies `paths` one after another, then calls `done`; returns the cancel function (the
 * navigation went away).
 */
export function readyAhead(paths: readonly string[], deps: ReadyAheadDeps, done = () => {}): () => void {
  let cancel = deps.wait(() => next(0), READY_AHEAD_AFTER_MS);
  let cancelled = false;
  function next(index: number) {
    const path = paths[index];
    if (cancelled) return;
    if (path === undefined) return done();
    cancel = deps.idle(() => {
      // A screen whose code cannot be had now (offline before the first install) is simply
      // fetched at the tap, as without this; the next one is still tried.
      void deps
        .preload(path)
        .catch(() => undefined)
        .then(() => next(index + 1));
    });
  }
  return () => {
    cancelled = true;
    cancel();
  };
}

/** `readyAhead` in the browser, with the router's preload. */
export const readyAheadInBrowser = (
  paths: readonly string[],
  preload: ReadyAheadDeps['preload'],
  done: () => void,
) => readyAhead(paths, browserDeps(preload), done);
