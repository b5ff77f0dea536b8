import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PATHS } from '../../config/paths';
import { PAY_PERIOD_WEEKS } from '../../config/constants';
import { useMirroredData } from '../../data/mirror';
import { useComputedAfterDraw } from '../../lib/afterDraw';
import { useKioskLockouts, useKioskNames } from '../../data/kiosk';
import {
  byPerson,
  hoursOf,
  payPeriodAt,
  payrollHoursCsv,
  payrollChecks,
  payrollName,
  payrollPunchesCsv,
  type PayrollCheck,
  type PayrollIdentity,
  type TimesheetRow,
  usePeopleRules,
  timesheet,
} from '../../data/time';
import { useFormats, useT } from '../../i18n';
import { Loading } from '../../ui/Loading';
import { TIME_TEXTS } from '../../i18n/areas/time';
import { WORK_TEXTS } from '../../i18n/areas/work';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { DataTable, figureColumn } from '../../ui/DataTable';
import { downloadFile } from '../../ui/download';
import { useNow } from '../../ui/useNow';
import { builtOnFirstUse } from '../../utils/builtOnFirstUse';
import { dayKey } from '../../utils/zonedTime';
import { FiguresFreshnessLine } from '../../parts/FreshnessLine';
import { WEEK_MS } from '../../utils/duration';

type SheetRow = TimesheetRow & { name: string };
/** The hour columns: regular, overtime, double time, breaks. */
const HOUR_COLUMNS = [
  ['regular', 'time.regular', (row: SheetRow) => row.regularMs],
  ['overtime', 'time.overtime', (row: SheetRow) => row.overtimeMs],
  ['double', 'time.double', (row: SheetRow) => row.doubleMs],
  ['breaks', 'time.breaks', (row: SheetRow) => row.breakMs],
] as const;

/**
 * /timesheets (owner and admin): everyone's pay period from the device's copy: regular,
 * overtime and double-time hours, what waits for review, whether the weeks are approved;
 * and the payroll files (hours for Gusto's CSV upload, and every punch for the record).
 */
