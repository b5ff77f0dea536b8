/** What the benchmarks of the device's work share: the phone they stand for, and how they sum up runs. */
import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

/** A mid-range phone: Chromium's CPU throttled 4×. */
export const CPU_SLOWDOWN = 4;
/** A phone's screen, in CSS pixels: the bottom bar, not the wide screen's side rail. */
export const PHONE_SCREEN = { width: 390, height: 844 };

export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
/** Milliseconds to a tenth, as the report shows them. */
export const tenth = (ms: number) => Math.round(ms * 10) / 10;

/** Throttles the page's CPU to a phone's for the rest of its life (for a page timed from its opening). */
export async function throttledForItsLife(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** Runs `work` with the page's CPU throttled to a phone's, and back to full speed after. */
export async function throttled<T>(page: Page, work: () => Promise<T>): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    return await work();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

/** The share of the machine's CPU time (all cores) spent idle over `windowMs`, from Linux's /proc/stat. */
async function idleShare(windowMs: number): Promise<number> {
  const read = () => {
    const ticks = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    // user nice system idle iowait irq softirq steal …: idle and iowait are the idle ones.
    return { idle: (ticks[3] ?? 0) + (ticks[4] ?? 0), total: ticks.reduce((sum, tick) => sum + tick, 0) };
  };
  const before = read();
  await new Promise((done) => setTimeout(done, windowMs));
  const after = read();
  return (after.idle - before.idle) / Math.max(1, after.total - before.total);
}

/**
 * Collects the page's garbage before a single tap is timed: the seeding before it (tens of
 * thousands of tickets written) leaves a heap whose collection otherwise lands inside the tap
 * in some runs and not others.
 */
async function collectGarbage(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.detach();
}

/** Idle share the machine must reach before a tap is timed; the window it is measured over. */
const QUIET_IDLE_SHARE = 0.8;
const QUIET_WINDOW_MS = 500;
/** The longest wait for it: past this the tap is timed anyway, with the idle share recorded. */
const QUIET_WAIT_MS = 60_000;

/**
 * Waits until the machine is quiet before a tap is timed at 4× CPU. The emulators share this
 * machine's two cores with the browser, and may still be finishing an earlier benchmark's work
 * (functions its writes triggered, the JVM's collections); a phone does not share its CPU with
 * the server. The idle share returned here, kept with each figure, says whether the machine
 * was busy (bench/budget-notes.md has the run that showed the need). Call it before
 * throttling: Chromium's throttled page keeps a core busy itself.
 */
export async function quietMachine(): Promise<number> {
  const deadline = Date.now() + QUIET_WAIT_MS;
  for (;;) {
    const idle = await idleShare(QUIET_WINDOW_MS);
    if (idle >= QUIET_IDLE_SHARE || Date.now() > deadline) return Math.round(idle * 100) / 100;
  }
}

/**
 * Readies the page and the machine for a timed tap: the page's garbage collected, then the
 * machine quiet (`collectGarbage`, `quietMachine`). Returns the machine's idle share, to keep
 * with the tap's figure. Call it before throttling.
 */
export async function readyForTimedTap(page: Page): Promise<number> {
  await collectGarbage(page);
  return quietMachine();
}

/**
 * Taps `target` as a finger does, for a figure timed from the click's own time stamp. A
 * finger's touch reaches the page before it lifts (the pointer's arrival and press, the
 * router's preload of a link's screen on touch start), about a tenth of a second before
 * the click, which fires at the lift. Playwright's `click` sends the pointer's arrival, its
 * press and its release at once, so the click's time stamp came before the page had even
 * handled the arrival: traced at 4× CPU, 22-36 ms from a tap's time stamp to its handler,
 * most of it the hover's handlers and the route's preload, and 11-15 ms when the pointer
 * had come first (bench/budget-notes.md, "A tap as a finger makes it"). Here the pointer
 * comes to the target and the page finishes what that started; then the press and release.
 */
export async function tapAsAFinger(page: Page, target: Locator): Promise<void> {
  await target.hover();
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(undefined))));
  await target.click();
}
