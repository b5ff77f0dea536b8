import { expect, test } from '../support/test';
import { DEMO_PASSWORD, demoAccount } from '../../scripts/demo/demoData';
import { SPEC_TEXTS } from '../../src/config/texts';
import { en } from '../../src/i18n/en';
import { waitForServiceWorker } from '../support/app';
import { cutNetwork, onlineButUnreachable, restoreNetwork } from '../support/network';
import { PersistentBrowser } from '../support/persistentBrowser';
import { expectPath, signIn } from '../support/signIn';

test('meets Chromium install criteria: manifest, icons, service worker', async () => {
  const browser = new PersistentBrowser();
  const context = await browser.open();
  const page = await context.newPage();
  await page.goto('/');
  await waitForServiceWorker(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors).toEqual([]);
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    display: string;
    icons: { sizes: string; purpose?: string }[];
  };
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  await context.close();
  browser.dispose();
});

test('after one visit the app opens with no network on the dashboard, from the mirror', async ({
  page,
  context,
}) => {
  await signIn(page, demoAccount('lotprep').email, DEMO_PASSWORD);
  await expectPath(page, '/lotPrepDashboard');
  await waitForServiceWorker(page);
  await cutNetwork(context);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Lot prep dashboard' })).toBeVisible();
  await expect(page.getByText(SPEC_TEXTS.banner.cached)).toBeVisible();
  // A screen that was never opened is precached too (/opt-in keeps the user where they are).
  await page.goto('/opt-in');
  await expect(page.getByRole('heading', { name: 'SMS work alerts' })).toBeVisible();
});

test('a screen whose code never reached the phone says so and the page stays; after a deploy it reloads once', async ({
  page,
  context,
}) => {
  await signIn(page, demoAccount('lotprep').email, DEMO_PASSWORD);
  await expectPath(page, '/lotPrepDashboard');
  // The ticket list's file cannot be had (no signal before the service worker stored it).
  await context.route(/\/assets\/TicketListPage-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
  const documentStartedAt = await page.evaluate(() => performance.timeOrigin);
  // The app asks the server whether another build is out (a deploy would explain a missing file).
  let buildChecks = 0;
  page.on('response', (response) => {
    if (response.url().includes('/index.html?build-check=')) buildChecks += 1;
  });
  await page.getByRole('link', { name: 'Tickets', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: en['common.chunkMissing.title'] })).toBeVisible();
  await expect(page.getByText(en['common.chunkMissing.body'])).toBeVisible();
  await expect(page.getByRole('button', { name: SPEC_TEXTS.reloadSite })).toBeVisible();
  await expect.poll(() => buildChecks).toBe(1);
  // It is not, so the page stays: the rest of the app works in the same page.
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Lot prep dashboard' })).toBeVisible();
  expect(await page.evaluate(() => performance.timeOrigin), 'the page did not reload').toBe(
    documentStartedAt,
  );

  // After a deploy the server names another entry module: then the page reloads, once.
  await context.route(/\/index\.html\?build-check=/, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<script type="module" src="/assets/index-NEXT.js"></script>',
    }),
  );
  await page.getByRole('link', { name: 'Tickets', exact: true }).first().click();
  await expect
    .poll(() => page.evaluate(() => performance.timeOrigin).catch(() => documentStartedAt))
    .not.toBe(documentStartedAt);
  // The file is still missing after the reload: it says so, and does not reload again.
  await expect(page.getByRole('heading', { name: en['common.chunkMissing.title'] })).toBeVisible();
  const reloadedAt = await page.evaluate(() => performance.timeOrigin);
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Lot prep dashboard' })).toBeVisible();
  expect(await page.evaluate(() => performance.timeOrigin), 'no second reload').toBe(reloadedAt);
  // Within 30 s of the reload it did not even ask the server again.
  expect(buildChecks).toBe(2);
});

test('banners: offline, reconnecting with attempts, reconnected for 3 s', async ({ page, context }) => {
  await signIn(page, demoAccount('employee').email, DEMO_PASSWORD);
  await expectPath(page, '/employeeDashboard');
  // The app has been in touch with the server (as after a sign-in) before the signal goes.
  await expect(page.getByTestId('freshness')).toHaveText(/^Updated/);
  await cutNetwork(context);
  await expect(page.getByText(SPEC_TEXTS.banner.offline)).toBeVisible();
  await onlineButUnreachable(context);
  await expect(page.getByText(SPEC_TEXTS.banner.reconnecting(1))).toBeVisible();
  await expect(page.getByText(SPEC_TEXTS.banner.reconnecting(2))).toBeVisible();
  await restoreNetwork(context);
  const reconnected = page.getByText(SPEC_TEXTS.banner.reconnected);
  await expect(reconnected).toBeVisible({ timeout: 20_000 });
  const shownAt = Date.now();
  await expect(reconnected).toBeHidden({ timeout: 6_000 });
  // The constant is 3 s; it must not vanish early (allowing for polling slack).
  expect(Date.now() - shownAt).toBeGreaterThan(2_000);
});

test.describe('a phone that has not installed the app yet', () => {
  test.use({ serviceWorkers: 'block' });

  test('the signal goes while the copy’s code loads: the copy catches up once it is back, without a reload', async ({
    page,
    context,
  }) => {
    // The read mirror's code (its worker's, then the page's own) does not arrive: the signal
    // went just after sign-in, before a service worker had stored anything.
    const COPY_CODE = /\/assets\/(mirrorWorker|mirror)-[^/]*\.js$/;
    const refused: string[] = [];
    await context.route(COPY_CODE, (route) => {
      refused.push(new URL(route.request().url()).pathname.split('/').pop() ?? '');
      return route.abort('internetdisconnected');
    });
    await signIn(page, demoAccount('lotprep').email, DEMO_PASSWORD);
    await expectPath(page, '/lotPrepDashboard');
    await expect
      .poll(() => ['mirrorWorker-', 'mirror-'].every((code) => refused.some((file) => file.startsWith(code))))
      .toBe(true);
    await expect(page.getByTestId('freshness')).not.toHaveText(/^Updated/);
    const documentStartedAt = await page.evaluate(() => performance.timeOrigin);

    await context.setOffline(true);
    await context.unroute(COPY_CODE);
    await context.setOffline(false);
    await expect(page.getByTestId('freshness')).toHaveText(/^Updated/);
    expect(await page.evaluate(() => performance.timeOrigin), 'the page did not reload').toBe(
      documentStartedAt,
    );
  });
});