export function TimesheetsPage() {
  const t = useT(TIME_TEXTS, WORK_TEXTS);
  const formats = useFormats();
  const data = useMirroredData();
  // Each person's rules: none until the people are read, and no sheet until then.
  const { people, rules, rulesOf } = usePeopleRules(data?.dealerships);
  const now = useNow();
  const [periodsBack, setPeriodsBack] = useState(0);
  const periodInstant = now.getTime() - periodsBack * PAY_PERIOD_WEEKS * WEEK_MS;
  const weeks = useMemo(() => payPeriodAt(periodInstant, rules), [periodInstant, rules]);
  const punches = data?.timePunches;
  const corrections = data?.timeCorrections;
  const approvals = data?.timeWeeks;
  const attestations = data?.timeAttestations;
  // Each person's time, grouped once per reading of the copy (in the first task that asks for
  // it, not in the draw), not again as the clock moves on or another period is picked.
  const groupedTime = useMemo(
    () =>
      punches && corrections && approvals && attestations
        ? builtOnFirstUse(() => byPerson(punches, corrections, approvals, attestations))
        : null,
    [punches, corrections, approvals, attestations],
  );
  // Everyone's pay period, worked out in the tap's task with the screen's draw, made one task
  // of 130-230 ms at 4× CPU over a month of two dealerships: it is worked out in a task after
  // the screen has drawn (and again as the clock moves on, the last sheet shown meanwhile).
  const computeSheet = useMemo(
    () =>
      groupedTime && rulesOf
        ? () => {
            const timeByPerson = groupedTime();
            const rows = timesheet(timeByPerson, periodInstant, rulesOf, now.getTime()).filter((row) =>
              row.weeks.some((week) => week.workedMs > 0),
            );
            // The rules the sheet was worked out by, for its exports and zones.
            return { timeByPerson, rows, rulesOf };
          }
        : null,
    [groupedTime, periodInstant, rulesOf, now],
  );
  const sheet = useComputedAfterDraw(computeSheet, weeks[0]?.key ?? '');
  const rows = sheet?.rows ?? [];
  // The sheet's rows are each someone's: their zone is the one their hours were counted in.
  const zoneOf = (uid: string) => sheet?.rulesOf(uid).zone ?? rules.zone;
  const [checks, setChecks] = useState<PayrollCheck[] | null>(null);
  const kiosks = useKioskNames();
  const nameOf = (uid: string) =>
    people?.find((person) => person.uid === uid)?.name ?? kiosks?.get(uid) ?? uid;
  const identityOf = (uid: string): PayrollIdentity => {
    const person = people?.find((one) => one.uid === uid);
    return {
      displayName: person?.name ?? uid,
      legalFirstName: person?.legalFirstName,
      legalLastName: person?.legalLastName,
      payrollId: person?.payrollId,
    };
  };
  const first = weeks[0];
  const last = weeks.at(-1);
  if (!first || !last) return null;
  // Premiums are shown where a dealership follows California's meal and rest periods.
  const withPremiums =
    rows.some((row) => row.premiumHours > 0) ||
    (data?.dealerships ?? []).some((dealership) => dealership.overtimeRule === 'california');
  const period = { start: first.period.start, end: last.period.end };
  const hours = (ms: number) => formats.decimal(hoursOf(ms));
  // By name, as the office looks people up; a header sorts by its column instead.
  const sheetRows: SheetRow[] = rows
    .map((row) => ({ ...row, name: nameOf(row.uid) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const fileDay = `${first.key}_${dayKey(last.period.end - 1, rules.zone)}`;
  const exportHours = () => {
    setChecks(null);
    downloadFile(`payroll-hours_${fileDay}.csv`, payrollHoursCsv(rows, identityOf));
  };
  // Whose time is not settled is said first; the office may still export.
  const askToExport = () => {
    const found = payrollChecks(rows, identityOf);
    if (found.length === 0) exportHours();
    else setChecks(found);
  };

  return (
    <Page
      title={t('timesheets.title')}
      subtitle={t('timesheets.period', {
        from: formats.zoned(period.start, rules.zone, 'day'),
        to: formats.zoned(period.end - 1, rules.zone, 'day'),
      })}
    >
      <FiguresFreshnessLine syncedAt={data?.syncedAt} />
      <div className="page-actions">
        <Button variant="secondary" onClick={() => setPeriodsBack((back) => back + 1)}>
          {t('timesheets.previous')}
        </Button>
        <Button
          variant="secondary"
          disabled={periodsBack === 0}
          onClick={() => setPeriodsBack((back) => back - 1)}
        >
          {t('timesheets.next')}
        </Button>
        <Button onClick={askToExport} disabled={!sheet}>
          {t('timesheets.exportHours')}
        </Button>
        <Button
          variant="secondary"
          disabled={!sheet}
          onClick={() =>
            sheet &&
            downloadFile(
              `punches_${fileDay}.csv`,
              payrollPunchesCsv(sheet.rows, sheet.timeByPerson, sheet.rulesOf, nameOf),
            )
          }
        >
          {t('timesheets.exportPunches')}
        </Button>
      </div>
      <MealsDueNow rows={sheetRows} zoneOf={zoneOf} />
      <KioskLocks since={weeks[0]?.period.start ?? periodInstant} nameOf={nameOf} zone={rules.zone} />
      {checks ? (
        <PayrollCheckList
          checks={checks}
          identityOf={identityOf}
          zoneOf={zoneOf}
          onExport={exportHours}
          onCancel={() => setChecks(null)}
        />
      ) : null}
      {sheet ? (
        <DataTable
          label={t('timesheets.title')}
          testId="timesheet"
          rowTestId="timesheet-row"
          empty={t('timesheets.empty')}
          sortable
          rows={sheetRows}
          rowKey={(row) => row.uid}
          columns={[
            {
              id: 'name',
              header: t('timesheets.name'),
              value: (row) => row.name,
              cell: (row) => `${row.name}${row.clockedIn ? ` · ${t('timesheets.clockedIn')}` : ''}`,
            },
            ...HOUR_COLUMNS.map(([id, label, of]) => ({
              id,
              header: t(label),
              numeric: true,
              value: (row: SheetRow) => hoursOf(of(row)),
              cell: (row: SheetRow) => hours(of(row)),
            })),
            ...(withPremiums
              ? [
                  figureColumn<SheetRow>(
                    'premium',
                    t('time.premium'),
                    (row) => row.premiumHours,
                    formats.decimal,
                    'premium',
                  ),
                ]
              : []),
            {
              id: 'status',
              header: t('timesheets.status'),
              value: (row) =>
                [
                  row.approved ? t('timesheets.approved') : t('timesheets.toApprove'),
                  ...(row.flags > 0 ? [t('timesheets.flagCount', { count: row.flags })] : []),
                  ...(row.pendingCorrections > 0
                    ? [t('timesheets.pendingCount', { count: row.pendingCorrections })]
                    : []),
                ].join(' · '),
            },
          ]}
        />
      ) : (
        <Loading text={t('spec.loading')} />
      )}
    </Page>
  );
}

/**
 * Who is on the clock now under California's rules with a meal due within the hour, or
 * already late (issue #35): the office can send them on their break while it still counts.
 */
function MealsDueNow({ rows, zoneOf }: { rows: readonly SheetRow[]; zoneOf: (uid: string) => string }) {
  const t = useT(TIME_TEXTS);
  const formats = useFormats();
  const due = rows
    .filter((row) => row.mealReminder !== null)
    .sort((a, b) => (a.mealReminder?.dueBy ?? 0) - (b.mealReminder?.dueBy ?? 0));
  if (due.length === 0) return null;
  return (
    <section className="card" aria-labelledby="meals-due" data-testid="meals-due">
      <h2 id="meals-due">{t('timesheets.mealsDue.title')}</h2>
      <ul className="list-plain">
        {due.map((row) => (
          <li key={row.uid}>
            {t(row.mealReminder?.overdue ? 'timesheets.mealsDue.late' : 'timesheets.mealsDue.due', {
              name: row.name,
              time: formats.zoned(row.mealReminder?.dueBy ?? 0, zoneOf(row.uid), 'clock'),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * PINs locked on the dealerships' kiosks in the period (issue #35): someone guessing a PIN,
 * or a crew member who forgot theirs; shown only when there is one.
 */
function KioskLocks({
  since,
  nameOf,
  zone,
}: {
  since: number;
  nameOf: (uid: string) => string;
  zone: string;
}) {
  const t = useT(TIME_TEXTS);
  const formats = useFormats();
  const locks = useKioskLockouts(new Date(since).toISOString());
  if (!locks || locks.length === 0) return null;
  return (
    <section className="card" aria-labelledby="kiosk-locks" data-testid="kiosk-locks">
      <h2 id="kiosk-locks">{t('timesheets.kioskLocks.title')}</h2>
      <p className="page-subtitle">{t('timesheets.kioskLocks.help')}</p>
      <ul className="list-plain">
        {locks.map((lock) => (
          <li key={lock.id}>
            {t('timesheets.kioskLocks.line', {
              name: nameOf(lock.uid),
              kiosk: nameOf(lock.kiosk),
              time: formats.zoned(lock.lockedAt, zone, 'when'),
              until: formats.zoned(lock.lockedUntil, zone, 'clock'),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What is not settled in the period, person by person, with a link to fix each; the office
 * exports anyway or goes to fix them. It takes the focus when it opens, so a screen reader
 * hears it before anything else.
 */
function PayrollCheckList({
  checks,
  identityOf,
  zoneOf,
  onExport,
  onCancel,
}: {
  checks: readonly PayrollCheck[];
  identityOf: (uid: string) => PayrollIdentity;
  zoneOf: (uid: string) => string;
  onExport: () => void;
  onCancel: () => void;
}) {
  const t = useT(TIME_TEXTS);
  const formats = useFormats();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="card" aria-labelledby="payroll-check" data-testid="payroll-check">
      <h2 id="payroll-check" tabIndex={-1} ref={heading}>
        {t('timesheets.check.title')}
      </h2>
      <p>{t('timesheets.check.intro')}</p>
      <ul>
        {checks.map((check) => {
          const identity = identityOf(check.uid);
          const name = identity.displayName;
          const guess = payrollName(identity);
          const problems = [
            ...(check.openSince !== null
              ? [
                  t('timesheets.check.open', {
                    time: formats.zoned(check.openSince, zoneOf(check.uid), 'when'),
                  }),
                ]
              : []),
            ...(check.unapprovedWeeks.length > 0
              ? [t('timesheets.check.unapproved', { count: check.unapprovedWeeks.length })]
              : []),
            ...(check.guessedName
              ? [t('timesheets.check.guessedName', { first: guess.first, last: guess.last })]
              : []),
          ];
          return (
            <li key={check.uid} data-testid="payroll-check-person">
              <strong>{name}</strong>: {problems.join('; ')}.{' '}
              {check.openSince !== null || check.unapprovedWeeks.length > 0 ? (
                <Link to={PATHS.time} search={{ person: check.uid }}>
                  {t('timesheets.check.fix', { name })}
                </Link>
              ) : null}
              {check.guessedName ? (
                <>
                  {' '}
                  <Link to={PATHS.users} search={{ person: check.uid }}>
                    {t('timesheets.check.fixName', { name })}
                  </Link>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="page-actions">
        <Button onClick={onExport}>{t('timesheets.check.exportAnyway')}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('timesheets.check.cancel')}
        </Button>
      </div>
    </section>
  );
}
