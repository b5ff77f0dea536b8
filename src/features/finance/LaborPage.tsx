import { useCallback, useMemo } from 'react';
import {
  everyonesShifts,
  financeInputFromCopy,
  headingIntoOvertime,
  hoursByDay,
  hoursByWeek,
  laborAnalytics,
  mergeLaborRows,
  perHour,
  useWindowFigures,
  type ComputeFigures,
  type DayTotal,
  type DayWindow,
  type MergeFigures,
  type PersonLaborRow,
  type WeekGrid,
} from '../../data/finance';
import { businessWeek, hoursOf } from '../../data/time';
import { useComputedAfterDraw } from '../../lib/afterDraw';
import { useFormats, useT } from '../../i18n';
import { FINANCE_TEXTS } from '../../i18n/areas/finance';
import { WORK_TEXTS } from '../../i18n/areas/work';
import { Button } from '../../ui/Button';
import { BarChart, LineChart } from '../../ui/Charts';
import { Page } from '../../ui/Page';
import { DataTable, figureColumn } from '../../ui/DataTable';
import { PeriodBar, FiguresNote, useChartWords, useLaborExport, useMoneyScreen } from './moneyScreen';
import type { Weekday } from '../../utils/zonedTime';

interface PeriodLabor {
  rows: PersonLaborRow[];
  days: DayTotal[];
  weeks: WeekGrid;
}

/** A period's labor from its people's rows: with the hours by day and by week that its charts draw. */
function periodLaborOf(
  rows: PersonLaborRow[],
  shown: DayWindow,
  now: number,
  calendar: { zone: string; weekStart: Weekday },
): PeriodLabor {
  return { rows, days: hoursByDay(rows, shown, now), weeks: hoursByWeek(rows, shown, calendar) };
}

/**
 * /labor (issue #19, owner and admin): for the period chosen, each person's hours (regular,
 * overtime, double time), what they cost at the rate in force, tickets done and washes per
 * hour worked, the punches the office had to mend; charts of hours by day and overtime by
 * person; and who is heading into overtime this week. From the device's copy, offline too.
 */
