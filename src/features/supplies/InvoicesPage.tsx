import { useMemo, useState } from 'react';
import { isOfficeRole } from '../../config/roles';
import { useConnection } from '../../data/connection';
import { useWorkClock } from '../../data/useWorkClock';
import type { LocalInvoicePdf } from '../../data/db';
import { useMirrorSyncedAt } from '../../data/mirror';
import { INVOICE_STATUSES, INVOICE_NEXT_STEPS, type InvoiceStatus } from '../../data/model';
import {
  FileUnavailable,
  InvoiceRefused,
  invoiceTotalCents,
  MAX_INVOICE_LINES,
  MAX_INVOICE_QTY,
  openInvoicePdf,
  retryInvoicePdf,
  stepInvoice,
  submitInvoice,
  useInvoices,
  useKeptFile,
  useLocalInvoicePdfs,
  useSupplyRequests,
  type DeviceInvoice,
  type DeviceSupplyRequest,
} from '../../data/supplies';
import { useUploadProgress } from '../../data/uploads';
import { useViewer } from '../../data/useViewer';
import { freshnessText, useFormats, useT, type MessageKey, type Translate } from '../../i18n';
import { INVOICE_TEXTS, type InvoicesEnglish } from '../../i18n/areas/invoices';
import { WORK_TEXTS, type WorkEnglish } from '../../i18n/areas/work';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { Select, TextArea } from '../../ui/Select';
import { useNow } from '../../ui/useNow';
import { dayKey, deviceTimeZone } from '../../utils/zonedTime';
import { filterInvoices, totalsBySupplier, type InvoiceFilter } from './invoiceList';
import {
  EMPTY_LINE,
  invoiceOfDraft,
  isDay,
  linesOfRequest,
  type DraftLine,
  type InvoiceProblem,
} from './invoiceForm';

type Texts = Translate<MessageKey | keyof InvoicesEnglish | keyof WorkEnglish>;

/**
 * /supplier/invoices (issue #18): a supplier submits invoices with their PDF (offline too:
 * both wait on the phone for signal) and follows each step; the owner's office sees every
 * supplier's, with totals per supplier for the period shown, and approves, disputes or
 * pays them. A PDF opened once stays on the phone and opens offline.
 */
