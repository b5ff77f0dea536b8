import { useCallback, useMemo } from 'react';
import {
  everyonesShifts,
  financeInputOf,
  headingIntoOvertime,
  hoursByDay,
  hoursByWeek,
  laborAnalytics,
  perHour,
  useWindowFigures,
  type ComputeFigures,
  type DayTotal,
  type PersonLaborRow,
  type WeekGrid,
} from '../../data/finance';
import { businessWeek } from '../../data/time';
import { useFormats, useT } from '../../i18n';
import { FINANCE_TEXTS } from '../../i18n/areas/finance';
import { WORK_TEXTS } from '../../i18n/areas/work';
import { Button } from '../../ui/Button';
import { BarChart, LineChart } from '../../ui/Charts';
import { Page } from '../../ui/Page';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { PeriodBar, ServerPeriodNote, useChartWords, useLaborExport, useMoneyScreen } from './moneyScreen';
import { HOUR_MS } from '../../utils/duration';

interface PeriodLabor {
  rows: PersonLaborRow[];
  days: DayTotal[];
  weeks: WeekGrid;
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

  const compute = useCallback<ComputeFigures<PeriodLabor>>(
    (device, windows) => {
      if (windows.length === 0) return [];
      const input = financeInputOf(device, everyonesShifts(device, rulesOf, instant), rules, rulesOf);
      return windows.map((shown) => {
        const rows = laborAnalytics(
          { ...input, tickets: device.tickets, washes: device.washLogs, corrections: device.timeCorrections },
          shown,
          instant,
        );
        return { rows, days: hoursByDay(rows, shown, instant), weeks: hoursByWeek(rows, shown, rules) };
      });
    },
    // The window's days stand for the window; `instant` moves each minute and is read with the data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rules, rulesOf, windowKey],
  );
  const {
    results: [period],
    server,
  } = useWindowFigures('labor', window ? [window] : null, instant, compute);
  // This week is always on the device: who is heading into overtime is read from it.
  const watch = useMemo(
    () =>
      data
        ? headingIntoOvertime(
            everyonesShifts(data, rulesOf, instant),
            businessWeek(instant, rules).period,
            instant,
          )
        : null,
    // `instant` moves each minute and is read with the data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, rules, rulesOf],
  );
  const computed = period && watch ? { ...period, watch } : null;

  const rows = [...(computed?.rows ?? [])].sort((a, b) => personName(a.uid).localeCompare(personName(b.uid)));
  const hours = (ms: number) => formats.decimal(Math.round((ms / HOUR_MS) * 100) / 100);
  const chartWords = useChartWords();
  const exportHours = useLaborExport(screen);
  const hoursText = (ms: number) => t('labor.hoursValue', { hours: hours(ms) });
  const withOvertime = rows.filter((row) => row.pay.overtimeMs + row.pay.doubleMs > 0);

  return (
    <Page title={t('labor.title')}>
      <PeriodBar screen={screen} />
      {window ? (
        <p data-testid="labor-span">
          {t('finance.span', { first: formats.day(window.firstDay), last: formats.day(window.lastDay) })}
        </p>
      ) : null}
      <ServerPeriodNote screen={screen} server={server} />

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
            {rows.length === 0 ? (
              <p>{t('finance.nothing')}</p>
            ) : (
              <ScrollRegion label={t('labor.byPerson')}>
                <table className="hours-table" data-testid="labor-people">
                  <thead>
                    <tr>
                      <th scope="col">{t('labor.person')}</th>
                      <th scope="col">{t('labor.worked')}</th>
                      <th scope="col">{t('labor.regular')}</th>
                      <th scope="col">{t('labor.overtime')}</th>
                      <th scope="col">{t('labor.double')}</th>
                      <th scope="col">{t('labor.cost')}</th>
                      <th scope="col">{t('labor.ticketsPerHour')}</th>
                      <th scope="col">{t('labor.washesPerHour')}</th>
                      <th scope="col">{t('labor.forgotten')}</th>
                      <th scope="col">{t('labor.added')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => {
                      const tickets = perHour(row.ticketsDone, row.workedMs);
                      const washes = perHour(row.washes, row.workedMs);
                      return (
                        <tr key={row.uid} data-testid="labor-person">
                          <th scope="row">{personName(row.uid)}</th>
                          <td className="number">{hours(row.workedMs)}</td>
                          <td className="number">{hours(row.pay.regularMs)}</td>
                          <td className="number">{hours(row.pay.overtimeMs)}</td>
                          <td className="number">{hours(row.pay.doubleMs)}</td>
                          <td className="number">{formats.cents(row.cents)}</td>
                          <td className="number">{tickets === null ? '–' : formats.decimal(tickets)}</td>
                          <td className="number">{washes === null ? '–' : formats.decimal(washes)}</td>
                          <td className="number">{formats.count(row.forgotten)}</td>
                          <td className="number">{formats.count(row.added)}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </ScrollRegion>
            )}
            <Button variant="secondary" onClick={() => exportHours(computed.rows)}>
              {t('labor.export')}
            </Button>
          </section>

          <section aria-labelledby="labor-weeks">
            <h2 id="labor-weeks">{t('labor.byWeek')}</h2>
            {computed.weeks.rows.length === 0 ? (
              <p>{t('finance.nothing')}</p>
            ) : (
              <ScrollRegion label={t('labor.byWeek')}>
                <table className="hours-table" data-testid="labor-weeks">
                  <thead>
                    <tr>
                      <th scope="col">{t('labor.person')}</th>
                      {computed.weeks.weekStarts.map((start) => (
                        <th scope="col" key={start}>
                          {t('labor.weekOf', { day: formats.zoned(start, rules.zone, 'day') })}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {[...computed.weeks.rows]
                      .sort((a, b) => personName(a.uid).localeCompare(personName(b.uid)))
                      .map((row) => (
                        <tr key={row.uid} data-testid="labor-week-row">
                          <th scope="row">{personName(row.uid)}</th>
                          {row.workedMs.map((ms, index) => (
                            <td className="number" key={computed.weeks.weekStarts[index]}>
                              {hours(ms)}
                            </td>
                          ))}
                        </tr>
                      ))}
                  </tbody>
                </table>
              </ScrollRegion>
            )}
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
