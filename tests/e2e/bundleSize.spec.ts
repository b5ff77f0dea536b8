/**
 * Initial JavaScript per route (issue #7): the sign-in page and every dashboard, each
 * opened fresh, gzipped: what is requested before the route's first paint. These are
 * sizes, not times, so they are the same on every run; `npm test` holds each route to its
 * ceiling in bench/budgets.json (no change may make a route heavier unnoticed), and
 * `npm run bench` reports them against the budgets. Figures: bench/results/bundle-size.json.
 *
 * The sign-in page's and the dashboards' figures are worked out in Node from the build
 * and its module graph (tests/support/buildWeight.ts), with no browser; one browser test
 * proves they are what Chromium loads, for the sign-in page and the owner's dashboard.
 * What an office screen adds when opened from the dashboard depends on what the dashboard
 * loaded after its paint and on the parts its route line composes, which only a browser
 * sees: those are weighed in Chromium.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { type BrowserContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { weighFromBuild } from '../support/buildWeight';
import {
  DASHBOARD_VISITORS,
  OFFICE_SCREENS,
  ownersFirstVisit,
  weighDashboard,
  weighScreen,
  weighSignIn,
  type RouteWeight,
} from '../support/routeWeight';

const RESULTS = 'bench/results/bundle-size.json';
const budgets = JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as {
  initialJsGzipMaxBytes: { signIn: number; dashboard: number };
  initialJsGzipCeilingBytes: { signIn: number; dashboard: number };
  screenJsGzipCeilingBytes: Record<string, number>;
};
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

interface SizeResults {
  measuredAt: string;
  /** The Playwright runner's process (the workers' parent): one run's figures, never mixed with an older run's. */
  runner: number;
  routes: RouteWeight[];
}

/**
 * Records a route's weight at once: a failed test restarts the worker, and the figures
 * measured before it by the same run are kept.
 */
function record(weight: RouteWeight, kind: 'signIn' | 'dashboard' | 'screen') {
  const earlier = existsSync(RESULTS) ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as SizeResults) : null;
  const routes = earlier?.runner === process.ppid ? earlier.routes : [];
  const results: SizeResults = {
    measuredAt: new Date().toISOString(),
    runner: process.ppid,
    routes: [...routes.filter((route) => route.route !== weight.route), weight],
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  if (kind === 'screen') {
    console.log(
      `[size] ${weight.route}: ${kb(weight.totalGzipBytes)} gzipped in ${weight.files.length} scripts opened from the dashboard`,
    );
    return;
  }
  const target = budgets.initialJsGzipMaxBytes[kind];
  console.log(
    `[size] ${weight.route}: ${kb(weight.gzipBytes)} gzipped in ${weight.scripts} scripts before first paint, ` +
      `${kb(weight.totalGzipBytes)} until settled` +
      (weight.gzipBytes > target ? ` (budget ${kb(target)}: ${kb(weight.gzipBytes - target)} over)` : ''),
  );
}

test(`the sign-in page loads at most ${kb(budgets.initialJsGzipCeilingBytes.signIn)} of JavaScript, gzipped, paints before Firebase Auth loads, and loads no Dexie, Firestore or Storage`, () => {
  const weight = weighFromBuild('/', 'signed out', false);
  record(weight, 'signIn');
  expect(weight.firestoreOrStorageLoaded).toBe(false);
  expect(weight.dexieLoaded).toBe(false);
  expect(weight.authBeforePaint).toBe(false);
  expect(weight.gzipBytes).toBeLessThanOrEqual(budgets.initialJsGzipCeilingBytes.signIn);
});

for (const [account, path] of DASHBOARD_VISITORS) {
  test(`${path} loads at most ${kb(budgets.initialJsGzipCeilingBytes.dashboard)} of JavaScript, gzipped, paints from the device before Firebase Auth loads, and loads no Storage`, () => {
    const weight = weighFromBuild(path, account, true);
    record(weight, 'dashboard');
    expect(weight.storageLoaded).toBe(false);
    expect(weight.authBeforePaint).toBe(false);
    expect(weight.gzipBytes).toBeLessThanOrEqual(budgets.initialJsGzipCeilingBytes.dashboard);
  });
}

test('the figures worked out from the build are what Chromium loads before the first paint: the sign-in page and the owner’s dashboard', async ({
  browser,
}) => {
  const fromBuild = (weight: RouteWeight) => ({
    gzipBytes: weight.gzipBytes,
    files: weight.files
      .filter((file) => file.beforePaint)
      .map((file) => `${file.file} ${file.gzipBytes}`)
      .sort(),
  });
  const signIn = await weighSignIn(browser);
  expect(fromBuild(signIn)).toEqual(fromBuild(weighFromBuild('/', 'signed out', false)));
  const dashboard = await weighDashboard(browser, 'owner', '/ownerDashboard');
  record(dashboard, 'dashboard');
  expect(fromBuild(dashboard)).toEqual(fromBuild(weighFromBuild('/ownerDashboard', 'owner', true)));
});

test.describe('the office screens, each in a new page of one first visit of the owner', () => {
  // One sign-in and first copy for the six screens, not one each (~4 s apiece).
  let ownersPhone: BrowserContext | undefined;
  test.beforeAll(async ({ browser }) => {
    ownersPhone = await ownersFirstVisit(browser);
  });
  test.afterAll(async () => {
    await ownersPhone?.close();
  });
  for (const [path, link, ready] of OFFICE_SCREENS) {
    const ceiling = budgets.screenJsGzipCeilingBytes[path] ?? 0;
    test(`${path}, opened from the owner's dashboard, loads at most ${kb(ceiling)} of its own JavaScript, gzipped`, async () => {
      if (!ownersPhone) throw new Error('the owner’s first visit did not start');
      const weight = await weighScreen(ownersPhone, path, link, ready);
      record(weight, 'screen');
      expect(weight.totalGzipBytes).toBeGreaterThan(0);
      expect(weight.totalGzipBytes).toBeLessThanOrEqual(ceiling);
    });
  }
});
