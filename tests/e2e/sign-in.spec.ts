import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO_PASSWORD, demoAccount } from '../../scripts/demo/demoData';
import { APP_TEXTS } from '../../src/config/texts';
import { expectPath, signIn, signInThroughForm } from '../support/signIn';

test('the owner signs in and lands on /ownerDashboard', async ({ page }) => {
  const owner = demoAccount('owner');
  await signInThroughForm(page, owner.email, DEMO_PASSWORD);
  await expectPath(page, '/ownerDashboard');
  await expect(page.getByRole('heading', { name: 'Owner dashboard' })).toBeVisible();
  await expect(page.getByText(owner.displayName)).toBeVisible();
});

test('a wrong password shows a clear message and keeps what was typed', async ({ page }) => {
  const owner = demoAccount('owner');
  await signInThroughForm(page, owner.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText(APP_TEXTS.signIn.wrongCredentials);
  await expect(page.getByLabel(APP_TEXTS.signIn.email)).toHaveValue(owner.email);
  await expect(page.getByLabel(APP_TEXTS.signIn.password)).toHaveValue('not-the-password');
  await expectPath(page, '/');
});

test('an unknown email gets the same message, revealing no account list', async ({ page }) => {
  await signInThroughForm(page, 'nobody@demo.lotcrew.test', DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(APP_TEXTS.signIn.wrongCredentials);
});

test('an empty form is stopped before any request, with a message per field', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: APP_TEXTS.signIn.submit }).click();
  await expect(page.getByText(APP_TEXTS.signIn.emailMissing)).toBeVisible();
  await expect(page.getByText(APP_TEXTS.signIn.passwordMissing)).toBeVisible();
});

test('sign-out returns to the sign-in form', async ({ page }) => {
  await signIn(page, demoAccount('lotprep').email, DEMO_PASSWORD);
  await expectPath(page, '/lotPrepDashboard');
  // The first copy of their data is on the phone: signing out then never waits behind it
  // (sign-out first counts the unsent writes in the same database).
  await expect(page.getByTestId('freshness')).toHaveText(/^Updated/);
  await page.getByRole('button', { name: APP_TEXTS.signOut }).click();
  await expectPath(page, '/');
  await expect(page.getByRole('heading', { name: APP_TEXTS.signIn.title })).toBeVisible();
});

test('the production build registers its service worker', async ({ page }) => {
  await page.goto('/');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(new URL('/', page.url()).href);
});

/**
 * The sign-in page drawn before the app (src/features/auth/prerender.ts, issue #33): seen
 * with the app's own script held back, as on a slow first visit. Service workers are off,
 * so every request is the network's, which these tests hold.
 */
test.describe('the sign-in page before the app has loaded', () => {
  test.use({ serviceWorkers: 'block' });
  const ENTRY = /\/assets\/index-[^/]*\.js$/;
  /** Holds the app's entry script until `release` is called. */
  async function holdTheApp(page: Page) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(ENTRY, async (route) => {
      await held;
      // A page closed or gone elsewhere meanwhile no longer wants it.
      await route.continue().catch(() => undefined);
    });
    return () => release();
  }

  test('is drawn at once for someone signed out; what they typed, and where, carries over to the app', async ({
    page,
  }) => {
    const owner = demoAccount('owner');
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    const before = page.locator('#prerendered-sign-in');
    await expect(before.getByRole('heading', { name: APP_TEXTS.signIn.title })).toBeVisible();
    await before.getByLabel(APP_TEXTS.signIn.email).fill(owner.email);
    // It cannot send anything before the app runs (a form sent then would put the password in the address).
    await before.getByRole('button', { name: APP_TEXTS.signIn.submit }).click({ force: true });
    await before.getByLabel(APP_TEXTS.signIn.password).fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    expect(page.url()).not.toContain(DEMO_PASSWORD);
    release();
    await expect(before).toHaveCount(0);
    await expect(page.getByLabel(APP_TEXTS.signIn.email)).toHaveValue(owner.email);
    await expect(page.getByLabel(APP_TEXTS.signIn.password)).toHaveValue(DEMO_PASSWORD);
    await expect(page.getByLabel(APP_TEXTS.signIn.password)).toBeFocused();
    await page.getByRole('button', { name: APP_TEXTS.signIn.submit }).click();
    await expectPath(page, '/ownerDashboard');
  });

  test('is never shown to someone signed in on this phone, nor in Spanish', async ({ browser }) => {
    const signedIn = await browser.newContext({ serviceWorkers: 'block' });
    const page = await signedIn.newPage();
    await signIn(page, demoAccount('lotprep').email, DEMO_PASSWORD);
    await expectPath(page, '/lotPrepDashboard');
    for (const path of ['/', '/lotPrepDashboard']) {
      const again = await signedIn.newPage();
      const release = await holdTheApp(again);
      await again.goto(path, { waitUntil: 'commit' });
      await again.locator('#root').waitFor({ state: 'attached' });
      await expect(again.locator('#prerendered-sign-in')).toBeHidden();
      release();
      await again.close();
    }
    await signedIn.close();

    const spanish = await browser.newContext({ serviceWorkers: 'block', locale: 'es-MX' });
    const visitor = await spanish.newPage();
    const release = await holdTheApp(visitor);
    await visitor.goto('/', { waitUntil: 'commit' });
    await visitor.locator('#root').waitFor({ state: 'attached' });
    await expect(visitor.locator('#prerendered-sign-in')).toBeHidden();
    release();
    await expect(visitor.getByRole('heading', { name: 'Inicie sesión en Lotcrew' })).toBeVisible();
    await spanish.close();
  });

  test('the signal lost while the app loads: no error, nothing asked for without end, and signing in works once it is back', async ({
    page,
    context,
  }) => {
    const owner = demoAccount('owner');
    // The code the app fetches after its first screen (Firebase Auth's, the update prompt's)
    // does not arrive: the signal went while it loaded, and no service worker had stored it.
    const LATER_CODE = /\/assets\/(index\.esm|auth|UpdatePrompt|update)-[^/]*\.js$/;
    const refused: string[] = [];
    await context.route(LATER_CODE, (route) => {
      refused.push(new URL(route.request().url()).pathname.split('/').pop() ?? '');
      return route.abort('internetdisconnected');
    });
    await page.goto('/');
    await expect(page.locator('#prerendered-sign-in')).toHaveCount(0);
    await context.setOffline(true);
    await page.getByLabel(APP_TEXTS.signIn.email).fill(owner.email);
    // Auth's code and the update check's were asked for and refused (else this tests nothing).
    await expect.poll(() => refused.some((file) => file.startsWith('auth-'))).toBe(true);
    await expect.poll(() => refused.some((file) => file.startsWith('update-'))).toBe(true);
    await expect(page.getByRole('heading', { name: APP_TEXTS.signIn.title })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The update check's failure is reported like any other; it was asked about again, each
    // time, without end: 600-1,000 fetches a second.
    expect(refused.filter((file) => file.startsWith('update-')).length).toBeLessThanOrEqual(2);

    // Back: Auth's code is asked for again, and the person signs in without reloading.
    await context.unroute(LATER_CODE);
    await context.setOffline(false);
    await page.getByLabel(APP_TEXTS.signIn.password).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: APP_TEXTS.signIn.submit }).click();
    await expectPath(page, '/ownerDashboard');
    await expect(page.getByLabel(APP_TEXTS.signIn.email)).toHaveCount(0);
  });
});