export function LaborPage() {
  const t = useT(FINANCE_TEXTS, WORK_TEXTS);
  const formats = useFormats();
  const screen = useMoneyScreen('week');
  const { data, rules, rulesOf, instant, window, windowKey, personName } = screen;

  const compute = useMemo<ComputeFigures<PeriodLabor> | null>(
    () =>
      rulesOf
        ? (device, windows, fromServer) => {
            if (windows.length === 0) return [];
            const input = financeInputFromCopy(device, rules, rulesOf, instant);
            return windows.map((shown) => {
              const rows = laborAnalytics(
                {
                  ...input,
                  tickets: device.tickets,
                  washes: device.washLogs,
                  corrections: device.timeCorrections,
                },
                shown,
                instant,
                // A run of a longer period read from the server: `merge` keeps whom the period shows.
                { everyoneWithShifts: fromServer },
              );
              return periodLaborOf(rows, shown, instant, rules);
            });
          }
        : null,
    // The window's days stand for the window; `instant` moves each minute and is read with the data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rules, rulesOf, windowKey],
  );
  const merge = useCallback<MergeFigures<PeriodLabor>>(
    (parts, whole) => periodLaborOf(mergeLaborRows(parts.map((part) => part.rows)), whole, instant, rules),
    // Made with `compute`, so the runs and their join count to the same instant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rules, rulesOf, windowKey],
  );
  const {
    results: [period],
    server,
    working,
  } = useWindowFigures('labor', window ? [window] : null, instant, compute, merge);
  // This week is always on the device: who is heading into overtime is read from it.
  const computeWatch = useMemo(
    () =>
      data && rulesOf
        ? () =>
            headingIntoOvertime(
              everyonesShifts(data, rulesOf, instant),
              businessWeek(instant, rules).period,
              instant,
            )
        : null,
    // `instant` moves each minute and is read with the data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, rules, rulesOf],
  );
  // After the draw, as the period's figures are (whose task works out the shifts it reads).
  const watch = useComputedAfterDraw(computeWatch, 'watch');
  const computed = period && watch ? { ...period, watch } : null;

  const rows = [...(computed?.rows ?? [])].sort((a, b) => personName(a.uid).localeCompare(personName(b.uid)));
  const hours = (ms: number) => formats.decimal(hoursOf(ms));
  const chartWords = useChartWords();
  const exportHours = useLaborExport(screen);
  const hoursText = (ms: number) => t('labor.hoursValue', { hours: hours(ms) });
  const timeColumn = (id: string, header: string, msOf: (row: PersonLaborRow) => number) =>
    figureColumn<PersonLaborRow>(id, header, (row) => hoursOf(msOf(row)), formats.decimal);
  const rateColumn = (id: string, header: string, rateOf: (row: PersonLaborRow) => number | null) =>
    figureColumn<PersonLaborRow>(id, header, rateOf, formats.decimal);
  const withOvertime = rows.filter((row) => row.pay.overtimeMs + row.pay.doubleMs > 0);
  const withPremiums = rows.some((row) => row.premiumHours > 0);

  return (
    <Page title={t('labor.title')}>
      <PeriodBar screen={screen} />
      {window ? (
        <p data-testid="labor-span">
          {t('finance.span', { first: formats.day(window.firstDay), last: formats.day(window.lastDay) })}
        </p>
      ) : null}
      <FiguresNote
        screen={screen}
        server={server}
        working={working || (data !== undefined && watch === null)}
      />

      {computed ? (
        <>
          <section aria-labelledby="overtime-watch">
            <h2 id="overtime-watch">{t('labor.heading')}</h2>
            {computed.watch.length === 0 ? (
              <p>{t('labor.heading.none')}</p>
            ) : (
              <ul data-testid="overtime-watch">
                {computed.watch.map((watched) => (
                  <li key={watched.uid}>
                    {watched.leftMs > 0
                      ? t('labor.heading.row', {
                          name: personName(watched.uid),
                          hours: hours(watched.workedMs),
                          left: hours(watched.leftMs),
                        })
                      : t('labor.heading.over', {
                          name: personName(watched.uid),
                          hours: hours(watched.workedMs),
                        })}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="labor-people">
            <h2 id="labor-people">{t('labor.byPerson')}</h2>
            <DataTable
              label={t('labor.byPerson')}
              testId="labor-people"
              rowTestId="labor-person"
              sortable
              rows={rows}
              rowKey={(row) => row.uid}
              empty={t('finance.nothing')}
              columns={[
                { id: 'person', header: t('labor.person'), value: (row) => personName(row.uid) },
                timeColumn('worked', t('labor.worked'), (row) => row.workedMs),
                timeColumn('regular', t('labor.regular'), (row) => row.pay.regularMs),
                timeColumn('overtime', t('labor.overtime'), (row) => row.pay.overtimeMs),
                timeColumn('double', t('labor.double'), (row) => row.pay.doubleMs),
                ...(withPremiums
                  ? [
                      figureColumn<PersonLaborRow>(
                        'premium',
                        t('finance.premium'),
                        (row) => row.premiumHours,
                        formats.decimal,
                      ),
                    ]
                  : []),
                figureColumn<PersonLaborRow>('cost', t('labor.cost'), (row) => row.cents, formats.cents),
                rateColumn('ticketsPerHour', t('labor.ticketsPerHour'), (row) =>
                  perHour(row.ticketsDone, row.workedMs),
                ),
                rateColumn('washesPerHour', t('labor.washesPerHour'), (row) =>
                  perHour(row.washes, row.workedMs),
                ),
                figureColumn<PersonLaborRow>(
                  'forgotten',
                  t('labor.forgotten'),
                  (row) => row.forgotten,
                  formats.count,
                ),
                figureColumn<PersonLaborRow>('added', t('labor.added'), (row) => row.added, formats.count),
              ]}
            />
            <Button variant="secondary" onClick={() => exportHours(computed.rows)}>
              {t('labor.export')}
            </Button>
          </section>

          <section aria-labelledby="labor-weeks">
            <h2 id="labor-weeks">{t('labor.byWeek')}</h2>
            <DataTable
              label={t('labor.byWeek')}
              testId="labor-weeks"
              rowTestId="labor-week-row"
              sortable
              rows={[...computed.weeks.rows].sort((a, b) =>
                personName(a.uid).localeCompare(personName(b.uid)),
              )}
              rowKey={(row) => row.uid}
              empty={t('finance.nothing')}
              columns={[
                { id: 'person', header: t('labor.person'), value: (row) => personName(row.uid) },
                ...computed.weeks.weekStarts.map((start, index) =>
                  figureColumn<WeekGrid['rows'][number]>(
                    String(start),
                    t('labor.weekOf', { day: formats.zoned(start, rules.zone, 'day') }),
                    (row) => hoursOf(row.workedMs[index] ?? 0),
                    formats.decimal,
                  ),
                ),
              ]}
            />
          </section>

          <LineChart
            title={t('labor.chart.hoursByDay')}
            words={chartWords(t('finance.day'))}
            points={computed.days.map((day) => ({
              key: String(day.start),
              label: formats.zoned(day.start, rules.zone, 'day'),
              values: [day.regularMs, day.overtimeMs, day.doubleMs],
            }))}
            series={[
              { key: 'regular', label: t('labor.regular') },
              { key: 'overtime', label: t('labor.overtime') },
              { key: 'double', label: t('labor.double') },
            ]}
            format={hoursText}
            testId="hours-by-day"
          />
          {withOvertime.length === 0 ? (
            <>
              <h2 className="chart-title">{t('labor.chart.overtimeByPerson')}</h2>
              <p>{t('labor.overtime.none')}</p>
            </>
          ) : (
            <BarChart
              title={t('labor.chart.overtimeByPerson')}
              words={chartWords(t('labor.person'))}
              groups={withOvertime.map((row) => ({
                key: row.uid,
                label: personName(row.uid),
                values: [row.pay.overtimeMs, row.pay.doubleMs],
              }))}
              series={[
                { key: 'overtime', label: t('labor.overtime') },
                { key: 'double', label: t('labor.double') },
              ]}
              format={hoursText}
              testId="overtime-chart"
            />
          )}
        </>
      ) : null}
    </Page>
  );
}
