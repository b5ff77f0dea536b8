/**
 * Benchmark (issue #33, item 5): a business at its real size on the server, reached the way
 * a phone reaches it. Adds `LOTCREW_BENCH_SCALE` months (default 1: ~3,000 tickets, ~6,000
 * washes, ~4,000 punches, 40 people) of two dealerships' work to the emulators, then, with
 * the CPU throttled 4× on a phone's viewport:
 * - the owner on a new phone: from opening the app signed in to the dashboard's numbers, and
 *   to every view answered ("up to date");
 * - the owner's and a crew member's repeat opens with nothing changed: to the numbers from
 *   the device, to up to date, and the Firestore reads the reopen was billed for;
 * each with the main thread's long tasks (the longest, and the blocking time over 50 ms);
 * - then, on the owner's phone with the month on it, the screens that read the most of it,
 *   each tapped from the dashboard: tap to its content, and the longest task from the tap
 *   until the page is idle;
 * - a wash crew member's app opened again with signal, DRAIN_WRITES washes queued offline
 *   while the server took CAUGHT_UP_WASHES of other crews' washes at the same dealership:
 *   from the open to the queue drained and to every view answered, and the longest task.
 * Each phone opens once the emulators are quiet (emulatorIdle.ts: the seed's events still
 * reaching the Functions emulator), and the wait is recorded. A page lets go of its server
 * listeners before it is closed or cut off (`releasePage`): the real backend drops a
 * closed phone's, the emulator keeps them and matched every later write against their
 * queries (docs/testing.md), which a phone on the real backend never meets.
 * Run by `npm run bench` after the other benchmarks (it leaves the data on the emulators).
 */
import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { FieldPath, getFirestore, Timestamp, type Query } from 'firebase-admin/firestore';
import { DEALERSHIP_2, DEMO_PASSWORD, demoAccount } from '../../scripts/demo/demoData';
import { LOCAL_KEYS } from '../../src/config/constants';
import { CHANGE_STAMPS } from '@lotcrew/shared';
import { DAY_MS } from '../../src/utils/duration';
import { mirrorScopesFor, type Viewer } from '../../src/data/mirror/scopes';
import { stampsWaitedForBy, waitsForStamps } from '../../src/data/mirror/stamped';
import { scalePeople } from '../../scripts/demo/scaleData';
import { seedScale } from '../../scripts/demo/scaleSeed';
import { adminApp } from '../../scripts/demo/seed';
import { pendingWrites, queueWashes, waitForServiceWorker, waitForTestHooks } from '../../tests/support/app';
import { cutNetwork, restoreNetwork } from '../../tests/support/network';
import { washLogIdsWithPrefix } from '../../tests/support/washLogs';
import {
  answeredSince,
  lastAnswerSince,
  mirrorReadsOf,
  totalReads,
  type ViewReads,
} from '../../tests/support/mirror';
import { signIn } from '../../tests/support/signIn';
import { releasePage } from '../../tests/support/test';
import { CPU_SLOWDOWN, median, PHONE_SCREEN, tapAsAFinger, throttledForItsLife } from '../support';
import { emulatorsQuiet, type Settled } from './emulatorIdle';
import { measureYardstickMs } from '../../scripts/machineSpeed.mjs';
import { washesFromAnotherPhone } from './otherCrews';

const MONTHS = Number(process.env.LOTCREW_BENCH_SCALE ?? '1');
const REOPENS = 3;
/** A main-thread task longer than this blocks input (the web's "long task"). */
const LONG_TASK_MS = 50;
const CATCH_UP_TIMEOUT_MS = 300_000;
/** Before each phone opens, the emulators go quiet (emulatorIdle.ts), waited for this long at most. */
const QUIET_AT_MOST_MS = 30_000;
/** After the seed, its writes' events reach the Functions emulator for minutes (~3 at ten months). */
const SEED_QUIET_AT_MOST_MS = 600_000;
/** Writes queued offline by the crew member (the sync-drain benchmark's number). */
const DRAIN_WRITES = 200;
/**
 * Washes other crews log at the dealership while that phone is offline. More stalls the
 * emulator (its writes wait behind the listener a closed page left open until it times out:
 * 2,000 hit the Admin SDK's 60 s deadline); 300 and the 200 of the phone's own are 500
 * changes to catch up with while the queue drains.
 */
