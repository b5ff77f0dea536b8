import { useMemo, useState } from 'react';
import { isOfficeRole } from '../../config/roles';
import { useWorkClock } from '../../data/useWorkClock';
import { useDealerships } from '../../data/dealerships';
import { TICKET_KINDS, type DailyReportFigures } from '../../data/model';
import { closeDay, reopenDay, useReportDays, type ReportDay } from '../../data/reports';
import { useViewer } from '../../data/useViewer';
import { useFormats, useT, type MessageKey, type Translate } from '../../i18n';
import { REPORT_TEXTS, type ReportsEnglish } from '../../i18n/areas/reports';
import { WORK_TEXTS, type WorkEnglish } from '../../i18n/areas/work';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { Page } from '../../ui/Page';
import { Select, TextArea } from '../../ui/Select';
import { useNow } from '../../ui/useNow';
import { FreshnessLine } from '../../parts/FreshnessLine';

type Texts = Translate<MessageKey | keyof ReportsEnglish | keyof WorkEnglish>;

const ticketsDone = (figures: DailyReportFigures) =>
  Object.values(figures.ticketsDoneByKind).reduce((sum, count) => sum + (count ?? 0), 0);

/**
 * /reports/daily (issue #18): one report per dealership and day, in the dealership's time
 * zone. The owner's office sees each recent day as the data makes it now, closes it (the
 * report is frozen, signed) and may reopen it; a closed day whose data changed says so,
 * with both figures. Managers and supervisors open their dealerships' reports, offline
 * too, and print them on a letter page.
 */
