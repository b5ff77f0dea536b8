import { useMemo, useState } from 'react';
import { isClockingRole } from '../../config/roles';
import { useConnection } from '../../data/connection';
import {
  eachEarning,
  everyonesShifts,
  FINANCE_PERIODS,
  financeFigures,
  financeInputOf,
  financeWindow,
  percentChange,
  previousWindow,
  type DayWindow,
  type Earning,
  type FinancePeriod,
} from '../../data/finance';
import { useMirroredData } from '../../data/mirror';
import { TICKET_KINDS, type TicketKind } from '../../data/model';
import { timeRulesOf } from '../../data/time';
import { useMembers } from '../../data/users';
import { freshnessText, useFormats, useT } from '../../i18n';
import { FINANCE_TEXTS } from '../../i18n/areas/finance';
import { INVOICE_TEXTS } from '../../i18n/areas/invoices';
import { WORK_TEXTS } from '../../i18n/areas/work';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { BarChart, LineChart } from '../../ui/Charts';
import { downloadFile } from '../../ui/download';
import { Field } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { Select } from '../../ui/Select';
import { useNow } from '../../ui/useNow';
import { dayKey } from '../../utils/zonedTime';
import { invoicesCsv, laborCsv, revenueCsv } from './financeCsv';

const HOUR_MS = 3_600_000;

/**
 * /finance (issue #19, owner and admin): for the period chosen, what each dealership
 * brought in by kind of work (at the price list in force when the work was done), what
 * labor cost (at the pay rate in force, overtime included), what suppliers' approved and
 * paid invoices came to, and the margin, each beside the period before. From the device's
 * copy, so it opens offline with its age; every figure's rows export as CSV.
 */
