import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { FIRST_SCREEN_MARKS } from '../../src/data/firstScreen';

/**
 * When the page's first screen was painted: the performance mark the app sets then
 * (src/data/firstScreen.ts), waited for. `sinceStartMs` counts from the navigation's
 * start, `epochMs` is the same moment in ms since the epoch.
 */
export async function firstScreenPainted(
  page: Page,
  screen: keyof typeof FIRST_SCREEN_MARKS,
  timeoutMs = 30_000,
): Promise<{ sinceStartMs: number; epochMs: number }> {
  const mark = FIRST_SCREEN_MARKS[screen];
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark, {
    timeout: timeoutMs,
  });
  return page.evaluate((name) => {
    const sinceStartMs = performance.getEntriesByName(name)[0]?.startTime ?? -1;
    return { sinceStartMs, epochMs: performance.timeOrigin + sinceStartMs };
  }, mark);
}

/** Waits until the service worker is active and controls the page, so the app works offline. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The e2e hooks that emulator builds expose (src/data/testHooks.ts). */
export async function waitForTestHooks(page: Page): Promise<void> {
  await page.waitForFunction(() => window.lotcrewTest !== undefined);
}

/**
 * The writes waiting in the page's queue. A page without the hooks (it reloaded, or nobody
 * is signed in) throws: no answer is not an empty queue.
 */
export async function pendingWrites(page: Page): Promise<number> {
  const pending = await page.evaluate(() => window.lotcrewTest?.pendingCount() ?? null);
  if (pending === null) throw new Error('the page has no test hooks: it reloaded, or nobody is signed in');
  return pending;
}

/**
 * How often a wait on what the page itself holds (its queue, its copy, its address) asks
 * again: each ask costs the page a count in its own database, never the server a query.
 * `expect.poll`'s default backs off (100 ms, 250, 500, then every second), so a wait could
 * see the change up to a second late; a journey waits on its queue or its copy many times.
 * Every 100 ms: sooner would spend the CPU the suite is short of on asking.
 */
export const ASK_THE_PAGE_OFTEN = { intervals: [100] };

/** Waits for the page's queue to be empty: a page just opened first gets its hooks. */
export async function expectQueueDrained(page: Page, timeoutMs = 60_000): Promise<void> {
  await waitForTestHooks(page);
  await expect.poll(() => pendingWrites(page), { ...ASK_THE_PAGE_OFTEN, timeout: timeoutMs }).toBe(0);
}

/**
 * Queues `count` wash logs through the app's own write path (as the signed-in crew
 * member); returns their ids. References are `${prefix}-${index}`.
 */
export async function queueWashes(
  page: Page,
  prefix: string,
  count: number,
  dealershipId: string,
): Promise<string[]> {
  return page.evaluate(
    async ({ prefix, count, dealershipId }) => {
      const ids: string[] = [];
      for (let index = 0; index < count; index++) {
        const id = crypto.randomUUID();
        ids.push(id);
        await window.lotcrewTest?.queueWrite('logWash', {
          id,
          dealershipId,
          washedAt: new Date().toISOString(),
          reference: `${prefix}-${index}`,
          vin: null,
          kind: 'service',
          note: '',
        });
      }
      return ids;
    },
    { prefix, count, dealershipId },
  );
}

/**
 * `test` for a test that never goes offline and does not test updates or installs, in a
 * file whose other tests do: its pages run with no service worker, so its new phone does
 * not download the precache of every chunk (three dashboard tests took 10-15 % less time
 * so). A whole file of such tests says `test.use({ serviceWorkers: 'block' })` instead.
 */
export const onlineTest = test.extend({ serviceWorkers: 'block' });

/** Runs in the page before its scripts: adds up the shifts the person did not cause. */
export function recordLayoutShift() {
  const record = window as unknown as { lotcrewLayoutShift: number };
  record.lotcrewLayoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
      if (!entry.hadRecentInput) record.lotcrewLayoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The layout shift since the page opened, as recorded by `recordLayoutShift`. */
export async function layoutShiftSoFar(page: Page): Promise<number> {
  // The browser reports a shift after the frame it happened in: one more frame lets it in.
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(() => resolve((window as unknown as { lotcrewLayoutShift: number }).lotcrewLayoutShift)),
        ),
      ),
  );
}