export function DailyReportsPage() {
  const t = useT(REPORT_TEXTS, WORK_TEXTS);
  const formats = useFormats();
  const now = useNow();
  const viewer = useViewer();
  const dealerships = useDealerships();
  const isOffice = isOfficeRole(viewer?.role);
  const days = useReportDays(isOffice, now.toISOString().slice(0, 10));
  const [dealershipFilter, setDealershipFilter] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const names = useMemo(
    () => new Map((dealerships ?? []).map((dealership) => [dealership.id, dealership.name])),
    [dealerships],
  );
  if (!viewer) return null;
  const shown = (days ?? []).filter((day) => !dealershipFilter || day.dealershipId === dealershipFilter);
  const opened = shown.find((day) => day.id === openId);
  const titleOf = (day: ReportDay) =>
    t('reports.day', {
      dealership: names.get(day.dealershipId) ?? day.dealershipId,
      day: formats.day(day.date),
    });

  return (
    <Page title={t('reports.title')}>
      <FreshnessLine />
      {opened ? (
        <DayReport
          day={opened}
          title={titleOf(opened)}
          asOffice={isOffice}
          byName={viewer.displayName || viewer.uid}
          onBack={() => setOpenId(null)}
          t={t}
        />
      ) : (
        <section aria-labelledby="report-days">
          <h2 id="report-days" className="visually-hidden">
            {t('reports.title')}
          </h2>
          {(dealerships ?? []).length > 1 ? (
            <Select
              label={t('reports.dealership')}
              value={dealershipFilter}
              options={[
                { value: '', label: t('reports.dealership.all') },
                ...(dealerships ?? []).map((dealership) => ({
                  value: dealership.id,
                  label: dealership.name,
                })),
              ]}
              onChange={(event) => setDealershipFilter(event.target.value)}
            />
          ) : null}
          {days && shown.length === 0 ? <p>{t('reports.none')}</p> : null}
          <ul className="card-list" aria-label={t('reports.title')} data-testid="report-days">
            {shown.map((day) => {
              const figures = day.report?.closed ? day.report.figures : (day.computed ?? day.report?.figures);
              return (
                <li key={day.id} className="card" data-testid="report-day" data-report-id={day.id}>
                  <p>
                    <strong>{titleOf(day)}</strong> <StateBadge day={day} t={t} />
                  </p>
                  {figures ? (
                    <p className="page-subtitle">
                      {t('reports.summary', {
                        tickets: ticketsDone(figures),
                        washes: figures.washes,
                        revenue: formats.cents(figures.revenueCents),
                      })}
                    </p>
                  ) : null}
                  <Button
                    variant="secondary"
                    onClick={() => setOpenId(day.id)}
                    aria-label={`${t('reports.open')}: ${titleOf(day)}`}
                  >
                    {t('reports.open')}
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </Page>
  );
}

function StateBadge({ day, t }: { day: ReportDay; t: Texts }) {
  const state = !day.report ? 'open' : day.report.closed ? 'closed' : 'reopened';
  return (
    <>
      <span className="status-badge" data-testid="report-state">
        {t(`reports.state.${state}`)}
      </span>
      {day.changed ? (
        <span className="status-badge" data-testid="report-changed">
          {t('reports.state.changed')}
        </span>
      ) : null}
    </>
  );
}

/** A figure of the day: its label, its value (closed, or as it is), and its value now when they differ. */
interface FigureRow {
  key: string;
  label: string;
  value: string;
  now?: string | null;
}

/** One figure's rows: its label and value(s). */
function figureRows(
  figures: DailyReportFigures,
  t: Texts,
  formats: ReturnType<typeof useFormats>,
): FigureRow[] {
  const hours = (minutes: number) =>
    t('reports.figure.hoursValue', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  return [
    ...TICKET_KINDS.map((kind) => ({
      key: `kind-${kind}`,
      label: t('reports.figure.ticketsDone', { kind: t(`kind.${kind}`) }),
      value: formats.count(figures.ticketsDoneByKind[kind] ?? 0),
    })),
    {
      key: 'tickets',
      label: t('reports.figure.ticketsDoneTotal'),
      value: formats.count(ticketsDone(figures)),
    },
    { key: 'washes', label: t('reports.figure.washes'), value: formats.count(figures.washes) },
    { key: 'hours', label: t('reports.figure.hours'), value: hours(figures.minutesWorked) },
    { key: 'revenue', label: t('reports.figure.revenue'), value: formats.cents(figures.revenueCents) },
    {
      key: 'open',
      label: t('reports.figure.openCarriedOver'),
      value: formats.count(figures.openCarriedOver),
    },
  ];
}

/** One dealership's day, as printed: its figures (closed and now, when they differ), notes, history; the office's steps. */
function DayReport({
  day,
  title,
  asOffice,
  byName,
  onBack,
  t,
}: {
  day: ReportDay;
  title: string;
  asOffice: boolean;
  byName: string;
  onBack: () => void;
  t: Texts;
}) {
  const formats = useFormats();
  const clock = useWorkClock();
  const [notes, setNotes] = useState(day.report?.notes ?? '');
  const closedFigures = day.report?.closed ? day.report.figures : null;
  const shownFigures = closedFigures ?? day.computed ?? day.report?.figures ?? null;
  const rows = shownFigures ? figureRows(shownFigures, t, formats) : [];
  const nowRows = day.changed && day.computed ? figureRows(day.computed, t, formats) : null;

  return (
    <section aria-labelledby="daily-report" data-testid="daily-report">
      <div className="no-print">
        <Button variant="secondary" onClick={onBack}>
          {t('reports.back')}
        </Button>{' '}
        <Button onClick={() => window.print()}>{t('reports.print')}</Button>
      </div>
      <h2 id="daily-report">
        {title} <StateBadge day={day} t={t} />
      </h2>
      {day.changed ? <Alert kind="warning">{t('reports.changedNotice')}</Alert> : null}
      <DataTable
        label={title}
        testId="report-figures"
        columns={[
          { id: 'figure', header: t('reports.figure'), value: (row: FigureRow) => row.label },
          {
            id: 'value',
            header: nowRows ? t('reports.figure.closed') : t('reports.figure.value'),
            value: (row: FigureRow) => row.value,
            numeric: true,
          },
          ...(nowRows
            ? [
                {
                  id: 'now',
                  header: t('reports.figure.now'),
                  value: (row: FigureRow) => row.now ?? null,
                  numeric: true,
                },
              ]
            : []),
        ]}
        rows={rows.map((row, index) => ({ ...row, now: nowRows?.[index]?.value ?? null }))}
        rowKey={(row) => row.key}
        empty={t('reports.figures.none')}
      />
      <h3>{t('reports.notes')}</h3>
      <p data-testid="report-notes">{day.report?.notes || t('reports.notes.none')}</p>
      {day.report && day.report.history.length > 0 ? (
        <>
          <h3>{t('reports.history')}</h3>
          <ol data-testid="report-history">
            {day.report.history.map((step, index) => (
              <li key={index}>
                {t(step.step === 'closed' ? 'reports.history.closed' : 'reports.history.reopened', {
                  name: step.byName,
                  time: formats.zoned(step.at, clock.zoneOf(day.dealershipId), 'stamp'),
                })}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {asOffice ? (
        <div className="no-print" data-testid="report-actions">
          {day.report?.closed ? (
            <Button variant="secondary" onClick={() => void reopenDay(day, byName)}>
              {t('reports.reopen')}
            </Button>
          ) : day.computed ? (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (day.computed) void closeDay(day, day.computed, notes.trim(), byName);
              }}
            >
              <TextArea
                label={t('reports.closeNotes')}
                value={notes}
                maxLength={4000}
                onChange={(event) => setNotes(event.target.value)}
              />
              <Button type="submit">{t('reports.close')}</Button>
            </form>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
