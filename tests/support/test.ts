/**
 * The end-to-end tests' `test`: Playwright's, whose phones let go of their server listeners
 * before they close. The Firestore emulator drops a listen target only when the client
 * unlistens it (a closed page's channel is only logged as closed), so every view of every
 * phone a test had closed stayed, and every later write ran all their queries again: a
 * ticket write took ~12 ms with fresh emulators, 64-79 ms after six closed owner phones, and
 * 500-900 ms late in the suite (docs/testing.md). Each context the test's browser opens now
 * asks its pages to release their views (src/data/mirror/releaseViews.ts) as it closes.
 * And its `page` keeps a journal of what the page did, printed when the test fails.
 */
import { test as base, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';

import { EMULATOR_HOSTS } from '../../scripts/emulators/suite.mjs';
import { LOCAL_KEYS } from '../../src/config/constants';

export { expect } from '@playwright/test';

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

/** `browser`, whose new contexts release their pages' listeners before they close. */
function releasingOnClose(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
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
/** Firebase Auth's calls to its emulator: whether a phone's sign-in was confirmed, and when. */
const AUTH_CALL = new RegExp(
  `^http://${EMULATOR_HOSTS.auth.replace(/\./g, '\\.')}/(identitytoolkit|securetoken)`,
);

/** How long a failed test's page may take to say what it holds (a page stuck in a task never answers). */
const PAGE_ANSWER_MS = 2_000;

/** What the phone holds when a test fails: signal, who it says is signed in, its databases, its service worker. */
async function phoneAtFailure(page: Page): Promise<string> {
  // A test that failed before its page opened the app (about:blank has no storage to read).
  if (!page.url().startsWith('http')) return `no page of the app open (${page.url()})`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stuck = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve('not readable (the page did not answer within 2 s)'), PAGE_ANSWER_MS);
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

/**
 * Keeps what `page` did (each address it showed, each error and note of the app on its
 * console, each call to the Auth emulator and each request that failed, in time order) and
 * prints it, with what the phone holds, if the test fails: a failure that happens on one
 * machine in a few runs is explained by its first attempt, which keeps no trace.
 */
function keepJournal(page: Page, testInfo: TestInfo): () => Promise<void> {
  const startedAt = Date.now();
  const journal: string[] = [];
  const note = (line: string) => journal.push(`${((Date.now() - startedAt) / 1000).toFixed(2)} s  ${line}`);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`at ${frame.url()}`);
  });
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || text.startsWith(APP_NOTE))
      note(`${message.type()}: ${text.slice(0, 400)}`);
  });
  page.on('response', (response) => {
    if (AUTH_CALL.test(response.url())) note(`auth ${response.status()} ${new URL(response.url()).pathname}`);
  });
  page.on('requestfailed', (request) =>
    note(`failed ${request.failure()?.errorText ?? ''} ${request.url().slice(0, 160)}`),
  );
  return async () => {
    if (testInfo.status === testInfo.expectedStatus) return;
    const holds = await phoneAtFailure(page);
    console.error(
      `What the page did in "${testInfo.title}" (attempt ${testInfo.retry + 1}):\n${journal.join('\n')}\nAt the failure the phone holds: ${holds}`,
    );
  };
}

export const test = base.extend<object, object>({
  // The `context` and `page` fixtures open their context through this browser too.
  browser: [async ({ browser }, use) => use(releasingOnClose(browser)), { scope: 'worker' }],
  page: async ({ page }, use, testInfo) => {
    const printIfFailed = keepJournal(page, testInfo);
    await use(page);
    await printIfFailed();
  },
});
