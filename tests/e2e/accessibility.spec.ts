/**
 * Issue #14: axe-core in Chromium on every screen each role reaches, on a phone, with
 * its modals and menus open and closed. Any critical or serious violation fails the suite,
 * and so does a screen wider than the phone (it would scroll sideways as a whole), or
 * content past the phone's edge that no scrolling reaches (issue #34).
 */
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import axe from 'axe-core';
import { DEMO_PASSWORD, demoAccount } from '../../scripts/demo/demoData';
import { ROLE_REGISTRY, type Role } from '../../src/config/roles';
import { PLACEHOLDER_PHONE } from '../../src/config/constants';
import { CONSENT_TEXTS } from '../../src/i18n/areas/consent';
import { PROMPT_TEXTS } from '../../src/i18n/areas/prompts';
import { navDestinations, openFromNav } from '../support/navigation';
import { expectPath, signIn } from '../support/signIn';

// Nothing here is offline: the service worker, and its precache of every chunk, stays out.
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Critical and serious violations on what is on screen now, as "rule: target" lines.
 * axe-core is put into the page once per document and run there: @axe-core/playwright's
 * builder put its 500 KB in again and opened a blank page for every scan, 0.6-1 s a scan
 * where the scan itself takes ~0.15 s (the app has no frames for it to reach into).
 */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    AXE_TAGS,
  );
  return results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}`),
    );
}

async function expectAccessible(page: Page, where: string) {
  await expect(page.getByText('Loading…')).toHaveCount(0);
  expect(await seriousViolations(page), where).toEqual([]);
  // Nothing widens the page past the phone's screen: a wide table scrolls in its own region.
  const overflowPx = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflowPx, `${where} is wider than the phone by ${overflowPx} px`).toBeLessThanOrEqual(0);
  // Nor does anything end past the screen's edge where no scrolling reaches it (issue #34: a
  // table's last columns cut off on a phone): whatever is wider than the screen sits in a
  // region that scrolls sideways and is itself on screen.
  expect(await unreachable(page), `${where} has content cut off at the phone's edge`).toEqual([]);
}

/** Elements that end past the screen's right edge with no sideways scrolling to reach them. */
function unreachable(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsSideways = (element: Element) =>
      ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) &&
      element.scrollWidth > element.clientWidth;
    // Hidden from sight on purpose (a chart's table for screen readers): clipped to a pixel.
    const visuallyHidden = (element: Element) => {
      for (let box: Element | null = element; box; box = box.parentElement)
        if (box.getBoundingClientRect().width <= 1 && getComputedStyle(box).overflow === 'hidden')
          return true;
      return false;
    };
    const reachable = (element: Element) => {
      for (let box = element.parentElement; box; box = box.parentElement)
        if (scrollsSideways(box)) return box.getBoundingClientRect().right <= width + 1;
      return false;
    };
    const cut: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 1) continue;
      if (getComputedStyle(element).visibility === 'hidden' || reachable(element) || visuallyHidden(element))
        continue;
      // The outermost only: its children are cut off with it.
      if (!cut.some((outer) => outer.contains(element))) cut.push(element);
    }
    return cut.map((element) => {
      const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      return `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''} "${label}"`;
    });
  });
}

/**
 * The prompt a demo account meets when the app loads (UserPrompts' order), from its demo
 * record: Sales without a signature get SMS consent, employees the update-app notice.
 * Known in advance, so the walk waits for it instead of racing its lazy code. Closed, it
 * stays closed while the app is loaded, and the walk never reloads.
 */
function promptOf(account: string): string | null {
  const me = demoAccount(account);
  if (me.role === 'dealershipEmployee' && me.visibility === 'Sales' && !me.signature)
    return CONSENT_TEXTS.english['consent.title'];
  if (me.role === 'employee' && me.phone !== PLACEHOLDER_PHONE)
    return PROMPT_TEXTS.english['updateApp.title'];
  return null;
}

