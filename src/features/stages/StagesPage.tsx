/**
 * Time in each stage (issue #36): how long a dealership's cars waited to be claimed, sat
 * claimed and were worked, and from request to done (median and 90th percentile), per
 * dealership and kind of work over the last week or month; where work waits longest; and the
 * cars aging now against each dealership's targets. From the device's copy, so it reads
 * offline, with the copy's age; the owner's office sees every dealership, dealership staff
 * their own (the copy holds no other).
 */
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { PATHS } from '../../config/paths';
import { useDealerships } from '../../data/dealerships';
import type { Mirrored } from '../../data/db';
import type { Ticket } from '../../data/model';
import {
  longestStage,
  STAGE_PERIOD_DAYS,
  stageReport,
  TICKET_STAGES,
  useTickets,
  type AgingTicket,
  type StageGroup,
  type StagePeriodDays,
  type TicketStage,
} from '../../data/tickets';
import { FreshnessLine } from '../../parts/FreshnessLine';
import { useFormats, useT } from '../../i18n';
import { STAGES_TEXTS } from '../../i18n/areas/stages';
import { WORK_TEXTS } from '../../i18n/areas/work';
import { Button } from '../../ui/Button';
import { BarChart } from '../../ui/Charts';
import { DataTable, figureColumn, tableCsv, type Column } from '../../ui/DataTable';
import { downloadFile } from '../../ui/download';
import { Page } from '../../ui/Page';
import { Select } from '../../ui/Select';
import { useNow } from '../../ui/useNow';
import { dayKey } from '../../utils/zonedTime';
import { HOUR_MS } from '../../utils/duration';

const ALL = 'all';