const CAUGHT_UP_WASHES = 300;
/** How often the queue is looked at while it drains. */
const POLL_MS = 50;

interface Watched {
  numbersMs: number;
  upToDateMs: number;
  longestTaskMs: number;
  blockingMs: number;
  reads: number;
  readsByView: ViewReads;
  /** The wait, before the open, for the emulators to go quiet (emulatorIdle.ts). */
  emulatorsQuiet: Settled;
}

/**
 * Records, from the page's start, its long tasks and when the dashboard first shows every
 * tile's number (no tile waiting for the copy).
 */
const WATCH = () => {
  const watched = { longTasks: [] as number[], longTaskEnds: [] as [number, number][], numbersAt: -1 };
  (window as unknown as { benchWatch: typeof watched }).benchWatch = watched;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      watched.longTasks.push(entry.duration);
      watched.longTaskEnds.push([entry.duration, entry.startTime + entry.duration]);
    }
  }).observe({ type: 'longtask', buffered: true });
  const numbersShown = () =>
    document.querySelector('.tile') !== null &&
    document.querySelector('[data-testid="tile-unknown"]') === null;
  const observer = new MutationObserver(() => {
    if (!numbersShown()) return;
    watched.numbersAt = performance.now();
    observer.disconnect();
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true, characterData: true }),
  );
};

/**
 * Where the read mirror runs. As shipped, in its worker: Chromium slows only the page's
 * thread (Emulation.setCPUThrottlingRate: "only supported for pages, not workers"), so the
 * worker runs at this machine's full speed, and the times to numbers and to up to date are
 * a fast phone's. The same opens with the mirror on the page put all of its work on the
 * slowed thread: a slow phone's times at worst (a real one runs the worker on another
 * core). Times are budgeted on the page's run, the page's long tasks on the worker's.
 */
type MirrorPlace = 'worker' | 'page';

async function watchedPage(
  browser: Browser,
  storageFrom?: Page,
  mirror: MirrorPlace = 'worker',
): Promise<Page> {
  let context = storageFrom?.context();
  if (!context) {
    context = await browser.newContext({ viewport: PHONE_SCREEN });
    if (mirror === 'page')
      await context.addInitScript((key) => localStorage.setItem(key, '1'), LOCAL_KEYS.testMirrorOnPage);
  }
  const page = await context.newPage();
  await page.addInitScript(WATCH);
  await throttledForItsLife(page);
  return page;
}

/** Waits for the numbers and for every view to answer since `startedAt`, then reads the watch. */
async function measure(page: Page, startedAt: string, emulatorsQuiet: Settled): Promise<Watched> {
  await page.waitForFunction(
    () => (window as unknown as { benchWatch?: { numbersAt: number } }).benchWatch?.numbersAt !== -1,
    undefined,
    { timeout: CATCH_UP_TIMEOUT_MS },
  );
  // When the last view answered, from the copy's records: the poll notices up to 250 ms later.
  let upToDateMs = -1;
  await expect
    .poll(
      async () => {
        upToDateMs = (await lastAnswerSince(page, startedAt)) ?? -1;
        return upToDateMs >= 0;
      },
      { timeout: CATCH_UP_TIMEOUT_MS, intervals: [250] },
    )
    .toBe(true);
  const readsByView = await mirrorReadsOf(page);
  const { longTasks, numbersAt } = await page.evaluate(
    () => (window as unknown as { benchWatch: { longTasks: number[]; numbersAt: number } }).benchWatch,
  );
  return {
    numbersMs: Math.round(numbersAt),
    upToDateMs: Math.round(upToDateMs),
    longestTaskMs: Math.round(Math.max(0, ...longTasks)),
    blockingMs: Math.round(longTasks.reduce((sum, task) => sum + Math.max(0, task - LONG_TASK_MS), 0)),
    reads: totalReads(readsByView),
    readsByView,
    emulatorsQuiet,
  };
}

interface ScreenOpen {
  /** Tap to the first frame with the screen's content. */
  shownMs: number;
  /** The longest main-thread task from the tap until the page is idle. */
  longestTaskMs: number;
}

/**
 * The owner's screens that read the most of the copy, each with what shows its content and,
 * where the first content is not all of it, what says the rest is read.
 */
