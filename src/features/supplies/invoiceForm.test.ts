import { describe, expect, it } from 'vitest';
import { invoiceId } from '../../data/supplies';
import { EMPTY_LINE, invoiceOfDraft, linesOfRequest, type InvoiceDraft } from './invoiceForm';

const SUPPLIER = 'sup-1';
const draft = (overrides: Partial<InvoiceDraft> = {}): InvoiceDraft => ({
  number: 'SSC-7',
  issuedOn: '2026-11-23',
  lines: [{ item: 'Glass cleaner', qty: '3', price: '15.99' }, EMPTY_LINE],
  ...overrides,
});

describe('the invoice form', () => {
  it('turns typed dollars into whole cents and ignores blank rows', () => {
    const { lines, problems } = invoiceOfDraft(draft(), SUPPLIER, new Set(), true);
    expect(problems).toEqual([]);
    expect(lines).toEqual([{ item: 'Glass cleaner', qty: 3, unitPriceCents: 1_599 }]);
  });

  it('refuses a number already on one of the supplier’s invoices, in any spelling', () => {
    const used = new Set([invoiceId(SUPPLIER, 'ssc 7')]);
    expect(invoiceOfDraft(draft(), SUPPLIER, used, true).problems).toEqual([
      { kind: 'numberUsed', field: 'number' },
    ]);
    expect(invoiceOfDraft(draft(), 'sup-2', used, true).problems).toEqual([]);
  });

  it('explains every wrong field, in the order the form shows them, and a missing PDF', () => {
    const { problems } = invoiceOfDraft(
      draft({
        number: ' - ',
        issuedOn: '',
        lines: [
          { item: '', qty: '2', price: '1.00' },
          { item: 'Soap', qty: '0', price: '12.345' },
        ],
      }),
      SUPPLIER,
      new Set(),
      false,
    );
    expect(problems.map((problem) => problem.kind)).toEqual([
      'numberNeeded',
      'dayNeeded',
      'itemNeeded',
      'badQty',
      'badPrice',
      'pdfNeeded',
    ]);
    expect(invoiceOfDraft(draft({ lines: [EMPTY_LINE] }), SUPPLIER, new Set(), true).problems).toEqual([
      { kind: 'noLines' },
    ]);
  });

  it('bills a fulfilled request’s delivered quantities at the catalogue price, free text to be priced', () => {
    expect(
      linesOfRequest({
        items: [
          { name: 'Towels', qty: 4, unit: 'pack', unitPriceCents: 2_899, catalogItemId: 'towels' },
          { name: 'Squeegee', qty: 1, unit: null, unitPriceCents: null, catalogItemId: null },
          { name: 'Soap', qty: 2, unit: '5 gal', unitPriceCents: 6_450, catalogItemId: 'soap' },
        ],
        delivered: [4, 1, 0],
      }),
    ).toEqual([
      { item: 'Towels (pack)', qty: '4', price: '28.99' },
      { item: 'Squeegee', qty: '1', price: '' },
    ]);
  });
});
