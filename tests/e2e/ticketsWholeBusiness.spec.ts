/**
 * Ticket journeys that compare the phone with every ticket of the business at one moment:
 * the list's count of every lot-prep ticket against the server's, and the backup of every
 * ticket (a ticket lost and restored, an import that adds nothing). Another file writing
 * tickets meanwhile would change the answer under them, so this file runs alone, before
 * the others run two at a time (playwright.config.ts); tickets.spec.ts has the rest.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect } from '../support/test';
import { DEALERSHIP_1, DEMO_PASSWORD, demoAccount } from '../../scripts/demo/demoData';
import { PHOTO_SLOTS } from '../../src/data/tickets/photoSlots';
import { DAY_MS } from '../../src/utils/duration';
import { UNFINISHED_STATUSES } from '../../src/data/model';
import { adminFirestore } from '../support/admin';
import { expectQueueDrained, onlineTest, waitForTestHooks } from '../support/app';
import { sdksThePageLoaded } from '../support/routeWeight';
import { expectPath, signIn } from '../support/signIn';
import { changeTickets, SEEDED_VIN, seedTicket } from '../support/tickets';

onlineTest('the ticket list filters the device’s copy and opens a ticket', async ({ page }) => {
  await signIn(page, demoAccount('owner').email, DEMO_PASSWORD);
  await expectPath(page, '/ownerDashboard');
  await expect(page.getByTestId('freshness')).toHaveText(/^Updated/);
  await page.getByRole('link', { name: 'Tickets' }).click();
  // A wide screen has room for the filters: they open with the list.
  await expect(page.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Status').selectOption('all');
  await page.getByLabel('Kind').selectOption('lotPrep');
  // The button says how many differ from the list's opening ones.
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  const lotPrep = await adminFirestore().collection('tickets').where('kind', '==', 'lotPrep').count().get();
  await expect(page.getByTestId('ticket-count')).toContainText(`${lotPrep.data().count} of`);
  // The due-day field is a plain box for the first rows' frame, a date field after it.
  const dueOn = page.getByLabel('Due on');
  await expect(dueOn).toHaveAttribute('type', 'date');
  await dueOn.fill('2000-01-03');
  await expect(page.getByTestId('ticket-count')).toHaveText(/^0 of /);
  await dueOn.fill('');
  await expect(page.getByTestId('ticket-count')).toContainText(`${lotPrep.data().count} of`);
  await page.getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/ticket\/.+/);
  await expect(page.locator('.page-subtitle').first()).toHaveText(/^Lot prep ·/);

  // On a phone the list has the screen: the filters wait behind their button, and hold
  // while it is closed.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goBack();
  await expectPath(page, '/tickets');
  await expect(page.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('form', { name: 'Filters' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Kind').selectOption('delivery');
  await page.getByRole('button', { name: 'Filters (1)' }).click();
  await expect(page.getByRole('form', { name: 'Filters' })).toHaveCount(0);
  const unfinishedDeliveries = await adminFirestore()
    .collection('tickets')
    .where('kind', '==', 'delivery')
    .where('status', 'in', [...UNFINISHED_STATUSES])
    .count()
    .get();
  await expect(page.getByTestId('ticket-count')).toContainText(`${unfinishedDeliveries.data().count} of`);
});

/**
 * A listing shoot done three weeks ago, as a real one is: its ten shots and a retake, and
 * seven steps (it was handed back once). A restore checked entry by entry ran out of the
 * rules' budget at three photos, so such a ticket could not be put back.
 */
