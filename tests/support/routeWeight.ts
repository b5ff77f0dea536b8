/**
 * The JavaScript a first visit to a route downloads before the route is painted: every
 * script the page requests from the app's origin before its first paint, with its size
 * gzipped (level 9, as Firebase Hosting serves it), and, apart, what it loads after
 * until settled. The service worker is blocked, so its precache of every chunk is not
 * counted: only what the route itself asks for.
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { PREVIEW_URL } from '../../playwright.config';
import { firstScreenPainted } from './app';
import { SCRIPT_MARKS, weighScript, type ScriptMarks } from './scriptMarks';
import { firstVisitContext, inFirstVisit } from './signIn';

export interface RouteWeight {
  route: string;
  /** Who visits it ('signed out' for the sign-in page). */
  visitor: string;
  /** Initial JavaScript: the scripts requested before the route was first painted. */
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
  /** Everything until the route is settled (dashboards: numbers answered by the server). */
  totalGzipBytes: number;
  files: { file: string; gzipBytes: number; beforePaint: boolean }[];
  /** Whether any script loaded holds the Firestore or the Storage SDK (by strings only they contain). */
  firestoreOrStorageLoaded: boolean;
  storageLoaded: boolean;
  /** Whether any script loaded holds Dexie (the local database). */
  dexieLoaded: boolean;
  /** Whether Firebase Auth was requested before the first paint. */
  authBeforePaint: boolean;
}

/** Each dashboard and a demo account whose home it is. */
export const DASHBOARD_VISITORS: [account: string, path: string][] = [
  ['owner', '/ownerDashboard'],
  ['employee', '/employeeDashboard'],
  ['lotprep', '/lotPrepDashboard'],
  ['photos', '/photosDashboard'],
  ['wash', '/serviceWashDashboard'],
  ['clock', '/clockInOutOnlyEmployeeDashboard'],
  ['dealer', '/dealershipDashboard'],
  ['manager', '/managerDashboard'],
  ['supervisor', '/dealershipSupervisorDashboard'],
  ['supplier', '/suppliesDashboard'],
];

/**
 * Loads a route and weighs its scripts. `load` resolves with the time (ms since the
 * epoch) the route was first painted, once the route is settled.
 */
async function weighPageLoad(
  page: Page,
  load: () => Promise<number>,
  route: string,
  visitor: string,
): Promise<RouteWeight> {
  const { origin } = new URL(PREVIEW_URL);
  const requestedAt = new Map<string, number>();
  const pending: Promise<({ file: string } & ReturnType<typeof weighScript>) | null>[] = [];
  const isAppScript = (url: URL) =>
    url.origin === origin && url.pathname.endsWith('.js') && url.pathname !== '/sw.js';
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (isAppScript(url) && !requestedAt.has(url.pathname)) requestedAt.set(url.pathname, Date.now());
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!isAppScript(url)) return;
    pending.push(
      response
        .body()
        .then((body) => ({ file: url.pathname, ...weighScript(body) }))
        .catch(() => null),
    );
  });
  const paintedAt = await load();
  // When each script was requested, by the page's own clock (the same as the paint mark's);
  // the request events' times arrive later, so they are only the fallback.
  const startedAt = new Map(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => [new URL(entry.name).pathname, performance.timeOrigin + entry.startTime] as const),
    ),
  );
  const files = (await Promise.all(pending)).filter((file) => file !== null);
  const unique = [...new Map(files.map((file) => [file.file, file])).values()].map((file) => ({
    ...file,
    beforePaint: (startedAt.get(file.file) ?? requestedAt.get(file.file) ?? Infinity) <= paintedAt,
  }));
  const initial = unique.filter((file) => file.beforePaint);
  return {
    route,
    visitor,
    scripts: initial.length,
    rawBytes: initial.reduce((sum, file) => sum + file.rawBytes, 0),
    gzipBytes: initial.reduce((sum, file) => sum + file.gzipBytes, 0),
    totalGzipBytes: unique.reduce((sum, file) => sum + file.gzipBytes, 0),
    files: unique
      .map(({ file, gzipBytes, beforePaint }) => ({ file, gzipBytes, beforePaint }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes),
    firestoreOrStorageLoaded: unique.some((file) => file.marks.firestore || file.marks.storage),
    storageLoaded: unique.some((file) => file.marks.storage),
    dexieLoaded: unique.some((file) => file.marks.dexie),
    authBeforePaint: initial.some((file) => file.marks.auth),
  };
}

/** The sign-in page, signed out, until its form is on screen. */
export function weighSignIn(browser: Browser): Promise<RouteWeight> {
  return inFirstVisit(browser, async (context) => {
    const page = await context.newPage();
    return weighPageLoad(
      page,
      async () => {
        await page.goto('/');
        await page.getByRole('button', { name: 'Sign in' }).waitFor();
        const paintedAt = (await firstScreenPainted(page, 'signIn')).epochMs;
        await page.waitForLoadState('networkidle');
        return paintedAt;
      },
      '/',
      'signed out',
    );
  });
}

