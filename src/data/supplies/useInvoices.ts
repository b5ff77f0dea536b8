/**
 * Invoices for screens (issue #18): the ones on the device, a supplier's new invoice with
 * its PDF (both kept on the phone at once and sent when there is signal), the office's
 * steps, and opening a PDF (from the phone's copy when it has one, so it opens offline).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { SPEC_TEXTS } from '../../config/texts';
import { useConnection } from '../connection/appConnection';
import { getDatabase, type LocalInvoicePdf, type Mirrored } from '../db';
import { errorCodeOf } from '../errorCode';
import { getFirebaseStorage } from '../firebase';
import type { Invoice, InvoiceLine } from '../model';
import { enqueue } from '../outbox/outbox';
import { wakeEverywhere } from '../outbox/sync';
import { loadedRegistry, loadRegistry, signedInUid } from '../port';
import { queuedDocuments, writerOf, type WriteArgs } from '../outbox/queueWrite';
import { invoiceId, pdfProblemOf, type PdfProblem } from './invoice';
import { invoicePdfUploads } from './invoicePdfs';
import { retryRefused } from '../uploads';
import type { INVOICE_MUTATORS } from './invoiceMutators';

const queueWrite = writerOf<typeof INVOICE_MUTATORS>();

/** An invoice as the device holds it: `pending` while a write of it waits in this phone's queue. */
export type DeviceInvoice = Mirrored<Invoice> & { pending: boolean };

/** The invoices on the device (a supplier's own, or every supplier's for the office), newest first. */
export function useInvoices(): DeviceInvoice[] | undefined {
  return useLiveQuery(async () => {
    const [invoices, queued] = await Promise.all([getDatabase().invoices.toArray(), queuedDocuments()]);
    return invoices
      .map((invoice) => ({ ...invoice, pending: queued.has(`invoices/${invoice.id}`) }))
      .sort((a, b) => b.issuedOn.localeCompare(a.issuedOn) || b.createdAt.localeCompare(a.createdAt));
  }, []);
}

/** This phone's invoice PDFs still to upload (or refused), by invoice id. */
export function useLocalInvoicePdfs(): ReadonlyMap<string, LocalInvoicePdf> | undefined {
  return useLiveQuery(async () => {
    const pdfs = await getDatabase().invoicePdfs.toArray();
    return new Map(pdfs.map((pdf) => [pdf.id, pdf]));
  }, []);
}

/** Why an invoice was not queued: its number is already on one of the supplier's invoices, or its file is not a PDF it can send. */
export class InvoiceRefused extends Error {
  constructor(readonly reason: 'duplicateNumber' | PdfProblem) {
    super(reason);
    this.name = 'InvoiceRefused';
  }
}

export interface NewInvoice {
  supplierName: string;
  number: string;
  issuedOn: string;
  lines: InvoiceLine[];
  requestIds: string[];
  pdf: Blob & { name?: string };
}

/**
 * Keeps a supplier's new invoice and its PDF on the phone and queues both: the invoice
 * for the sync queue, the PDF for the upload queue (sent after the invoice lands). Throws
 * InvoiceRefused, with nothing queued, for a number already used or a file that is not a PDF.
 */
export async function submitInvoice(invoice: NewInvoice): Promise<string> {
  const uid = await signedInUid();
  if (!uid) throw new Error(SPEC_TEXTS.errors.notAuthenticated);
  const problem = await pdfProblemOf(invoice.pdf);
  if (problem) throw new InvoiceRefused(problem);
  const registry = loadedRegistry() ?? (await loadRegistry());
  const db = getDatabase();
  const id = invoiceId(uid, invoice.number);
  const now = new Date().toISOString();
  const args: WriteArgs<typeof INVOICE_MUTATORS, 'submitInvoice'> = {
    writeId: crypto.randomUUID(),
    supplierName: invoice.supplierName,
    number: invoice.number.trim(),
    issuedOn: invoice.issuedOn,
    lines: invoice.lines,
    requestIds: invoice.requestIds,
    pdfBytes: invoice.pdf.size,
    createdAt: now,
  };
  await db.transaction('rw', db.tables, async () => {
    if (await db.invoices.get(id)) throw new InvoiceRefused('duplicateNumber');
    await enqueue(db, registry, uid, 'submitInvoice', args);
    const entry = await db.outbox.orderBy('seq').last();
    await db.invoicePdfs.put({
      id,
      uid,
      path: `invoices/${uid}/${id}.pdf`,
      file: invoice.pdf,
      bytes: invoice.pdf.size,
      state: 'waiting',
      afterSeq: entry?.seq ?? 0,
      queuedAt: now,
      message: null,
    });
  });
  wakeEverywhere();
  invoicePdfUploads.wake();
  return id;
}

/** The office's step on an invoice: approve, dispute (with a reason) or pay (with the day and a reference). */
export function stepInvoice(
  invoice: Pick<DeviceInvoice, 'id' | 'number' | 'supplierName'>,
  step:
    | { status: 'approved' }
    | { status: 'disputed'; reason: string }
    | { status: 'paid'; paidOn: string; paymentRef: string },
): Promise<string> {
  return queueWrite('stepInvoice', {
    id: invoice.id,
    status: step.status,
    at: new Date().toISOString(),
    disputeReason: step.status === 'disputed' ? step.reason : null,
    paidOn: step.status === 'paid' ? step.paidOn : null,
    paymentRef: step.status === 'paid' ? step.paymentRef : null,
    number: invoice.number,
    supplierName: invoice.supplierName,
  });
}

/** Whether the phone holds a copy of the file at `path` (it opens offline). */
export function useKeptFile(path: string): boolean | undefined {
  return useLiveQuery(async () => (await getDatabase().fileCopies.get(path)) !== undefined, [path]);
}

/** Why a PDF could not be opened: no copy on the phone and no signal, or not in Storage (yet). */
export class FileUnavailable extends Error {
  constructor(readonly reason: 'offline' | 'notUploaded') {
    super(reason);
    this.name = 'FileUnavailable';
  }
}

/**
 * An invoice's PDF, as a blob: the phone's copy when it has one, else from
 * Storage (then kept on the phone, so it opens offline next time).
 */
export async function openInvoicePdf(
  invoice: Pick<DeviceInvoice, 'id' | 'pdfPath'>,
  online: boolean,
): Promise<Blob> {
  const db = getDatabase();
  const path = invoice.pdfPath;
  const kept = await db.fileCopies.get(path);
  if (kept) return kept.file;
  // Still in this phone's upload queue: the file is here.
  const waiting = await db.invoicePdfs.get(invoice.id);
  if (waiting?.file) return waiting.file;
  if (!online) throw new FileUnavailable('offline');
  const [storage, { ref, getBlob }] = await Promise.all([getFirebaseStorage(), import('../sdk/storage')]);
  let file: Blob;
  try {
    file = await getBlob(ref(storage, path));
  } catch (error) {
    if (errorCodeOf(error) === 'storage/object-not-found') throw new FileUnavailable('notUploaded');
    throw error;
  }
  await db.fileCopies.put({ path, file, savedAt: new Date().toISOString() });
  return file;
}

/** Whether the app is connected now (for opening a PDF not kept on the phone). */
export function useOnline(): boolean {
  return useConnection().status === 'connected';
}

/** Puts a refused PDF back in the upload queue (the supplier chose "Try again"). */
export async function retryInvoicePdf(invoiceId: string): Promise<void> {
  await retryRefused(getDatabase().invoicePdfs, invoiceId);
  invoicePdfUploads.wake();
}
