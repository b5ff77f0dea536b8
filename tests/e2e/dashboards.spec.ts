import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { Timestamp, type Query } from 'firebase-admin/firestore';
import { DEALERSHIP_1, DEALERSHIP_2, DEMO_PASSWORD, demoAccount } from '../../scripts/demo/demoData';
import { businessWeek } from '../../src/data/time/timesheet';
import { adminFirestore } from '../support/admin';
import { layoutShiftSoFar, onlineTest, recordLayoutShift, waitForServiceWorker } from '../support/app';
import { cutNetwork, restoreNetwork } from '../support/network';
import { expectPath, signIn } from '../support/signIn';
import { HOUR_MS } from '../../src/utils/duration';

/** What the emulator holds right now (other tests add wash logs, so never hard-coded). */
async function countOf(query: Query): Promise<string> {
  return String((await query.count().get()).data().count);
}
const tickets = () => adminFirestore().collection('tickets');

async function expectTile(page: Page, id: string, value: string) {
  await expect(page.getByTestId(`tile-${id}`).locator('.tile-value')).toHaveText(value);
}

async function signInAs(page: Page, name: string, path: string) {
  await signIn(page, demoAccount(name).email, DEMO_PASSWORD);
  await expectPath(page, path);
  await expect(page.getByTestId('freshness')).toHaveText(/^Updated/);
}

test('the owner’s home counts the business’s requests and invoices, and keeps them offline', async ({
  page,
  context,
}) => {
  await signInAs(page, 'owner', '/ownerDashboard');
  const open = await countOf(tickets().where('status', '==', 'open'));
  const toApprove = await countOf(adminFirestore().collection('invoices').where('status', '==', 'submitted'));
  await expectTile(page, 'open-requests', open);
  await expectTile(page, 'invoices-to-approve', toApprove);
  await expect(page.getByRole('link', { name: 'Security and SMS terms' })).toBeVisible();

  // Opened again on a phone: the numbers, the bottom bar and the buttons above it are drawn
  // where they stay (the bar's room is kept from the first frame): nothing moves at all.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(recordLayoutShift);
  await page.reload();
  await expect(page.getByTestId('today-by-kind')).toBeVisible();
  await expect(page.getByTestId('app-nav')).toHaveAttribute('data-screens-ready', '');
  expect(await layoutShiftSoFar(page)).toBe(0);

  await waitForServiceWorker(page);
  await cutNetwork(context);
  await page.reload();
  await expect(page.getByTestId('freshness')).toContainText('Offline: showing data saved on this phone');
  await expectTile(page, 'open-requests', open);
  await expectTile(page, 'invoices-to-approve', toApprove);
  await restoreNetwork(context);
});

onlineTest('dealership staff see their own dealership’s requests only', async ({ page }) => {
  await signInAs(page, 'dealer', '/dealershipDashboard');
  await expectTile(
    page,
    'open-requests',
    await countOf(tickets().where('dealershipId', '==', DEALERSHIP_1).where('status', '==', 'open')),
  );
  await expect(page.getByRole('link', { name: 'SMS work alerts' })).toHaveCount(0);
  const requests = page.getByRole('list', { name: 'Requests' });
  await expect(requests.getByRole('listitem').first()).toBeVisible();
  // An unfinished request of the other dealership: it would be listed if the copy leaked.
  const foreign = await tickets()
    .where('dealershipId', '==', DEALERSHIP_2)
    .where('status', '==', 'open')
    .limit(1)
    .get();
  expect(foreign.size).toBe(1);
  await expect(requests).not.toContainText(`${String(foreign.docs[0]?.get('vehicle.stock'))} ·`);
});

/**
 * Makes sure the person is clocked in now. The demo clocks people in on workdays from about
 * 8 AM on the business's clock, so whether they are depends on when the seed and the test
 * ran (a night or a weekend run finds them clocked out); a punch an hour ago settles it.
 */