export function FinancePage() {
  const t = useT(FINANCE_TEXTS, INVOICE_TEXTS, WORK_TEXTS);
  const formats = useFormats();
  const data = useMirroredData();
  const people = useMembers(isClockingRole);
  const { status } = useConnection();
  const now = useNow();
  const instant = now.getTime();
  const rules = useMemo(() => timeRulesOf(data?.dealerships ?? [], []), [data?.dealerships]);
  const today = dayKey(instant, rules.zone);
  const [choice, setChoice] = useState<FinancePeriod>('month');
  const [range, setRange] = useState(() => ({ from: `${today.slice(0, 8)}01`, to: today }));

  const window = financeWindow(choice, instant, rules, range);
  const windowKey = window ? `${window.firstDay} ${window.lastDay}` : '';
  const computed = useMemo(() => {
    if (!data || !window) return null;
    const input = financeInputOf(data, everyonesShifts(data, rules, instant), rules);
    const before = previousWindow(window, choice, rules.zone);
    return {
      input,
      now: financeFigures(input, window, instant),
      before: financeFigures(input, before, instant),
    };
    // The window's days stand for the window; `instant` moves each minute and is read with the data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, rules, windowKey, choice]);

  const dealershipName = (id: string) => data?.dealerships.find((one) => one.id === id)?.name ?? id;
  const personName = (uid: string) => people?.find((person) => person.uid === uid)?.name ?? uid;
  const spanOf = (shown: DayWindow) => ({
    first: formats.day(shown.firstDay),
    last: formats.day(shown.lastDay),
  });
  const figures = computed?.now;
  const before = computed?.before;

  const change = (nowCents: number, beforeCents: number) => {
    const percent = percentChange(nowCents, beforeCents);
    const values = { before: formats.cents(beforeCents) };
    if (percent === null) return <span>{t('finance.change.none', values)}</span>;
    if (percent === 0) return <span>{t('finance.change.same', values)}</span>;
    return percent > 0 ? (
      <span className="change-up">{t('finance.change.up', { ...values, percent })}</span>
    ) : (
      <span className="change-down">{t('finance.change.down', { ...values, percent: -percent })}</span>
    );
  };
  const chartWords = (rowHeader: string) => ({
    showTable: t('finance.chart.showTable'),
    hideTable: t('finance.chart.hideTable'),
    rowHeader,
    valueOf: (row: string, series: string, value: string) => t('finance.chart.value', { row, series, value }),
  });

  const exportRevenue = () => {
    if (!computed || !window) return;
    const earnings: Earning[] = [];
    eachEarning(
      window.period,
      computed.input.tickets,
      computed.input.washes,
      computed.input.pricesOf,
      (earning) => earnings.push(earning),
    );
    downloadFile(
      `revenue_${window.firstDay}_${window.lastDay}.csv`,
      revenueCsv(earnings, rules.zone, {
        headers: {
          date: t('finance.csv.date'),
          dealership: t('finance.dealership'),
          kind: t('finance.kind'),
          source: t('finance.csv.source'),
          id: t('finance.csv.id'),
          amount: t('finance.amount'),
        },
        dealershipName,
        kindText: (kind) => t(`kind.${kind}`),
        sourceText: (source) => t(`finance.csv.source.${source}`),
      }),
    );
  };
  const exportLabor = () => {
    if (!figures || !window) return;
    downloadFile(
      `labor_${window.firstDay}_${window.lastDay}.csv`,
      laborCsv(figures.labor, rules.zone, {
        headers: {
          date: t('finance.csv.date'),
          person: t('finance.person'),
          regular: t('finance.csv.regular'),
          overtime: t('finance.csv.overtime'),
          double: t('finance.csv.double'),
          amount: t('finance.amount'),
        },
        personName,
      }),
    );
  };
  const counted = (data?.invoices ?? []).filter(
    (invoice) =>
      window &&
      (invoice.status === 'approved' || invoice.status === 'paid') &&
      invoice.issuedOn >= window.firstDay &&
      invoice.issuedOn <= window.lastDay,
  );
  const exportInvoices = () => {
    if (!window) return;
    downloadFile(
      `invoices_${window.firstDay}_${window.lastDay}.csv`,
      invoicesCsv(counted, {
        headers: {
          date: t('finance.csv.date'),
          supplier: t('finance.supplier'),
          number: t('finance.csv.number'),
          status: t('finance.csv.status'),
          amount: t('finance.amount'),
        },
        statusText: (state) => t(`invoices.status.${state}`),
      }),
    );
  };

  const dealershipIds = [...new Set(figures?.revenue.map((row) => row.dealershipId) ?? [])];
  const kindsShown = TICKET_KINDS.filter((kind) => figures?.revenue.some((row) => row.kind === kind));
  const revenueOf = (dealershipId: string, kind: TicketKind) =>
    figures?.revenue.find((row) => row.dealershipId === dealershipId && row.kind === kind)?.cents ?? 0;
  const supplierNames = new Map(counted.map((invoice) => [invoice.supplierUid, invoice.supplierName]));

  return (
    <Page title={t('finance.title')}>
      <p className="page-subtitle" data-testid="freshness">
        {freshnessText(data?.syncedAt ?? null, status === 'connected', now, t, formats)}
      </p>
      <div className="filters no-print">
        <Select
          label={t('finance.period')}
          value={choice}
          options={FINANCE_PERIODS.map((value) => ({ value, label: t(`finance.period.${value}`) }))}
          onChange={(event) => setChoice(event.target.value as FinancePeriod)}
        />
        {choice === 'range' ? (
          <>
            <Field
              label={t('finance.from')}
              type="date"
              value={range.from}
              onChange={(event) => setRange((current) => ({ ...current, from: event.target.value }))}
            />
            <Field
              label={t('finance.to')}
              type="date"
              value={range.to}
              onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))}
            />
          </>
        ) : null}
      </div>
      {!window ? <Alert kind="error">{t('finance.rangeInvalid')}</Alert> : null}
      {window && before ? (
        <p data-testid="finance-span">
          {t('finance.span', spanOf(window))} · {t('finance.compared', spanOf(before.window))}
        </p>
      ) : null}
      {figures && before ? (
        <>
          <dl className="figures" data-testid="finance-figures">
            {(
              [
                ['revenue', figures.totals.revenueCents, before.totals.revenueCents],
                ['labor', figures.totals.laborCents, before.totals.laborCents],
                ['suppliers', figures.totals.supplierCents, before.totals.supplierCents],
                ['margin', figures.totals.marginCents, before.totals.marginCents],
              ] as const
            ).map(([key, value, earlier]) => (
              <div key={key} className="figure card" data-testid={`figure-${key}`}>
                <dt>{t(`finance.${key}`)}</dt>
                <dd className="figure-value" data-testid={`figure-${key}-value`}>
                  {formats.cents(value)}
                </dd>
                <dd className="figure-change">{change(value, earlier)}</dd>
              </div>
            ))}
          </dl>
          {figures.unratedDays > 0 ? (
            <Alert kind="warning">{t('finance.unrated', { count: figures.unratedDays })}</Alert>
          ) : null}
          <BarChart
            title={t('finance.chart.byDealership')}
            words={chartWords(t('finance.dealership'))}
            groups={dealershipIds.map((id) => ({
              key: id,
              label: dealershipName(id),
              values: kindsShown.map((kind) => revenueOf(id, kind)),
            }))}
            series={kindsShown.map((kind) => ({ key: kind, label: t(`kind.${kind}`) }))}
            format={formats.cents}
            testId="revenue-chart"
          />
          <LineChart
            title={t(
              window && window.days.length > figures.series.length
                ? 'finance.chart.overTimeWeeks'
                : 'finance.chart.overTime',
            )}
            words={chartWords(t('finance.day'))}
            points={figures.series.map((point) => ({
              key: point.day,
              label: formats.zoned(`${point.day}T12:00:00.000Z`, 'UTC', 'day'),
              values: [point.revenueCents, point.laborCents],
            }))}
            series={[
              { key: 'revenue', label: t('finance.revenue') },
              { key: 'labor', label: t('finance.labor') },
            ]}
            format={formats.cents}
            testId="money-by-day"
          />

          <section aria-labelledby="revenue-rows">
            <h2 id="revenue-rows">{t('finance.revenueRows')}</h2>
            {figures.revenue.length === 0 ? (
              <p>{t('finance.nothing')}</p>
            ) : (
              <ScrollRegion label={t('finance.revenueRows')}>
                <table className="hours-table" data-testid="revenue-rows">
                  <thead>
                    <tr>
                      <th scope="col">{t('finance.dealership')}</th>
                      <th scope="col">{t('finance.kind')}</th>
                      <th scope="col">{t('finance.count')}</th>
                      <th scope="col">{t('finance.amount')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {figures.revenue.map((row) => (
                      <tr key={`${row.dealershipId} ${row.kind}`}>
                        <th scope="row">{dealershipName(row.dealershipId)}</th>
                        <td>{t(`kind.${row.kind}`)}</td>
                        <td className="number">{formats.count(row.count)}</td>
                        <td className="number">{formats.cents(row.cents)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            )}
            <Button variant="secondary" onClick={exportRevenue}>
              {t('finance.export.revenue')}
            </Button>
          </section>

          <section aria-labelledby="labor-rows">
            <h2 id="labor-rows">{t('finance.laborRows')}</h2>
            {figures.labor.length === 0 ? (
              <p>{t('finance.nothing')}</p>
            ) : (
              <ScrollRegion label={t('finance.laborRows')}>
                <table className="hours-table" data-testid="labor-rows">
                  <thead>
                    <tr>
                      <th scope="col">{t('finance.person')}</th>
                      <th scope="col">{t('finance.hours')}</th>
                      <th scope="col">{t('finance.amount')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {[...figures.labor]
                      .sort((a, b) => personName(a.uid).localeCompare(personName(b.uid)))
                      .map((row) => (
                        <tr key={row.uid}>
                          <th scope="row">{personName(row.uid)}</th>
                          <td className="number">
                            {formats.decimal(
                              (row.pay.regularMs + row.pay.overtimeMs + row.pay.doubleMs) / HOUR_MS,
                            )}
                          </td>
                          <td className="number">{formats.cents(row.cents)}</td>
                        </tr>
                      ))}
                  </tbody>
                </table>
              </ScrollRegion>
            )}
            <Button variant="secondary" onClick={exportLabor}>
              {t('finance.export.labor')}
            </Button>
          </section>

          <section aria-labelledby="supplier-rows">
            <h2 id="supplier-rows">{t('finance.supplierRows')}</h2>
            {figures.suppliers.size === 0 ? (
              <p>{t('finance.nothing')}</p>
            ) : (
              <ScrollRegion label={t('finance.supplierRows')}>
                <table className="hours-table" data-testid="supplier-rows">
                  <thead>
                    <tr>
                      <th scope="col">{t('finance.supplier')}</th>
                      <th scope="col">{t('finance.amount')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {[...figures.suppliers].map(([uid, cents]) => (
                      <tr key={uid}>
                        <th scope="row">{supplierNames.get(uid) ?? uid}</th>
                        <td className="number">{formats.cents(cents)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            )}
            <Button variant="secondary" onClick={exportInvoices}>
              {t('finance.export.invoices')}
            </Button>
          </section>
        </>
      ) : null}
    </Page>
  );
}
