/**
 * Benchmark: Lighthouse mobile (the lighthouse package's default: a mid-range phone on
 * slow 4G, simulated throttling) on "/" signed out, and /ownerDashboard and
 * /employeeDashboard signed in, against the production-like preview build, driving
 * Debian's Chromium. Each page is a first visit: the service worker and its caches are
 * cleared before each run, the sign-in (IndexedDB) is kept. Run by `npm run bench`.
 * Each page's whole Lighthouse result is kept in bench/results/lighthouse-{visitor}.json.
 */
import { chromium, expect, test, type BrowserContext } from '@playwright/test';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { PREVIEW_URL } from '../playwright.config';
import { DEMO_PASSWORD, demoAccount } from '../scripts/demo/demoData';
import { expectPath, signIn } from '../tests/support/signIn';

const DEBUGGING_PORT = 9333;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface PageScore {
  page: string;
  visitor: string;
  performanceScore: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

/** Clears some of the app origin's storage ('service_workers,cache_storage', 'indexeddb', …). */
async function clearOrigin(context: BrowserContext, storageTypes: string) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(PREVIEW_URL).origin, storageTypes });
  await page.close();
}

/** Lighthouse's own failures to record a run (e.g. NO_NAVSTART) are retried this often. */
const LIGHTHOUSE_ATTEMPTS = 3;

async function runLighthouse(context: BrowserContext, path: string) {
  for (let attempt = 1; ; attempt++) {
    await clearOrigin(context, 'service_workers,cache_storage');
    const result = await lighthouse(`${PREVIEW_URL}${path}`, {
      port: DEBUGGING_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Keep the sign-in; the service worker and its caches were cleared above.
      disableStorageReset: true,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
    // "Something went wrong with recording the trace… Please run Lighthouse again."
    if (!lhr.runtimeError || attempt === LIGHTHOUSE_ATTEMPTS) return lhr;
    console.log(`[bench] Lighthouse could not record ${path} (${lhr.runtimeError.code}); running it again`);
  }
}

async function audit(context: BrowserContext, path: string, visitor: string): Promise<PageScore> {
  const lhr = await runLighthouse(context, path);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.message}`);
  // The whole Lighthouse result, for looking into a figure (long tasks, the LCP element).
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/lighthouse-${visitor.replace(/\W+/g, '-')}.json`, JSON.stringify(lhr));
  const audits = lhr.audits;
  return {
    page: path,
    visitor,
    performanceScore: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? -1),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? -1),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? -1).toFixed(3)),
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? -1),
  };
}

test('Lighthouse mobile: sign-in page and two dashboards', async () => {
  test.setTimeout(600_000);
  const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'lotcrew-lh-')), {
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  const scores: PageScore[] = [];
  try {
    scores.push(await audit(context, '/', 'signed out'));
    for (const [account, path] of [
      ['owner', '/ownerDashboard'],
      ['employee', '/employeeDashboard'],
    ] as const) {
      const page = await context.newPage();
      await signIn(page, demoAccount(account).email, DEMO_PASSWORD);
      await expectPath(page, path);
      await expect(page.getByTestId('freshness')).toHaveText(/^Updated/);
      await page.close();
      scores.push(await audit(context, path, account));
      // Signed out for the next visitor (the sign-in lives in IndexedDB).
      await clearOrigin(context, 'all');
    }
  } finally {
    await context.close();
  }
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/lighthouse.json', `${JSON.stringify({ pages: scores }, null, 2)}\n`);
  for (const score of scores)
    console.log(
      `[bench] Lighthouse mobile ${score.page} (${score.visitor}): performance ${score.performanceScore}, ` +
        `LCP ${score.lcpMs} ms, TBT ${score.tbtMs} ms, CLS ${score.cls}, FCP ${score.fcpMs} ms`,
    );
});
