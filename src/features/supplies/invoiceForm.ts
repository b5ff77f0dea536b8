/**
 * The invoice form's rules, apart from the screen: the lines a supplier filled in, as
 * whole cents, and what is wrong with the draft, in the order the form shows it. The PDF
 * is checked by the data layer (src/data/supplies/invoice.ts) when the invoice is queued.
 */
import type { InvoiceLine, SupplyRequest } from '../../data/model';
import { invoiceId, MAX_INVOICE_LINES, MAX_INVOICE_QTY } from '../../data/supplies';
import { centsOfDollars, dollarsOfCents } from '../../utils/money';

export interface DraftLine {
  item: string;
  qty: string;
  /** Dollars and cents, as typed. */
  price: string;
}

export interface InvoiceDraft {
  number: string;
  /** YYYY-MM-DD, from a date field. */
  issuedOn: string;
  lines: readonly DraftLine[];
}

export type InvoiceProblem =
  | { kind: 'numberNeeded'; field: 'number' }
  | { kind: 'numberUsed'; field: 'number' }
  | { kind: 'dayNeeded'; field: 'issuedOn' }
  | { kind: 'itemNeeded'; field: string }
  | { kind: 'badQty'; field: string }
  | { kind: 'badPrice'; field: string }
  | { kind: 'noLines' }
  | { kind: 'tooManyLines' }
  | { kind: 'pdfNeeded'; field: 'pdf' };

export const EMPTY_LINE: DraftLine = { item: '', qty: '', price: '' };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a date field holds a day (YYYY-MM-DD). */
export const isDay = (value: string): boolean => DAY.test(value);
const WHOLE = /^\d+$/;

const isBlank = (line: DraftLine) => !line.item.trim() && !line.qty.trim() && !line.price.trim();

/**
 * The lines of a draft (blank rows ignored) and its problems. `usedNumbers` are the
 * numbers of the supplier's invoices on the device: a number already used (in any spelling
 * that makes the same id) is refused here, before anything is queued.
 */
export function invoiceOfDraft(
  draft: InvoiceDraft,
  supplierUid: string,
  usedIds: ReadonlySet<string>,
  hasPdf: boolean,
): { lines: InvoiceLine[]; problems: InvoiceProblem[] } {
  const problems: InvoiceProblem[] = [];
  const number = draft.number.trim();
  if (!/[A-Za-z0-9]/.test(number)) problems.push({ kind: 'numberNeeded', field: 'number' });
  else if (usedIds.has(invoiceId(supplierUid, number)))
    problems.push({ kind: 'numberUsed', field: 'number' });
  if (!isDay(draft.issuedOn)) problems.push({ kind: 'dayNeeded', field: 'issuedOn' });
  const lines: InvoiceLine[] = [];
  draft.lines.forEach((line, index) => {
    if (isBlank(line)) return;
    const item = line.item.trim();
    const qtyText = line.qty.trim();
    const qty = WHOLE.test(qtyText) ? Number(qtyText) : NaN;
    const unitPriceCents = centsOfDollars(line.price);
    if (!item) problems.push({ kind: 'itemNeeded', field: `line-${index}-item` });
    if (!(qty >= 1 && qty <= MAX_INVOICE_QTY)) problems.push({ kind: 'badQty', field: `line-${index}-qty` });
    if (unitPriceCents === null) problems.push({ kind: 'badPrice', field: `line-${index}-price` });
    if (item && qty >= 1 && qty <= MAX_INVOICE_QTY && unitPriceCents !== null)
      lines.push({ item: item.slice(0, 100), qty, unitPriceCents });
  });
  const filled = draft.lines.filter((line) => !isBlank(line)).length;
  if (filled === 0) problems.push({ kind: 'noLines' });
  if (filled > MAX_INVOICE_LINES) problems.push({ kind: 'tooManyLines' });
  if (!hasPdf) problems.push({ kind: 'pdfNeeded', field: 'pdf' });
  return { lines, problems };
}

/** A fulfilled request's lines as invoice lines: what was delivered, at the catalogue's price (free text: to fill in). */
export function linesOfRequest(request: Pick<SupplyRequest, 'items' | 'delivered'>): DraftLine[] {
  return request.items
    .map((line, index) => ({
      item: line.unit ? `${line.name} (${line.unit})` : line.name,
      qty: String(request.delivered[index] ?? 0),
      price: line.unitPriceCents === null ? '' : dollarsOfCents(line.unitPriceCents),
    }))
    .filter((line) => line.qty !== '0');
}