const MONTH_SCREENS: readonly { label: string; content: string; whole?: (page: Page) => Promise<void> }[] = [
  {
    label: 'Tickets',
    content: '.virtual-row',
    // The first rows come first; the count says every ticket has been read.
    whole: (page) =>
      expect(page.getByTestId('ticket-count')).toHaveText(/ of /, { timeout: CATCH_UP_TIMEOUT_MS }),
  },
  { label: 'Wash reports', content: '[data-testid="report-totals"]' },
  { label: 'Timesheets', content: '[data-testid="timesheet-row"]' },
  { label: 'Financial overview', content: '[data-testid="figure-revenue-value"]' },
  { label: 'Labor analytics', content: '[data-testid="labor-person"]' },
];

/** Taps a place of the main navigation, opening More first where the phone's bar hides it. */
async function tapNavigation(page: Page, label: string) {
  const link = page.getByRole('navigation').getByRole('link', { name: label, exact: true });
  if (!(await link.isVisible())) await page.getByRole('button', { name: 'More' }).click();
  await tapAsAFinger(page, link);
}

/** Taps `label` on the dashboard and times it to `content`, then back to the dashboard. */
async function openScreen(
  page: Page,
  { label, content, whole }: (typeof MONTH_SCREENS)[number],
): Promise<ScreenOpen> {
  await page.evaluate((selector) => {
    const state = { tappedAt: -1, shownAt: -1 };
    (window as unknown as { benchOpen: typeof state }).benchOpen = state;
    const observer = new MutationObserver(() => {
      if (state.tappedAt < 0 || document.querySelector(selector) === null) return;
      observer.disconnect();
      requestAnimationFrame(() => (state.shownAt = performance.now()));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    // The tap on the place itself (More, where the bar hides it, opens a menu first).
    document.addEventListener(
      'click',
      (event) => {
        if (event.target instanceof Element && event.target.closest('a')) state.tappedAt = event.timeStamp;
      },
      { capture: true },
    );
  }, content);
  await tapNavigation(page, label);
  const shownMs = await page
    .waitForFunction(
      () => {
        const { tappedAt, shownAt } = (
          window as unknown as { benchOpen: { tappedAt: number; shownAt: number } }
        ).benchOpen;
        return shownAt >= 0 ? shownAt - tappedAt : false;
      },
      undefined,
      { timeout: CATCH_UP_TIMEOUT_MS },
    )
    .then(async (handle) => Number(await handle.jsonValue()));
  await whole?.(page);
  // Idle: whatever the screen does after its content (drawing the rest) is done.
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
  const longestTaskMs = await page.evaluate(() => {
    const { tappedAt } = (window as unknown as { benchOpen: { tappedAt: number } }).benchOpen;
    return Math.max(
      0,
      ...(window as unknown as { benchWatch: { longTaskEnds: [number, number][] } }).benchWatch.longTaskEnds
        .filter(([, end]) => end >= tappedAt)
        .map(([duration]) => duration),
    );
  });
  await tapNavigation(page, 'Home');
  await page.locator('.tile').first().waitFor();
  return { shownMs: Math.round(shownMs), longestTaskMs: Math.round(longestTaskMs) };
}

/** Each of MONTH_SCREENS opened from the dashboard of `page` (the copy up to date). */
async function monthScreens(page: Page): Promise<Record<string, ScreenOpen>> {
  const opened: Record<string, ScreenOpen> = {};
  for (const screen of MONTH_SCREENS) opened[screen.label] = await openScreen(page, screen);
  return opened;
}

/** A period of /finance older than the device's copy, read from the server: what the owner waits, and the page's longest task. */
interface OlderPeriod {
  /** What the screen says of the period's older days (when they were read from the server). */
  note: string;
  /** From the choice to the frame that says when the period was read from the server. */
  shownMs: number;
  longestTaskMs: number;
  /** The bodies of the server's answers to the period's queries, as the emulator sends them (uncompressed). */
  answersBytes: number;
}

const dayBefore = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

/**
 * /finance opened from the dashboard, then periods the device's copy does not reach: last
 * month (with the month before it, which it is compared with), and at ten months a range of
 * the nine months before the copy (with the nine before those). Each is read from the
 * server (src/data/finance/serverPeriod.ts) and computed a run of days at a time.
 */
async function olderPeriods(
  page: Page,
): Promise<{ lastMonth: OlderPeriod; nineMonths?: OlderPeriod & { from: string; to: string } }> {
  await tapNavigation(page, 'Financial overview');
  await page.getByTestId('figure-revenue-value').first().waitFor();
  const period = page.getByLabel('Period', { exact: true });
  const timed = async (choose: () => Promise<void>): Promise<OlderPeriod> => {
    const answers: Promise<number>[] = [];
    const countAnswer = (request: Request) => {
      if (request.url().endsWith(':runQuery'))
        answers.push(request.sizes().then((sizes) => sizes.responseBodySize));
    };
    page.on('requestfinished', countAnswer);
    const startedAt = await page.evaluate(() => {
      const state = { shownAt: -1 };
      (window as unknown as { benchOlder: typeof state }).benchOlder = state;
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[data-testid="server-as-of"]')) return;
        observer.disconnect();
        requestAnimationFrame(() => (state.shownAt = performance.now()));
      });
      observer.observe(document.body, { childList: true, subtree: true });
      return performance.now();
    });
    await choose();
    const shownAt = await page
      .waitForFunction(
        () => {
          const { shownAt: at } = (window as unknown as { benchOlder: { shownAt: number } }).benchOlder;
          return at >= 0 ? at : false;
        },
        undefined,
        { timeout: CATCH_UP_TIMEOUT_MS, polling: 250 },
      )
      .then(async (handle) => Number(await handle.jsonValue()));
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
    const longestTaskMs = await page.evaluate(
      (from) =>
        Math.max(
          0,
          ...(
            window as unknown as { benchWatch: { longTaskEnds: [number, number][] } }
          ).benchWatch.longTaskEnds
            .filter(([, end]) => end >= from)
            .map(([duration]) => duration),
        ),
      startedAt,
    );
    const note = await page.evaluate(
      () => document.querySelector('[data-testid="server-as-of"]')?.textContent ?? '',
    );
    page.off('requestfinished', countAnswer);
    const answersBytes = (await Promise.all(answers)).reduce((sum, bytes) => sum + bytes, 0);
    return {
      note,
      shownMs: Math.round(shownAt - startedAt),
      longestTaskMs: Math.round(longestTaskMs),
      answersBytes,
    };
  };
  const lastMonth = await timed(async () => {
    await period.selectOption('lastMonth');
  });
  if (MONTHS < 10) return { lastMonth };
  const [from, to] = [dayBefore(300), dayBefore(35)];
  await period.selectOption('range');
  // The end first: until the start is set the range ends before it starts, and nothing is read.
  await page.getByLabel('To', { exact: true }).fill(to);
  const nineMonths = await timed(() => page.getByLabel('From', { exact: true }).fill(from));
  return { lastMonth, nineMonths: { ...nineMonths, from, to } };
}

