import { useEffect, useMemo, useState } from 'react';
import { businessCalendar } from '../../data/calendar';
import { useConnection } from '../../data/connection';
import { useDealerships } from '../../data/dealerships';
import type { Mirrored } from '../../data/db';
import { WASH_KINDS, type Dealership } from '../../data/model';
import { useViewer } from '../../data/useViewer';
import {
  fetchWashReport,
  heldWashReport,
  REPORT_GRAINS,
  useWashes,
  WASH_DAYS_HELD,
  washerNames,
  washReport,
  type HeldWashReport,
  type ReportGrain,
  type WashCounts,
  type WashReportQuery,
} from '../../data/washes';
import { useFormats, useT } from '../../i18n';
import { WASH_TEXTS } from '../../i18n/areas/washes';
import { WORK_TEXTS } from '../../i18n/areas/work';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { DataTable, figureColumn, type Column } from '../../ui/DataTable';
import { Select } from '../../ui/Select';
import { downloadFile } from '../../ui/download';
import { useNow } from '../../ui/useNow';
import { dayKey } from '../../utils/zonedTime';
import { washReportCsv } from './reportCsv';
import { DAY_MS } from '../../utils/duration';
import { FreshnessLine } from '../../parts/FreshnessLine';

type ServerRead = { held: HeldWashReport | null; reading: boolean; failed: boolean };

/**
 * A report of a range the phone does not hold: the copy kept from the last read at once,
 * then a fresh read from the server whenever there is a connection (and on Retry).
 */
