import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { centsOfDollars } from '../../utils/money';
import { dayKey, instantOfInputValue } from '../../utils/zonedTime';
import { PATHS } from '../../config/paths';
import { useMirroredData } from '../../data/mirror';
import { MAX_HOURLY_RATE_CENTS, rateAt, setPayRate, usePayRates } from '../../data/finance';
import type { PayRateStep } from '../../data/model';
import { businessWeek, hoursOf, usePeopleRules } from '../../data/time';
import { useFormats, useT } from '../../i18n';
import { EMPLOYEE_TEXTS } from '../../i18n/areas/employees';
import { WORK_TEXTS } from '../../i18n/areas/work';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { DataTable } from '../../ui/DataTable';
import { employeeRows, type EmployeeRow } from './employeeRows';
import { FiguresFreshnessLine } from '../../parts/FreshnessLine';
import { useNow } from '../../ui/useNow';

/** The counted columns: tickets done, washes, punches to resolve. */
const COUNT_COLUMNS = [
  ['ticketsDone', 'employees.ticketsDone'],
  ['washes', 'employees.washes'],
  ['toResolve', 'employees.toResolve'],
] as const;

/**
 * /employees (issue #19): everyone who clocks in (the crews and clock-only staff), from the
 * device's copy (so it opens offline, with its age): role, dealerships, clocked in now and since when, this business
 * week's hours, tickets done and washes, and what in their time waits for the office.
 */
export function EmployeesPage() {
  const t = useT(EMPLOYEE_TEXTS, WORK_TEXTS);
  const formats = useFormats();
  const data = useMirroredData();
  // Each person's hours counted by their own rules; no table until the people are read.
  const { people: members, rules, rulesOf } = usePeopleRules(data?.dealerships);
  const rates = usePayRates();
  const now = useNow();
  const [search, setSearch] = useState('');
  const week = useMemo(() => businessWeek(now.getTime(), rules), [now, rules]);
  const rows = useMemo(
    () =>
      data && members && rulesOf
        ? employeeRows(
            members,
            { punches: data.timePunches, corrections: data.timeCorrections, weeks: data.timeWeeks },
            data.tickets,
            data.washLogs,
            rulesOf,
            now.getTime(),
          )
        : null,
    [members, data, rulesOf, now],
  );
  const names = useMemo(
    () => new Map((data?.dealerships ?? []).map((dealership) => [dealership.id, dealership.name])),
    [data?.dealerships],
  );
  const wanted = search.trim().toLowerCase();
  const shown = (rows ?? []).filter((row) => !wanted || row.name.toLowerCase().includes(wanted));

  return (
    <Page
      title={t('employees.title')}
      subtitle={t('employees.week', { day: formats.zoned(week.period.start, rules.zone, 'day') })}
    >
      <FiguresFreshnessLine syncedAt={data?.syncedAt} />
      <Field
        label={t('employees.search')}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {rows ? (
        <DataTable
          label={t('employees.title')}
          testId="employees"
          rowTestId="employee-row"
          empty={t('employees.none')}
          sortable
          rows={shown}
          rowKey={(row) => row.uid}
          columns={[
            { id: 'name', header: t('employees.name'), value: (row) => row.name },
            { id: 'role', header: t('employees.role'), value: (row) => t(`role.${row.role}`) },
            {
              id: 'dealerships',
              header: t('employees.dealerships'),
              value: (row) =>
                row.dealerships.length === 0
                  ? t('employees.dealerships.none')
                  : row.dealerships.map((id) => names.get(id) ?? id).join(', '),
            },
            {
              id: 'now',
              header: t('employees.status'),
              testId: 'employee-now',
              value: (row) =>
                !row.active
                  ? t('employees.inactive')
                  : row.clockedInSince !== null
                    ? t('employees.clockedInSince', {
                        time: formats.zoned(row.clockedInSince, rules.zone, 'clock'),
                      })
                    : t('employees.notClockedIn'),
            },
            {
              id: 'synced',
              header: t('employees.lastSynced'),
              testId: 'employee-synced',
              // ISO times sort as text.
              value: (row) => row.lastSyncedAt,
              cell: (row) =>
                row.lastSyncedAt
                  ? formats.zoned(row.lastSyncedAt, rules.zone, 'when')
                  : t('employees.lastSynced.never'),
            },
            {
              id: 'hours',
              header: t('employees.hours'),
              numeric: true,
              value: (row) => hoursOf(row.workedMs),
              cell: (row) => formats.decimal(hoursOf(row.workedMs)),
            },
            ...COUNT_COLUMNS.map(([id, label]) => ({
              id,
              header: t(label),
              numeric: true,
              value: (row: EmployeeRow) => row[id],
              cell: (row: EmployeeRow) => formats.count(row[id]),
            })),
            {
              id: 'rate',
              header: t('employees.rate'),
              testId: 'employee-rate',
              // Dollars an hour, as the cell shows it (the rate is kept in whole cents).
              value: (row) => {
                const cents = rateAt(rates?.get(row.uid) ?? [], now.getTime());
                return cents === null ? null : cents / 100;
              },
              cell: (row) => (
                <RateCell
                  person={row}
                  history={rates?.get(row.uid) ?? []}
                  zone={rules.zone}
                  now={now.getTime()}
                />
              ),
            },
            {
              id: 'links',
              header: t('employees.links'),
              notInCsv: true,
              value: () => null,
              cell: (row) => (
                <>
                  <Link to={PATHS.timesheets} aria-label={t('employees.timeOf', { name: row.name })}>
                    {t('employees.time')}
                  </Link>{' '}
                  <Link to={PATHS.tickets} aria-label={t('employees.workOf', { name: row.name })}>
                    {t('employees.work')}
                  </Link>
                </>
              ),
            },
          ]}
        />
      ) : null}
    </Page>
  );
}