function doneListingShoot(ticketId: string): Record<string, unknown> {
  const doneMs = Date.now() - 21 * DAY_MS;
  const at = (minutesBeforeDone: number) => new Date(doneMs - minutesBeforeDone * 60_000).toISOString();
  const dealer = demoAccount('dealer');
  const crew = demoAccount('photos');
  const shots = PHOTO_SLOTS.photos.map((slot) => slot.id);
  return {
    kind: 'photos',
    vehicle: { stock: 'LISTING1', vin: SEEDED_VIN, year: 2022, make: 'Mazda', model: 'CX-5', color: 'Blue' },
    status: 'done',
    assigneeUid: crew.uid,
    requestedBy: dealer.uid,
    history: [
      { status: 'open', at: at(240), by: dealer.uid, byName: dealer.displayName },
      { status: 'assigned', at: at(200), by: crew.uid, byName: crew.displayName },
      { status: 'open', at: at(190), by: crew.uid, byName: crew.displayName, note: 'Battery flat' },
      { status: 'assigned', at: at(120), by: crew.uid, byName: crew.displayName },
      { status: 'inProgress', at: at(90), by: crew.uid, byName: crew.displayName },
      { status: 'inProgress', at: at(60), by: crew.uid, byName: crew.displayName, note: 'Moved to the bay' },
      { status: 'done', at: at(0), by: crew.uid, byName: crew.displayName },
    ],
    photos: [...shots, shots[0]].map((slot, shot) => ({
      path: `tickets/${DEALERSHIP_1}/${ticketId}/${shot}-listing.jpg`,
      slot,
      takenAt: at(50 - shot),
    })),
    createdAt: at(240),
    updatedAt: at(0),
    dueAt: at(-1_440),
  };
}

onlineTest(
  'backup: export JSON and CSV, restore a lost listing shoot with its photos, and importing twice adds nothing',
  async ({ page }) => {
    const listingId = `backup-listing-${Date.now()}`;
    await seedTicket(listingId, demoAccount('dealer').uid, doneListingShoot(listingId));
    try {
      await backupJourney(page, listingId);
    } finally {
      // This file runs alone: the files after it never meet the ticket.
      await changeTickets((batch, db) => batch.delete(db.doc(`tickets/${listingId}`)));
    }
  },
);

async function backupJourney(page: Page, listingId: string) {
  await signIn(page, demoAccount('owner').email, DEMO_PASSWORD);
  await expectPath(page, '/ownerDashboard');
  await page.getByRole('link', { name: 'Ticket backup' }).click();
  await waitForTestHooks(page);

  const exportFile = async (button: string) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: button }).click(),
    ]);
    const path = await download.path();
    return { path, text: readFileSync(path, 'utf8') };
  };
  const json = await exportFile('Export JSON');
  const backup = JSON.parse(json.text) as { tickets: { id: string }[] };
  expect(backup.tickets.length).toBeGreaterThanOrEqual(48);
  const csv = await exportFile('Export CSV');
  expect(csv.text.trimEnd().split('\r\n')).toHaveLength(backup.tickets.length + 1);
  // Read through the REST API a page at a time: the page loads no Firestore SDK for it.
  expect((await sdksThePageLoaded(page)).firestore, 'the Firestore SDK loaded for the export').toBe(false);

  const lost = backup.tickets.find((ticket) => ticket.id === listingId) as
    { id: string; photos: unknown[]; history: unknown[] } | undefined;
  expect(lost?.photos).toHaveLength(11);
  expect(lost?.history).toHaveLength(7);
  const lostRef = adminFirestore().doc(`tickets/${lost?.id}`);
  await changeTickets((batch) => batch.delete(lostRef));
  const restore = async () => {
    await page.getByLabel('Backup file (JSON)').setInputFiles(json.path);
    // (By its text: a connection banner may be on screen as another status message.)
    await expect(page.getByText(`Restoring ${backup.tickets.length} tickets.`)).toBeVisible();
    await expectQueueDrained(page);
  };
  await restore();
  // The commit is acknowledged before the queue empties; the read below is the server's.
  await expect
    .poll(async () => (await lostRef.get()).exists, {
      message: `ticket ${lost?.id} restored (refused writes: ${await page.evaluate(() => window.lotcrewTest?.deadLetterCount())})`,
      timeout: 15_000,
    })
    .toBe(true);
  const restored = (await lostRef.get()).data() ?? {};
  delete restored.receivedAt;
  expect({ id: lost?.id, ...restored }).toEqual(lost);

  const countBefore = (await adminFirestore().collection('tickets').count().get()).data().count;
  // A fresh page, so the message below is the second import's: it shows once every
  // ticket of the file is queued, and the queue is then drained.
  await page.reload();
  await waitForTestHooks(page);
  await restore();
  expect((await adminFirestore().collection('tickets').count().get()).data().count).toBe(countBefore);
  expect(await page.evaluate(() => window.lotcrewTest?.deadLetterCount())).toBe(0);

  const again = JSON.parse((await exportFile('Export JSON')).text) as { tickets: unknown[] };
  expect(again.tickets).toEqual(backup.tickets);
}
