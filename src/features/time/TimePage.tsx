import { useRouterState } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { isClockingRole, isOfficeRole } from '../../config/roles';
import { useKioskNames } from '../../data/kiosk';
import { usePeople } from '../../data/users';
import type { Mirrored } from '../../data/db';
import type { TimeCorrection } from '../../data/model';
import {
  hoursOf,
  payPeriodWeeks,
  personWeeks,
  shiftsFor,
  timeRulesOf,
  usePersonTime,
  type PersonTime,
  type PersonWeek,
  type TimeRules,
} from '../../data/time';
import { useSession } from '../../data/useSession';
import { useFormats, useT, type Formats } from '../../i18n';
import { TIME_TEXTS } from '../../i18n/areas/time';
import { WORK_TEXTS } from '../../i18n/areas/work';
import { Loading } from '../../ui/Loading';
import { Page } from '../../ui/Page';
import { Select } from '../../ui/Select';
import { useNow } from '../../ui/useNow';
import { DataTable, figureColumn, type Column } from '../../ui/DataTable';
import { BreakDays } from './BreakDays';
import ClockPanel from './ClockPanel';
import { PunchPhoto } from './PunchPhoto';
import { CorrectionForm } from './CorrectionForm';
import { CorrectionDecision, WeekApproval } from './OfficeActions';
import { useTimeWords } from './words';
import { FreshnessLine } from '../../parts/FreshnessLine';

/** Weeks shown: this one and the five before it (the device keeps six weeks of time). */
const WEEKS_SHOWN = 6;

/**
 * /time: a person's time from the device's copy. Their clock, this week's hours split
 * into regular, overtime and double time, the shifts and punches behind them, what is
 * flagged, the corrections and their state, and past weeks. The owner's office chooses
 * anyone, decides corrections, corrects times and approves (locks) or unlocks weeks.
 */
export function TimePage() {
  const session = useSession();
  const user = session.status === 'signedIn' ? session : null;
  const office = isOfficeRole(user?.userDoc?.role);
  const t = useT(TIME_TEXTS, WORK_TEXTS);
  const people = usePeople(isClockingRole);
  const kiosks = useKioskNames();
  // The office may arrive for someone (/time?person=uid, from the payroll check).
  const search: { person?: unknown } = useRouterState({ select: (state) => state.location.search });
  const [chosen, setChosen] = useState<string | null>(() =>
    typeof search.person === 'string' ? search.person : null,
  );
  const known = chosen !== null && people?.some((person) => person.uid === chosen) !== false;
  const uid = office ? ((known ? chosen : null) ?? people?.[0]?.uid ?? null) : (user?.uid ?? null);
  const personDealerships = office
    ? (people?.find((person) => person.uid === uid)?.dealerships ?? [])
    : (user?.userDoc?.dealerships ?? []);

  return (
    <Page title={t('time.title')}>
      <FreshnessLine />
      {office ? (
        people === undefined ? (
          <Loading text={t('spec.loading')} />
        ) : people.length > 0 ? (
          <Select
            label={t('time.person')}
            value={uid ?? ''}
            options={people.map((person) => ({ value: person.uid, label: person.name }))}
            onChange={(event) => setChosen(event.target.value)}
          />
        ) : (
          <p>{t('time.nobody')}</p>
        )
      ) : (
        <ClockPanel />
      )}
      {/* The office sees someone's time once the people are read: their dealerships' rules count it. */}
      {uid && (!office || people) ? (
        <PersonTimeView
          key={uid}
          uid={uid}
          dealerships={personDealerships}
          office={office}
          nameOf={(who) =>
            people?.find((person) => person.uid === who)?.name ??
            kiosks?.get(who) ??
            (who === user?.uid ? (user.userDoc?.displayName ?? who) : who)
          }
        />
      ) : null}
    </Page>
  );
}