/** A person's rate now, and the office's change of it from a day on (appended to their history). */
function RateCell({
  person,
  history,
  zone,
  now,
}: {
  person: { uid: string; name: string };
  history: readonly PayRateStep[];
  zone: string;
  now: number;
}) {
  const t = useT(EMPLOYEE_TEXTS);
  const formats = useFormats();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [from, setFrom] = useState(() => dayKey(now, zone));
  const [problem, setProblem] = useState<string | null>(null);
  const current = rateAt(history, now);
  const save = () => {
    const cents = centsOfDollars(amount);
    if (cents === null || cents <= 0 || cents > MAX_HOURLY_RATE_CENTS)
      return setProblem(t('employees.rate.invalid', { max: formats.cents(MAX_HOURLY_RATE_CENTS) }));
    const start = instantOfInputValue(`${from}T00:00`, zone);
    if (start === null) return setProblem(t('employees.rate.dayNeeded'));
    void setPayRate(person, cents, start);
    setOpen(false);
    setProblem(null);
    setAmount('');
  };
  return (
    <>
      {current === null
        ? t('employees.rate.none')
        : t('employees.rate.value', { amount: formats.cents(current) })}{' '}
      {open ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <Field
            label={t('employees.rate.new')}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          <Field
            label={t('employees.rate.from')}
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
          {problem ? <Alert kind="error">{problem}</Alert> : null}
          <Button type="submit">{t('employees.rate.save')}</Button>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('employees.rate.cancel')}
          </Button>
        </form>
      ) : (
        <Button
          variant="secondary"
          aria-label={t('employees.rate.changeFor', { name: person.name })}
          onClick={() => {
            // Today on the business clock as the form opens: the zone may have been a
            // fallback when this row was first drawn (the dealerships not read yet).
            setFrom(dayKey(now, zone));
            setOpen(true);
          }}
        >
          {t('employees.rate.change')}
        </Button>
      )}
    </>
  );
}
