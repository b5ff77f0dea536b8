import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../../scripts/demo/demoData';
import { expectPath, signIn } from '../support/signIn';

/** Each demo account and where spec §4 (and design/product.md for "/") sends it. */
const LANDINGS: [string, string][] = [
  ['owner', '/ownerDashboard'],
  ['admin', '/ownerDashboard'],
  ['employee', '/employeeDashboard'],
  ['placeholder', '/employeeDashboard'],
  ['lotprep', '/lotPrepDashboard'],
  ['photos', '/photosDashboard'],
  ['dealer', '/dealershipDashboard'],
  ['sales', '/dealershipDashboard'],
  ['sales-signed', '/dealershipDashboard'],
  ['manager', '/managerDashboard'],
  ['manager-unassigned', '/awaitDealershipAssignment'],
  ['wash', '/serviceWashDashboard'],
  ['supervisor', '/dealershipSupervisorDashboard'],
  ['clock', '/clockInOutOnlyEmployeeDashboard'],
  ['supplier', '/suppliesDashboard'],
  ['norole', '/awaitrole'],
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
