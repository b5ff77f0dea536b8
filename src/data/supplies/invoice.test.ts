import { describe, expect, it } from 'vitest';
import { invoiceId, invoiceTotalCents, MAX_INVOICE_PDF_BYTES, pdfProblemOf } from './invoice';

const PDF_HEAD = '%PDF-1.4\n';
const file = (parts: BlobPart[], type: string, name = 'invoice.pdf') =>
  Object.assign(new Blob(parts, { type }), { name });

describe('invoice numbers and totals', () => {
  it('makes one id per supplier and number, whatever its spacing, dashes or case', () => {
    expect(invoiceId('sup-1', 'inv-0042')).toBe('sup-1_INV0042');
    expect(invoiceId('sup-1', 'INV 0042')).toBe(invoiceId('sup-1', 'inv-0042'));
    expect(invoiceId('sup-2', 'INV 0042')).not.toBe(invoiceId('sup-1', 'INV 0042'));
  });

  it('totals quantity × unit price in whole cents, with no rounding to drift', () => {
    expect(
      invoiceTotalCents([
        { item: 'Sleeves', qty: 200, unitPriceCents: 35 },
        { item: 'Glass cleaner', qty: 3, unitPriceCents: 1_599 },
        { item: 'Towels', qty: 7, unitPriceCents: 1 },
      ]),
    ).toBe(7_000 + 4_797 + 7);
    expect(invoiceTotalCents([])).toBe(0);
  });
});

describe('the PDF check before anything is queued', () => {
  it('takes a PDF by its type or, where the phone gives none, its name, and its first bytes', async () => {
    expect(await pdfProblemOf(file([PDF_HEAD, 'body'], 'application/pdf'))).toBeNull();
    expect(await pdfProblemOf(file([PDF_HEAD, 'body'], '', 'INVOICE.PDF'))).toBeNull();
  });

  it('refuses a photo, a renamed text file, an empty file and one over 10 MiB, each with its reason', async () => {
    expect(await pdfProblemOf(file(['\xff\xd8\xff'], 'image/jpeg', 'scan.jpg'))).toBe('notPdf');
    expect(await pdfProblemOf(file(['hello'], 'application/pdf'))).toBe('notPdf');
    expect(await pdfProblemOf(file([], 'application/pdf'))).toBe('empty');
    const big = file([PDF_HEAD, new Uint8Array(MAX_INVOICE_PDF_BYTES)], 'application/pdf');
    expect(await pdfProblemOf(big)).toBe('tooLarge');
    const justFits = file(
      [PDF_HEAD, new Uint8Array(MAX_INVOICE_PDF_BYTES - PDF_HEAD.length)],
      'application/pdf',
    );
    expect(await pdfProblemOf(justFits)).toBeNull();
  });
});
