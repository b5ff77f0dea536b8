/**
 * Benchmark: what the startup preload (scripts/build/startupPreload.ts) buys. A first visit
 * (no service worker, no HTTP cache) over a slow-4G link throttled for real (150 ms round
 * trip, 1.6 Mbit/s down, as Lighthouse's mobile profile) with the CPU throttled 4×,
 * timed from navigation start to the first screen's paint mark. Each run is made twice,
 * with the preload script served and with it refused (the app then finds its chunks as
 * it runs, as it did before). Run by `npm run bench`; budgets.json's `startupPreload` holds
 * the first paint with the preload, and with it against without it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { test, type Browser } from '@playwright/test';
import type { FIRST_SCREEN_MARKS } from '../src/data/firstScreen';
import { firstScreenPainted } from '../tests/support/app';
import { inFirstVisit } from '../tests/support/signIn';
import { CPU_SLOWDOWN, median } from './support';

const RUNS = 5;
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

interface Visit {
  page: string;
  visitor: string;
  account?: string;
  screen: keyof typeof FIRST_SCREEN_MARKS;
}
const VISITS: Visit[] = [
  { page: '/', visitor: 'signed out', screen: 'signIn' },
  { page: '/employeeDashboard', visitor: 'employee', account: 'employee', screen: 'dashboard' },
];

function firstVisit(browser: Browser, visit: Visit, preload: boolean): Promise<number> {
  const signedInAs = visit.account ? { account: visit.account, home: visit.page } : undefined;
  return inFirstVisit(
    browser,
    async (context) => {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      if (!preload) await page.route(/\/assets\/startup-preload-[\w-]+\.js$/, (route) => route.abort());
      await page.goto(visit.page);
      return Math.round((await firstScreenPainted(page, visit.screen)).sinceStartMs);
    },
    signedInAs,
  );
}

test(`first visit on slow 4G at ${CPU_SLOWDOWN}× CPU, with and without the startup preload`, async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const results = [];
  for (const visit of VISITS) {
    const withPreload: number[] = [];
    const without: number[] = [];
    // Alternated, so the machine's load weighs on both alike.
    for (let run = 0; run < RUNS; run++) {
      without.push(await firstVisit(browser, visit, false));
      withPreload.push(await firstVisit(browser, visit, true));
    }
    const result = {
      page: visit.page,
      visitor: visit.visitor,
      withPreload: { runs: withPreload, medianMs: median(withPreload) },
      withoutPreload: { runs: without, medianMs: median(without) },
    };
    results.push(result);
    console.log(
      `[bench] first visit of ${visit.page} (${visit.visitor}) on slow 4G at ${CPU_SLOWDOWN}× CPU: ` +
        `${result.withPreload.medianMs} ms to the first screen with the startup preload, ` +
        `${result.withoutPreload.medianMs} ms without (runs ${withPreload.join(', ')} / ${without.join(', ')} ms)`,
    );
  }
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/startup-preload.json',
    `${JSON.stringify({ network: SLOW_4G, cpuSlowdown: CPU_SLOWDOWN, pages: results }, null, 2)}\n`,
  );
});
