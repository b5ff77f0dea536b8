import { describe, expect, it } from 'vitest';
import type { DeviceInvoice } from '../../data/supplies';
import { filterInvoices, totalsBySupplier } from './invoiceList';

const invoice = (
  id: string,
  supplierUid: string,
  status: DeviceInvoice['status'],
  issuedOn: string,
  totalCents: number,
) =>
  ({
    id,
    supplierUid,
    supplierName: supplierUid.toUpperCase(),
    status,
    issuedOn,
    totalCents,
  }) as DeviceInvoice;

const INVOICES = [
  invoice('a', 'suds', 'paid', '2026-10-30', 10_000),
  invoice('b', 'suds', 'approved', '2026-11-02', 2_501),
  invoice('c', 'shine', 'submitted', '2026-11-15', 9_999),
  invoice('d', 'suds', 'submitted', '2026-11-30', 1),
];

describe('the invoice list', () => {
  it('filters by status and by the period issued in, both ends included', () => {
    expect(filterInvoices(INVOICES, { status: 'submitted', from: '', to: '' }).map((one) => one.id)).toEqual([
      'c',
      'd',
    ]);
    expect(
      filterInvoices(INVOICES, { status: null, from: '2026-11-01', to: '2026-11-30' }).map((one) => one.id),
    ).toEqual(['b', 'c', 'd']);
    expect(filterInvoices(INVOICES, { status: 'paid', from: '2026-11-01', to: '' })).toEqual([]);
  });

  it('totals each supplier’s invoices shown, in whole cents, largest first', () => {
    const november = filterInvoices(INVOICES, { status: null, from: '2026-11-01', to: '2026-11-30' });
    expect(totalsBySupplier(november)).toEqual([
      { supplierUid: 'shine', supplierName: 'SHINE', count: 1, totalCents: 9_999 },
      { supplierUid: 'suds', supplierName: 'SUDS', count: 2, totalCents: 2_502 },
    ]);
  });
});
