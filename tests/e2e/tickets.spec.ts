import { type Page, type Route } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  DEALERSHIP_1,
  DEALERSHIP_2,
  DEMO_DEALERSHIPS,
  DEMO_PASSWORD,
  demoAccount,
} from '../../scripts/demo/demoData';
import { adminFirestore } from '../support/admin';
import {
  expectQueueDrained,
  onlineTest,
  pendingWrites,
  waitForServiceWorker,
  waitForTestHooks,
} from '../support/app';
import { cutNetwork, refuseStorageCode, restoreNetwork } from '../support/network';
import { cameraPhoto, jpegSize, storedFile } from '../support/photos';
import { expectPath, signIn, signInDemoEmployee } from '../support/signIn';
import { seedOpenTicket, seedTicket } from '../support/tickets';
import { DAY_MS } from '../../src/utils/duration';

const VALID_VIN = '1HGCM82633A004352';
const NORTHSIDE = DEMO_DEALERSHIPS[DEALERSHIP_1]?.name ?? '';

/** A datetime-local value for tomorrow at 15:00, the device's time. */
function tomorrowAfternoon(): string {
  const date = new Date(Date.now() + DAY_MS);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T15:00`;
}

async function fillNewTicket(page: Page, stock: string, vin = VALID_VIN) {
  await page.getByLabel('Stock #').fill(stock);
  await page.getByLabel('VIN').fill(vin);
  await page.getByLabel('Year').fill('2022');
  await page.getByLabel('Make').fill('Honda');
  await page.getByLabel('Model').fill('Civic');
  await page.getByLabel('Colour').fill('Blue');
  await page.getByLabel('Kind of work').selectOption('delivery');
  await page.getByLabel('Dealership').selectOption({ label: NORTHSIDE });
  await page.getByLabel('From', { exact: true }).fill('Northside Motors lot A');
  await page.getByLabel('To', { exact: true }).fill('Customer: 41 Elm St');
  await page.getByLabel('Due').fill(tomorrowAfternoon());
}

/** Employees are asked once to update their installed app (spec §4); answer it. */
async function signInAsEmployee(page: Page) {
  await signInDemoEmployee(page);
  await expect(page.getByTestId('freshness')).toHaveText(/^Updated/);
}

async function ticketIdFromUrl(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/ticket\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop() ?? '';
}

/** Claim, start and finish the open ticket on screen; the server's history follows, in order. */
async function workThrough(page: Page, ticketId: string, { alreadyOpen = false } = {}) {
  if (alreadyOpen) await expect(page).toHaveURL(new RegExp(`/ticket/${ticketId}$`));
  else await page.goto(`/ticket/${ticketId}`);
  for (const [button, status] of [
    ['Claim', 'Claimed'],
    ['Start', 'In progress'],
    ['Mark done', 'Done'],
  ] as const) {
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('list', { name: 'Timeline' })).toContainText(status);
  }
  await expectQueueDrained(page);
  expect(await serverHistory(ticketId)).toEqual(['open', 'assigned', 'inProgress', 'done']);
}

async function serverHistory(ticketId: string): Promise<string[]> {
  const snapshot = await adminFirestore().doc(`tickets/${ticketId}`).get();
  return ((snapshot.get('history') as { status: string }[] | undefined) ?? []).map((step) => step.status);
}

onlineTest(
  'dealership staff request work; a wrong VIN is explained and nothing typed is lost',
  async ({ page }) => {
    await signIn(page, demoAccount('dealer').email, DEMO_PASSWORD);
    await expectPath(page, '/dealershipDashboard');
    await expect(page.getByTestId('freshness')).toHaveText(/^Updated/);
    await page.getByRole('link', { name: 'New ticket' }).click();
    const stock = `E2E${Date.now() % 100_000}`;
    await fillNewTicket(page, stock, '1HGCM82623A004352');
    await page.getByRole('button', { name: 'Create ticket' }).click();
    await expect(
      page.getByText('This VIN’s check digit (9th character) does not match: check for a typo.'),
    ).toBeVisible();
    await expect(page.getByLabel('Stock #')).toHaveValue(stock);
    const deliveryCents = DEMO_DEALERSHIPS[DEALERSHIP_1]?.priceList.delivery ?? 0;
    await expect(page.getByTestId('price')).toHaveText(
      `Price: $${(deliveryCents / 100).toFixed(2)} (dealership price list)`,
    );

    await page.getByLabel('VIN').fill(VALID_VIN);
    await page.getByRole('button', { name: 'Create ticket' }).click();
    const ticketId = await ticketIdFromUrl(page);
    await expect(page.getByRole('heading', { name: `${stock} · 2022 Honda Civic` })).toBeVisible();
    await expectQueueDrained(page);
    const server = (await adminFirestore().doc(`tickets/${ticketId}`).get()).data();
    expect(server).toMatchObject({ status: 'open', priceCents: deliveryCents, dealershipId: DEALERSHIP_1 });
    expect(server?.receivedAt).toBeDefined();
  },
);

onlineTest(
  'a crew member claims, starts and finishes a ticket; the timeline says who and when',
  async ({ page }) => {
    const open = await adminFirestore()
      .collection('tickets')
      .where('status', '==', 'open')
      .where('kind', '==', 'delivery')
      .limit(1)
      .get();
    const ticketId = open.docs[0]?.id ?? '';
    await signInAsEmployee(page);
    await workThrough(page, ticketId);
  },
);

for (const [name, path, kind, dealershipId] of [
  ['lotprep', '/lotPrepDashboard', 'lotPrep', DEALERSHIP_1],
  ['photos', '/photosDashboard', 'photos', DEALERSHIP_2],
  ['wash', '/serviceWashDashboard', 'serviceWash', DEALERSHIP_2],
] as const) {
  onlineTest(
    `a ${kind} crew member finds open ${kind} work in their queue and works it through`,
    async ({ page }) => {
      // A fresh open request of this kind, so the flow never depends on earlier tests.
      const ticketId = `e2e-${kind}-${Date.now()}`;
      const stock = `Q${Date.now() % 100_000}`;
      const requester = demoAccount(dealershipId === DEALERSHIP_1 ? 'dealer' : 'supervisor');
      await seedTicket(ticketId, requester.uid, {
        dealershipId,
        kind,
        vehicle: { stock, vin: VALID_VIN, year: 2021, make: 'Kia', model: 'Soul', color: 'Red' },
        from: 'Lot A',
        to: 'Front line',
        dueAt: new Date(Date.now() + DAY_MS).toISOString(),
        priority: 'high',
        priceCents: DEMO_DEALERSHIPS[dealershipId]?.priceList[kind] ?? 0,
      });
      await signIn(page, demoAccount(name).email, DEMO_PASSWORD);
      await expectPath(page, path);
      // Each queue item says which photos the work still needs (a photo crew: which shots).
      await expect(
        page.getByRole('list', { name: 'Your queue' }).getByRole('listitem').filter({ hasText: stock }),
      ).toContainText(
        kind === 'photos'
          ? 'Photos: 0 of 10 shots · to take: Front three-quarter, Front, Rear'
          : 'Photos: 0 of',
      );
      // From the queue, in the app: spec §4 sends this role's fresh page loads to its dashboard.
      await page
        .getByRole('list', { name: 'Your queue' })
        .getByRole('link', { name: `${stock} · 2021 Kia Soul` })
        .click();
      await workThrough(page, ticketId, { alreadyOpen: true });
    },
  );
}

onlineTest(
  'another kind of work is not offered: a lot-prep crew cannot open a delivery ticket',
  async ({ page }) => {
    const delivery = await adminFirestore()
      .collection('tickets')
      .where('kind', '==', 'delivery')
      .limit(1)
      .get();
    await signIn(page, demoAccount('lotprep').email, DEMO_PASSWORD);
    await expectPath(page, '/lotPrepDashboard');
    await expect(page.getByTestId('freshness')).toHaveText(/^Updated/);
    await page.goto(`/ticket/${delivery.docs[0]?.id}`);
    // Not on the phone, so the server is asked (issue #36): its rules refuse, and nothing is shown.
    await expect(page.getByText('You do not have access to this ticket.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Claim' })).toHaveCount(0);
  },
);

onlineTest('a dealership manager cancels an open request with a reason', async ({ page }) => {
  await signIn(page, demoAccount('manager').email, DEMO_PASSWORD);
  await expectPath(page, '/managerDashboard');
  await expect(page.getByTestId('freshness')).toHaveText(/^Updated/);
  // From the requests list, in the app (spec §4 sends a manager's fresh page loads home).
  await page
    .getByRole('list', { name: 'Requests' })
    .getByRole('listitem')
    .filter({ hasText: '· Open ·' })
    .first()
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/ticket\/.+$/);
  const ticketId = page.url().split('/').pop() ?? '';
  await page.getByRole('button', { name: 'Cancel ticket' }).click();
  await expect(page.getByText('Say why the ticket is cancelled.')).toBeVisible();
  await page.getByLabel('Reason for cancelling').fill('Vehicle sold before prep');
  await page.getByRole('button', { name: 'Cancel ticket' }).click();
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Vehicle sold before prep');
  await expectQueueDrained(page);
  const server = (await adminFirestore().doc(`tickets/${ticketId}`).get()).data();
  expect(server?.status).toBe('cancelled');
  expect((server?.history as { note?: string }[]).at(-1)?.note).toBe('Vehicle sold before prep');
});

test('offline: a new ticket with photos and two status steps survives a reload; all lands once, in order', async ({
  page,
  context,
}) => {
  test.slow(
    true,
    'a ticket made and worked offline, reloaded, then two photos compressed on the phone and uploaded through a Storage slowed to show their progress',
  );
  await signInAsEmployee(page);
  await waitForServiceWorker(page);
  await page.getByRole('link', { name: 'New ticket' }).click();
  const original = await cameraPhoto(page);
  await cutNetwork(context);
  const stock = `OFF${Date.now() % 100_000}`;
  await fillNewTicket(page, stock);
  await page.getByRole('button', { name: 'Create ticket' }).click();
  const ticketId = await ticketIdFromUrl(page);
  await page.getByRole('button', { name: 'Claim' }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('In progress');
  for (const slot of ['Front', 'Rear'])
    await page
      .getByLabel(`${slot} photo`)
      .setInputFiles({ name: 'camera.png', mimeType: 'image/png', buffer: original });
  const front = page.getByTestId('photo-slot-front');
  await expect(front).toContainText('Saved on this phone, waiting to upload');
  await expect(front.getByRole('img', { name: 'Front (taken on this phone)' })).toBeVisible();
  await expect(page.getByTestId('required-shots')).toContainText('2 of 6 required shots');

  await page.reload();
  await waitForTestHooks(page);
  expect(await pendingWrites(page)).toBe(3);
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('In progress');
  // The photos and their thumbnails are still on the phone after the reload.
  await expect(page.getByTestId('photo-slot-rear')).toHaveAttribute('data-state', 'waiting');
  await expect(page.getByRole('img', { name: 'Rear (taken on this phone)' })).toBeVisible();

  // Slow Storage down, as lot Wi-Fi would, to see the upload's progress.
  const slowStorage = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // (The request may have been given up meanwhile; then there is nothing to continue.)
    await route.continue().catch(() => undefined);
  };
  await context.route(/127\.0\.0\.1:9199\/v0\/b\//, slowStorage);
  await restoreNetwork(context);
  await expect(page.getByTestId('photo-slot-front')).toContainText(/Uploading \d+%/, { timeout: 30_000 });
  await expect(page.getByRole('progressbar', { name: 'Front upload' })).toBeVisible();
  await context.unroute(/127\.0\.0\.1:9199\/v0\/b\//, slowStorage);
  await expect(page.getByTestId('photo-slot-front')).toHaveAttribute('data-state', 'uploaded', {
    timeout: 60_000,
  });
  await expect(page.getByTestId('photo-slot-rear')).toHaveAttribute('data-state', 'uploaded', {
    timeout: 60_000,
  });
  await expectQueueDrained(page);
  expect(await serverHistory(ticketId)).toEqual(['open', 'assigned', 'inProgress']);
  const sameStock = await adminFirestore().collection('tickets').where('vehicle.stock', '==', stock).get();
  expect(sameStock.size).toBe(1);
  await expect
    .poll(
      async () =>
        ((await adminFirestore().doc(`tickets/${ticketId}`).get()).get('photos') as unknown[]).length,
    )
    .toBe(2);
  const photos = (await adminFirestore().doc(`tickets/${ticketId}`).get()).get('photos') as {
    path: string;
    slot: string;
  }[];
  expect(photos.map((photo) => photo.slot).sort()).toEqual(['front', 'rear']);
  for (const photo of photos) {
    const file = await storedFile(photo.path);
    expect(file?.contentType).toBe('image/jpeg');
    // Compressed on the phone: a fraction of the camera's file, at most 1600 px wide.
    expect(file?.bytes.length ?? Infinity).toBeLessThan(original.length / 2);
    expect(jpegSize(file?.bytes ?? Buffer.alloc(0))).toEqual({ width: 1600, height: 1067 });
  }
});

onlineTest(
  'a new phone whose Storage code never arrived keeps the photo and sends it once the code can be fetched, without a reload',
  async ({ page, context }) => {
    // The signal went just after sign-in on a phone that has not installed the app: the
    // Cloud Storage SDK's code (loaded at the first upload) is refused by the network.
    const storageCode = await refuseStorageCode(context);
    const employee = demoAccount('employee');
    const ticketId = crypto.randomUUID();
    const startedAt = new Date().toISOString();
    await seedTicket(ticketId, demoAccount('dealer').uid, {
      status: 'inProgress',
      assigneeUid: employee.uid,
      vehicle: {
        stock: `NOSDK${Date.now() % 100_000}`,
        vin: '',
        year: 2023,
        make: 'Kia',
        model: 'Soul',
        color: 'Red',
      },
      history: [
        { status: 'open', at: startedAt, by: demoAccount('dealer').uid },
        { status: 'assigned', at: startedAt, by: employee.uid },
        { status: 'inProgress', at: startedAt, by: employee.uid },
      ],
    });
    await signInAsEmployee(page);
    await page.goto(`/ticket/${ticketId}`);
    await page
      .getByLabel('Front photo')
      .setInputFiles({ name: 'camera.png', mimeType: 'image/png', buffer: await cameraPhoto(page) });
    const front = page.getByTestId('photo-slot-front');
    await expect(front).toContainText('Saved on this phone, waiting to upload');
    // The queue tried, could not load the code, and tried again after its back-off.
    await expect.poll(storageCode.refusals, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    await expect(front).toHaveAttribute('data-state', 'waiting');
    await expect(front.getByRole('img', { name: 'Front (taken on this phone)' })).toBeVisible();
    const documentStartedAt = await page.evaluate(() => performance.timeOrigin);

    await storageCode.allow();
    await expect(front).toHaveAttribute('data-state', 'uploaded', { timeout: 60_000 });
    await expectQueueDrained(page);
    const photos = (await adminFirestore().doc(`tickets/${ticketId}`).get()).get('photos') as {
      path: string;
      slot: string;
    }[];
    expect(photos.map((photo) => photo.slot)).toEqual(['front']);
    expect((await storedFile(photos[0]?.path ?? ''))?.contentType).toBe('image/jpeg');
    expect(await page.evaluate(() => performance.timeOrigin), 'the page did not reload').toBe(
      documentStartedAt,
    );
  },
);

onlineTest('a file that is not a photo is explained, and nothing is queued', async ({ page }) => {
  await signInAsEmployee(page);
  await page.getByRole('link', { name: 'New ticket' }).click();
  await fillNewTicket(page, `BAD${Date.now() % 100_000}`);
  await page.getByRole('button', { name: 'Create ticket' }).click();
  await ticketIdFromUrl(page);
  await page.getByRole('button', { name: 'Claim' }).click();
  await page
    .getByLabel('Odometer photo')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect(page.getByTestId('photo-slot-odometer').getByRole('alert')).toHaveText(
    'That file is not a photo this phone can read. Take the picture again.',
  );
  await expect(page.getByTestId('photo-slot-odometer')).toHaveAttribute('data-state', 'empty');
});

onlineTest(
  'SMS alert requests: one per step for a salesperson who agreed, none for one who did not',
  async ({ page }) => {
    test.slow(
      true,
      'two tickets, each opened by its link (a start of the app), claimed and started, then the queue drained',
    );
    const agreed = demoAccount('sales-signed');
    const noConsent = demoAccount('sales');
    const firestore = adminFirestore();
    const ids: Record<string, string> = {};
    for (const [key, salespersonUid] of [
      ['agreed', agreed.uid],
      ['noConsent', noConsent.uid],
    ] as const) {
      const ticketId = `sms-${key}-${Date.now()}`;
      ids[key] = ticketId;
      await seedOpenTicket(ticketId, salespersonUid, `SMS${key.length}`);
    }
    await signInAsEmployee(page);
    for (const ticketId of Object.values(ids)) {
      await page.goto(`/ticket/${ticketId}`);
      await page.getByRole('button', { name: 'Claim' }).click();
      await page.getByRole('button', { name: 'Start' }).click();
      await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('In progress');
    }
    await expectQueueDrained(page);
    const alerts = async (ticketId: string) =>
      (await firestore.collection('smsAlerts').where('ticketId', '==', ticketId).get()).docs.map(
        (alert) => `${alert.id}:${String(alert.get('status'))}`,
      );
    expect((await alerts(ids.agreed ?? '')).sort()).toEqual([
      `${ids.agreed}_assigned:assigned`,
      `${ids.agreed}_inProgress:inProgress`,
    ]);
    expect(await alerts(ids.noConsent ?? '')).toEqual([]);
    // A declined alert is not a failure the crew member has to deal with.
    expect(await page.evaluate(() => window.lotcrewTest?.deadLetterCount())).toBe(0);
    await expect(page.getByTestId('sync-indicator')).toHaveCount(0);
  },
);

onlineTest(
  'the owner assigns an open ticket to a crew member who does that kind of work',
  async ({ page }) => {
    const firestore = adminFirestore();
    const open = await firestore
      .collection('tickets')
      .where('status', '==', 'open')
      .where('kind', '==', 'lotPrep')
      .get();
    const ticket = open.docs[0];
    expect(ticket).toBeDefined();
    await signIn(page, demoAccount('owner').email, DEMO_PASSWORD);
    await expectPath(page, '/ownerDashboard');
    await expect(page.getByTestId('freshness')).toHaveText(/^Updated/);
    await page.goto(`/ticket/${ticket?.id ?? ''}`);
    const picker = page.getByLabel('Assign to');
    const lotPrep = demoAccount('lotprep');
    // Only crews who do lot prep are offered for lot-prep work.
    await expect(picker.locator('option', { hasText: lotPrep.displayName })).toHaveCount(1);
    const offered = await picker.locator('option').allTextContents();
    expect(offered).toContain(lotPrep.displayName);
    expect(offered).toContain(demoAccount('employee').displayName);
    expect(offered).not.toContain(demoAccount('photos').displayName);
    expect(offered).not.toContain(demoAccount('wash').displayName);
    await picker.selectOption({ label: lotPrep.displayName });
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Timeline' })).toContainText(`To ${lotPrep.displayName}`);
    await expectQueueDrained(page);
    const server = await firestore.doc(`tickets/${ticket?.id ?? ''}`).get();
    expect(server.get('status')).toBe('assigned');
    expect(server.get('assigneeUid')).toBe(lotPrep.uid);
  },
);

test('stock search finds tickets and washes by prefix, as you type, with no signal', async ({
  page,
  context,
}) => {
  const ticket = (
    await adminFirestore().collection('tickets').where('dealershipId', '==', DEALERSHIP_1).limit(1).get()
  ).docs[0];
  const wash = (
    await adminFirestore().collection('washLogs').where('dealershipId', '==', DEALERSHIP_1).limit(1).get()
  ).docs[0];
  const stock = String(ticket?.get('vehicle.stock'));
  const reference = String(wash?.get('reference'));
  await signIn(page, demoAccount('dealer').email, DEMO_PASSWORD);
  await expectPath(page, '/dealershipDashboard');
  await expect(page.getByTestId('freshness')).toHaveText(/^Updated/);
  await waitForServiceWorker(page);
  await cutNetwork(context);
  await page.getByRole('link', { name: 'Stock search' }).click();
  const search = page.getByLabel('Stock #, RO # or VIN');
  await search.fill(stock.slice(0, -1).toLowerCase());
  await expect(page.getByRole('list', { name: 'Matching tickets' })).toContainText(stock);
  await search.fill(reference);
  await expect(page.getByRole('list', { name: 'Matching washes' })).toContainText(reference);
  await search.fill('ZZZNOTHING');
  await expect(page.getByRole('heading', { name: 'Tickets (0)' })).toBeVisible();
  await restoreNetwork(context);
});

test('stock search over 5,000 vehicles on the phone finds exactly the prefix’s matches, by stock # and VIN, offline', async ({
  page,
  context,
}) => {
  await signIn(page, demoAccount('owner').email, DEMO_PASSWORD);
  await expectPath(page, '/ownerDashboard');
  await waitForServiceWorker(page);
  await waitForTestHooks(page);
  // Synthetic vehicles BEN0…BEN4999 (VIN BENCHVIN000000000…), on this device only, put
  // there with no signal: online, the device copy would rightly forget tickets the server
  // does not have as soon as its views answer (issue #14). The same search over 50,000 is
  // bench/tickets.bench.ts's, which times it and checks its count; putting 50,000 on the
  // phone took this test 36-47 s, 5,000 take the same code paths.
  await cutNetwork(context);
  await page.evaluate(() => window.lotcrewTest?.seedLocalTickets(5_000));
  await page.getByRole('link', { name: 'Stock search' }).click();
  const search = page.getByLabel('Stock #, RO # or VIN');
  await search.pressSequentially('ben45');
  // 111 match (BEN45, BEN450…BEN459, BEN4500…BEN4599): the first 20 are drawn, and the heading
  // says there are more rather than a count it does not know; "show more" draws 20 more.
  await expect(page.getByRole('heading', { name: 'Tickets (20+)' })).toBeVisible();
  await page.getByRole('button', { name: 'Show more tickets' }).click();
  await expect(page.getByRole('heading', { name: 'Tickets (40+)' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Matching tickets' }).getByRole('listitem')).toHaveCount(40);
  await search.fill('ben456');
  // BEN456 and BEN4560…BEN4569: all of them, and no "show more".
  await expect(page.getByRole('heading', { name: 'Tickets (11)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show more tickets' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Matching tickets' })).toContainText('BEN4569');
  await search.fill('BENCHVIN00000499');
  // VINs …004990 to …004999.
  await expect(page.getByRole('heading', { name: 'Tickets (10)' })).toBeVisible();
  await restoreNetwork(context);
});

onlineTest('dealership staff change an open request’s details; its history is kept', async ({ page }) => {
  const open = await adminFirestore()
    .collection('tickets')
    .where('dealershipId', '==', DEALERSHIP_1)
    .where('status', '==', 'open')
    .limit(1)
    .get();
  const ticketRef = open.docs[0]?.ref;
  const historyBefore = (open.docs[0]?.get('history') as unknown[]).length;
  await signIn(page, demoAccount('dealer').email, DEMO_PASSWORD);
  await expectPath(page, '/dealershipDashboard');
  await expect(page.getByTestId('freshness')).toHaveText(/^Updated/);
  await page.goto(`/ticket/${ticketRef?.id}`);
  await page.getByRole('link', { name: 'Edit details' }).click();
  await page.getByLabel('To', { exact: true }).fill('Customer: 9 Birch Ct');
  await page.getByLabel('VIN').fill('1HGCM82623A004352');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText('This VIN’s check digit (9th character) does not match: check for a typo.'),
  ).toBeVisible();
  await expect(page.getByLabel('To', { exact: true })).toHaveValue('Customer: 9 Birch Ct');
  await page.getByLabel('VIN').fill(VALID_VIN);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/ticket/${ticketRef?.id}$`));
  await expect(page.getByText('Customer: 9 Birch Ct')).toBeVisible();
  await expectQueueDrained(page);
  const after = (await ticketRef?.get())?.data();
  expect(after).toMatchObject({
    to: 'Customer: 9 Birch Ct',
    vehicle: expect.objectContaining({ vin: VALID_VIN }),
  });
  expect((after?.history as unknown[]).length).toBe(historyBefore);
});

onlineTest(
  'the timeline shows who took each step with their profile photo, where the phone knows it, also when Storage’s code came late',
  async ({ page, context }) => {
    // A new phone whose signal went after sign-in: the Storage SDK's code is refused at first.
    const storageCode = await refuseStorageCode(context);
    const requester = demoAccount('sales-signed');
    const requested = await adminFirestore()
      .collection('tickets')
      .where('requestedBy', '==', requester.uid)
      .orderBy('updatedAt', 'desc')
      .limit(1)
      .get();
    const ticketId = requested.docs[0]?.id;
    expect(ticketId, 'the demo has a ticket Sierra requested').toBeTruthy();
    await signIn(page, demoAccount('owner').email, DEMO_PASSWORD, `/ticket/${String(ticketId)}`);
    const photo = page
      .getByRole('list', { name: 'Timeline' })
      .getByRole('img', { name: requester.displayName });
    await expect.poll(storageCode.refusals, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    await expect(photo).toHaveCount(0);
    // The code can be fetched again: the photo is fetched and shown, without a reload.
    await storageCode.allow();
    await expect(photo.first()).toBeVisible({ timeout: 30_000 });
    expect(await photo.first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(96);
  },
);
