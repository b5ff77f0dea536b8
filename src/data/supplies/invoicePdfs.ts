/**
 * Invoice PDFs in the upload queue (src/data/uploads): a PDF waits until its invoice has
 * reached the server (Storage's rules look the invoice up); once in Storage, the file
 * becomes the phone's kept copy, so the supplier opens it offline.
 */
import type { LocalInvoicePdf } from '../db';
import { uploaderOf, type UploadKind } from '../uploads';

export const INVOICE_PDF_UPLOADS: UploadKind<LocalInvoicePdf> = {
  table: (db) => db.invoicePdfs,
  queuedAt: (pdf) => pdf.queuedAt,
  contentType: 'application/pdf',
  arrived: async (db, _registry, pdf) => {
    if (pdf.file)
      await db.fileCopies.put({ path: pdf.path, file: pdf.file, savedAt: new Date().toISOString() });
    await db.invoicePdfs.delete(pdf.id);
    return false;
  },
};
const INVOICE_PDF_UPLOADER_LOCK = 'lotcrew-invoice-pdf-uploader';
export const invoicePdfUploads = uploaderOf(INVOICE_PDF_UPLOADS, INVOICE_PDF_UPLOADER_LOCK);

/** Starts the invoice PDF upload queue (once per tab; only the lock holder runs it). */
export function startInvoicePdfUploads(): void {
  invoicePdfUploads.start();
}
