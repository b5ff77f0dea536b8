/**
 * Scanning (issue #36), end to end in Chromium with the emulators: the office prints a car's
 * label; a crew member's phone, whose camera (Chromium's fake capture) sees that printed label
 * beside a door jamb's Code 39 VIN label made by ZXing's own encoder, scans the label with no
 * signal and the ticket opens from the phone's copy; the VIN label fills a new ticket's VIN;
 * a label for a ticket not yet on the phone waits for signal and then opens; a ticket the
 * person may not see is refused, not shown. The browser has no BarcodeDetector here, so the
 * app's own WebAssembly reader, precached, does the reading.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { expect, stretchedMs, test } from '../support/test';
import { demoAccount } from '../../scripts/demo/demoData';
import { SCAN_TEXTS } from '../../src/i18n/areas/scan';
import { TICKET_TEXTS } from '../../src/i18n/areas/tickets';
import { PREVIEW_URL } from '../../playwright.config';
import { SEEDED_VIN, seedTicket } from '../support/tickets';
import { waitForServiceWorker } from '../support/app';
import { cameraVideoOf, launchOptionsWithCamera, zxingBarcode } from '../support/camera';
import { cutNetwork, restoreNetwork } from '../support/network';
import { expectPath, signInDemoEmployee } from '../support/signIn';

const words = { ...SCAN_TEXTS.english, ...TICKET_TEXTS.english };
// A real VIN whose check digit is right; its door-jamb label carries Code 39's leading "I".
const JAMB_VIN = '1M8GDM9AXKP042788';

/** A ticket of the office's at the first demo dealership: an open delivery of a Civic with a VIN. */
async function seedCar(ticketId: string, stock: string, fields: Record<string, unknown> = {}) {
  await seedTicket(ticketId, demoAccount('owner').uid, {
    vehicle: { stock, vin: SEEDED_VIN, year: 2022, make: 'Honda', model: 'Civic', color: 'Blue' },
    ...fields,
  });
}

test('a printed label scanned offline opens its ticket from the phone; a VIN label fills the VIN; a ticket not on the phone waits for signal; one not yours is refused', async () => {
  test.setTimeout(stretchedMs(120_000));
  const run = crypto.randomUUID().slice(0, 8).toUpperCase();
  const labelled = crypto.randomUUID();
  await seedCar(labelled, `SCN${run}`);

  // The crew member's phone (a 3× screen, as most are). Chromium opens its camera's video
  // file when the camera is first asked for, so the file is written once the label is printed.
  const video = join(tmpdir(), `lotcrew-camera-${run}.y4m`);
  const phoneBrowser = await chromium.launch(launchOptionsWithCamera(video));
  const phone = await phoneBrowser.newContext({ baseURL: PREVIEW_URL, deviceScaleFactor: 3 });
  const page = await phone.newPage();
  try {
    await signInDemoEmployee(page);
    await expect(page.getByTestId('freshness')).toHaveText(/^Updated/);
    await waitForServiceWorker(page);

    // The car's label (the label printer's stock), drawn at the phone's 3× (288 dpi, a label
    // printer's resolution); the camera sees it printed, above the door jamb's VIN label.
    await page.goto(`/ticket/${labelled}/label`);
    const label = page.locator(`[data-label-for="${labelled}"]`);
    await expect(label).toContainText(`SCN${run}`);
    await expect(label).toContainText('VIN …3A004352');
    await cameraVideoOf(
      page,
      [await label.screenshot(), await zxingBarcode(`I${JAMB_VIN}`, 'Code39')],
      video,
    );
    await page.goto('/tickets');

    // No signal: the label opens its ticket from the phone's copy, read by the precached reader.
    await cutNetwork(phone);
    const decoderServed: boolean[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.wasm')) decoderServed.push(response.fromServiceWorker());
    });
    await page.getByRole('button', { name: words['scan.openLabel'] }).click();
    await expectPath(page, `/ticket/${labelled}`);
    // The reader's WebAssembly came from the phone's precache, not the network (nor a CDN).
    expect(decoderServed).toEqual([true]);
    await expect(page.getByText(`SCN${run}`).first()).toBeVisible();

    // Still offline: the VIN label fills a new ticket's VIN (the "I" dropped, its check digit right);
    // the printed label beside it is a ticket, not a VIN, and is passed over.
    await page.goto('/ticket/new');
    await page.getByRole('button', { name: words['scan.open'] }).click();
    await expect(page.getByLabel('VIN')).toHaveValue(JAMB_VIN);
    await expect(page.getByLabel('Stock #')).toHaveValue('');

    // A label for a car whose ticket reached the server after the phone lost signal (as the
    // phone's own camera app would open it): it says so, and opens once the signal is back.
    const fresh = crypto.randomUUID();
    await seedCar(fresh, `NEW${run}`);
    await page.goto(`/ticket/${fresh}`);
    await expect(page.getByText(words['tickets.view.waitingForSignal'])).toBeVisible();
    await restoreNetwork(phone);
    await expect(page.getByText(`NEW${run}`).first()).toBeVisible();

    // A ticket assigned to someone else: the server refuses it, and nothing of it is shown.
    const notMine = crypto.randomUUID();
    // Assigned to a crew member of no other test: another test opens a demo crew's work.
    await seedCar(notMine, `HID${run}`, { status: 'assigned', assigneeUid: `crew-of-${run}` });
    await page.goto(`/ticket/${notMine}`);
    await expect(page.getByText(words['tickets.view.refused'])).toBeVisible();
    await expect(page.getByText(`HID${run}`)).toHaveCount(0);
    expect(
      await page.evaluate(async (id) => {
        const open = indexedDB.open('lotcrew');
        const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
        const found = await new Promise((resolve) => {
          const request = db.transaction('tickets').objectStore('tickets').get(id);
          request.onsuccess = () => resolve(request.result);
        });
        db.close();
        return found ?? null;
      }, notMine),
    ).toBeNull();
  } finally {
    await phoneBrowser.close();
  }
});
