import { expect, test } from '@playwright/test';
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
