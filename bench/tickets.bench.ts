/**
 * Benchmarks of issue #6, in Debian's Chromium against the production build:
 * - the ticket list with 10,000 tickets on the device, on a phone's screen: time to first rows
 *   at 4× CPU, tapped as a finger taps (`tapAsAFinger`) once the dashboard has settled (its
 *   bottom bar's screens have their code ready), the first opening and the median of the
 *   openings after it, as the other tap-to-shown benchmarks (/finance, the clock's tap, a wash
 *   logged); DOM nodes, and the longest main-thread task while scrolling through it (full speed);
 * - stock search over 50,000 vehicles: milliseconds per keystroke, CPU throttled 4×.
 * Both are timed in the page, as the other tap-to-shown benchmarks are: from the event's own
 * time stamp (the click, the key) to the frame that shows the rows or the matches, which the
 * test awaits in the page rather than polling for it (`shownAfterMs`). The round trip through
 * Playwright (key sent, result awaited) is kept beside them in the results, not budgeted: it
 * adds 20-30 ms at 4x CPU that no person waits for (measured with a query that matches nothing).
 * Run by `npm run bench`; not a test. Figures: bench/results/tickets.json.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { DEMO_PASSWORD, demoAccount } from '../scripts/demo/demoData';
import { waitForTestHooks } from '../tests/support/app';
import {
  CPU_SLOWDOWN,
  median,
  PHONE_SCREEN,
  readyForTimedTap,
  tapAsAFinger,
  tenth,
  throttled,
} from './support';
import { expectPath, signIn } from '../tests/support/signIn';

const LIST_TICKETS = 10_000;
const SEARCH_VEHICLES = 50_000;
const SCROLL_STEPS = 60;
const SEARCH_QUERY = 'BEN4567';
/** Something not shown by then has failed. */
const SHOWN_WITHIN_MS = 30_000;

const results: Record<string, unknown> = {};

interface ShownTimes {
  /** The latest event's time stamp (performance.now's clock). */
  eventAt?: number;
  /** Per thing shown: milliseconds from the event before it to the frame that shows it. */
  shownAfterMs: Record<string, number>;
  /** Who waits for a thing to be shown: told its milliseconds at that frame. */
  waiting: Record<string, (ms: number) => void>;
}

/**
 * Starts timing in the page: each `eventType` event's time stamp, and for each new thing shown
 * (an element matching `selector`, named by its `attribute`, or by the selector without one)
 * the time from the latest event to the start of the frame that paints it.
 */
