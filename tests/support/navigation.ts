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
 * `more` is the More button's name in the phone's language.
 */
export async function openFromNav(page: Page, path: string, more = 'More'): Promise<void> {
  const nav = page.getByTestId('app-nav');
  const link = nav.locator(`a.nav-link[href="${path}"]`).filter({ visible: true });
  const heading = page.getByRole('heading', { level: 1 });
  const leaving =
    new URL(page.url()).pathname !== path && (await heading.count()) === 1
      ? await heading.textContent()
      : null;
  if ((await link.count()) === 0) await nav.getByRole('button', { name: more }).click();
  await link.first().click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  // The address changes at the tap; the router keeps the screen it leaves on show until the
  // next one's chunk is there. Its heading changes when the new screen is drawn.
  if (leaving !== null) await expect(heading).not.toHaveText(leaving);
}
