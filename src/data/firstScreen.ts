/**
 * Startup order: the device's copy first, the network after. A screen that has painted
 * what the device holds says so (firstScreenShown); the session's server read and the
 * read mirror wait for that before loading the Firestore SDK (~90 KB gzipped, and its
 * evaluation on a slow phone), so a dashboard paints from IndexedDB without competing
 * with it. Screens that never call it release the wait after FIRST_SCREEN_WAIT_MS.
 */

/** How long network work waits for a screen that does not report its first paint. */
export const FIRST_SCREEN_WAIT_MS = 1_000;

let release: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  release = resolve;
});

/** The first screen shows the device's data: the network may start. */
export function firstScreenShown(): void {
  release();
}

/** Resolves once the first screen has shown the device's data, or after `fallbackMs`. */
export function afterFirstScreen(fallbackMs = FIRST_SCREEN_WAIT_MS): Promise<void> {
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, fallbackMs))]);
}