/**
 * A dashboard opened fresh by its signed-in owner: initial JavaScript until its numbers
 * are painted from the device, the total until the server has answered.
 */
export function weighDashboard(browser: Browser, account: string, path: string): Promise<RouteWeight> {
  return inFirstVisit(
    browser,
    async (context) => {
      const page = await context.newPage();
      return weighPageLoad(
        page,
        async () => {
          await page.goto(path);
          // First painted: the dashboard's numbers from the device.
          const paintedAt = (await firstScreenPainted(page, 'dashboard')).epochMs;
          await page
            .getByTestId('freshness')
            .filter({ hasText: /^Updated/ })
            .waitFor();
          return paintedAt;
        },
        path,
        account,
      );
    },
    { account, home: path },
  );
}

/** The office's money screens (issue #19): each weighed as opened from the owner's dashboard. */
export const OFFICE_SCREENS: [path: string, link: string, ready: string][] = [
  ['/finance', 'Financial overview', 'finance-figures'],
  ['/labor', 'Labor analytics', 'labor-people'],
  ['/employees', 'Employees', 'employees'],
  ['/users', 'User management', 'people'],
  ['/settings', 'Settings', 'app-version'],
  ['/profile', 'Profile', 'profile-name'],
];

/** The owner's first visit, signed in, in which the office screens are weighed (`weighScreen`). */
export function ownersFirstVisit(browser: Browser): Promise<BrowserContext> {
  return firstVisitContext(browser, { account: 'owner', home: '/ownerDashboard' });
}

/**
 * A screen's own JavaScript: the scripts requested from the tap on its link in the owner's
 * dashboard until it shows `ready` (its lazy chunks and theirs), gzipped. Weighed in a new
 * page of the owner's first visit (`ownersFirstVisit`), which the screens share: a script an
 * earlier page of the visit loaded comes from the browser's cache, and its request is seen
 * and counted all the same (the figures are the same as with a visit of its own per screen).
 */
export async function weighScreen(
  context: BrowserContext,
  path: string,
  link: string,
  ready: string,
): Promise<RouteWeight> {
  const page = await context.newPage();
  try {
    await page.goto('/ownerDashboard');
    await page
      .getByTestId('freshness')
      .filter({ hasText: /^Updated/ })
      .waitFor();
    // The bottom bar's screens get their code ready ahead of a tap: that is not this
    // screen's either (src/features/navigation/readyAhead.ts).
    await page.locator('[data-testid="app-nav"][data-screens-ready]').waitFor();
    // The dashboard's own work after its paint (the signed-in work, the upload queue) is
    // not the screen's: wait until the page has asked for no new script for half a second.
    let scriptsBefore = -1;
    await expect
      .poll(
        async () => {
          const scripts = await page.evaluate(
            () =>
              performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).length,
          );
          const settled = scripts === scriptsBefore;
          scriptsBefore = scripts;
          return settled;
        },
        { intervals: [500], timeout: 30_000 },
      )
      .toBe(true);
    const weight = await weighPageLoad(
      page,
      async () => {
        const tappedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
        await page.getByRole('link', { name: link, exact: true }).click();
        await page.getByTestId(ready).waitFor();
        return tappedAt;
      },
      path,
      'owner',
    );
    // Requested after the tap: counted as "after paint" by weighPageLoad's clock.
    const own = weight.files.filter((file) => !file.beforePaint);
    const ownGzipBytes = own.reduce((sum, file) => sum + file.gzipBytes, 0);
    return {
      ...weight,
      scripts: own.length,
      gzipBytes: ownGzipBytes,
      totalGzipBytes: ownGzipBytes,
      files: own,
    };
  } finally {
    await page.close();
  }
}

/**
 * The scripts the page itself loaded, from its own resource timeline (which its workers'
 * loads, the mirror's with the Firestore SDK, are not part of): each with its size gzipped
 * and the SDKs it holds.
 */
export async function scriptsThePageLoaded(
  page: Page,
): Promise<({ url: string } & ReturnType<typeof weighScript>)[]> {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.endsWith('.js'))
      .map((url) => url.href),
  );
  return Promise.all(
    [...new Set(scripts)].map(async (url) => ({
      url,
      ...weighScript(await (await page.request.get(url)).body()),
    })),
  );
}

/** Which SDKs the scripts the page itself loaded hold: for a test that a screen leaves one to a worker. */
export async function sdksThePageLoaded(page: Page): Promise<ScriptMarks> {
  return SCRIPT_MARKS.inAny((await scriptsThePageLoaded(page)).map((script) => script.marks));
}
