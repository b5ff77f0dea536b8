/**
 * What /finance and /labor share: the device's copy and the business clock they read, the
 * period chosen (with its picker and its problem), the freshness line, the words their
 * charts speak, and the labor rows' CSV.
 */
import { useState } from 'react';
import {
  deviceHoldsFrom,
  FINANCE_PERIODS,
  financeWindow,
  type FinancePeriod,
  type LaborRow,
  type ServerPeriodState,
} from '../../data/finance';
import { useMirroredData } from '../../data/mirror';
import { usePeopleRules } from '../../data/time';
import { useFormats, useT } from '../../i18n';
import { FINANCE_TEXTS } from '../../i18n/areas/finance';
import { WORK_TEXTS } from '../../i18n/areas/work';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import type { ChartWords } from '../../ui/Charts';
import { downloadFile } from '../../ui/download';
import { Field } from '../../ui/Field';
import { Loading } from '../../ui/Loading';
import { Select } from '../../ui/Select';
import { useNow } from '../../ui/useNow';
import { dayKey } from '../../utils/zonedTime';
import { laborCsv } from './financeCsv';
import { FiguresFreshnessLine } from '../../parts/FreshnessLine';

/** The device's copy, the business clock, and the period chosen (first `initial`). */
export function useMoneyScreen(initial: FinancePeriod) {
  const data = useMirroredData();
  // Each person's hours are counted by their own rules, as on their /time (none until read).
  const { people, rules, rulesOf } = usePeopleRules(data?.dealerships);
  const now = useNow();
  const instant = now.getTime();
  const [choice, setChoice] = useState<FinancePeriod>(initial);
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  // A chosen range starts as this month so far, on the business clock once it is known.
  const today = dayKey(instant, rules.zone);
  const shownRange = range ?? { from: `${today.slice(0, 8)}01`, to: today };
  const window = financeWindow(choice, instant, rules, shownRange);
  return {
    data,
    now,
    instant,
    rules,
    rulesOf,
    choice,
    setChoice,
    range: shownRange,
    setRange,
    window,
    /** The window's days stand for the window in memo keys. */
    windowKey: window ? `${window.firstDay} ${window.lastDay}` : '',
    personName: (uid: string) => people?.find((person) => person.uid === uid)?.name ?? uid,
  };
}

type MoneyScreen = ReturnType<typeof useMoneyScreen>;

/** The freshness line, the period picker and, for a range that is not one, what is wrong. */
export function PeriodBar({ screen }: { screen: MoneyScreen }) {
  const t = useT(FINANCE_TEXTS, WORK_TEXTS);
  const { choice, range } = screen;
  const setDay = (end: 'from' | 'to') => (event: { target: { value: string } }) =>
    screen.setRange({ ...range, [end]: event.target.value });
  return (
    <>
      <FiguresFreshnessLine syncedAt={screen.data?.syncedAt} />
      <div className="filters no-print">
        <Select
          label={t('finance.period')}
          value={choice}
          options={FINANCE_PERIODS.map((value) => ({ value, label: t(`finance.period.${value}`) }))}
          onChange={(event) => screen.setChoice(event.target.value as FinancePeriod)}
        />
        {choice === 'range' ? (
          <>
            <Field label={t('finance.from')} type="date" value={range.from} onChange={setDay('from')} />
            <Field label={t('finance.to')} type="date" value={range.to} onChange={setDay('to')} />
          </>
        ) : null}
      </div>
      {!screen.window ? <Alert kind="error">{t('finance.rangeInvalid')}</Alert> : null}
    </>
  );
}

/** What the money screens' charts say, in the reader's language. */
export function useChartWords(): (rowHeader: string) => ChartWords {
  const t = useT(FINANCE_TEXTS);
  return (rowHeader) => ({
    showTable: t('finance.chart.showTable'),
    hideTable: t('finance.chart.hideTable'),
    rowHeader,
    valueOf: (row, series, value) => t('finance.chart.value', { row, series, value }),
  });
}

/** Offers each day each person worked in the window (hours split, cost) as a CSV. */
export function useLaborExport(screen: MoneyScreen): (rows: readonly LaborRow[]) => void {
  const t = useT(FINANCE_TEXTS);
  return (rows) => {
    if (!screen.window) return;
    downloadFile(
      `labor_${screen.window.firstDay}_${screen.window.lastDay}.csv`,
      laborCsv(rows, screen.rules.zone, {
        headers: {
          date: t('finance.csv.date'),
          person: t('finance.person'),
          regular: t('finance.csv.regular'),
          overtime: t('finance.csv.overtime'),
          double: t('finance.csv.double'),
          premium: t('finance.csv.premium'),
          amount: t('finance.amount'),
        },
        personName: screen.personName,
      }),
    );
  };
}

/**
 * What the period's figures wait for: 'Loading…' while the device's copy's figures are
 * worked out; and for a period reaching back further than the phone's copy, when its older
 * days were read from the server, that they are being read, that a connection is needed to
 * read them, or that the read failed (with a retry).
 */
export function FiguresNote({
  screen,
  server,
  working,
}: {
  screen: MoneyScreen;
  server: ServerPeriodState | null;
  /** The figures of the device's copy are being worked out (a task after the screen draws). */
  working: boolean;
}) {
  const t = useT(FINANCE_TEXTS);
  const formats = useFormats();
  const workingNote = working ? <Loading text={t('spec.loading')} /> : null;
  if (!server) return workingNote;
  const day = formats.day(dayKey(deviceHoldsFrom(screen.instant), screen.rules.zone));
  return (
    <>
      {workingNote}
      {server.asOf ? (
        <p className="page-subtitle" data-testid="server-as-of">
          {t('finance.server.asOf', { day, time: formats.zoned(server.asOf, screen.rules.zone, 'stamp') })}
        </p>
      ) : null}
      {!server.asOf && server.reading ? <p role="status">{t('finance.server.reading')}</p> : null}
      {!server.asOf && !server.reading && !server.failed ? (
        <Alert kind="info">{t('finance.server.needed', { day })}</Alert>
      ) : null}
      {server.failed ? (
        <Alert kind="error">
          {t('finance.server.failed')}{' '}
          <Button variant="secondary" onClick={server.retry}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : null}
    </>
  );
}