/** Waits for the account's prompt, checks it open, then closes it. */
async function checkAndClosePrompt(page: Page, account: string, where: string) {
  const title = promptOf(account);
  if (!title) return;
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog, `${where} shows ${title}`).toBeVisible();
  await expectAccessible(page, `${where}, with its prompt open`);
  await page.keyboard.press('Escape');
  await expect(dialog, `Escape closes ${title}`).toHaveCount(0);
}

const ACCOUNTS: [account: string, role: Role][] = [
  ['owner', 'owner'],
  ['admin', 'admin'],
  ['employee', 'employee'],
  ['lotprep', 'lotPrep'],
  ['photos', 'photos'],
  ['wash', 'serviceWash'],
  ['clock', 'clockOnlyEmployee'],
  ['dealer', 'dealershipEmployee'],
  ['sales', 'dealershipEmployee'],
  ['manager', 'dealershipManager'],
  ['supervisor', 'dealershipSupervisor'],
  ['supplier', 'supplier'],
];

test('signed out: sign-in, the security statement and an invalid invite link', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in to Lotcrew' })).toBeVisible();
  await expectAccessible(page, '/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectAccessible(page, '/ with its validation messages');
  await page.goto('/security');
  await expectAccessible(page, '/security');
  await page.goto('/claimprofile/not-a-real-token');
  await expectAccessible(page, '/claimprofile/:token');
});

test('the waiting screens', async ({ browser }) => {
  for (const [account, path] of [
    ['norole', '/awaitrole'],
    ['manager-unassigned', '/awaitDealershipAssignment'],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, demoAccount(account).email, DEMO_PASSWORD);
    await expectPath(page, path);
    await expectAccessible(page, path);
    await context.close();
  }
});

test('the kiosk: its crew, a person’s choice and the PIN form (issue #35)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, demoAccount('kiosk').email, DEMO_PASSWORD);
  await expectPath(page, '/kiosk');
  const cody = page.getByRole('button', { name: /^Cody Clark / });
  await expect(cody).toBeVisible();
  await expectAccessible(page, '/kiosk');
  await cody.click();
  await expectAccessible(page, '/kiosk, a person’s choice');
  await page.getByRole('button', { name: 'Clock in', exact: true }).click();
  await expectAccessible(page, '/kiosk, the PIN form');
  await context.close();
});

/**
 * Which variant of a screen's markup a person sees: a screen is scanned once per variant
 * (176 scans of 32 screens became one per variant). The account's screens read the
 * same for everyone; Settings adds a salesperson's alerts; every other screen is shaped
 * by the role (its actions, tiles and lists). Owner and admin share one registry entry,
 * so they see the same screens.
 */
const ACCOUNT_SCREENS = new Set([
  '/profile',
  '/security',
  // Drawn the same for everyone who reaches them (issue #36): a car's label, a day's labels, the
  // scanner, and stage times (its table and chart have the same parts whoever reads them).
  '/stages',
  '/ticket/:id/label',
  '/tickets/labels',
  '/tickets with the scanner open',
  '/tickets with its filters open',
]);
function markupVariant(path: string, account: string, role: Role): string {
  if (ACCOUNT_SCREENS.has(path)) return path;
  if (path === '/settings') {
    const me = demoAccount(account);
    return `${path} ${me.role === 'dealershipEmployee' && me.visibility === 'Sales' ? 'Sales' : 'other'}`;
  }
  return `${path} as ${role === 'admin' ? 'owner' : role}${account === 'sales' ? ' (Sales)' : ''}`;
}
/** The variants scanned so far in this run (the walks run one after another in one worker). */
const scanned = new Set<string>();

/** Scans what is on screen unless this variant of it was scanned already. */
async function expectAccessibleOnce(page: Page, path: string, account: string, role: Role, where = path) {
  const variant = `${markupVariant(path, account, role)}${where === path ? '' : ` / ${where}`}`;
  if (scanned.has(variant)) return;
  await expectAccessible(page, where);
  scanned.add(variant);
}

