/**
 * Invoices' writes (issue #18), each usable offline through the sync queue: a supplier's
 * new invoice (created once per supplier and number; a second phone's same number is
 * refused, not merged) and the office's step on one (approve, dispute with a reason, pay
 * with a day and a reference). Every line is checked here in full: the rules check the first.
 */
import { z } from '../../lib/zod';
import { INVOICE_STATUSES, type Invoice } from '../model';
import { define } from '../outbox/mutator';
import { invoiceId, invoiceTotalCents, MAX_INVOICE_LINES, MAX_INVOICE_PDF_BYTES } from './invoice';

const isoTime = z.lazy(() => z.iso.datetime());
const id = z.lazy(() => z.string().regex(/^[A-Za-z0-9_-]{1,128}$/));
const cents = z.lazy(() => z.number().int().min(0).max(100_000_000));
export const MAX_INVOICE_QTY = 100_000;

const InvoiceLineArgs = z.lazy(() =>
  z
    .object({
      item: z.string().trim().min(1).max(100),
      qty: z.number().int().min(1).max(MAX_INVOICE_QTY),
      unitPriceCents: cents,
    })
    .strict(),
);

const SubmitInvoiceArgs = z.lazy(() =>
  z
    .object({
      writeId: z.uuid(),
      supplierName: z.string().trim().min(1).max(100),
      number: z
        .string()
        .trim()
        .min(1)
        .max(40)
        .regex(/[A-Za-z0-9]/),
      issuedOn: z.iso.date(),
      lines: z.array(InvoiceLineArgs).min(1).max(MAX_INVOICE_LINES),
      requestIds: z.array(id).max(20),
      pdfBytes: z.number().int().min(1).max(MAX_INVOICE_PDF_BYTES),
      createdAt: isoTime,
    })
    .strict(),
);

const StepInvoiceArgs = z.lazy(() =>
  z
    .object({
      id,
      status: z.enum(INVOICE_STATUSES).exclude(['submitted']),
      at: isoTime,
      disputeReason: z.string().trim().min(1).max(500).nullable(),
      paidOn: z.iso.date().nullable(),
      paymentRef: z.string().trim().min(1).max(60).nullable(),
      /** For the sync lists. */
      number: z.string().max(40),
      supplierName: z.string().max(100),
    })
    .strict()
    .refine(
      (step) => (step.status === 'disputed') === (step.disputeReason !== null),
      'A dispute has a reason',
    )
    .refine(
      (step) => (step.status === 'paid') === (step.paidOn !== null && step.paymentRef !== null),
      'A payment has a day and a reference',
    ),
);

/** The invoice as stored: the total is computed, the PDF's place follows from the id. */
export function storedInvoice(args: z.infer<typeof SubmitInvoiceArgs>, uid: string): Invoice {
  const invoice = invoiceId(uid, args.number);
  return {
    supplierUid: uid,
    supplierName: args.supplierName,
    number: args.number,
    issuedOn: args.issuedOn,
    lines: args.lines,
    totalCents: invoiceTotalCents(args.lines),
    requestIds: args.requestIds,
    status: 'submitted',
    stepAt: { submitted: args.createdAt },
    stepBy: { submitted: uid },
    disputeReason: null,
    paidOn: null,
    paymentRef: null,
    pdfPath: `invoices/${uid}/${invoice}.pdf`,
    pdfBytes: args.pdfBytes,
    writeId: args.writeId,
    createdAt: args.createdAt,
  };
}

export const INVOICE_MUTATORS = {
  /** A supplier's invoice: invoices/{uid}_{NUMBER}, submitted (its PDF follows through the upload queue). */
  submitInvoice: define({
    parse: (args) => SubmitInvoiceArgs.parse(args),
    local: async (db, args, uid) => {
      const invoice = storedInvoice(args, uid);
      const id = invoiceId(uid, args.number);
      // Idempotent: once the server's copy is here, it stays (it has the receipt time).
      if (!(await db.invoices.get(id))) await db.invoices.put({ id, ...invoice });
    },
    remote: (args, uid) => [
      {
        path: `invoices/${invoiceId(uid, args.number)}`,
        data: { ...storedInvoice(args, uid) },
        mode: 'createNew',
        identityField: 'writeId',
        stampReceivedAt: true,
      },
    ],
    label: (args) => ({ key: 'invoice', values: { number: args.number } }),
  }),
  /** The office's step: approved, disputed (with why) or paid (with the day and a reference). */
  stepInvoice: define({
    parse: (args) => StepInvoiceArgs.parse(args),
    local: async (db, args, uid) => {
      const invoice = await db.invoices.get(args.id);
      if (invoice)
        await db.invoices.put({
          ...invoice,
          ...stepFields(args),
          stepAt: { ...invoice.stepAt, [args.status]: args.at },
          stepBy: { ...invoice.stepBy, [args.status]: uid },
        });
    },
    remote: (args, uid) => [
      {
        path: `invoices/${args.id}`,
        data: {
          ...stepFields(args),
          stepAt: { [args.status]: args.at },
          stepBy: { [args.status]: uid },
        },
        mode: 'merge',
        stampReceivedAt: true,
      },
    ],
    label: (args) => ({
      key: `invoiceStep.${args.status}`,
      values: { number: args.number, supplier: args.supplierName },
    }),
  }),
};

/** The fields a step sets: the status, and the dispute's reason or the payment's day and reference. */
function stepFields(args: z.infer<typeof StepInvoiceArgs>) {
  return {
    status: args.status,
    ...(args.status === 'disputed' ? { disputeReason: args.disputeReason } : {}),
    ...(args.status === 'paid' ? { paidOn: args.paidOn, paymentRef: args.paymentRef } : {}),
  };
}
