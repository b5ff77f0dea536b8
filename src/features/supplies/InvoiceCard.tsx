import { useState } from 'react';
import { useConnection } from '../../data/connection';
import { useWorkClock } from '../../data/useWorkClock';
import type { LocalInvoicePdf } from '../../data/db';
import { INVOICE_STATUSES, INVOICE_NEXT_STEPS } from '../../data/model';
import {
  FileUnavailable,
  openInvoicePdf,
  retryInvoicePdf,
  stepInvoice,
  useKeptFile,
  type DeviceInvoice,
} from '../../data/supplies';
import { useUploadProgress } from '../../data/uploads';
import { useFormats } from '../../i18n';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { TextArea } from '../../ui/Select';
import { dayKey, deviceTimeZone } from '../../utils/zonedTime';
import { isDay } from './invoiceForm';
import type { InvoiceTexts } from './invoiceTexts';

/** Where this phone's copy of an invoice's PDF stands: uploading, waiting, refused. */
function PdfUploadState({ pdf, t }: { pdf: LocalInvoicePdf; t: InvoiceTexts }) {
  const progress = useUploadProgress().get(pdf.id);
  if (pdf.state === 'refused')
    return (
      <div>
        <Alert kind="error">{t('invoices.pdf.refused')}</Alert>
        <Button variant="secondary" onClick={() => void retryInvoicePdf(pdf.id)}>
          {t('invoices.pdf.retry')}
        </Button>
      </div>
    );
  return (
    <p className="page-subtitle" data-testid="invoice-pdf-upload">
      {progress === undefined
        ? t('invoices.pdf.waiting')
        : t('invoices.pdf.uploading', { percent: Math.round(progress * 100) })}
    </p>
  );
}

/** Opens an invoice's PDF: the phone's copy, else Storage's (then kept); says why when it cannot. */
function OpenPdf({ invoice, t }: { invoice: DeviceInvoice; t: InvoiceTexts }) {
  const { status } = useConnection();
  const kept = useKeptFile(invoice.pdfPath);
  const [problem, setProblem] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const open = async () => {
    setProblem(null);
    try {
      const file = await openInvoicePdf(invoice, status === 'connected');
      const url = URL.createObjectURL(new Blob([file], { type: 'application/pdf' }));
      // A blocked pop-up leaves a link to tap instead.
      if (!window.open(url, '_blank')) setLink(url);
    } catch (error) {
      if (error instanceof FileUnavailable)
        setProblem(t(error.reason === 'offline' ? 'invoices.pdf.offline' : 'invoices.pdf.notUploaded'));
      else setProblem(t('invoices.pdf.failed'));
    }
  };
  return (
    <div>
      <Button variant="secondary" onClick={() => void open()}>
        {t('invoices.pdf.open')}
      </Button>
      {kept ? <span className="page-subtitle"> · {t('invoices.pdf.kept')}</span> : null}
      {link ? (
        <a href={link} target="_blank" rel="noreferrer">
          {t('invoices.pdf.open')}
        </a>
      ) : null}
      {problem ? <Alert kind="error">{problem}</Alert> : null}
    </div>
  );
}