function PersonTimeView({
  uid,
  dealerships,
  office,
  nameOf,
}: {
  uid: string;
  dealerships: readonly string[];
  office: boolean;
  nameOf: (uid: string) => string;
}) {
  const t = useT(TIME_TEXTS);
  const formats = useFormats();
  const words = useTimeWords();
  const now = useNow();
  const time = usePersonTime(uid);
  const rules = useMemo(
    () => timeRulesOf(time?.dealerships ?? [], dealerships),
    [time?.dealerships, dealerships],
  );
  if (!time) return null;
  const { shifts, punches } = shiftsFor(time.person, rules, now.getTime());
  const weeks = personWeeks(
    time.person,
    payPeriodWeeks(now.getTime(), rules, WEEKS_SHOWN).reverse(),
    rules,
    now.getTime(),
    shifts,
  );
  const [thisWeek, ...pastWeeks] = weeks;
  if (!thisWeek) return null;
  const thisWeekPunches = punches.filter((punch) => punch.at >= thisWeek.week.period.start);
  // Each punch as tapped: its photo, and the kiosk it was made on.
  const tappedOf = new Map(time.person.punches.map((punch) => [punch.id, punch]));
  const flags = weeks.filter((week) => !week.approval?.locked).flatMap((week) => week.flags);
  // Meal and rest periods are shown where some of the weeks' days fall under California's rules.
  const breakDays = weeks.flatMap((week) => week.breakDays).sort((a, b) => b.start - a.start);
  const withPremiums = breakDays.length > 0 || rules.overtime === 'california';

  return (
    <>
      <section aria-label={t('time.thisWeek')} className="card" data-testid="this-week">
        <h2>{t('time.thisWeek')}</h2>
        <p className="page-subtitle">
          {t('time.weekOf', { day: formats.zoned(thisWeek.week.period.start, rules.zone, 'day') })} ·{' '}
          {thisWeek.approval?.locked ? t('time.weekApproved') : t('time.weekOpen')}
        </p>
        <HoursTable
          label={t('time.thisWeek')}
          weeks={[thisWeek]}
          rules={rules}
          formats={formats}
          withPremiums={withPremiums}
        />
        {office ? <WeekApproval uid={uid} week={thisWeek} zone={rules.zone} nameOf={nameOf} /> : null}
        <h3>{t('time.shifts')}</h3>
        <ul className="list-plain" data-testid="shifts">
          {thisWeek.shifts.map((shift) => (
            <li key={shift.punchIds[0]}>
              {t('time.shiftLine', {
                start: formats.zoned(shift.start, rules.zone, 'when'),
                end: shift.end === null ? t('time.shiftOpen') : formats.zoned(shift.end, rules.zone, 'clock'),
              })}
            </li>
          ))}
        </ul>
        <h3>{t('time.punches')}</h3>
        <ul className="list-plain" data-testid="punches">
          {thisWeekPunches.map((punch) => {
            const { photo, viaKiosk } = tappedOf.get(punch.id) ?? {};
            return (
              <li key={punch.id}>
                {t('time.punchLine', {
                  kind: t(`time.kind.${punch.kind}`),
                  time: formats.zoned(punch.at, rules.zone, 'when'),
                })}
                {punch.tappedAt !== null
                  ? ` · ${t('time.punchMoved', { time: formats.zoned(punch.tappedAt, rules.zone, 'when') })}`
                  : ''}
                {punch.pending ? ` · ${t('time.punchWaiting')}` : ''}
                {viaKiosk
                  ? ` · ${
                      // The office knows the kiosks by name; a crew member sees where, not whose account.
                      office ? t('time.punchOnKiosk', { kiosk: nameOf(viaKiosk) }) : t('time.punchOnAKiosk')
                    }`
                  : ''}
                {photo ? <PunchPhoto uid={uid} punchId={punch.id} photo={photo} /> : null}
              </li>
            );
          })}
        </ul>
      </section>

      {withPremiums ? (
        <section aria-label={t('time.breakDays.title')} className="card" data-testid="break-days">
          <h2>{t('time.breakDays.title')}</h2>
          <p className="page-subtitle">{t('time.breakDays.help')}</p>
          <BreakDays days={breakDays} rules={rules} />
        </section>
      ) : null}

      {flags.length > 0 ? (
        <section aria-label={t('time.flags')} className="card" data-testid="flags">
          <h2>{t('time.flags')}</h2>
          <ul className="list-plain">
            {flags.map((item, index) => (
              <li key={`${item.flag}-${item.at}-${index}`}>
                {t(`time.flag.${item.flag}`, { time: formats.zoned(item.at, rules.zone, 'when') })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-label={t('time.corrections')} className="card" data-testid="corrections">
        <h2>{t('time.corrections')}</h2>
        <Corrections person={time.person} rules={rules} office={office} nameOf={nameOf} words={words} />
        <CorrectionForm uid={uid} office={office} person={time.person} punches={punches} rules={rules} />
      </section>

      <section aria-label={t('time.pastWeeks')} className="card" data-testid="past-weeks">
        <h2>{t('time.pastWeeks')}</h2>
        <HoursTable
          label={t('time.pastWeeks')}
          weeks={pastWeeks}
          rules={rules}
          formats={formats}
          withWeek
          withPremiums={withPremiums}
        />
        {office
          ? pastWeeks
              .filter((week) => week.workedMs > 0 || week.approval)
              .map((week) => (
                <div key={week.week.key} className="stack">
                  <h3>
                    {t('time.weekOf', { day: formats.zoned(week.week.period.start, rules.zone, 'day') })}
                  </h3>
                  <WeekApproval uid={uid} week={week} zone={rules.zone} nameOf={nameOf} />
                </div>
              ))
          : null}
      </section>
    </>
  );
}

/** Hours per week (the week named by its first day): worked, regular, overtime, double time, breaks, and (past weeks) approval. */
function HoursTable({
  label,
  weeks,
  rules,
  formats,
  withWeek = false,
  withPremiums,
}: {
  label: string;
  weeks: readonly PersonWeek[];
  rules: TimeRules;
  formats: Formats;
  withWeek?: boolean;
  /** A column of the premium hours (California's meal and rest periods). */
  withPremiums: boolean;
}) {
  const t = useT(TIME_TEXTS);
  const hoursText = (hours: number) => t('time.hours', { hours: formats.decimal(hours) });
  const figure = (id: string, header: string, msOf: (week: PersonWeek) => number) =>
    figureColumn<PersonWeek>(id, header, (week) => hoursOf(msOf(week)), hoursText, id);
  const columns: Column<PersonWeek>[] = [
    {
      id: 'week',
      header: t('time.week'),
      value: (week) => week.week.key,
      cell: (week) => formats.zoned(week.week.period.start, rules.zone, 'day'),
    },
    figure('worked', t('time.worked'), (week) => week.workedMs),
    figure('regular', t('time.regular'), (week) => week.regularMs),
    figure('overtime', t('time.overtime'), (week) => week.overtimeMs),
    figure('double', t('time.double'), (week) => week.doubleMs),
    figure('breaks', t('time.breaks'), (week) => week.breakMs),
    ...(withPremiums
      ? [
          figureColumn<PersonWeek>(
            'premium',
            t('time.premium'),
            (week) => week.premiumHours,
            hoursText,
            'premium',
          ),
        ]
      : []),
    ...(withWeek
      ? [
          {
            id: 'status',
            header: t('timesheets.status'),
            value: (week: PersonWeek) =>
              week.approval?.locked ? t('time.weekApproved') : t('time.weekOpen'),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={weeks}
      rowKey={(week) => week.week.key}
      empty={t('time.noWeeks')}
    />
  );
}

function Corrections({
  person,
  rules,
  office,
  nameOf,
  words,
}: {
  person: PersonTime;
  rules: TimeRules;
  office: boolean;
  nameOf: (uid: string) => string;
  words: ReturnType<typeof useTimeWords>;
}) {
  const t = useT(TIME_TEXTS);
  const sorted: Mirrored<TimeCorrection>[] = [...person.corrections].sort((a, b) =>
    b.requestedAt.localeCompare(a.requestedAt),
  );
  if (sorted.length === 0) return <p>{t('time.noCorrections')}</p>;
  return (
    <ul className="list-plain">
      {sorted.map((correction) => (
        <li key={correction.id} className="card" data-testid="correction">
          <p>
            {t('time.correctionBy', {
              change: words.change(correction.change, rules.zone),
              who: nameOf(correction.requestedBy),
              state: t(`time.correction.${correction.state}`),
            })}
          </p>
          <p className="page-subtitle">{t('time.because', { reason: correction.reason })}</p>
          {correction.decisionNote ? (
            <p className="page-subtitle">{t('time.decisionNote', { note: correction.decisionNote })}</p>
          ) : null}
          {office && correction.state === 'pending' ? (
            <CorrectionDecision correctionId={correction.id} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
