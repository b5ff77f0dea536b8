import { expect, type Page } from '@playwright/test';

/** Every place the navigation offers the signed-in person (bar, rail and More alike), in its order. */
export async function navDestinations(page: Page): Promise<string[]> {
  const navLinks = page.getByTestId('app-nav').locator('a.nav-link');
  await expect(navLinks.first()).toBeAttached();
  return [
    ...new Set(
      await navLinks.evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      ),
    ),
  ];
}

/**
 * Opens a place the way a person does, from the navigation (under More when the bar has
 * no room for it): the app stays loaded, so a walk over many screens pays one start-up.
 */
export async function openFromNav(page: Page, path: string): Promise<void> {
  const nav = page.getByTestId('app-nav');
  const link = nav.locator(`a.nav-link[href="${path}"]`).filter({ visible: true });
  if ((await link.count()) === 0) await nav.getByRole('button', { name: 'More' }).click();
  await link.first().click();
  await expect(page).toHaveURL((url) => url.pathname === path);
}