async function clockedInNow(uid: string) {
  const punches = await adminFirestore().collection('timePunches').where('uid', '==', uid).get();
  const last = punches.docs
    .map((doc) => doc.data())
    .sort((a, b) => String(a.at).localeCompare(String(b.at)))
    .at(-1);
  if (last && (last.kind === 'in' || last.kind === 'breakEnd')) return;
  const at = new Date(Date.now() - HOUR_MS);
  await adminFirestore()
    .doc(`timePunches/e2e-in-${uid}-${at.getTime()}`)
    .set({
      uid,
      kind: last?.kind === 'breakStart' ? 'breakEnd' : 'in',
      at: at.toISOString(),
      timezone: 'America/Chicago',
      position: null,
      clockSkewMs: 0,
      weekStart: businessWeek(at.getTime(), { zone: 'America/Chicago', weekStart: 1 }).key,
      note: '',
      receivedAt: Timestamp.fromDate(at),
    });
}

onlineTest('crews see their work, what is open to claim, and their clock', async ({ page }) => {
  const employee = demoAccount('employee');
  await clockedInNow(employee.uid);
  await signInAs(page, 'employee', '/employeeDashboard');
  await expectTile(
    page,
    'my-work',
    await countOf(
      tickets().where('assigneeUid', '==', employee.uid).where('status', 'in', ['assigned', 'inProgress']),
    ),
  );
  await expectTile(page, 'open-to-claim', await countOf(tickets().where('status', '==', 'open')));
  await expect(page.getByTestId('tile-clocked-in')).toContainText('Since');
  const mine = await tickets()
    .where('assigneeUid', '==', employee.uid)
    .where('status', 'in', ['assigned', 'inProgress'])
    .limit(1)
    .get();
  const stock = String(mine.docs[0]?.get('vehicle.stock'));
  await expect(page.getByRole('list', { name: 'Your queue' })).toContainText(`${stock} ·`);
});

onlineTest('a service-wash crew is offered wash work at its own dealership only', async ({ page }) => {
  await signInAs(page, 'wash', '/serviceWashDashboard');
  await expectTile(
    page,
    'open-to-claim',
    await countOf(
      tickets()
        .where('status', '==', 'open')
        .where('kind', '==', 'serviceWash')
        .where('dealershipId', '==', DEALERSHIP_2),
    ),
  );
});

onlineTest('a supplier sees the requests and invoices addressed to them', async ({ page }) => {
  const supplier = demoAccount('supplier');
  await signInAs(page, 'supplier', '/suppliesDashboard');
  await expectTile(
    page,
    'open-supply-requests',
    await countOf(
      adminFirestore()
        .collection('supplyRequests')
        .where('supplierUid', '==', supplier.uid)
        .where('status', 'in', ['open', 'acknowledged', 'partlyFulfilled']),
    ),
  );
  // Approved invoices not yet paid, in dollars from whole cents.
  const approved = await adminFirestore()
    .collection('invoices')
    .where('supplierUid', '==', supplier.uid)
    .where('status', '==', 'approved')
    .get();
  const awaitingCents = approved.docs.reduce((sum, doc) => sum + (doc.get('totalCents') as number), 0);
  expect(awaitingCents).toBeGreaterThan(0);
  await expect(page.getByTestId('tile-awaiting-payment')).toContainText(
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(awaitingCents / 100),
  );
  await expectTile(
    page,
    'invoices-submitted',
    await countOf(
      adminFirestore()
        .collection('invoices')
        .where('supplierUid', '==', supplier.uid)
        .where('status', '==', 'submitted'),
    ),
  );
});

onlineTest('clock-only staff see their clock and hours, nothing else', async ({ page }) => {
  await signInAs(page, 'clock', '/clockInOutOnlyEmployeeDashboard');
  await expect(page.getByTestId('tile-hours-week')).toContainText(' h');
  await expect(page.locator('[data-testid^="tile-"]')).toHaveCount(2);
});

onlineTest(
  'each dashboard path draws its own board: the owner who goes to the photos dashboard sees the photos board',
  async ({ page }) => {
    await signInAs(page, 'owner', '/ownerDashboard');
    await expect(page.getByTestId('tile-invoices-to-approve')).toBeVisible();
    // Navigating inside the app (landing runs only when the app opens, spec §4).
    await page.evaluate(() => {
      window.history.pushState({}, '', '/photosDashboard');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expectPath(page, '/photosDashboard');
    await expect(page.getByRole('heading', { name: 'Photos dashboard' })).toBeVisible();
    await expectTile(
      page,
      'open-to-claim',
      await countOf(tickets().where('status', '==', 'open').where('kind', '==', 'photos')),
    );
    await expect(page.getByTestId('tile-invoices-to-approve')).toHaveCount(0);
  },
);