for (const [account, role] of ACCOUNTS) {
  test(`every screen ${account}@ (${role}) reaches, each variant of its markup scanned once`, async ({
    page,
  }) => {
    test.slow(
      true,
      'walks every screen the person reaches, with an axe scan of each variant not scanned yet',
    );
    // Normal use logs no error (issue #32, item 8): whatever the walk meets is said at its end.
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error')
        consoleErrors.push(`${new URL(page.url()).pathname}: ${message.text()}`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`${new URL(page.url()).pathname}: ${error.message}`));
    const me = demoAccount(account);
    await signIn(page, me.email, DEMO_PASSWORD);
    const home = ROLE_REGISTRY[role].home;
    await expectPath(page, home);
    await expect(page.getByTestId('freshness')).toHaveText(/Updated|Offline/);
    await checkAndClosePrompt(page, account, home);
    await expectAccessibleOnce(page, home, account, role);

    const more = page.getByRole('button', { name: 'More' });
    if ((await more.count()) > 0) {
      await more.click();
      await expectAccessibleOnce(page, home, account, role, `${home} with More open`);
      await page.keyboard.press('Escape');
    }

    // Every place the navigation offers this person (bar, rail and More alike).
    const destinations = await navDestinations(page);
    expect(destinations[0], 'Home comes first').toBe(home);
    // One walk checks every screen the person reaches, opened from the navigation as they
    // would (the app loads once, and a prompt due on every load has been closed above).
    for (const path of destinations) {
      await openFromNav(page, path);
      await expect(page.getByText('Loading…')).toHaveCount(0);
      await expectAccessibleOnce(page, path, account, role);
    }

    // A ticket of theirs, when they work with tickets: its page (and edit page, if offered).
    if (destinations.includes('/tickets')) {
      await openFromNav(page, '/tickets');
      // The scanner (Chromium's test-pattern camera: nothing to read), and a day's labels.
      if (!scanned.has('/tickets with the scanner open')) {
        await page.getByRole('button', { name: 'Scan a label' }).click();
        await expect(page.getByRole('dialog', { name: 'Scan a code' }).getByRole('status')).toHaveText(
          /Point the camera/,
        );
        await expectAccessibleOnce(page, '/tickets with the scanner open', account, role);
        await page.getByRole('button', { name: 'Cancel' }).click();
      }
      // On a phone the filters wait behind their button: the form, scanned open.
      if (!scanned.has('/tickets with its filters open')) {
        await page.getByRole('button', { name: 'Filters' }).click();
        await expect(page.getByRole('form', { name: 'Filters' })).toBeVisible();
        await expectAccessibleOnce(page, '/tickets with its filters open', account, role);
        await page.getByRole('button', { name: 'Filters' }).click();
      }
      const dayLabels = page.getByRole('link', { name: 'Print a day’s labels' });
      if (!scanned.has('/tickets/labels') && (await dayLabels.count()) > 0) {
        await dayLabels.click();
        await expect(page.getByRole('heading', { name: 'Labels for a day’s new tickets' })).toBeVisible();
        await expectAccessibleOnce(page, '/tickets/labels', account, role);
        await openFromNav(page, '/tickets');
      }
      const first = page.getByRole('list', { name: 'Tickets' }).getByRole('link').first();
      if ((await first.count()) > 0) {
        await first.click();
        await expect(page).toHaveURL(/\/ticket\/[^/]+$/);
        await expectAccessibleOnce(page, '/ticket/:id', account, role);
        if (!scanned.has('/ticket/:id/label')) {
          await page.getByRole('link', { name: 'Car label' }).click();
          await expect(page.locator('.car-label')).toBeVisible();
          await expectAccessibleOnce(page, '/ticket/:id/label', account, role);
          await page.goBack();
        }
        const edit = page.getByRole('link', { name: 'Edit details' });
        if ((await edit.count()) > 0) {
          await edit.click();
          await expect(page).toHaveURL(/\/edit$/);
          await expectAccessibleOnce(page, '/ticket/:id/edit', account, role);
        }
      }
    }
    expect(consoleErrors, 'errors logged while walking').toEqual([]);
  });
}
