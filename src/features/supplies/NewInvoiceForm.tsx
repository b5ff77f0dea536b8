import { useMemo, useState } from 'react';
import { useWorkClock } from '../../data/useWorkClock';
import {
  InvoiceRefused,
  invoiceTotalCents,
  MAX_INVOICE_LINES,
  MAX_INVOICE_QTY,
  submitInvoice,
  useSupplyRequests,
  type DeviceInvoice,
  type DeviceSupplyRequest,
} from '../../data/supplies';
import { useFormats } from '../../i18n';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { dayKey, deviceTimeZone } from '../../utils/zonedTime';
import {
  EMPTY_LINE,
  invoiceOfDraft,
  linesOfRequest,
  type DraftLine,
  type InvoiceProblem,
} from './invoiceForm';
import type { InvoiceTexts } from './invoiceTexts';

function problemText(t: InvoiceTexts, problem: InvoiceProblem, number: string): string {
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
export function NewInvoiceForm({
  t,
  supplierUid,
  supplierName,
  invoices,
}: {
  t: InvoiceTexts;
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
