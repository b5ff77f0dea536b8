/**
 * Supplies (issue #18) in Chromium against the emulators: a crew member with no signal
 * requests supplies from the catalogue and in their own words, reloads, reconnects, and
 * the request lands once; the supplier acknowledges it and records what was delivered,
 * and the requester sees each step. A supplier invoices with no signal; the PDF follows the
 * invoice to Storage, and the owner approves and pays. Bad input is explained and nothing
 * typed is lost.
 */
import { expect, test } from '../support/test';
import { DEMO_PASSWORD, demoAccount } from '../../scripts/demo/demoData';
import { demoPdf } from '../../scripts/demo/demoPdf';
import { invoiceId } from '../../src/data/supplies/invoice';
import { INVOICE_TEXTS } from '../../src/i18n/areas/invoices';
import { SUPPLY_TEXTS } from '../../src/i18n/areas/supplies';
import { WORK_TEXTS } from '../../src/i18n/areas/work';
import { adminFirestore, twinOf, uniqueName } from '../support/admin';
import {
  expectQueueDrained,
  onlineTest,
  pendingWrites,
  waitForServiceWorker,
  waitForTestHooks,
} from '../support/app';
import { cutNetwork, refuseStorageCode, restoreNetwork } from '../support/network';
import { storedFile } from '../support/photos';
import { signIn } from '../support/signIn';
import { FULL_CHROMIUM_LAUNCH } from '../../playwright.config';

// The owner opens an invoice's PDF in a new tab: the full browser's PDF viewer shows it,
// where the headless shell the other files run in never opens it (the tab stays blank).
test.use({ launchOptions: FULL_CHROMIUM_LAUNCH });

const words = SUPPLY_TEXTS.english;

interface ServerRequest {
  status: string;
  delivered: number[];
  items: { name: string; qty: number; catalogItemId: string | null }[];
  stepAt: Record<string, string>;
}

async function requestsOf(uid: string): Promise<ServerRequest[]> {
  const snapshot = await adminFirestore().collection('supplyRequests').where('requestedBy', '==', uid).get();
  return snapshot.docs.map((doc) => doc.data() as ServerRequest);
}

test('a crew member requests supplies with no signal; it lands once, and the supplier’s steps reach them', async ({
  page,
  context,
  browser,
}) => {
  test.slow(
    true,
    'two phones: a request made offline survives a reload and lands, then three supplier steps reach the requester',
  );
  // A name of this try's own: a retry meets the first try's request on the supplier's phone too.
  const requesterName = uniqueName('Lars Twin');
  const me = await twinOf(demoAccount('lotprep'), DEMO_PASSWORD, requesterName);
  await signIn(page, me.email, DEMO_PASSWORD, '/supplies');
  await waitForServiceWorker(page);
  const form = page.getByTestId('supply-request-form');
  await expect(form).toBeVisible();

  // Nothing chosen, then a quantity that is not a number: each explained, nothing typed lost.
  await form.getByRole('button', { name: words['supplies.new.submit'] }).click();
  await expect(form.getByRole('alert')).toHaveText(words['supplies.new.noLines']);
  const towels = form.getByLabel(/How many: Microfiber towels/);
  await towels.fill('two');
  await form.getByLabel(words['supplies.new.location']).fill('Bay 7');
  await form.getByRole('button', { name: words['supplies.new.submit'] }).click();
  await expect(form.getByText('Enter a whole number from 1 to 10,000.')).toBeVisible();
  await expect(form.getByLabel(words['supplies.new.location'])).toHaveValue('Bay 7');
  await expect(towels).toHaveValue('two');

  await cutNetwork(context);
  await towels.fill('2');
  await form.getByLabel(words['supplies.new.otherName']).fill('Squeegee');
  await form.getByLabel(words['supplies.new.otherQty'], { exact: true }).fill('1');
  await form.getByRole('button', { name: words['supplies.new.submit'] }).click();
  await expect(page.getByTestId('supply-request-sent')).toContainText('Request sent to Suzy Supply Co.');
  const mine = page.getByTestId('supply-request');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(words['supplies.request.pending']);

  // Still there after the app is opened afresh with no signal.
  await page.reload();
  await expect(page.getByTestId('supply-request')).toContainText('2 × Microfiber towels (pack of 24)');
  await restoreNetwork(context);
  await expectQueueDrained(page);
  await expect.poll(async () => (await requestsOf(me.uid)).length).toBe(1);
  const [landed] = await requestsOf(me.uid);
  expect(landed?.items.map((line) => [line.name, line.qty, line.catalogItemId])).toEqual([
    ['Microfiber towels', 2, 'towels-24'],
    ['Squeegee', 1, null],
  ]);

  // The supplier, on their own phone: acknowledges, then records a partial, then a full delivery.
  const supplierContext = await browser.newContext();
  const supplierPage = await supplierContext.newPage();
  await signIn(supplierPage, demoAccount('supplier').email, DEMO_PASSWORD, '/supplies');
  const card = supplierPage.getByTestId('supply-request').filter({ hasText: `From ${requesterName}` });
  await card.getByRole('button', { name: words['supplies.request.acknowledge'] }).click();
  await expect(card.getByTestId('supply-status')).toHaveText(words['supplies.status.acknowledged']);
  await card.getByLabel('Delivered so far: Microfiber towels').fill('1');
  await card.getByRole('button', { name: words['supplies.request.recordDelivery'] }).click();
  await expect(card.getByTestId('supply-status')).toHaveText(words['supplies.status.partlyFulfilled']);
  await expect(page.getByTestId('supply-status')).toHaveText(words['supplies.status.partlyFulfilled']);
  await card.getByLabel('Delivered so far: Microfiber towels').fill('2');
  await card.getByLabel('Delivered so far: Squeegee').fill('1');
  await card.getByRole('button', { name: words['supplies.request.recordDelivery'] }).click();
  await expect
    .poll(async () => (await requestsOf(me.uid)).map((request) => [request.status, request.delivered]))
    .toEqual([['fulfilled', [2, 1]]]);
  await supplierContext.close();

  // The requester sees it fulfilled, with each step's time.
  await expect(page.getByTestId('supply-status')).toHaveText(words['supplies.status.fulfilled']);
  await expect(page.getByTestId('supply-request')).toContainText('2 of 2 delivered');
  const steps = Object.keys((await requestsOf(me.uid))[0]?.stepAt ?? {}).sort();
  expect(steps).toEqual(['acknowledged', 'fulfilled', 'open', 'partlyFulfilled']);
});

