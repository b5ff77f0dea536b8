import { useCallback, useMemo } from 'react';
import {
  countedInvoices,
  eachEarning,
  financeFigures,
  financeInputFromCopy,
  financeInputOf,
  joinPackedEarnings,
  mergeFinanceFigures,
  packEarnings,
  percentChange,
  previousWindow,
  useWindowFigures,
  type ComputeFigures,
  type DayWindow,
  type Earning,
  type FinanceFigures,
  type FinanceInput,
  type LaborRow,
  type MergeFigures,
  type PackedEarnings,
  type RevenueRow,
  unpackEarnings,
} from '../../data/finance';

import { TICKET_KINDS, type TicketKind } from '../../data/model';
import { useFormats, useT } from '../../i18n';
import { FINANCE_TEXTS } from '../../i18n/areas/finance';
import { WORK_TEXTS } from '../../i18n/areas/work';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { BarChart, LineChart } from '../../ui/Charts';
import { downloadFile } from '../../ui/download';
import { Page } from '../../ui/Page';
import { DataTable, figureColumn } from '../../ui/DataTable';
import { invoicesCsv, revenueCsv } from './financeCsv';
import { PeriodBar, FiguresNote, useChartWords, useLaborExport, useMoneyScreen } from './moneyScreen';
import { HOUR_MS } from '../../utils/duration';

/** What was invoiced by one supplier in the period. */
interface SupplierTotal {
  uid: string;
  cents: number;
}

interface PeriodFigures {
  figures: FinanceFigures;
  /**
   * Each job earned, when the figures were read from the server (else listed again on
   * export); a list, not packed, in figures an earlier version of the app kept.
   */
  earnings: PackedEarnings | Earning[] | null;
}

function earningsIn(shown: DayWindow, input: FinanceInput): Earning[] {
  const earnings: Earning[] = [];
  eachEarning(shown.period, input.tickets, input.washes, input.pricesOf, (earning) => earnings.push(earning));
  return earnings;
}

/**
 * /finance (issue #19, owner and admin): for the period chosen, what each dealership
 * brought in by kind of work (at the price list in force when the work was done), what
 * labor cost (at the pay rate in force, overtime included), what suppliers' approved and
 * paid invoices came to, and the margin, each beside the period before. From the device's
 * copy, so it opens offline with its age; every figure's rows export as CSV.
 */
