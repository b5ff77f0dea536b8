import { useMemo, useState } from 'react';
import { isOfficeRole, isSupplierRole } from '../../config/roles';
import { INVOICE_STATUSES, type InvoiceStatus } from '../../data/model';
import { useInvoices, useLocalInvoicePdfs } from '../../data/supplies';
import { useViewer } from '../../data/useViewer';
import { useFormats, useT } from '../../i18n';
import { INVOICE_TEXTS } from '../../i18n/areas/invoices';
import { WORK_TEXTS } from '../../i18n/areas/work';
import { Field } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { Select } from '../../ui/Select';
import { filterInvoices, totalsBySupplier, type InvoiceFilter } from './invoiceList';
import { InvoiceCard } from './InvoiceCard';
import { NewInvoiceForm } from './NewInvoiceForm';
import { FreshnessLine } from '../../parts/FreshnessLine';

/**
 * /supplier/invoices (issue #18): a supplier submits invoices with their PDF (offline too:
 * both wait on the phone for signal) and follows each step; the owner's office sees every
 * supplier's, with totals per supplier for the period shown, and approves, disputes or
 * pays them. A PDF opened once stays on the phone and opens offline.
 */
export function InvoicesPage() {
  const t = useT(INVOICE_TEXTS, WORK_TEXTS);
  const formats = useFormats();
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
      <FreshnessLine />
      {isSupplierRole(viewer.role) ? (
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
              ...INVOICE_STATUSES.map((value) => ({ value, label: t(`invoiceStatus.${value}`) })),
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
