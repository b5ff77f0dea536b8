/**
 * What a page's mirror has done, read as the app keeps it: whether every view has answered
 * whole since a moment (its freshness records in IndexedDB), and the Firestore reads each
 * view was billed for (the test hooks).
 */
import { expect, type Page } from '@playwright/test';
import { ASK_THE_PAGE_OFTEN, waitForTestHooks } from './app';

/**
 * Whether every view of the device's copy has answered whole since `since` (an ISO time).
 * Asked before the app has made its database, it says no and makes none: an empty
 * database left open here would block the app's own upgrade, and the app would wait forever.
 */
export async function answeredSince(page: Page, since: string): Promise<boolean> {
  return (await lastAnswerSince(page, since)) !== null;
}

/** Waits until every view of the device's copy has answered whole since `since` (a new phone's month included). */
export async function expectAnsweredSince(page: Page, since: string): Promise<void> {
  await expect.poll(() => answeredSince(page, since), { ...ASK_THE_PAGE_OFTEN, timeout: 30_000 }).toBe(true);
}

/**
 * When every view of the device's copy had answered whole since `since`: the latest view's
 * answer, in milliseconds of the page's clock (since its navigation), read from the copy's
 * freshness records; null while a view has not answered since then (see `answeredSince`).
 * No later than the moment it is read, however seldom that is.
 */
export async function lastAnswerSince(page: Page, since: string): Promise<number | null> {
  return page.evaluate(
    (after) =>
      new Promise<number | null>((resolve, reject) => {
        const open = indexedDB.open('lotcrew');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = (event) => {
          if (open.error?.name !== 'AbortError') return reject(new Error(String(open.error)));
          event.preventDefault();
          resolve(null);
        };
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('mirrorMeta')) {
            database.close();
            return resolve(null);
          }
          const request = database.transaction('mirrorMeta').objectStore('mirrorMeta').getAll();
          request.onsuccess = () => {
            const answers = (request.result as { syncedAt: string | null }[]).map((meta) => meta.syncedAt);
            database.close();
            const all = answers.length > 0 && answers.every((at) => at !== null && at >= after);
            if (!all) return resolve(null);
            const latest = Math.max(...answers.map((at) => Date.parse(at ?? '')));
            resolve(latest - performance.timeOrigin);
          };
          request.onerror = () => {
            database.close();
            reject(new Error(String(request.error)));
          };
        };
      }),
    since,
  );
}

export type ViewReads = Record<string, { documents: number; counts: number }>;

/** The Firestore reads each mirrored view of this page was billed for since it opened. */
export async function mirrorReadsOf(page: Page): Promise<ViewReads> {
  await waitForTestHooks(page);
  return page.evaluate(() => {
    if (!window.lotcrewTest) throw new Error('no test hooks');
    return window.lotcrewTest.mirrorReads();
  });
}

/** All of them: documents and count reads of every view. */
export const totalReads = (reads: ViewReads): number =>
  Object.values(reads).reduce((sum, view) => sum + view.documents + view.counts, 0);
