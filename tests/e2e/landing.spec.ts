/**
 * Where signing in lands each demo account (spec §4, design/product.md for "/"). The
 * rule itself is a pure function tested row by row in src/features/auth/landing.test.ts;
 * here the running app is checked to apply it to the demo's people. The twelve accounts
 * of the accessibility walk (owner, admin, employee, lotprep, photos, wash, clock, dealer,
 * sales, manager, supervisor, supplier) are checked there, each landing on its role's
 * home before the walk, and norole@ and manager-unassigned@ in its waiting screens; the
 * accounts no other journey lands are checked here.
 */
import { expect, test } from '../support/test';
import { DEMO_PASSWORD, demoAccount } from '../../scripts/demo/demoData';
import { expectPath, signIn } from '../support/signIn';

// Nothing here goes offline: the service worker, and its precache of every chunk, stays out.
test.use({ serviceWorkers: 'block' });

const LANDINGS: [string, string][] = [
  ['placeholder', '/employeeDashboard'],
  ['sales-signed', '/dealershipDashboard'],
];

for (const [name, path] of LANDINGS) {
  test(`${name}@ lands on ${path}`, async ({ page }) => {
    await signIn(page, demoAccount(name).email, DEMO_PASSWORD);
    await expectPath(page, path);
  });
}

test('incomplete@ stays on / and is asked to finish the profile', async ({ page }) => {
  await signIn(page, demoAccount('incomplete').email, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Finish your profile' })).toBeVisible();
  await expectPath(page, '/');
});
