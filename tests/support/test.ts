/**
 * The end-to-end tests' `test`: Playwright's, whose phones let go of their server listeners
 * before they close. The Firestore emulator drops a listen target only when the client
 * unlistens it (a closed page's channel is only logged as closed), so every view of every
 * phone a test had closed stayed, and every later write ran all their queries again: a
 * ticket write took ~12 ms with fresh emulators, 64-79 ms after six closed owner phones, and
 * 500-900 ms late in the suite (docs/testing.md). Each context the test's browser opens now
 * asks its pages to release their views (src/data/mirror/releaseViews.ts) as it closes.
 * And each page keeps a journal of what it did, printed when the test fails.
 */
import {
  test as base,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
  type TestInfo,
} from '@playwright/test';

import { EMULATOR_HOSTS } from '../../scripts/emulators/suite.mjs';
import { LOCAL_KEYS } from '../../src/config/constants';
import { BACKEND, hostPattern } from './network';

export { expect } from '@playwright/test';

/** A test's own time limit (`test.setTimeout`), stretched for a slow machine as the configuration's are. */
export { stretchedMs } from '../../scripts/machineSpeed.mjs';

/** How long a page may take to release: one with no way to the server gives up. */
const RELEASE_TIMEOUT_MS = 2_000;

/**
 * Asks `page` to let go of its server listeners, as the real backend lets go of a closed
 * phone's (a benchmark calls it before it closes a page, or cuts its network).
 */
export async function releasePage(page: Page): Promise<void> {
  await page
    .evaluate(
      (timeoutMs) => (navigator.onLine ? window.lotcrewTest?.releaseListeners(timeoutMs) : undefined),
      RELEASE_TIMEOUT_MS,
    )
    // A page that has gone (closed, crashed, navigating) has nothing to release.
    .catch(() => undefined);
}

async function releaseListeners(context: BrowserContext): Promise<void> {
  await Promise.all(context.pages().map(releasePage));
}

/**
 * `browser`, whose new contexts release their pages' listeners before they close, and keep a
 * journal of each of their pages (below). A page that reloads, navigates or closes in a
 * context that stays does not release: the release stops the page's mirror, and what the
 * next page of that phone finds on it must be what a person's phone would keep (ci186: after
 * a released close, the reopened phone's first request did not ask the people's changes
 * since its mark, deviceCopy.spec.ts:274).
 */
function releasingOnClose(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on('page', keepJournal);
    const close = context.close.bind(context);
    context.close = async (closeOptions) => {
      await releaseListeners(context);
      return close(closeOptions);
    };
    return context;
  };
  return browser;
}

/** What the app's test builds say on the console (src/data/testHooks.ts). */
const APP_NOTE = '[lotcrew]';
/**
 * The backend's answers a journal keeps, each with its status: Auth's calls (whether a phone's
 * sign-in was confirmed, and when), the sync queue's commits and reads, and Storage's files (a
 * photo sent, or fetched to be shown); not Firestore's listen channels, which answer all the
 * time. Any other answer of the backend is kept when it is a refusal or an error.
 */
const JOURNALED_CALL = new RegExp(
  `^http://(${hostPattern(EMULATOR_HOSTS.auth)}/(identitytoolkit|securetoken)|` +
    `${hostPattern(EMULATOR_HOSTS.firestore)}/v1/[^?]*:(commit|batchGet)|${hostPattern(EMULATOR_HOSTS.storage)}/)`,
);
const HTTP_ERROR_FROM = 400;
/** How much of a refusal's answer a journal keeps: the rules' reason, not every line they tried. */
const REASON_CHARS = 600;

/** How long a failed test's page may take to say what it holds (a page stuck in a task never answers). */
const PAGE_ANSWER_MS = 2_000;

/** What the phone holds when a test fails: signal, who it says is signed in, its databases, its service worker. */
async function phoneAtFailure(page: Page): Promise<string> {
  // A test that failed before its page opened the app (about:blank has no storage to read).
  if (!page.url().startsWith('http')) return `no page of the app open (${page.url()})`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stuck = new Promise<string>((resolve) => {
    timer = setTimeout(
      () => resolve(`not readable (the page did not answer within ${PAGE_ANSWER_MS / 1000} s)`),
      PAGE_ANSWER_MS,
    );
  });
  const read = page
    .evaluate(
      async (signedInKey) =>
        JSON.stringify({
          online: navigator.onLine,
          signedInFlag: localStorage.getItem(signedInKey),
          databases: (await indexedDB.databases()).map((database) => database.name),
          serviceWorker: navigator.serviceWorker?.controller ? 'controls the page' : 'none',
        }),
      LOCAL_KEYS.signedInUser,
    )
    .catch((error: unknown) => `not readable (${String(error).split('\n')[0]})`);
  return Promise.race([read, stuck]).finally(() => clearTimeout(timer));
}

