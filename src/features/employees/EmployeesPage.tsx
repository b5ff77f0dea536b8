import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { centsOfDollars } from '../../utils/money';
import { dayKey, instantOfInputValue } from '../../utils/zonedTime';
import { PATHS } from '../../config/paths';
import { isClockingRole } from '../../config/roles';
import { useConnection } from '../../data/connection';
import { useMirroredData } from '../../data/mirror';
import { MAX_HOURLY_RATE_CENTS, rateAt, setPayRate, usePayRates } from '../../data/finance';
import type { PayRateStep } from '../../data/model';
import { businessWeek, hoursOf, peopleRules, timeRulesOf } from '../../data/time';
import { useMembers } from '../../data/users';
import { freshnessText, useFormats, useT } from '../../i18n';
import { EMPLOYEE_TEXTS } from '../../i18n/areas/employees';
import { WORK_TEXTS } from '../../i18n/areas/work';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { useNow } from '../../ui/useNow';
import { employeeRows } from './employeeRows';

/**
 * /employees (issue #19): everyone who clocks in (the crews and clock-only staff), from the
 * device's copy (so it opens offline, with its age): role, dealerships, clocked in now and since when, this business
 * week's hours, tickets done and washes, and what in their time waits for the office.
 */
export function EmployeesPage() {
  const t = useT(EMPLOYEE_TEXTS, WORK_TEXTS);
  const formats = useFormats();
  const data = useMirroredData();
  const members = useMembers(isClockingRole);
  const rates = usePayRates();
  const { status } = useConnection();
  const now = useNow();
  const [search, setSearch] = useState('');
  const rules = useMemo(() => timeRulesOf(data?.dealerships ?? [], []), [data?.dealerships]);
  const rulesOf = useMemo(
    () => peopleRules(data?.dealerships ?? [], members ?? []),
    [data?.dealerships, members],
  );
  const week = useMemo(() => businessWeek(now.getTime(), rules), [now, rules]);
  const rows = useMemo(
    () =>
      employeeRows(
        members ?? [],
        {
          punches: data?.timePunches ?? [],
          corrections: data?.timeCorrections ?? [],
          weeks: data?.timeWeeks ?? [],
        },
        data?.tickets ?? [],
        data?.washLogs ?? [],
        rulesOf,
        now.getTime(),
      ),
    [members, data, rulesOf, now],
  );
  const names = useMemo(
    () => new Map((data?.dealerships ?? []).map((dealership) => [dealership.id, dealership.name])),
    [data?.dealerships],
  );
  const wanted = search.trim().toLowerCase();
  const shown = rows.filter((row) => !wanted || row.name.toLowerCase().includes(wanted));

  return (
    <Page
      title={t('employees.title')}
      subtitle={t('employees.week', { day: formats.zoned(week.period.start, rules.zone, 'day') })}
    >
      <p className="page-subtitle" data-testid="freshness">
        {freshnessText(data?.syncedAt ?? null, status === 'connected', now, t, formats)}
      </p>
      <Field
        label={t('employees.search')}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {members && shown.length === 0 ? <p>{t('employees.none')}</p> : null}
      <ScrollRegion label={t('employees.title')}>
        <table className="hours-table" data-testid="employees">
          <thead>
            <tr>
              <th scope="col">{t('employees.name')}</th>
              <th scope="col">{t('employees.role')}</th>
              <th scope="col">{t('employees.dealerships')}</th>
              <th scope="col">{t('employees.status')}</th>
              <th scope="col">{t('employees.lastSynced')}</th>
              <th scope="col">{t('employees.hours')}</th>
              <th scope="col">{t('employees.ticketsDone')}</th>
              <th scope="col">{t('employees.washes')}</th>
              <th scope="col">{t('employees.toResolve')}</th>
              <th scope="col">{t('employees.rate')}</th>
              <th scope="col">{t('employees.links')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.uid} data-testid="employee-row">
                <th scope="row">{row.name}</th>
                <td>{t(`role.${row.role}`)}</td>
                <td>
                  {row.dealerships.length === 0
                    ? t('employees.dealerships.none')
                    : row.dealerships.map((id) => names.get(id) ?? id).join(', ')}
                </td>
                <td data-testid="employee-now">
                  {!row.active
                    ? t('employees.inactive')
                    : row.clockedInSince !== null
                      ? t('employees.clockedInSince', {
                          time: formats.zoned(row.clockedInSince, rules.zone, 'clock'),
                        })
                      : t('employees.notClockedIn')}
                </td>
                <td data-testid="employee-synced">
                  {row.lastSyncedAt
                    ? formats.zoned(row.lastSyncedAt, rules.zone, 'when')
                    : t('employees.lastSynced.never')}
                </td>
                <td>{formats.decimal(hoursOf(row.workedMs))}</td>
                <td>{formats.count(row.ticketsDone)}</td>
                <td>{formats.count(row.washes)}</td>
                <td>{formats.count(row.toResolve)}</td>
                <td data-testid="employee-rate">
                  <RateCell
                    person={row}
                    history={rates?.get(row.uid) ?? []}
                    zone={rules.zone}
                    now={now.getTime()}
                  />
                </td>
                <td>
                  <Link to={PATHS.timesheets} aria-label={t('employees.timeOf', { name: row.name })}>
                    {t('employees.time')}
                  </Link>{' '}
                  <Link to={PATHS.tickets} aria-label={t('employees.workOf', { name: row.name })}>
                    {t('employees.work')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
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