export function StagesPage() {
  const t = useT(STAGES_TEXTS, WORK_TEXTS);
  const formats = useFormats();
  const tickets = useTickets();
  const dealerships = useDealerships();
  const now = useNow().getTime();
  const [periodDays, setPeriodDays] = useState<StagePeriodDays>(30);
  const [dealershipId, setDealershipId] = useState(ALL);
  const names = useMemo(
    () => new Map((dealerships ?? []).map((dealership) => [dealership.id, dealership.name])),
    [dealerships],
  );
  const report = useMemo(() => {
    if (!tickets || !dealerships) return null;
    const shown =
      dealershipId === ALL ? tickets : tickets.filter((ticket) => ticket.dealershipId === dealershipId);
    return stageReport(shown, dealerships, periodDays, now);
  }, [tickets, dealerships, dealershipId, periodDays, now]);

  const hours = (ms: number) =>
    t('stages.hours', { hours: formats.decimal(Math.round((ms / HOUR_MS) * 10) / 10) });
  const nameOf = (id: string) => names.get(id) ?? id;
  const stageName = (stage: TicketStage) => t(`stages.stage.${stage}`);
  const groupLabel = (group: StageGroup) => `${nameOf(group.dealershipId)} · ${t(`kind.${group.kind}`)}`;

  const figureColumns = (
    key: string,
    header: string,
    spread: (group: StageGroup) => { median: number | null; p90: number | null },
  ): Column<StageGroup>[] => [
    figureColumn(
      `${key}-median`,
      t('stages.median', { stage: header }),
      (group) => spread(group).median,
      hours,
    ),
    figureColumn(`${key}-p90`, t('stages.p90', { stage: header }), (group) => spread(group).p90, hours),
  ];
  const columns: Column<StageGroup>[] = [
    { id: 'dealership', header: t('stages.dealership'), value: (group) => nameOf(group.dealershipId) },
    { id: 'kind', header: t('stages.kind'), value: (group) => t(`kind.${group.kind}`) },
    figureColumn(
      'tickets',
      t('stages.tickets'),
      (group) => group.figures.tickets,
      (count) => String(count),
    ),
    ...TICKET_STAGES.flatMap((stage) =>
      figureColumns(stage, stageName(stage), (group) => group.figures.stages[stage]),
    ),
    ...figureColumns('requestToDone', t('stages.requestToDone'), (group) => group.figures.requestToDone),
    {
      id: 'longest',
      header: t('stages.longest'),
      value: (group) => {
        const stage = longestStage(group.figures);
        return stage ? stageName(stage) : null;
      },
    },
  ];
  const agingColumns: Column<AgingTicket<Mirrored<Ticket>>>[] = [
    {
      id: 'vehicle',
      header: t('stages.vehicle'),
      value: (row) => row.ticket.vehicle.stock,
      cell: (row) => (
        <Link to={PATHS.ticketView} params={{ ticketId: row.ticket.id }}>
          {row.ticket.vehicle.stock} · {row.ticket.vehicle.year} {row.ticket.vehicle.make}{' '}
          {row.ticket.vehicle.model}
        </Link>
      ),
    },
    { id: 'dealership', header: t('stages.dealership'), value: (row) => nameOf(row.ticket.dealershipId) },
    { id: 'kind', header: t('stages.kind'), value: (row) => t(`kind.${row.ticket.kind}`) },
    { id: 'stage', header: t('stages.nowIn'), value: (row) => stageName(row.stage) },
    figureColumn('inStage', t('stages.inStageFor'), (row) => row.inStageMs, hours),
    figureColumn('age', t('stages.age'), (row) => row.ageMs, hours),
    figureColumn('over', t('stages.over'), (row) => row.overMs, hours),
  ];

  const download = () => {
    if (!report) return;
    downloadFile(
      `stage-times_${periodDays}-days_${dayKey(now, 'UTC')}.csv`,
      tableCsv(columns, report.groups),
    );
  };

  return (
    <Page title={t('stages.title')} subtitle={<FreshnessLine />}>
      <form className="filters" onSubmit={(event) => event.preventDefault()}>
        <Select
          label={t('stages.period')}
          value={String(periodDays)}
          onChange={(event) => setPeriodDays(event.target.value === '7' ? 7 : 30)}
          options={STAGE_PERIOD_DAYS.map((days) => ({
            value: String(days),
            label: t(`stages.period.${days}`),
          }))}
        />
        {names.size > 1 ? (
          <Select
            label={t('stages.dealership')}
            value={dealershipId}
            onChange={(event) => setDealershipId(event.target.value)}
            options={[
              { value: ALL, label: t('stages.allDealerships') },
              ...[...names].map(([value, label]) => ({ value, label })),
            ]}
          />
        ) : null}
      </form>
      {!report ? (
        <p>{t('spec.loading')}</p>
      ) : (
        <>
          {report.groups.length > 0 ? (
            <BarChart
              title={t('stages.chart')}
              words={{
                showTable: t('stages.chart.showTable'),
                hideTable: t('stages.chart.hideTable'),
                rowHeader: t('stages.chart.row'),
                valueOf: (row, series, value) => t('stages.chart.value', { row, series, value }),
              }}
              groups={report.groups.map((group) => ({
                key: `${group.dealershipId}-${group.kind}`,
                label: groupLabel(group),
                values: TICKET_STAGES.map((stage) => (group.figures.stages[stage].median ?? 0) / HOUR_MS),
              }))}
              series={TICKET_STAGES.map((stage) => ({ key: stage, label: stageName(stage) }))}
              format={(value) => hours(value * HOUR_MS)}
              testId="stages-chart"
            />
          ) : null}
          <DataTable
            label={t('stages.title')}
            columns={columns}
            rows={report.groups}
            rowKey={(group) => `${group.dealershipId}-${group.kind}`}
            empty={t('stages.none')}
            sortable
            testId="stages-table"
          />
          {report.groups.length > 0 ? (
            <Button variant="secondary" onClick={download}>
              {t('stages.download')}
            </Button>
          ) : null}
          <h2>{t('stages.aging')}</h2>
          <p className="page-subtitle">{t('stages.agingHelp')}</p>
          <DataTable
            label={t('stages.aging')}
            columns={agingColumns}
            rows={report.aging}
            rowKey={(row) => row.ticket.id}
            empty={t('stages.agingNone')}
            sortable
            testId="aging-table"
          />
        </>
      )}
    </Page>
  );
}
