import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../../scripts/demo/demoData';
import { APP_TEXTS } from '../../src/config/texts';

/** Fills and submits the sign-in form at "/". */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel(APP_TEXTS.signIn.email).fill(email);
  await page.getByLabel(APP_TEXTS.signIn.password).fill(password);
  await page.getByRole('button', { name: APP_TEXTS.signIn.submit }).click();
}

export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
}

/** Signs in the demo employee, who lands on their dashboard and is asked once to update their installed app (spec §4): answered. */
export async function signInDemoEmployee(page: Page): Promise<void> {
  await signIn(page, demoAccount('employee').email, DEMO_PASSWORD);
  await expectPath(page, '/employeeDashboard');
  await page
    .getByRole('dialog', { name: 'Update your Lotcrew app' })
    .getByRole('button', { name: 'Got it' })
    .click();
}

/**
 * Runs `visit` in a first visit's browser context: nothing stored but, with `signedInAs`,
 * that demo account's sign-in (made in a page of its own, landed on `home`). The service
 * worker is blocked, so every script a page asks for is seen (its precache would serve
 * them out of sight). The context is closed afterwards.
 */
export async function inFirstVisit<T>(
  browser: Browser,
  visit: (context: BrowserContext) => Promise<T>,
  signedInAs?: { account: string; home: string },
): Promise<T> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    if (signedInAs) {
      const page = await context.newPage();
      await signIn(page, demoAccount(signedInAs.account).email, DEMO_PASSWORD);
      await expectPath(page, signedInAs.home);
      await page.close();
    }
    return await visit(context);
  } finally {
    await context.close();
  }
}