onlineTest(
  'a supplier keeps their catalogue, and a price that is not dollars and cents is explained',
  async ({ page }) => {
    const supplier = await twinOf(demoAccount('supplier'), DEMO_PASSWORD, 'Tina Twin Supply');
    await signIn(page, supplier.email, DEMO_PASSWORD, '/supplier/catalog');
    const form = page.getByTestId('catalogue-form');
    await form.getByLabel(words['supplies.catalogue.name']).fill('Tina’s Towels');
    await form.getByRole('button', { name: words['supplies.catalogue.add'] }).click();
    await form.getByLabel(words['supplies.catalogue.itemName']).fill('Chamois');
    await form.getByLabel(words['supplies.catalogue.unit']).fill('each');
    await form.getByLabel(words['supplies.catalogue.price']).fill('12.345');
    await form.getByRole('button', { name: words['supplies.catalogue.save'] }).click();
    await expect(form.getByText(words['supplies.catalogue.priceInvalid'])).toBeVisible();
    await form.getByLabel(words['supplies.catalogue.price']).fill('12.35');
    await form.getByRole('button', { name: words['supplies.catalogue.save'] }).click();
    await expect(page.getByTestId('catalogue-saved')).toBeVisible();
    await expect
      .poll(async () => (await adminFirestore().doc(`suppliers/${supplier.uid}`).get()).data())
      .toMatchObject({
        name: 'Tina’s Towels',
        active: true,
        items: [{ name: 'Chamois', unit: 'each', unitPriceCents: 1235 }],
      });
  },
);

const invoiceWords = INVOICE_TEXTS.english;
const workWords = WORK_TEXTS.english;