/** The month screens, then the older periods, on the owner's last reopen. */
async function ownersScreens(page: Page) {
  const screens = await monthScreens(page);
  return { screens, older: await olderPeriods(page) };
}

/**
 * A person's new phone, then `REOPENS` repeat opens of `path` with nothing changed on the
 * server; `onTheLast` runs on the last open's page once it is up to date.
 */
async function newPhoneAndReopens<Extra>(
  browser: Browser,
  email: string,
  path: string,
  onTheLast: (page: Page) => Promise<Extra>,
  mirror: MirrorPlace = 'worker',
) {
  const first = await watchedPage(browser, undefined, mirror);
  let quiet = await emulatorsQuiet(QUIET_AT_MOST_MS);
  let startedAt = new Date().toISOString();
  await signIn(first, email, DEMO_PASSWORD, path);
  const newPhone = await measure(first, startedAt, quiet);
  const reopens: Watched[] = [];
  let previous = first;
  for (let run = 0; run < REOPENS; run++) {
    // A new page of the same browser profile, the last one closed: the app opened again.
    const page = await watchedPage(browser, previous);
    await releasePage(previous);
    await previous.close();
    // Whatever the closed page left the emulators doing is not the reopen's work.
    quiet = await emulatorsQuiet(QUIET_AT_MOST_MS);
    startedAt = new Date().toISOString();
    await page.goto(path);
    reopens.push(await measure(page, startedAt, quiet));
    previous = page;
  }
  const extra = await onTheLast(previous);
  await releasePage(previous);
  await previous.context().close();
  return {
    extra,
    newPhone,
    reopen: {
      runs: reopens,
      numbersMs: median(reopens.map((run) => run.numbersMs)),
      upToDateMs: median(reopens.map((run) => run.upToDateMs)),
      longestTaskMs: Math.max(...reopens.map((run) => run.longestTaskMs)),
      blockingMs: median(reopens.map((run) => run.blockingMs)),
      reads: median(reopens.map((run) => run.reads)),
    },
  };
}

