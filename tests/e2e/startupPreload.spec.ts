/**
 * The startup preload (src/config/startupModules.ts, scripts/build/startupPreload.ts):
 * the chunks a first screen waits for are asked for alongside the entry, not once it
 * has arrived and run. Each test holds the entry's download until the screen's chunks
 * have been requested: without the preload they never would be, and the test fails.
 */
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { firstScreenPainted } from '../support/app';
import { inFirstVisit } from '../support/signIn';

/** The entry's file, as the built page (served by the preview server) names it. */
function entryFile(): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(
    readFileSync('dist/index.html', 'utf8'),
  )?.[1];
  if (!entry) throw new Error('dist/index.html names no entry script');
  return entry;
}

const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
const DATABASE = chunk('db');

/** Opens `path` with the entry's download held until `chunks` have all been requested. */
async function openWithEntryHeld(page: Page, path: string, chunks: RegExp[]): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(`**${entryFile()}`, async (route) => {
    await entryHeld;
    await route.continue();
  });
  const opened = page.goto(path);
  await expect
    .poll(() => chunks.filter((pattern) => !requested.some((file) => pattern.test(file))).map(String), {
      message: 'chunks not yet requested while the entry is held',
    })
    .toEqual([]);
  const beforeEntry = [...requested];
  releaseEntry();
  await opened;
  return beforeEntry;
}

test('a visitor nobody was signed in on gets the sign-in screen fetched alongside the entry, and no local database', async ({
  browser,
}) => {
  await inFirstVisit(browser, async (context) => {
    const page = await context.newPage();
    const beforeEntry = await openWithEntryHeld(page, '/', [chunk('FallbackLanding'), chunk('SignInForm')]);
    expect(beforeEntry.filter((file) => DATABASE.test(file))).toEqual([]);
    await firstScreenPainted(page, 'signIn');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});

test('someone who was signed in gets the local database, the signed-in shell and their dashboard fetched alongside the entry', async ({
  browser,
}) => {
  await inFirstVisit(
    browser,
    async (context) => {
      const page = await context.newPage();
      await openWithEntryHeld(page, '/employeeDashboard', [
        DATABASE,
        chunk('SignedInShell'),
        chunk('RoleDashboard'),
      ]);
      await firstScreenPainted(page, 'dashboard');
      await expect(page.getByRole('heading', { name: 'Employee dashboard' })).toBeVisible();
    },
    { account: 'employee', home: '/employeeDashboard' },
  );
});
