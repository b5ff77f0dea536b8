/**
 * Startup order: the screen first, the network after. A first screen that has painted
 * says so (firstScreenShown): the sign-in form, or a dashboard's numbers from IndexedDB.
 * Firebase Auth (for someone who was signed out) and the Firestore SDK (~90 KB gzipped,
 * for the session's server read and the read mirror) wait for that, so neither competes
 * with the first paint on a slow phone. Screens that never call it release the wait
 * after FIRST_SCREEN_WAIT_MS.
 */

/** How long network work waits for a screen that does not report its first paint. */
export const FIRST_SCREEN_WAIT_MS = 1_000;
/**
 * How long it waits for a screen that does report it (the sign-in page, a dashboard) but
 * has not yet: on a slow phone a dashboard can take longer than FIRST_SCREEN_WAIT_MS to
 * read the device's copy, and the network must not overtake its paint. Only a screen that
 * failed to draw ever reaches this.
 */
export const REPORTING_SCREEN_WAIT_MS = 10_000;

let fallbackMs = FIRST_SCREEN_WAIT_MS;

/** The page opens on a screen that reports its first paint: the network waits for it. */
export function firstScreenWillReport(): void {
  fallbackMs = REPORTING_SCREEN_WAIT_MS;
}

/** Ends the wait: there until the page's first screen is shown, then spent. */
let release: (() => void) | undefined;
const shown = new Promise<void>((resolve) => {
  release = resolve;
});

/** Performance marks of the first screens, which the benchmarks and the size check time. */
export const FIRST_SCREEN_MARKS = {
  signIn: 'lotcrew:sign-in-painted',
  dashboard: 'lotcrew:dashboard-painted',
} as const;

/**
 * The first screen has been drawn (call once its render is committed): once the browser has
 * painted that frame, it is marked and the network may start. Not before the paint: a
 * dashboard's effects run right after its commit, and the mirror's and the shell's chunks
 * loaded and run from there pushed the numbers' paint back by ~40 ms (Lighthouse's trace of
 * the owner's dashboard).
 */
export function firstScreenShown(screen: keyof typeof FIRST_SCREEN_MARKS): void {
  afterNextPaint(() => {
    // The page's first screen only: a dashboard drawn after signing in on "/" is not one.
    if (!release) return;
    performance.mark(FIRST_SCREEN_MARKS[screen]);
    release();
    release = undefined;
  });
}

/**
 * Runs `then` after the frame being prepared is painted: a frame's callbacks run just before
 * its paint, and a task queued from one runs after it. At once where no frame will come (a
 * page in the background paints nothing until it is shown, and nothing there waits on it).
 */
function afterNextPaint(then: () => void): void {
  if (document.hidden) then();
  else requestAnimationFrame(() => setTimeout(then));
}

/**
 * Resolves once the first screen has shown the device's data, or when the wait for it
 * runs out (FIRST_SCREEN_WAIT_MS, or REPORTING_SCREEN_WAIT_MS on a screen that reports).
 */
export function afterFirstScreen(): Promise<void> {
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, fallbackMs))]);
}