/** What the emulator took to answer a reopen's questions, asked one at a time. */
interface ServerAnswers {
  queries: number;
  totalMs: number;
  slowest: { view: string; ms: number };
}

/**
 * The server's part of a reopen with nothing changed, on its own: each of the person's
 * views asked of the emulator one at a time through the Admin SDK, as the mirror asks it
 * on a reopen with nothing changed (the change stamps, once; a view of a stamped
 * collection nothing, its stamp having not moved; another resumable view its changes since
 * now, and its count unless its documents stay; any other view whole). The rules are not run, so the app's own requests cost it
 * more. It tells the emulator's share of a reopen from the app's; its budget
 * (`reopenServerQueriesMaxMs`) sees a view that starts asking a big collection again. The
 * emulator's time for a query grows with its collection, not with its answer. Asked twice,
 * the second timed: the first pays for the emulator's code compiling as it runs, which a
 * reopen (after the new phone's reading) does not.
 */
async function serverAnswers(viewer: Viewer): Promise<ServerAnswers> {
  await askAsReopen(viewer);
  return askAsReopen(viewer);
}

async function askAsReopen(viewer: Viewer): Promise<ServerAnswers> {
  const firestore = getFirestore(adminApp());
  let queries = 0;
  let totalMs = 0;
  let slowest = { view: '', ms: 0 };
  const timed = async (view: string, ask: () => Promise<unknown>) => {
    const startedAt = performance.now();
    await ask();
    const ms = performance.now() - startedAt;
    queries += 1;
    totalMs += ms;
    if (ms > slowest.ms) slowest = { view, ms: Math.round(ms) };
  };
  const scopes = mirrorScopesFor(viewer, new Date());
  const stamped = stampsWaitedForBy(scopes);
  if (stamped.length > 0)
    await timed('change stamps', () =>
      firestore.collection(CHANGE_STAMPS).where(FieldPath.documentId(), 'in', stamped).get(),
    );
  for (const scope of scopes) {
    if (waitsForStamps(scope)) continue;
    if (scope.ids) {
      const ids = scope.ids;
      await timed(scope.key, () =>
        firestore.getAll(...ids.map((id) => firestore.doc(`${scope.collection}/${id}`))),
      );
      continue;
    }
    let query: Query = firestore.collection(scope.collection);
    for (const [field, op, value] of scope.where) query = query.where(field, op, value);
    if (!scope.resumable) {
      await timed(scope.key, () => query.get());
      continue;
    }
    const changes = query.where('receivedAt', '>', Timestamp.now());
    await timed(scope.key, () => changes.get());
    if (!scope.documentsStay) await timed(`${scope.key} (count)`, () => query.count().get());
  }
  return { queries, totalMs: Math.round(totalMs), slowest };
}

