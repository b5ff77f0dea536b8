import { useMemo } from 'react';
import {
  countedInvoices,
  eachEarning,
  everyonesShifts,
  financeFigures,
  financeInputOf,
  percentChange,
  previousWindow,
  type DayWindow,
  type Earning,
} from '../../data/finance';
import { TICKET_KINDS, type TicketKind } from '../../data/model';
import { useFormats, useT } from '../../i18n';
import { FINANCE_TEXTS } from '../../i18n/areas/finance';
import { INVOICE_TEXTS } from '../../i18n/areas/invoices';
import { WORK_TEXTS } from '../../i18n/areas/work';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { BarChart, LineChart } from '../../ui/Charts';
import { downloadFile } from '../../ui/download';
import { Page } from '../../ui/Page';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { invoicesCsv, revenueCsv } from './financeCsv';
import { PeriodBar, useChartWords, useLaborExport, useMoneyScreen } from './moneyScreen';

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
  const screen = useMoneyScreen('month');
  const { data, rules, instant, window, windowKey, choice, personName } = screen;
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
  const chartWords = useChartWords();
  const exportLabor = useLaborExport(screen);

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
  const counted = window ? countedInvoices(data?.invoices ?? [], window.firstDay, window.lastDay) : [];
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
      <PeriodBar screen={screen} />
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
            <Button variant="secondary" onClick={() => figures && exportLabor(figures.labor)}>
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
