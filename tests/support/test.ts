/**
 * The end-to-end tests' `test`: Playwright's, whose phones let go of their server listeners
 * before they close. The Firestore emulator drops a listen target only when the client
 * unlistens it (a closed page's channel is only logged as closed), so every view of every
 * phone a test had closed stayed, and every later write ran all their queries again: a
 * ticket write took ~12 ms with fresh emulators, 64-79 ms after six closed owner phones, and
 * 500-900 ms late in the suite (docs/testing.md). Each context the test's browser opens now
 * asks its pages to release their views (src/data/mirror/releaseViews.ts) as it closes.
 */
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

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

export const test = base.extend<object, object>({
  // The `context` and `page` fixtures open their context through this browser too.
  browser: [async ({ browser }, use) => use(releasingOnClose(browser)), { scope: 'worker' }],
});