async function timeInPage(page: Page, eventType: 'click' | 'keydown', selector: string, attribute?: string) {
  await page.evaluate(
    ([type, shownSelector, shownAttribute]) => {
      // Timed again in the same page: the earlier timing's listener and observer go, so no
      // work of the benchmark's own piles up inside the later taps.
      const timing = window as unknown as { benchShown: ShownTimes; benchShownStop?: () => void };
      timing.benchShownStop?.();
      const state: ShownTimes = { shownAfterMs: {}, waiting: {} };
      timing.benchShown = state;
      const onEvent = (event: Event) => (state.eventAt = event.timeStamp);
      document.addEventListener(type, onEvent, { capture: true });
      const observer = new MutationObserver(() => {
        const element = document.querySelector(shownSelector);
        const shown = shownAttribute ? element?.getAttribute(shownAttribute) : element && shownSelector;
        const eventAt = state.eventAt;
        if (!shown || shown in state.shownAfterMs || eventAt === undefined) return;
        state.shownAfterMs[shown] = -1;
        requestAnimationFrame(() => {
          const ms = performance.now() - eventAt;
          state.shownAfterMs[shown] = ms;
          state.waiting[shown]?.(ms);
        });
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      timing.benchShownStop = () => {
        document.removeEventListener(type, onEvent, { capture: true });
        observer.disconnect();
      };
    },
    [eventType, selector, attribute ?? null] as const,
  );
}

/**
 * Milliseconds from the event to the frame that showed `value`, once it is shown. Awaited in
 * the page, not polled for: Playwright's waiting for a locator queries the page on every frame
 * (its role queries walk the whole DOM), main-thread work inside the very window timed. In a
 * CPU profile of stock search it was ~9 ms of each keystroke at 4× CPU.
 */
async function shownAfterMs(page: Page, value: string): Promise<number> {
  const ms = await page.evaluate(
    ([key, giveUpMs]) =>
      new Promise<number>((resolve, reject) => {
        const state = (window as unknown as { benchShown: ShownTimes }).benchShown;
        const known = state.shownAfterMs[key];
        if (known !== undefined && known >= 0) return resolve(known);
        state.waiting[key] = resolve;
        setTimeout(() => reject(new Error(`${key} not shown within ${giveUpMs} ms`)), giveUpMs);
      }),
    [value, SHOWN_WITHIN_MS] as const,
  );
  return Math.round(ms * 10) / 10;
}

async function signInAsOwner(page: Page) {
  await signIn(page, demoAccount('owner').email, DEMO_PASSWORD);
  await expectPath(page, '/ownerDashboard');
  await waitForTestHooks(page);
  // Every view has answered (and been counted): the synthetic tickets put on the device
  // next are not in any view, and a view answering whole after them would remove them.
  await expect(page.getByTestId('freshness')).toHaveText(/^Updated/, { timeout: 60_000 });
}

test.afterAll(() => {
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/tickets.json', `${JSON.stringify(results, null, 2)}\n`);
});

const FIRST_ROW = '.virtual-list .virtual-row';
/** Openings of the list: the first after sign-in, and the ones after it whose median is budgeted. */
const LIST_OPENINGS = 6;

/**
 * Taps Tickets on the dashboard with the CPU throttled to a phone's; milliseconds to the first
 * rows in the page, and through Playwright.
 */
async function openTicketList(page: Page) {
  await timeInPage(page, 'click', FIRST_ROW);
  return throttled(page, async () => {
    const startedAt = Date.now();
    await tapAsAFinger(page, page.getByRole('link', { name: 'Tickets' }));
    const firstRowsMs = await shownAfterMs(page, FIRST_ROW);
    return { firstRowsMs, roundTripMs: Date.now() - startedAt };
  });
}

test.describe('on a phone', () => {
  // A phone's CPU (throttled 4×) and its screen, as the scale benchmark's: the list's own
  // layout there (the filters behind their button) is what a crew's phone draws.
  test.use({ viewport: PHONE_SCREEN });

  test(`ticket list with ${LIST_TICKETS} tickets`, async ({ page }) => {
    test.setTimeout(300_000);
    await signInAsOwner(page);
    await page.evaluate((count) => window.lotcrewTest?.seedLocalTickets(count), LIST_TICKETS);
    // A person who looks at the dashboard first: by then the bottom bar's screens have their
    // code ready (src/features/navigation/readyAhead.ts), the list's among them.
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/TicketListPage-[^/]*\.js$/.test(entry.name)),
    );
    // Fetched; compiled in the tasks that follow, which an idle moment waits out.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
    // Opened, then back home, and opened again: a crew opens the list many times a shift.
    const openings: { firstRowsMs: number; roundTripMs: number; machineIdleShare: number }[] = [];
    for (let opening = 0; opening < LIST_OPENINGS; opening++) {
      if (opening > 0) {
        await page.getByRole('link', { name: 'Home' }).click();
        await expectPath(page, '/ownerDashboard');
        await expect(page.getByTestId('freshness')).toHaveText(/^Updated/);
        await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
      }
      const machineIdleShare = await readyForTimedTap(page);
      openings.push({ ...(await openTicketList(page)), machineIdleShare });
    }
    const [first, ...later] = openings;
    const laterRowsMs = later.map((opening) => opening.firstRowsMs);
    const firstRowsMs = median(laterRowsMs);
    // On a phone the filters wait behind their button.
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Status').selectOption('all');
    // Every ticket listed: the seeded ten thousand and the demo's own.
    await expect(page.getByTestId('ticket-count')).toHaveText(/^(1\d,?\d{3}) of \1 tickets$/);
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    const longestTaskMs = await page.evaluate(async (steps) => {
      const tasks: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      });
      observer.observe({ type: 'longtask', buffered: false });
      const list = document.querySelector('.virtual-list');
      for (let step = 0; step < steps; step++) {
        list?.scrollBy(0, 4_000);
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      }
      observer.disconnect();
      return tasks.length > 0 ? Math.max(...tasks) : 0;
    }, SCROLL_STEPS);
    results.ticketList = {
      tickets: LIST_TICKETS,
      cpuSlowdown: CPU_SLOWDOWN,
      firstRowsMs,
      runs: laterRowsMs,
      firstOpeningMs: first?.firstRowsMs,
      roundTripMs: later.map((opening) => opening.roundTripMs),
      machineIdleShare: openings.map((opening) => opening.machineIdleShare),
      domNodes,
      longestTaskWhileScrollingMs: longestTaskMs,
    };
    console.log(
      `[bench] ticket list, ${LIST_TICKETS} tickets: first rows median ${firstRowsMs} ms (${laterRowsMs.join(', ')}; ` +
        `the first opening ${first?.firstRowsMs} ms), ${domNodes} DOM nodes, ` +
        `longest task while scrolling ${longestTaskMs ? `${Math.round(longestTaskMs)} ms` : 'none over 50 ms'}`,
    );
  });
});