test('a supplier invoices with no signal: a non-PDF and a used number are explained, the PDF reaches Storage, the owner approves and pays', async ({
  page,
  context,
  browser,
}) => {
  const supplier = await twinOf(demoAccount('supplier'), DEMO_PASSWORD, 'Ivy Invoice Supply');
  const number = `IV-${Date.now() % 100_000}`;
  const id = invoiceId(supplier.uid, number);
  const pdf = demoPdf([`Ivy Invoice Supply - Invoice ${number}`, '3 x Glass cleaner @ $15.99']);
  await signIn(page, supplier.email, DEMO_PASSWORD, '/supplier/invoices');
  await waitForServiceWorker(page);
  await waitForTestHooks(page);
  const form = page.getByTestId('invoice-form');
  const submit = form.getByRole('button', { name: invoiceWords['invoices.new.submit'] });
  const attach = (file: { name: string; mimeType: string; buffer: Buffer }) =>
    form.getByLabel(invoiceWords['invoices.new.pdf']).setInputFiles(file);

  await cutNetwork(context);
  await form.getByLabel(invoiceWords['invoices.new.number']).fill(number);
  await form.getByLabel(invoiceWords['invoices.new.item']).fill('Glass cleaner, 1 gal');
  await form.getByLabel(invoiceWords['invoices.new.qty']).fill('3');
  await form.getByLabel(invoiceWords['invoices.new.price']).fill('15.99');
  await expect(page.getByTestId('invoice-total')).toHaveText('Total: $47.97');

  // A photo of the invoice instead of its PDF: explained, nothing queued, nothing typed lost.
  await attach({
    name: 'invoice.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  });
  await submit.click();
  await expect(form.getByText(invoiceWords['invoices.new.notPdf'])).toBeVisible();
  expect(await pendingWrites(page)).toBe(0);
  await expect(form.getByLabel(invoiceWords['invoices.new.number'])).toHaveValue(number);

  await attach({ name: `${number}.pdf`, mimeType: 'application/pdf', buffer: pdf });
  await submit.click();
  await expect(page.getByTestId('invoice-sent')).toContainText(`Invoice ${number} is saved on this phone`);
  // The invoice waits in the sync queue, its PDF in the upload queue.
  expect(await pendingWrites(page)).toBe(1);
  const card = page.getByTestId('invoice').filter({ hasText: `Invoice ${number}` });
  await expect(card).toContainText(invoiceWords['invoices.card.pending']);
  await expect(card.getByTestId('invoice-pdf-upload')).toHaveText(invoiceWords['invoices.pdf.waiting']);

  // Opened afresh with no signal: still there. The same number again, spelled otherwise, is refused.
  await page.reload();
  await expect(card.getByTestId('invoice-card-total')).toHaveText('Total $47.97');
  await waitForTestHooks(page);
  await form.getByLabel(invoiceWords['invoices.new.number']).fill(number.toLowerCase().replace('-', ' '));
  await form.getByLabel(invoiceWords['invoices.new.item']).fill('Towels');
  await form.getByLabel(invoiceWords['invoices.new.qty']).fill('1');
  await form.getByLabel(invoiceWords['invoices.new.price']).fill('2');
  await attach({ name: 'again.pdf', mimeType: 'application/pdf', buffer: pdf });
  await submit.click();
  await expect(
    form.getByText(`You already have an invoice numbered ${number.toLowerCase().replace('-', ' ')}.`, {
      exact: false,
    }),
  ).toBeVisible();
  expect(await pendingWrites(page)).toBe(1);

  await restoreNetwork(context);
  await expectQueueDrained(page);
  await expect
    .poll(async () => (await storedFile(`invoices/${supplier.uid}/${id}.pdf`))?.bytes.equals(pdf))
    .toBe(true);
  expect((await adminFirestore().doc(`invoices/${id}`).get()).data()).toMatchObject({
    status: 'submitted',
    totalCents: 4_797,
    supplierName: 'Ivy Invoice Supply',
  });
  await expect(card.getByText(invoiceWords['invoices.pdf.kept'])).toBeVisible();

  // The owner approves, then pays, and opens the PDF (again later with no signal: the phone
  // kept it). Their phone has not installed the app, and its signal goes just after sign-in:
  // the Storage SDK's code is refused until the PDF is first asked for.
  const ownerContext = await browser.newContext({ serviceWorkers: 'block' });
  const storageCode = await refuseStorageCode(ownerContext);
  const owner = await ownerContext.newPage();
  await signIn(owner, demoAccount('owner').email, DEMO_PASSWORD, '/supplier/invoices');
  const ownerCard = owner.getByTestId('invoice').filter({ hasText: `Invoice ${number}` });
  await expect(ownerCard).toContainText('From Ivy Invoice Supply');
  await expect(owner.getByTestId('invoice-totals')).toContainText('Ivy Invoice Supply: 1 invoices, $47.97');
  await ownerCard.getByRole('button', { name: invoiceWords['invoices.step.approve'] }).click();
  await expect(ownerCard.getByTestId('invoice-status')).toHaveText(workWords['invoiceStatus.approved']);
  await ownerCard.getByRole('button', { name: invoiceWords['invoices.step.pay'] }).click();
  await ownerCard.getByRole('button', { name: invoiceWords['invoices.step.confirmPay'] }).click();
  await expect(ownerCard.getByText(invoiceWords['invoices.step.paymentNeeded'])).toBeVisible();
  await ownerCard.getByLabel(invoiceWords['invoices.step.paymentRef']).fill('CHK 5001');
  await ownerCard.getByRole('button', { name: invoiceWords['invoices.step.confirmPay'] }).click();
  // Sent from the owner's phone first, then on the server: a failure says which of the two
  // did not happen (ci174 saw the server still "submitted" once, and could not tell).
  await expectQueueDrained(owner, 30_000);
  await expect
    .poll(async () => (await adminFirestore().doc(`invoices/${id}`).get()).data())
    .toMatchObject({
      status: 'paid',
      paymentRef: 'CHK 5001',
      stepBy: { approved: demoAccount('owner').uid },
    });
  await expect(card.getByTestId('invoice-status')).toHaveText(workWords['invoiceStatus.paid']);

  const openPdf = async () => {
    const popup = ownerContext.waitForEvent('page');
    await ownerCard.getByRole('button', { name: invoiceWords['invoices.pdf.open'] }).click();
    const opened = await popup;
    expect(opened.url()).toMatch(/^blob:/);
    await opened.close();
  };
  await ownerCard.getByRole('button', { name: invoiceWords['invoices.pdf.open'] }).click();
  await expect(ownerCard.getByText(invoiceWords['invoices.pdf.failed'])).toBeVisible();
  // The code can be fetched again: a second tap asks for it again, and the PDF opens.
  await storageCode.allow();
  await openPdf();
  await expect(ownerCard.getByText(invoiceWords['invoices.pdf.kept'])).toBeVisible();
  await cutNetwork(ownerContext);
  await openPdf();
  await ownerContext.close();
});
