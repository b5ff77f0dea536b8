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
