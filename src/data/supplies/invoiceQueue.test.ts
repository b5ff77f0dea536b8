import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeRemote, flusherFor } from '../../testing/fakeRemote';
import { ManualClock } from '../../testing/manualClock';
import { LotcrewDatabase } from '../db';
import { enqueueWrite, MUTATOR_REGISTRY, type MutatorArgs } from '../mutators';
import { FileUploader, type FileStore } from '../uploads/uploader';
import { invoiceId } from './invoice';
import { INVOICE_MUTATORS } from './invoiceMutators';
import { INVOICE_PDF_UPLOADS } from './invoicePdfs';

const SUPPLIER = 'sup-1';
const INVOICE_ID = invoiceId(SUPPLIER, 'SSC-7');
let db: LotcrewDatabase;
let remote: FakeRemote;

const submitted = (writeId: string): MutatorArgs<'submitInvoice'> => ({
  writeId,
  supplierName: 'Sparkle Supply Co.',
  number: 'SSC-7',
  issuedOn: '2026-11-23',
  lines: [
    { item: 'Glass cleaner, 1 gal', qty: 3, unitPriceCents: 1_599 },
    { item: 'Sleeves', qty: 200, unitPriceCents: 35 },
  ],
  requestIds: [],
  pdfBytes: 9,
  createdAt: '2026-11-23T15:00:00.000Z',
});
const FIRST_WRITE = '0b8f5c7e-2a4d-4c1b-9e3f-6a7b8c9d0e1f';
const OTHER_PHONE_WRITE = '1c9e6d8f-3b5e-4d2c-8f4a-7b8c9d0e1f2a';

/** Storage as the uploader sees it: files and their types by path. */
class FakeStore implements FileStore {
  readonly files = new Map<string, { file: Blob; contentType: string }>();
  upload(
    path: string,
    file: Blob,
    contentType: string,
    onProgress: (fraction: number) => void,
  ): Promise<void> {
    this.files.set(path, { file, contentType });
    onProgress(1);
    return Promise.resolve();
  }
  exists(path: string): Promise<boolean> {
    return Promise.resolve(this.files.has(path));
  }
}

beforeEach(async () => {
  db = new LotcrewDatabase(`invoices-test-${crypto.randomUUID()}`);
  await db.open();
  remote = new FakeRemote();
});

afterEach(async () => {
  await db.delete();
});

describe('a supplier’s invoice through the sync queue', () => {
  it('lands once under its supplier and number, submitted, with the total computed from its lines', async () => {
    await enqueueWrite(db, SUPPLIER, 'submitInvoice', submitted(FIRST_WRITE));
    await flusherFor(db, remote, SUPPLIER).drain();
    expect(remote.documents.get(`invoices/${INVOICE_ID}`)).toMatchObject({
      supplierUid: SUPPLIER,
      status: 'submitted',
      totalCents: 3 * 1_599 + 200 * 35,
      pdfPath: `invoices/${SUPPLIER}/${INVOICE_ID}.pdf`,
    });
    // The replay of the same write after a lost acknowledgement changes nothing.
    const writes = INVOICE_MUTATORS.submitInvoice.remote(submitted(FIRST_WRITE), SUPPLIER);
    await expect(remote.commit(writes)).resolves.toBeUndefined();
  });

  it('is refused as already existing, and kept in the refused list, when another phone used the number first', async () => {
    await remote.commit(INVOICE_MUTATORS.submitInvoice.remote(submitted(OTHER_PHONE_WRITE), SUPPLIER));
    await enqueueWrite(db, SUPPLIER, 'submitInvoice', submitted(FIRST_WRITE));
    await flusherFor(db, remote, SUPPLIER).drain();
    const [refused] = await db.deadLetters.toArray();
    expect(refused).toMatchObject({
      code: 'already-exists',
      label: { key: 'invoice', values: { number: 'SSC-7' } },
    });
    expect(remote.documents.get(`invoices/${INVOICE_ID}`)?.writeId).toBe(OTHER_PHONE_WRITE);
  });

  it('refuses lines that do not add up to a valid invoice before anything is queued', async () => {
    const noLines = { ...submitted(FIRST_WRITE), lines: [] };
    await expect(enqueueWrite(db, SUPPLIER, 'submitInvoice', noLines)).rejects.toThrow();
    const badSecond = {
      ...submitted(FIRST_WRITE),
      lines: [
        { item: 'Soap', qty: 1, unitPriceCents: 100 },
        { item: 'Towels', qty: 0, unitPriceCents: 100 },
      ],
    };
    await expect(enqueueWrite(db, SUPPLIER, 'submitInvoice', badSecond)).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('an invoice PDF in the upload queue', () => {
  it('waits for its invoice to land, goes to Storage as a PDF, and stays on the phone to open offline', async () => {
    await enqueueWrite(db, SUPPLIER, 'submitInvoice', submitted(FIRST_WRITE));
    const path = `invoices/${SUPPLIER}/${INVOICE_ID}.pdf`;
    const pdf = new Blob(['%PDF-1.4\n'], { type: 'application/pdf' });
    await db.invoicePdfs.put({
      id: INVOICE_ID,
      uid: SUPPLIER,
      path,
      file: pdf,
      bytes: pdf.size,
      state: 'waiting',
      afterSeq: 1,
      queuedAt: '2026-11-23T15:00:00.000Z',
      message: null,
    });
    const store = new FakeStore();
    const uploader = new FileUploader(INVOICE_PDF_UPLOADS, {
      db,
      store: () => Promise.resolve(store),
      clock: new ManualClock(),
      currentUid: () => SUPPLIER,
      registry: () => Promise.resolve(MUTATOR_REGISTRY),
    });
    expect(await uploader.uploadOnce()).toBe('waiting');
    await flusherFor(db, remote, SUPPLIER).drain();
    expect(await uploader.uploadOnce()).toBe('sent');
    expect(store.files.get(path)?.contentType).toBe('application/pdf');
    expect(await db.invoicePdfs.count()).toBe(0);
    // (fake-indexeddb does not keep a Blob's contents: the copy's presence is what is checked here.)
    const copy = await db.fileCopies.get(path);
    expect(copy?.path).toBe(path);
    expect(copy?.file).toBeDefined();
  });
});