// At a month's size only (its budget's): at ten months the emulator, answering queries over
// ten times the documents on the same two cores, stalls the other crews' writes past the
// Admin SDK's 60 s deadline while the closed page's listener lingers. It runs first, before
// the phones of the next test leave their closed pages' listeners on the emulator (after
// them, the same writes stalled at a month's size too).
if (MONTHS === 1)
  test(`${DRAIN_WRITES} queued writes drain while the copy catches up with ${CAUGHT_UP_WASHES} washes (${MONTHS}×, ${CPU_SLOWDOWN}× CPU)`, async ({
    browser,
  }) => {
    test.setTimeout(1_800_000);
    await seedScale(MONTHS);
    const account = demoAccount('wash');
    const crewmate = scalePeople().find(
      (person) => person.role === 'serviceWash' && person.dealerships.includes(DEALERSHIP_2),
    );
    if (!crewmate) throw new Error('the scale data has no wash crew at the second dealership');
    const page = await watchedPage(browser);
    const signedInAt = new Date().toISOString();
    await signIn(page, account.email, DEMO_PASSWORD, '/serviceWashDashboard');
    await waitForTestHooks(page);
    await expect
      .poll(() => answeredSince(page, signedInAt), { timeout: CATCH_UP_TIMEOUT_MS, intervals: [250] })
      .toBe(true);

    await waitForServiceWorker(page);
    const prefix = `DRAIN${Date.now()}`;
    // The crew works with no signal: the app opened offline (from its service worker) queues
    // the washes. It is closed first, online, so that no connection of it is left open: the
    // emulator would hold a listener open to a page that cannot read, and stall its writes.
    await releasePage(page);
    await page.goto('about:blank');
    await cutNetwork(page.context());
    await page.goto('/serviceWashDashboard');
    await waitForTestHooks(page);
    await queueWashes(page, prefix, DRAIN_WRITES, DEALERSHIP_2);
    // The app closed with its work queued, while the other crews' washes reach the server;
    // then it opens again with signal.
    const reopened = await watchedPage(browser, page);
    await page.close();
    // The queue's requests to the server: its commits, and its reads before them; and when
    // the first commit left and was answered (wall-clock times, for the page's clock below).
    const queueRequests = { commit: 0, batchGet: 0 };
    const firstCommit: { sentAt?: number; answeredAt?: number } = {};
    reopened.on('request', (request) => {
      const action = /\/documents:(commit|batchGet)$/.exec(request.url())?.[1];
      if (action === 'commit' || action === 'batchGet') queueRequests[action]++;
      if (action === 'commit') firstCommit.sentAt ??= Date.now();
    });
    reopened.on('requestfinished', (request) => {
      if (/\/documents:commit$/.test(request.url())) firstCommit.answeredAt ??= Date.now();
    });
    await washesFromAnotherPhone(crewmate.email, `OTHERS${Date.now()}`, CAUGHT_UP_WASHES, DEALERSHIP_2);
    await restoreNetwork(reopened.context());
    const reopenedAt = new Date().toISOString();
    await reopened.goto('/serviceWashDashboard');
    await waitForTestHooks(reopened);
    // Milliseconds since the open (the page's own clock starts with its navigation).
    let drainedMs = -1;
    let upToDateMs = -1;
    await expect
      .poll(
        async () => {
          const now = await reopened.evaluate(() => performance.now());
          if (drainedMs < 0 && (await pendingWrites(reopened)) === 0) drainedMs = now;
          if (upToDateMs < 0) upToDateMs = (await lastAnswerSince(reopened, reopenedAt)) ?? -1;
          return drainedMs >= 0 && upToDateMs >= 0;
        },
        { timeout: CATCH_UP_TIMEOUT_MS, intervals: [POLL_MS] },
      )
      .toBe(true);
    const longestTaskMs = await reopened.evaluate(() =>
      Math.max(0, ...(window as unknown as { benchWatch: { longTasks: number[] } }).benchWatch.longTasks),
    );
    // Where the drain's time goes: the app's start until its first commit leaves, the
    // server's answer, and the rest (the sent entries deleted on the phone).
    const openedAt = await reopened.evaluate(() => performance.timeOrigin);
    const sinceOpen = (at: number | undefined) => (at === undefined ? -1 : Math.round(at - openedAt));
    // Every queued wash is on the server, once.
    expect(await washLogIdsWithPrefix(prefix)).toHaveLength(DRAIN_WRITES);
    await releasePage(reopened);
    await reopened.context().close();
    const result = {
      months: MONTHS,
      cpuSlowdown: CPU_SLOWDOWN,
      writes: DRAIN_WRITES,
      caughtUp: CAUGHT_UP_WASHES,
      drainedMs: Math.round(drainedMs),
      upToDateMs: Math.round(upToDateMs),
      longestTaskMs: Math.round(longestTaskMs),
      queueRequests,
      firstCommitSentMs: sinceOpen(firstCommit.sentAt),
      firstCommitAnsweredMs: sinceOpen(firstCommit.answeredAt),
    };
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(`bench/results/scale-drain-${MONTHS}x.json`, `${JSON.stringify(result, null, 2)}\n`);
    console.log(
      `[bench] ${MONTHS}× drain of ${DRAIN_WRITES} queued writes while catching up with ${CAUGHT_UP_WASHES} washes: drained ${result.drainedMs} ms, up to date ${result.upToDateMs} ms, longest task ${result.longestTaskMs} ms, ${queueRequests.commit} commit(s) and ${queueRequests.batchGet} read(s), the first commit sent at ${result.firstCommitSentMs} ms and answered at ${result.firstCommitAnsweredMs} ms`,
    );
  });

