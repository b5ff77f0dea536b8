/**
 * The JavaScript a first visit to a route downloads before the route is painted: every
 * script the page fetches from the app's origin, with its size gzipped (level 9, as
 * Firebase Hosting serves it). The service worker is blocked, so its precache of every
 * chunk is not counted: only what the route itself asks for.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { PREVIEW_URL } from '../../playwright.config';
import { DEMO_PASSWORD, demoAccount } from '../../scripts/demo/demoData';
import { expectPath, signIn } from './signIn';

export interface RouteWeight {
  route: string;
  /** Who visits it ('signed out' for the sign-in page). */
  visitor: string;
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
  files: { file: string; gzipBytes: number }[];
  /** Whether any script loaded holds the Firestore or the Storage SDK (by strings only they contain). */
  firestoreOrStorageLoaded: boolean;
  storageLoaded: boolean;
}

/** Firestore's RPC service name and Storage's resumable-upload header. */
const FIRESTORE_MARK = 'google.firestore.v1.Firestore';
const STORAGE_MARK = 'X-Goog-Upload-Protocol';

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

async function weighPageLoad(page: Page, load: () => Promise<void>, route: string, visitor: string) {
  const { origin } = new URL(PREVIEW_URL);
  const pending: Promise<{
    file: string;
    rawBytes: number;
    gzipBytes: number;
    firestore: boolean;
    storage: boolean;
  } | null>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || !url.pathname.endsWith('.js') || url.pathname === '/sw.js') return;
    pending.push(
      response
        .body()
        .then((body) => ({
          file: url.pathname,
          rawBytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
          firestore: body.includes(FIRESTORE_MARK),
          storage: body.includes(STORAGE_MARK),
        }))
        .catch(() => null),
    );
  });
  await load();
  const files = (await Promise.all(pending)).filter((file) => file !== null);
  const unique = [...new Map(files.map((file) => [file.file, file])).values()];
  return {
    route,
    visitor,
    scripts: unique.length,
    rawBytes: unique.reduce((sum, file) => sum + file.rawBytes, 0),
    gzipBytes: unique.reduce((sum, file) => sum + file.gzipBytes, 0),
    files: unique
      .map(({ file, gzipBytes }) => ({ file, gzipBytes }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes),
    firestoreOrStorageLoaded: unique.some((file) => file.firestore || file.storage),
    storageLoaded: unique.some((file) => file.storage),
  } satisfies RouteWeight;
}

/** The sign-in page, signed out, until its form is on screen. */
export async function weighSignIn(browser: Browser): Promise<RouteWeight> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    return await weighPageLoad(
      page,
      async () => {
        await page.goto('/');
        await page.getByRole('button', { name: 'Sign in' }).waitFor();
        await page.waitForLoadState('networkidle');
      },
      '/',
      'signed out',
    );
  } finally {
    await context.close();
  }
}

/** A dashboard opened fresh by its signed-in owner, until its numbers are painted from the server. */
export async function weighDashboard(browser: Browser, account: string, path: string): Promise<RouteWeight> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const signInPage = await context.newPage();
    await signIn(signInPage, demoAccount(account).email, DEMO_PASSWORD);
    await expectPath(signInPage, path);
    await signInPage.close();
    const page = await context.newPage();
    return await weighPageLoad(
      page,
      async () => {
        await page.goto(path);
        await page
          .getByTestId('freshness')
          .filter({ hasText: /^Updated/ })
          .waitFor();
      },
      path,
      account,
    );
  } finally {
    await context.close();
  }
}
