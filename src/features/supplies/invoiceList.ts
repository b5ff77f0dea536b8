/** The invoice list's rules, apart from the screen: which invoices a filter shows, and their totals by supplier. */
import type { InvoiceStatus } from '../../data/model';
import type { DeviceInvoice } from '../../data/supplies';

export interface InvoiceFilter {
  /** null: every status. */
  status: InvoiceStatus | null;
  /** Issued on or after / on or before these days (YYYY-MM-DD); '' for no bound. */
  from: string;
  to: string;
}

/** The invoices a filter shows, in the order given (newest first). */
export function filterInvoices(invoices: readonly DeviceInvoice[], filter: InvoiceFilter): DeviceInvoice[] {
  return invoices.filter(
    (invoice) =>
      (filter.status === null || invoice.status === filter.status) &&
      (!filter.from || invoice.issuedOn >= filter.from) &&
      (!filter.to || invoice.issuedOn <= filter.to),
  );
}

export interface SupplierTotal {
  supplierUid: string;
  supplierName: string;
  count: number;
  totalCents: number;
}

/** What each supplier's invoices shown come to, largest first. */
export function totalsBySupplier(invoices: readonly DeviceInvoice[]): SupplierTotal[] {
  const totals = new Map<string, SupplierTotal>();
  for (const invoice of invoices) {
    const total = totals.get(invoice.supplierUid) ?? {
      supplierUid: invoice.supplierUid,
      supplierName: invoice.supplierName,
      count: 0,
      totalCents: 0,
    };
    total.count++;
    total.totalCents += invoice.totalCents;
    totals.set(invoice.supplierUid, total);
  }
  return [...totals.values()].sort(
    (a, b) => b.totalCents - a.totalCents || a.supplierName.localeCompare(b.supplierName),
  );
}