export function FinancePage() {
  const t = useT(FINANCE_TEXTS, WORK_TEXTS);
  const formats = useFormats();
  const screen = useMoneyScreen('month');
  const { data, rules, rulesOf, instant, window, windowKey, choice, personName } = screen;
  const before = window ? previousWindow(window, choice, rules.zone) : null;
  const compute = useMemo<ComputeFigures<PeriodFigures> | null>(
    () =>
      rulesOf
        ? (device, windows, fromServer) => {
            if (windows.length === 0) return [];
            const input = financeInputFromCopy(device, rules, rulesOf, instant);
            return windows.map((shown) => ({
              figures: financeFigures(input, shown, instant),
              // Kept with figures read from the server: the device cannot list those jobs again.
              earnings: fromServer ? packEarnings(earningsIn(shown, input)) : null,
            }));
          }
        : null,
    // The window's days stand for the window; `instant` moves each minute and is read with the data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rules, rulesOf, windowKey, choice],
  );
  const merge = useCallback<MergeFigures<PeriodFigures>>(
    (parts, whole) => ({
      figures: mergeFinanceFigures(
        parts.map((part) => part.figures),
        whole,
      ),
      earnings: joinPackedEarnings(
        parts.flatMap(({ earnings }) =>
          earnings ? [Array.isArray(earnings) ? packEarnings(earnings) : earnings] : [],
        ),
      ),
    }),
    [],
  );
  const {
    results: [shownResult, beforeResult],
    server,
    working,
  } = useWindowFigures('finance', window && before ? [window, before] : null, instant, compute, merge);

  const dealershipName = (id: string) => data?.dealerships.find((one) => one.id === id)?.name ?? id;
  const spanOf = (shown: DayWindow) => ({
    first: formats.day(shown.firstDay),
    last: formats.day(shown.lastDay),
  });
  const figures = shownResult?.figures;
  const earlier = beforeResult?.figures;

  const change = (nowCents: number, beforeCents: number | undefined) => {
    if (beforeCents === undefined) return <span>{t('finance.change.unknown')}</span>;
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
    if (!data || !window || !shownResult || !rulesOf) return;
    const kept = shownResult.earnings;
    const earnings = kept
      ? Array.isArray(kept)
        ? kept
        : unpackEarnings(kept)
      : earningsIn(window, financeInputOf(data, new Map(), rules, rulesOf, instant));
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
        statusText: (state) => t(`invoiceStatus.${state}`),
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
          {t('finance.span', spanOf(window))} · {t('finance.compared', spanOf(before))}
        </p>
      ) : null}
      <FiguresNote screen={screen} server={server} working={working} />
      {figures ? (
        <>
          <dl className="figures" data-testid="finance-figures">
            {(
              [
                ['revenue', figures.totals.revenueCents, earlier?.totals.revenueCents],
                ['labor', figures.totals.laborCents, earlier?.totals.laborCents],
                ['suppliers', figures.totals.supplierCents, earlier?.totals.supplierCents],
                ['margin', figures.totals.marginCents, earlier?.totals.marginCents],
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
            title={t(figures.grain === 'week' ? 'finance.chart.overTimeWeeks' : 'finance.chart.overTime')}
            words={chartWords(t(figures.grain === 'week' ? 'finance.weekOf' : 'finance.day'))}
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
            <DataTable
              label={t('finance.revenueRows')}
              testId="revenue-rows"
              sortable
              rows={figures.revenue}
              rowKey={(row) => `${row.dealershipId} ${row.kind}`}
              empty={t('finance.nothing')}
              columns={[
                {
                  id: 'dealership',
                  header: t('finance.dealership'),
                  value: (row) => dealershipName(row.dealershipId),
                },
                { id: 'kind', header: t('finance.kind'), value: (row) => t(`kind.${row.kind}`) },
                figureColumn<RevenueRow>('count', t('finance.count'), (row) => row.count, formats.count),
                figureColumn<RevenueRow>('amount', t('finance.amount'), (row) => row.cents, formats.cents),
              ]}
            />
            <Button variant="secondary" onClick={exportRevenue}>
              {t('finance.export.revenue')}
            </Button>
          </section>

          <section aria-labelledby="labor-rows">
            <h2 id="labor-rows">{t('finance.laborRows')}</h2>
            <DataTable
              label={t('finance.laborRows')}
              testId="labor-rows"
              sortable
              rows={[...figures.labor].sort((a, b) => personName(a.uid).localeCompare(personName(b.uid)))}
              rowKey={(row) => row.uid}
              empty={t('finance.nothing')}
              columns={[
                { id: 'person', header: t('finance.person'), value: (row) => personName(row.uid) },
                figureColumn<LaborRow>(
                  'hours',
                  t('finance.hours'),
                  (row) => (row.pay.regularMs + row.pay.overtimeMs + row.pay.doubleMs) / HOUR_MS,
                  formats.decimal,
                ),
                ...(figures.labor.some((row) => row.premiumHours > 0)
                  ? [
                      figureColumn<LaborRow>(
                        'premium',
                        t('finance.premium'),
                        (row) => row.premiumHours,
                        formats.decimal,
                      ),
                    ]
                  : []),
                figureColumn<LaborRow>('amount', t('finance.amount'), (row) => row.cents, formats.cents),
              ]}
            />
            <Button variant="secondary" onClick={() => figures && exportLabor(figures.labor)}>
              {t('finance.export.labor')}
            </Button>
          </section>

          <section aria-labelledby="supplier-rows">
            <h2 id="supplier-rows">{t('finance.supplierRows')}</h2>
            <DataTable
              label={t('finance.supplierRows')}
              testId="supplier-rows"
              sortable
              rows={[...figures.suppliers].map(([uid, cents]) => ({ uid, cents }))}
              rowKey={(row) => row.uid}
              empty={t('finance.nothing')}
              columns={[
                {
                  id: 'supplierName',
                  header: t('finance.supplier'),
                  value: (row) => supplierNames.get(row.uid) ?? row.uid,
                },
                figureColumn<SupplierTotal>('amount', t('finance.amount'), (row) => row.cents, formats.cents),
              ]}
            />
            <Button variant="secondary" onClick={exportInvoices}>
              {t('finance.export.invoices')}
            </Button>
          </section>
        </>
      ) : null}
    </Page>
  );
}