export function InvoicesPage() {
  const t = useT(INVOICE_TEXTS, WORK_TEXTS);
  const formats = useFormats();
  const now = useNow();
  const syncedAt = useMirrorSyncedAt();
  const { status } = useConnection();
  const viewer = useViewer();
  const invoices = useInvoices();
  const localPdfs = useLocalInvoicePdfs();
  const [filter, setFilter] = useState<InvoiceFilter>({ status: null, from: '', to: '' });
  const shown = useMemo(() => filterInvoices(invoices ?? [], filter), [invoices, filter]);
  const totals = useMemo(() => totalsBySupplier(shown), [shown]);
  if (!viewer) return null;
  const isOffice = isOfficeRole(viewer.role);

  return (
    <Page title={t('invoices.title')}>
      <p className="page-subtitle" data-testid="freshness">
        {freshnessText(syncedAt ?? null, status === 'connected', now, t, formats)}
      </p>
      {viewer.role === 'supplier' ? (
        <NewInvoiceForm
          t={t}
          supplierUid={viewer.uid}
          supplierName={viewer.displayName}
          invoices={invoices ?? []}
        />
      ) : null}
      <section aria-labelledby="invoice-list">
        <h2 id="invoice-list">{t('invoices.list.title')}</h2>
        <div className="choice-row">
          <Select
            label={t('invoices.list.status')}
            value={filter.status ?? ''}
            options={[
              { value: '', label: t('invoices.list.status.all') },
              ...INVOICE_STATUSES.map((value) => ({ value, label: t(`invoices.status.${value}`) })),
            ]}
            onChange={(event) =>
              setFilter((current) => ({
                ...current,
                status: (event.target.value || null) as InvoiceStatus | null,
              }))
            }
          />
          <Field
            label={t('invoices.list.from')}
            type="date"
            value={filter.from}
            onChange={(event) => setFilter((current) => ({ ...current, from: event.target.value }))}
          />
          <Field
            label={t('invoices.list.to')}
            type="date"
            value={filter.to}
            onChange={(event) => setFilter((current) => ({ ...current, to: event.target.value }))}
          />
        </div>
        {isOffice && totals.length > 0 ? (
          <section aria-labelledby="invoice-totals">
            <h3 id="invoice-totals">{t('invoices.list.totals')}</h3>
            <ul data-testid="invoice-totals">
              {totals.map((total) => (
                <li key={total.supplierUid}>
                  {t('invoices.list.supplierTotal', {
                    supplier: total.supplierName,
                    count: total.count,
                    amount: formats.cents(total.totalCents),
                  })}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {shown.length === 0 ? <p>{t('invoices.list.none')}</p> : null}
        <ul className="card-list" aria-label={t('invoices.list.title')} data-testid="invoices">
          {shown.map((invoice) => (
            <InvoiceCard
              key={invoice.id}
              invoice={invoice}
              localPdf={localPdfs?.get(invoice.id)}
              asOffice={isOffice}
              t={t}
            />
          ))}
        </ul>
      </section>
    </Page>
  );
}

function problemText(t: Texts, problem: InvoiceProblem, number: string): string {
  switch (problem.kind) {
    case 'numberNeeded':
      return t('invoices.new.numberNeeded');
    case 'numberUsed':
      return t('invoices.new.numberUsed', { number });
    case 'dayNeeded':
      return t('invoices.new.dayNeeded');
    case 'itemNeeded':
      return t('invoices.new.itemNeeded');
    case 'badQty':
      return t('invoices.new.badQty', { max: MAX_INVOICE_QTY });
    case 'badPrice':
      return t('invoices.new.badPrice');
    case 'noLines':
      return t('invoices.new.noLines');
    case 'tooManyLines':
      return t('invoices.new.tooManyLines', { max: MAX_INVOICE_LINES });
    case 'pdfNeeded':
      return t('invoices.new.pdfNeeded');
  }
}

const PDF_PROBLEM_TEXT = {
  notPdf: 'invoices.new.notPdf',
  tooLarge: 'invoices.new.tooLarge',
  empty: 'invoices.new.emptyFile',
} as const;

/** Fulfilled requests addressed to this supplier that no invoice bills yet: what the new one may bill. */
function billableRequests(
  requests: readonly DeviceSupplyRequest[],
  invoices: readonly DeviceInvoice[],
): DeviceSupplyRequest[] {
  const billed = new Set(invoices.flatMap((invoice) => invoice.requestIds));
  return requests.filter((request) => request.status === 'fulfilled' && !billed.has(request.id));
}

/** A supplier's new invoice: number, day, lines (typed, or from fulfilled requests), the total, the PDF. */
function NewInvoiceForm({
  t,
  supplierUid,
  supplierName,
  invoices,
}: {
  t: Texts;
  supplierUid: string;
  supplierName: string;
  invoices: readonly DeviceInvoice[];
}) {
  const formats = useFormats();
  const clock = useWorkClock();
  const requests = useSupplyRequests();
  const [number, setNumber] = useState('');
  const [issuedOn, setIssuedOn] = useState(() => dayKey(Date.now(), deviceTimeZone()));
  const [lines, setLines] = useState<DraftLine[]>([EMPTY_LINE]);
  const [requestIds, setRequestIds] = useState<string[]>([]);
  const [pdf, setPdf] = useState<File | null>(null);
  const [problems, setProblems] = useState<InvoiceProblem[]>([]);
  const [pdfProblem, setPdfProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  // A new file input after each invoice: a file input cannot be cleared from code.
  const [fileInputKey, setFileInputKey] = useState(0);
  const usedIds = useMemo(() => new Set(invoices.map((invoice) => invoice.id)), [invoices]);
  const billable = billableRequests(requests ?? [], invoices);
  const draft = { number, issuedOn, lines };
  const preview = invoiceOfDraft(draft, supplierUid, usedIds, pdf !== null);
  const errorOf = (field: string) => {
    const problem = problems.find((candidate) => 'field' in candidate && candidate.field === field);
    return problem ? problemText(t, problem, number.trim()) : undefined;
  };
  const formProblem = problems.find((problem) => !('field' in problem));
  const setLine = (index: number, change: Partial<DraftLine>) =>
    setLines((current) => current.map((line, at) => (at === index ? { ...line, ...change } : line)));
  const toggleRequest = (request: DeviceSupplyRequest, billed: boolean) => {
    setRequestIds((current) =>
      billed ? [...current, request.id] : current.filter((id) => id !== request.id),
    );
    if (billed)
      setLines((current) => [...current.filter((line) => line !== EMPTY_LINE), ...linesOfRequest(request)]);
  };

  const submit = async () => {
    setSent(null);
    setPdfProblem(null);
    const { lines: parsed, problems: found } = invoiceOfDraft(draft, supplierUid, usedIds, pdf !== null);
    setProblems(found);
    if (found.length > 0 || !pdf) return;
    try {
      await submitInvoice({ supplierName, number, issuedOn, lines: parsed, requestIds, pdf });
    } catch (error) {
      if (!(error instanceof InvoiceRefused)) throw error;
      // Nothing was queued: what was typed stays for the supplier to fix.
      if (error.reason === 'duplicateNumber') setProblems([{ kind: 'numberUsed', field: 'number' }]);
      else setPdfProblem(t(PDF_PROBLEM_TEXT[error.reason]));
      return;
    }
    setSent(number.trim());
    setNumber('');
    setLines([EMPTY_LINE]);
    setRequestIds([]);
    setPdf(null);
    setFileInputKey((key) => key + 1);
  };

  return (
    <section aria-labelledby="new-invoice">
      <h2 id="new-invoice">{t('invoices.new.title')}</h2>
      <form
        data-testid="invoice-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field
          label={t('invoices.new.number')}
          value={number}
          maxLength={40}
          error={errorOf('number')}
          onChange={(event) => setNumber(event.target.value)}
        />
        <Field
          label={t('invoices.new.issuedOn')}
          type="date"
          value={issuedOn}
          error={errorOf('issuedOn')}
          onChange={(event) => setIssuedOn(event.target.value)}
        />
        {billable.length > 0 ? (
          <fieldset>
            <legend>{t('invoices.new.requests')}</legend>
            {billable.map((request) => (
              <label key={request.id} className="choice-row">
                <input
                  type="checkbox"
                  checked={requestIds.includes(request.id)}
                  onChange={(event) => toggleRequest(request, event.target.checked)}
                />
                {t('invoices.new.request', {
                  requester: request.requesterName,
                  day: formats.zoned(
                    request.stepAt.fulfilled ?? request.createdAt,
                    clock.zoneOf(request.dealershipId),
                    'stamp',
                  ),
                })}
              </label>
            ))}
          </fieldset>
        ) : null}
        <fieldset>
          <legend>{t('invoices.new.lines')}</legend>
          {lines.map((line, index) => (
            <div className="choice-row" key={index} data-testid="invoice-line">
              <Field
                label={t('invoices.new.item')}
                value={line.item}
                maxLength={100}
                error={errorOf(`line-${index}-item`)}
                onChange={(event) => setLine(index, { item: event.target.value })}
              />
              <Field
                label={t('invoices.new.qty')}
                inputMode="numeric"
                value={line.qty}
                error={errorOf(`line-${index}-qty`)}
                onChange={(event) => setLine(index, { qty: event.target.value })}
              />
              <Field
                label={t('invoices.new.price')}
                inputMode="decimal"
                value={line.price}
                error={errorOf(`line-${index}-price`)}
                onChange={(event) => setLine(index, { price: event.target.value })}
              />
            </div>
          ))}
          <Button variant="secondary" onClick={() => setLines((current) => [...current, EMPTY_LINE])}>
            {t('invoices.new.addLine')}
          </Button>
        </fieldset>
        <p data-testid="invoice-total">
          {t('invoices.new.total', { amount: formats.cents(invoiceTotalCents(preview.lines)) })}
        </p>
        <Field
          key={fileInputKey}
          label={t('invoices.new.pdf')}
          type="file"
          accept="application/pdf,.pdf"
          error={errorOf('pdf') ?? pdfProblem ?? undefined}
          onChange={(event) => {
            setPdf(event.target.files?.[0] ?? null);
            setPdfProblem(null);
          }}
        />
        {formProblem ? <Alert kind="error">{problemText(t, formProblem, number.trim())}</Alert> : null}
        {sent ? (
          <p role="status" data-testid="invoice-sent">
            {t('invoices.new.sent', { number: sent })}
          </p>
        ) : null}
        <Button type="submit">{t('invoices.new.submit')}</Button>
      </form>
    </section>
  );
}

/** Where this phone's copy of an invoice's PDF stands: uploading, waiting, refused. */
function PdfUploadState({ pdf, t }: { pdf: LocalInvoicePdf; t: Texts }) {
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
function OpenPdf({ invoice, t }: { invoice: DeviceInvoice; t: Texts }) {
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
function InvoiceCard({
  invoice,
  localPdf,
  asOffice,
  t,
}: {
  invoice: DeviceInvoice;
  localPdf: LocalInvoicePdf | undefined;
  asOffice: boolean;
  t: Texts;
}) {
  const formats = useFormats();
  const clock = useWorkClock();
  return (
    <li className="card" data-testid="invoice">
      <p>
        <strong>{t('invoices.card.title', { number: invoice.number })}</strong>{' '}
        <span className="status-badge" data-testid="invoice-status">
          {t(`invoices.status.${invoice.status}`)}
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
              status: t(`invoices.status.${step}`),
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
function OfficeSteps({ invoice, t }: { invoice: DeviceInvoice; t: Texts }) {
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