/** What one page did, line by line, each line with its time (ms since the epoch). */
interface Journal {
  page: Page;
  openedAt: number;
  lines: { at: number; text: string }[];
  /**
   * The JOURNALED_CALL requests sent and not yet answered, with when each was sent: a request
   * that hangs has no answer to be journaled, and would leave no line at all.
   */
  unanswered: Map<Request, number>;
}
/**
 * The journals of the pages opened since the running test began: the test's own and any
 * other phone it opened (a worker runs one test at a time).
 */
const journals: Journal[] = [];

/**
 * Keeps what `page` did: each address it showed, each error and note of the app on its
 * console, the backend's answers of JOURNALED_CALL and its errors, and each request that
 * failed, in time order.
 */
function keepJournal(page: Page): void {
  const journal: Journal = { page, openedAt: Date.now(), lines: [], unanswered: new Map() };
  journals.push(journal);
  const note = (text: string) => journal.lines.push({ at: Date.now(), text });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`at ${frame.url()}`);
  });
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || text.startsWith(APP_NOTE))
      note(`${message.type()}: ${text.slice(0, 400)}`);
  });
  page.on('response', (response) => {
    const url = response.url();
    const refused = BACKEND.test(url) && response.status() >= HTTP_ERROR_FROM;
    if (JOURNALED_CALL.test(url) || refused)
      note(`${response.request().method()} ${response.status()} ${url.slice(0, 160)}`);
    // The server's reason with it: a refusal by the rules and one by an emulator that could
    // not read a document for them (a "Service call error") both answer 403.
    if (refused)
      void response.text().then(
        (body) => note(`  its answer: ${body.replace(/\s+/g, ' ').slice(0, REASON_CHARS)}`),
        () => undefined,
      );
  });
  page.on('request', (request) => {
    if (JOURNALED_CALL.test(request.url())) journal.unanswered.set(request, Date.now());
  });
  page.on('requestfinished', (request) => journal.unanswered.delete(request));
  page.on('requestfailed', (request) => {
    journal.unanswered.delete(request);
    note(`failed ${request.failure()?.errorText ?? ''} ${request.url().slice(0, 160)}`);
  });
}

/** Forgets the journals of pages from before the test that opened `page` (a test without the `page` fixture leaves them). */
function journalsFrom(page: Page): void {
  const current = journals.filter((journal) => journal.page === page);
  journals.splice(0, journals.length, ...current);
}

/**
 * Prints, for a test that failed, each of its pages' journals and what each phone holds: a
 * failure that happens on one machine in a few runs is explained by its first attempt,
 * which keeps no trace. Times count from the first page's opening, so two phones' lines compare.
 */
async function printJournalsIfFailed(testInfo: TestInfo): Promise<void> {
  const kept = journals.splice(0);
  if (testInfo.status === testInfo.expectedStatus || kept.length === 0) return;
  const startedAt = Math.min(...kept.map((journal) => journal.openedAt));
  const told = await Promise.all(
    kept.map(async ({ page, lines, unanswered }, index) => {
      const holds = page.isClosed() ? 'nothing: closed' : await phoneAtFailure(page);
      const waiting = [...unanswered].map(([request, at]) => ({
        at,
        text: `sent, no answer yet: ${request.method()} ${request.url().slice(0, 160)}`,
      }));
      const shown = [...lines, ...waiting]
        .sort((a, b) => a.at - b.at)
        .map(({ at, text }) => `${((at - startedAt) / 1000).toFixed(2)} s  ${text}`);
      return `Page ${index + 1} of ${kept.length}:\n${shown.join('\n')}\nAt the failure it holds: ${holds}`;
    }),
  );
  console.error(
    `What the pages did in "${testInfo.title}" (attempt ${testInfo.retry + 1}):\n${told.join('\n')}`,
  );
}

export const test = base.extend<object, object>({
  // The `context` and `page` fixtures open their context through this browser too.
  browser: [async ({ browser }, use) => use(releasingOnClose(browser)), { scope: 'worker' }],
  // Torn down before the test's context closes, so a failed test's pages can still be read.
  page: async ({ page }, use, testInfo) => {
    journalsFrom(page);
    await use(page);
    await printJournalsIfFailed(testInfo);
  },
});
