/**
 * An invoice's rules that need no server (issue #18): its id from the supplier and the
 * number, its total in whole cents, and whether a file is a PDF the app will send.
 */
import type { InvoiceLine } from '../model';

/** The largest invoice PDF the app sends (storage.rules checks the same). */
export const MAX_INVOICE_PDF_BYTES = 10 * 1024 * 1024;
/** The most lines one invoice holds (firestore.rules: validInvoiceLines). */
export const MAX_INVOICE_LINES = 50;

/** A number's identity: its letters and digits, upper-cased ("inv-0042" and "INV 0042" are one). */
export function invoiceNumberKey(number: string): string {
  return number.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** invoices/{supplierUid}_{NUMBER}: one invoice per supplier and number (firestore.rules checks the id). */
export function invoiceId(supplierUid: string, number: string): string {
  return `${supplierUid}_${invoiceNumberKey(number)}`;
}

/** Σ quantity × unit price, in whole cents (prices are whole cents, so no rounding happens). */
export function invoiceTotalCents(lines: readonly InvoiceLine[]): number {
  return lines.reduce((sum, line) => sum + line.qty * line.unitPriceCents, 0);
}

/** Why a file is not an invoice PDF the app will send, or null when it is one. */
export type PdfProblem = 'notPdf' | 'tooLarge' | 'empty';

/** The first bytes of every PDF file ("%PDF-"). */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];

/**
 * Checks a chosen file before anything is queued: a PDF by its type (or, where the phone
 * gives none, its name) and its first bytes, not empty, at most 10 MiB.
 */
export async function pdfProblemOf(file: Blob & { name?: string }): Promise<PdfProblem | null> {
  if (file.size === 0) return 'empty';
  const typedPdf = file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name ?? ''));
  if (!typedPdf) return 'notPdf';
  if (file.size > MAX_INVOICE_PDF_BYTES) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  return PDF_MAGIC.every((byte, index) => head[index] === byte) ? null : 'notPdf';
}
