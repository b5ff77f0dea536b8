import { expect, type Page } from '@playwright/test';
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