function useServerReport(
  query: WashReportQuery | null,
  dealerships: readonly Mirrored<Dealership>[] | undefined,
  online: boolean,
): ServerRead & { retry: () => void } {
  const [read, setRead] = useState<ServerRead>({ held: null, reading: false, failed: false });
  const [attempt, setAttempt] = useState(0);
  const key = query ? JSON.stringify(query) : '';
  useEffect(() => {
    if (!query || !dealerships) return;
    let current = true;
    const held = heldWashReport(query);
    setRead({ held, reading: online, failed: false });
    if (online)
      fetchWashReport(dealerships, query).then(
        (fresh) => current && setRead({ held: fresh, reading: false, failed: false }),
        (error: unknown) => {
          console.warn('Reading the wash report from the server failed', error);
          if (current) setRead({ held, reading: false, failed: true });
        },
      );
    return () => {
      current = false;
    };
    // The query's key stands for the query: a new object with the same fields reads nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, dealerships, online, attempt]);
  return {
    ...(query ? read : { held: null, reading: false, failed: false }),
    retry: () => setAttempt((n) => n + 1),
  };
}

/**
 * /wash-reports: what each dealership is billed for washes, per day, week or month of a
 * range, by kind and by washer, from the device's copy (so it opens offline), with a CSV
 * and a print layout that fits a letter page. Owner and admin see every dealership;
 * managers and supervisors their own (the device holds only theirs).
 */
export function WashReportsPage() {
  const t = useT(WASH_TEXTS, WORK_TEXTS);
  const formats = useFormats();
  const now = useNow();
  const { status } = useConnection();
  const viewer = useViewer();
  const washes = useWashes();
  const dealerships = useDealerships();
  // The person's own calendar: their dealership's zone, else the one most dealerships share.
  const zone = businessCalendar(dealerships ?? [], viewer?.dealerships ?? []).homeZone;
  const today = dayKey(now.getTime(), zone);
  const [range, setRange] = useState(() => ({ from: `${today.slice(0, 8)}01`, to: today }));
  const [grain, setGrain] = useState<ReportGrain>('day');
  const [chosen, setChosen] = useState('');
  const shownDealerships = useMemo(
    () => (dealerships ?? []).filter((dealership) => !chosen || dealership.id === chosen),
    [dealerships, chosen],
  );
  const rangeValid =
    /^\d{4}-\d{2}-\d{2}$/.test(range.from) && /^\d{4}-\d{2}-\d{2}$/.test(range.to) && range.from <= range.to;
  const query = useMemo<WashReportQuery | null>(
    () => (rangeValid ? { ...range, grain, dealershipIds: shownDealerships.map((d) => d.id) } : null),
    [range, grain, shownDealerships, rangeValid],
  );
  const oldestHeld = dayKey(now.getTime() - WASH_DAYS_HELD * DAY_MS, zone);
  // A range starting before the device's window is read from the server.
  const needsServer = query !== null && query.from < oldestHeld;
  const server = useServerReport(needsServer ? query : null, dealerships, status === 'connected');
  const deviceReport = useMemo(
    () => (query && !needsServer && washes && dealerships ? washReport(washes, dealerships, query) : null),
    [washes, dealerships, query, needsServer],
  );
  const deviceNames = useMemo(() => washerNames(washes ?? []), [washes]);
  if (!viewer) return null;
  const report = needsServer ? (server.held?.report ?? null) : deviceReport;
  const names = needsServer ? new Map(Object.entries(server.held?.names ?? {})) : deviceNames;
  const nameOf = (id: string) => dealerships?.find((dealership) => dealership.id === id)?.name ?? id;
  /** The counts' columns (each kind, the total, billed), for any row that has counts. */
  const countColumns = <Row extends WashCounts>(): Column<Row>[] => [
    ...WASH_KINDS.map((kind) =>
      figureColumn<Row>(kind, t(`washes.kind.${kind}`), (row) => row.byKind[kind], formats.count),
    ),
    figureColumn('total', t('washes.report.total'), (row) => row.total, formats.count),
    figureColumn('billed', t('washes.report.billed'), (row) => row.billedCents, formats.cents),
  ];
  const periodText = (period: string) =>
    grain === 'month' ? period.slice(0, 7) : formats.zoned(`${period}T12:00:00.000Z`, 'UTC', 'day');

  const download = () => {
    if (!report) return;
    const file = washReportCsv(report, {
      dealershipOf: (id) => dealerships?.find((dealership) => dealership.id === id),
      kindText: (kind) => t(`washes.kind.${kind}`),
      headers: {
        dealership: t('washes.report.dealership'),
        period: t('washes.report.period'),
        total: t('washes.report.total'),
        billed: t('washes.report.billed'),
      },
    });
    downloadFile(`washes-${range.from}-${range.to}-${grain}.csv`, file);
  };

  return (
    <Page title={t('washes.report.title')}>
      <FreshnessLine />
      <div className="filters no-print">
        <Field
          label={t('washes.report.from')}
          type="date"
          value={range.from}
          onChange={(event) => setRange((current) => ({ ...current, from: event.target.value }))}
        />
        <Field
          label={t('washes.report.to')}
          type="date"
          value={range.to}
          onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))}
        />
        <Select
          label={t('washes.report.grain')}
          value={grain}
          options={REPORT_GRAINS.map((value) => ({ value, label: t(`washes.report.grain.${value}`) }))}
          onChange={(event) => setGrain(event.target.value as ReportGrain)}
        />
        {(dealerships?.length ?? 0) > 1 ? (
          <Select
            label={t('washes.report.dealership')}
            value={chosen}
            options={[
              { value: '', label: t('washes.filter.all') },
              ...(dealerships ?? []).map((dealership: Mirrored<Dealership>) => ({
                value: dealership.id,
                label: dealership.name,
              })),
            ]}
            onChange={(event) => setChosen(event.target.value)}
          />
        ) : null}
      </div>
      {!rangeValid ? <Alert kind="error">{t('washes.report.rangeInvalid')}</Alert> : null}
      {needsServer && server.held ? (
        <p className="page-subtitle" data-testid="report-as-of">
          {t('washes.report.asOf', { time: formats.zoned(server.held.asOf, zone, 'stamp') })}
        </p>
      ) : null}
      {needsServer && !server.held && server.reading ? (
        <p role="status">{t('washes.report.reading')}</p>
      ) : null}
      {needsServer && !server.held && !server.reading && !server.failed ? (
        <Alert kind="info">{t('washes.report.needsServer', { day: formats.day(oldestHeld) })}</Alert>
      ) : null}
      {needsServer && server.failed ? (
        <Alert kind="error">
          {t('washes.report.readFailed')}{' '}
          <Button variant="secondary" onClick={server.retry}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : null}
      {report ? (
        <>
          <div className="button-row no-print">
            <Button variant="secondary" onClick={download} disabled={report.rows.length === 0}>
              {t('washes.report.csv')}
            </Button>
            <Button variant="secondary" onClick={() => window.print()}>
              {t('washes.report.print')}
            </Button>
          </div>
          <DataTable
            label={t('washes.report.title')}
            testId="wash-report"
            rows={report.rows}
            rowKey={(row) => `${row.dealershipId} ${row.period}`}
            empty={t('washes.report.none')}
            columns={[
              {
                id: 'dealership',
                header: t('washes.report.dealership'),
                value: (row) => nameOf(row.dealershipId),
              },
              { id: 'period', header: t('washes.report.period'), value: (row) => periodText(row.period) },
              ...countColumns<(typeof report.rows)[number]>(),
            ]}
            footer={
              <tr data-testid="report-totals">
                <th scope="row" colSpan={2}>
                  {t('washes.report.totals')}
                </th>
                {countColumns<WashCounts>().map((column) => (
                  <td key={column.id} className="numeric">
                    {column.cell?.(report.totals)}
                  </td>
                ))}
              </tr>
            }
          />
          {report.voided > 0 ? (
            <p className="page-subtitle" data-testid="report-voided">
              {t('washes.report.voided', { count: report.voided })}
            </p>
          ) : null}
          {report.byWasher.length > 0 ? (
            <section aria-labelledby="by-washer">
              <h2 id="by-washer">{t('washes.report.byWasher')}</h2>
              <DataTable
                label={t('washes.report.byWasher')}
                rows={report.byWasher}
                rowKey={(row) => `${row.dealershipId} ${row.uid}`}
                empty={t('washes.report.none')}
                columns={[
                  {
                    id: 'dealership',
                    header: t('washes.report.dealership'),
                    value: (row) => nameOf(row.dealershipId),
                  },
                  {
                    id: 'washer',
                    header: t('washes.report.washer'),
                    value: (row) => names.get(row.uid) ?? row.uid,
                  },
                  ...countColumns<(typeof report.byWasher)[number]>(),
                ]}
              />
            </section>
          ) : null}
        </>
      ) : null}
    </Page>
  );
}