/** One invoice: number, supplier, day, lines, total, each step; the PDF; the office's steps. */
export function InvoiceCard({
  invoice,
  localPdf,
  asOffice,
  t,
}: {
  invoice: DeviceInvoice;
  localPdf: LocalInvoicePdf | undefined;
  asOffice: boolean;
  t: InvoiceTexts;
}) {
  const formats = useFormats();
  const clock = useWorkClock();
  return (
    <li className="card" data-testid="invoice">
      <p>
        <strong>{t('invoices.card.title', { number: invoice.number })}</strong>{' '}
        <span className="status-badge" data-testid="invoice-status">
          {t(`invoiceStatus.${invoice.status}`)}
        </span>
        {invoice.pending ? <span className="page-subtitle"> · {t('invoices.card.pending')}</span> : null}
      </p>
      {asOffice ? <p>{t('invoices.card.from', { supplier: invoice.supplierName })}</p> : null}
      <p>{t('invoices.card.issued', { day: formats.day(invoice.issuedOn) })}</p>
      <ul>
        {invoice.lines.map((line, index) => (
          <li key={index}>
            {t('invoices.card.line', {
              qty: line.qty,
              item: line.item,
              price: formats.cents(line.unitPriceCents),
            })}
          </li>
        ))}
      </ul>
      <p>
        <strong data-testid="invoice-card-total">
          {t('invoices.card.total', { amount: formats.cents(invoice.totalCents) })}
        </strong>
      </p>
      {invoice.requestIds.length > 0 ? (
        <p className="page-subtitle">{t('invoices.card.requests', { count: invoice.requestIds.length })}</p>
      ) : null}
      <ol className="page-subtitle" aria-label={t('invoices.list.status')}>
        {INVOICE_STATUSES.filter((step) => invoice.stepAt[step]).map((step) => (
          <li key={step}>
            {t('invoices.card.step', {
              status: t(`invoiceStatus.${step}`),
              time: formats.zoned(invoice.stepAt[step] as string, clock.homeZone, 'stamp'),
            })}
          </li>
        ))}
      </ol>
      {invoice.disputeReason ? (
        <p data-testid="invoice-dispute">
          {t('invoices.card.disputeReason', { reason: invoice.disputeReason })}
        </p>
      ) : null}
      {invoice.paidOn && invoice.paymentRef ? (
        <p>{t('invoices.card.paid', { day: formats.day(invoice.paidOn), reference: invoice.paymentRef })}</p>
      ) : null}
      {localPdf ? <PdfUploadState pdf={localPdf} t={t} /> : null}
      <OpenPdf invoice={invoice} t={t} />
      {asOffice ? <OfficeSteps invoice={invoice} t={t} /> : null}
    </li>
  );
}

/** The office's next steps on an invoice: approve, dispute with a reason, pay with a day and a reference. */
function OfficeSteps({ invoice, t }: { invoice: DeviceInvoice; t: InvoiceTexts }) {
  const [open, setOpen] = useState<'disputed' | 'paid' | null>(null);
  const [reason, setReason] = useState('');
  const [paidOn, setPaidOn] = useState(() => dayKey(Date.now(), deviceTimeZone()));
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const next = INVOICE_NEXT_STEPS[invoice.status];
  if (next.length === 0) return null;
  const confirm = () => {
    if (open === 'disputed') {
      if (!reason.trim()) return setProblem(t('invoices.step.disputeReasonNeeded'));
      void stepInvoice(invoice, { status: 'disputed', reason: reason.trim() });
    } else if (open === 'paid') {
      if (!isDay(paidOn) || !reference.trim()) return setProblem(t('invoices.step.paymentNeeded'));
      void stepInvoice(invoice, { status: 'paid', paidOn, paymentRef: reference.trim() });
    }
    setOpen(null);
    setProblem(null);
  };
  return (
    <div data-testid="invoice-steps">
      {open === null ? (
        <>
          {next.includes('approved') ? (
            <Button onClick={() => void stepInvoice(invoice, { status: 'approved' })}>
              {t('invoices.step.approve')}
            </Button>
          ) : null}
          {next.includes('disputed') ? (
            <Button variant="secondary" onClick={() => setOpen('disputed')}>
              {t('invoices.step.dispute')}
            </Button>
          ) : null}
          {next.includes('paid') ? (
            <Button onClick={() => setOpen('paid')}>{t('invoices.step.pay')}</Button>
          ) : null}
        </>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          {open === 'disputed' ? (
            <TextArea
              label={t('invoices.step.disputeReason')}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
            />
          ) : (
            <>
              <Field
                label={t('invoices.step.paidOn')}
                type="date"
                value={paidOn}
                onChange={(event) => setPaidOn(event.target.value)}
              />
              <Field
                label={t('invoices.step.paymentRef')}
                value={reference}
                maxLength={60}
                onChange={(event) => setReference(event.target.value)}
              />
            </>
          )}
          {problem ? <Alert kind="error">{problem}</Alert> : null}
          <Button type="submit">
            {open === 'disputed' ? t('invoices.step.confirmDispute') : t('invoices.step.confirmPay')}
          </Button>
          <Button variant="secondary" onClick={() => setOpen(null)}>
            {t('invoices.step.cancel')}
          </Button>
        </form>
      )}
    </div>
  );
}