test(`a month of a real business (${MONTHS}×) reached from a phone at ${CPU_SLOWDOWN}× CPU`, async ({
  browser,
}) => {
  test.setTimeout(1_800_000);
  const seeded = await seedScale(MONTHS);
  const afterSeed = await emulatorsQuiet(SEED_QUIET_AT_MOST_MS);
  console.log(
    `[bench] scale ${MONTHS}×: ${seeded.tickets} tickets, ${seeded.washLogs} washes, ${seeded.timePunches} punches, ${seeded.people} people with ${seeded.payRates} pay rates added in ${seeded.seconds} s; the emulators ${afterSeed.quiet ? 'quiet' : 'still busy'} ${afterSeed.waitedMs} ms after`,
  );
  // The machine's speed as the phones open (every timed figure moves with it), in the report.
  const { meanMs: machineYardstickMs } = await measureYardstickMs();
  const crew = scalePeople().find((person) => person.role === 'employee');
  if (!crew) throw new Error('the scale data has no employee');
  // Before any phone has opened: no closed page's listener is left on the emulator yet.
  const server = {
    owner: await serverAnswers({ uid: demoAccount('owner').uid, role: 'owner', dealerships: [] }),
    crew: await serverAnswers({ uid: crew.uid, role: crew.role, dealerships: crew.dealerships }),
  };
  const {
    extra: { screens, older },
    ...owner
  } = await newPhoneAndReopens(browser, demoAccount('owner').email, '/ownerDashboard', ownersScreens);
  const { newPhone, reopen } = await newPhoneAndReopens(browser, crew.email, '/employeeDashboard', () =>
    Promise.resolve(null),
  );
  const crewMember = { newPhone, reopen };
  // The same opens with all of the mirror's work on the slowed thread (see MirrorPlace).
  const none = () => Promise.resolve(null);
  const { newPhone: ownerNewPhoneOnPage, reopen: ownerReopenOnPage } = await newPhoneAndReopens(
    browser,
    demoAccount('owner').email,
    '/ownerDashboard',
    none,
    'page',
  );
  const { newPhone: crewNewPhoneOnPage, reopen: crewReopenOnPage } = await newPhoneAndReopens(
    browser,
    crew.email,
    '/employeeDashboard',
    none,
    'page',
  );
  const ownerOnPage = { newPhone: ownerNewPhoneOnPage, reopen: ownerReopenOnPage };
  const crewOnPage = { newPhone: crewNewPhoneOnPage, reopen: crewReopenOnPage };
  const result = {
    months: MONTHS,
    cpuSlowdown: CPU_SLOWDOWN,
    seeded,
    afterSeed,
    machineYardstickMs,
    owner,
    crew: crewMember,
    mirrorOnPage: { owner: ownerOnPage, crew: crewOnPage },
    screens,
    older,
    server,
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/scale-${MONTHS}x.json`, `${JSON.stringify(result, null, 2)}\n`);
  for (const [who, figures] of Object.entries({
    owner,
    crew: crewMember,
    'owner (mirror on the page)': ownerOnPage,
    'crew (mirror on the page)': crewOnPage,
  }))
    console.log(
      `[bench] ${MONTHS}× ${who}: new phone ${figures.newPhone.upToDateMs} ms to up to date (numbers ${figures.newPhone.numbersMs} ms, longest task ${figures.newPhone.longestTaskMs} ms, ${figures.newPhone.reads} reads); reopen ${figures.reopen.numbersMs} ms to numbers, ${figures.reopen.upToDateMs} ms to up to date, longest task ${figures.reopen.longestTaskMs} ms, ${figures.reopen.reads} reads`,
    );
  for (const [who, answers] of Object.entries(server))
    console.log(
      `[bench] ${MONTHS}× ${who}'s reopen asked of the emulator one query at a time: ${answers.totalMs} ms for ${answers.queries} queries (slowest ${answers.slowest.view}, ${answers.slowest.ms} ms)`,
    );
  for (const [screen, figures] of Object.entries(screens))
    console.log(
      `[bench] ${MONTHS}× owner opens ${screen}: ${figures.shownMs} ms to its content, longest task ${figures.longestTaskMs} ms`,
    );
  for (const [choice, figures] of Object.entries(older))
    console.log(
      `[bench] ${MONTHS}× owner picks ${choice} on /finance: ${figures.shownMs} ms to the server's figures, longest task ${figures.longestTaskMs} ms, ${(figures.answersBytes / 1e6).toFixed(1)} MB of answers (${figures.note})`,
    );
});