test(`stock search over ${SEARCH_VEHICLES} vehicles at ${CPU_SLOWDOWN}× CPU throttling`, async ({ page }) => {
  test.setTimeout(300_000);
  await signInAsOwner(page);
  await page.evaluate((count) => window.lotcrewTest?.seedLocalTickets(count), SEARCH_VEHICLES);
  await page.getByRole('link', { name: 'Stock search' }).click();
  const input = page.getByLabel('Stock #, RO # or VIN');
  await input.focus();
  await timeInPage(page, 'keydown', '[data-results-for]', 'data-results-for');
  // Before the throttling: Chromium's throttled page keeps a core busy of its own.
  const machineIdleShare = await readyForTimedTap(page);
  const perKeystrokeMs: number[] = [];
  const roundTripMs: number[] = [];
  await throttled(page, async () => {
    for (let length = 1; length <= SEARCH_QUERY.length; length++) {
      const typed = SEARCH_QUERY.slice(0, length);
      const startedAt = Date.now();
      await page.keyboard.type(SEARCH_QUERY[length - 1] ?? '');
      perKeystrokeMs.push(await shownAfterMs(page, typed));
      roundTripMs.push(Date.now() - startedAt);
    }
  });
  // BEN4567 and BEN45670…BEN45679: exactly the prefix's matches among the 50,000.
  await expect(page.getByRole('heading', { name: 'Tickets (11)' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Matching tickets' })).toContainText('BEN45679');
  results.stockSearch = {
    vehicles: SEARCH_VEHICLES,
    cpuSlowdown: CPU_SLOWDOWN,
    perKeystrokeMs,
    roundTripMs,
    machineIdleShare,
    medianMs: median(perKeystrokeMs),
    worstMs: Math.max(...perKeystrokeMs),
  };
  console.log(
    `[bench] stock search, ${SEARCH_VEHICLES} vehicles, ${CPU_SLOWDOWN}× CPU: median ${median(perKeystrokeMs)} ms per keystroke, ` +
      `worst ${Math.max(...perKeystrokeMs)} ms (${perKeystrokeMs.join(', ')}; round trips ${roundTripMs.join(', ')})`,
  );
});

/** Issue #36: a month of two dealerships' tickets, as the stage times screen computes them. */
const STAGE_TICKETS = 3_000;
const STAGE_RUNS = 15;

test(`stage times over a month of ${STAGE_TICKETS} tickets at ${CPU_SLOWDOWN}× CPU throttling`, async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page, demoAccount('owner').email, DEMO_PASSWORD);
  await expectPath(page, '/ownerDashboard');
  await waitForTestHooks(page);
  const runs = await throttled(page, () =>
    page.evaluate(
      ([count, times]) => window.lotcrewTest?.timeStageReport(count, times) ?? Promise.resolve([]),
      [STAGE_TICKETS, STAGE_RUNS] as const,
    ),
  );
  expect(runs).toHaveLength(STAGE_RUNS);
  // The first run also compiles the code; the median of the later ones is a screen's recompute.
  const later = runs.slice(1).map((ms) => Math.round(ms * 10) / 10);
  results.stageReport = {
    tickets: STAGE_TICKETS,
    cpuSlowdown: CPU_SLOWDOWN,
    firstRunMs: Math.round((runs[0] ?? 0) * 10) / 10,
    medianMs: median(later),
    runs: later,
  };
  console.log(
    `[bench] stage times, ${STAGE_TICKETS} tickets: first ${tenth(runs[0] ?? 0)} ms, then median ${median(later)} ms`,
  );
});
