/**
 * Issue #14: the main screens one tap away — a bottom bar on phones (five places at most,
 * the rest under More), a side rail on wide screens — built from the role registry and the
 * route guards, so a screen a person may not open is never offered.
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO_PASSWORD, demoAccount } from '../../scripts/demo/demoData';
import { onlineTest, waitForServiceWorker } from '../support/app';
import { cutNetwork, restoreNetwork } from '../support/network';
import { expectPath, signIn } from '../support/signIn';

const PHONE = { width: 390, height: 844 };

async function signInAs(page: Page, name: string, home: string) {
  await signIn(page, demoAccount(name).email, DEMO_PASSWORD);
  await expectPath(page, home);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  onlineTest(
    'the owner’s bar holds five places, the rest are under More, and the current one is marked',
    async ({ page }) => {
      await signInAs(page, 'owner', '/ownerDashboard');
      const bar = nav(page);
      await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
      const visiblePlaces = bar.locator('.nav-list > li:visible');
      await expect(visiblePlaces).toHaveCount(5);
      await expect(bar.getByRole('link', { name: 'Ticket backup' })).toBeHidden();

      const more = bar.getByRole('button', { name: 'More' });
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await more.click();
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      await bar.getByRole('link', { name: 'Ticket backup' }).click();
      await expectPath(page, '/tickets/backup');
      // The current place is under More: More says so, and the menu has closed.
      await expect(more).toHaveAttribute('aria-current', 'page');
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await expect(bar.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    },
  );

  onlineTest('the refresh button and the bar do not cover each other', async ({ page }) => {
    await signInAs(page, 'owner', '/ownerDashboard');
    const refresh = await page.getByRole('button', { name: 'Refresh' }).boundingBox();
    const bar = await nav(page).boundingBox();
    expect(refresh && bar).toBeTruthy();
    if (!refresh || !bar) return;
    expect(refresh.y + refresh.height).toBeLessThanOrEqual(bar.y);
  });

  onlineTest(
    'clock-only staff are offered only their home, their time clock, their profile and settings, and the security statement',
    async ({ page }) => {
      await signInAs(page, 'clock', '/clockInOutOnlyEmployeeDashboard');
      await expect(nav(page).getByRole('link')).toHaveText([
        '⌂Home',
        '◷Time clock',
        '○Profile',
        '*Settings',
        'iSecurity and SMS terms',
      ]);
      await expect(nav(page).getByRole('button', { name: 'More' })).toHaveCount(0);
    },
  );

  test('it works with no signal: a crew member reaches the ticket list from the bar', async ({
    page,
    context,
  }) => {
    await signInAs(page, 'lotprep', '/lotPrepDashboard');
    await waitForServiceWorker(page);
    await cutNetwork(context);
    await nav(page).getByRole('link', { name: 'Tickets' }).click();
    await expectPath(page, '/tickets');
    await expect(nav(page).getByRole('link', { name: 'Tickets' })).toHaveAttribute('aria-current', 'page');
    await restoreNetwork(context);
  });
});

onlineTest('on a wide screen every place is in the side rail, with no More', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'owner', '/ownerDashboard');
  const rail = nav(page);
  await expect(rail.getByRole('link', { name: 'Ticket backup' })).toBeVisible();
  await expect(rail.getByRole('button', { name: 'More' })).toBeHidden();
  const box = await rail.boundingBox();
  expect(box?.x).toBe(0);
  expect(box?.height).toBeGreaterThan(700);
});

onlineTest(
  'on a laptop screen shorter than the owner’s places, the rail scrolls to the last of them',
  async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await signInAs(page, 'owner', '/ownerDashboard');
    const last = nav(page).getByRole('link', { name: 'Security and SMS terms' });
    await last.click();
    await expectPath(page, '/security');
  },
);

onlineTest('nobody signed out sees it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in to Lotcrew' })).toBeVisible();
  await expect(nav(page)).toHaveCount(0);
});
