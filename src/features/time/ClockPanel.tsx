import { useEffect, useMemo, useState } from 'react';
import { useConnection } from '../../data/connection';
import type { Mirrored } from '../../data/db';
import type { PunchKind, TimePunch } from '../../data/model';
import {
  allowPunchLocation,
  breakQuestion,
  capturePunchPhoto,
  mealReminder,
  measureClockSkew,
  nextPunches,
  openShift,
  punchLocationAllowed,
  recordPunch,
  shiftsFor,
  timeRulesOf,
  timeWithin,
  usePersonTime,
  watchPunchPosition,
} from '../../data/time';
import { useSession } from '../../data/useSession';
import { isClockingRole } from '../../config/roles';
import { useFormats, useT } from '../../i18n';
import { TIME_TEXTS } from '../../i18n/areas/time';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { dayOf, weekOf } from '../../utils/zonedTime';
import { BreakQuestion } from './BreakQuestion';
import { ForgottenClockOut } from './ForgottenClockOut';
import { useAttempt } from '../../ui/useAttempt';
import { useNow } from '../../ui/useNow';
import { HOUR_MS } from '../../utils/duration';

/**
 * The time clock: the next taps (clock in; or clock out and a break), what the last tap
 * did and whether it reached the office, today's and this week's hours. Each tap is on
 * the phone at once and goes to the office through the sync queue, signal or not.
 * Drawn for people who clock in; nothing for anyone else.
 */
export default function ClockPanel() {
  const session = useSession();
  const user = session.status === 'signedIn' ? session : null;
  const role = user?.userDoc?.role ?? null;
  if (!user || !isClockingRole(role)) return null;
  return <Clock uid={user.uid} dealerships={user.userDoc?.dealerships ?? []} />;
}

function Clock({ uid, dealerships }: { uid: string; dealerships: readonly string[] }) {
  const t = useT(TIME_TEXTS);
  const formats = useFormats();
  const now = useNow();
  const time = usePersonTime(uid);
  const { status } = useConnection();
  const { busy, failed, attempt } = useAttempt();
  const [locationOn, setLocationOn] = useState(punchLocationAllowed);
  const [locationRefused, setLocationRefused] = useState(false);
  /** The last tap, once on the phone: shown before the device copy's next answer brings it. */
  const [tapped, setTapped] = useState<Mirrored<TimePunch> | null>(null);
  /** The clock-out whose break question was just answered: thanked until the next tap. */
  const [answeredFor, setAnsweredFor] = useState<string | null>(null);
  /** A shift left open past the limit: its form opens on a tap (see below). */
  const [closingForgotten, setClosingForgotten] = useState(false);
  const rules = useMemo(
    () => timeRulesOf(time?.dealerships ?? [], dealerships),
    [time?.dealerships, dealerships],
  );

  useEffect(() => {
    if (status === 'connected') void measureClockSkew();
  }, [status]);
  useEffect(
    () => (locationOn ? watchPunchPosition(() => setLocationRefused(true)) : undefined),
    [locationOn],
  );

  const tapArrived = !!tapped && !!time?.person.punches.some((punch) => punch.id === tapped.id);
  // Once the device copy has it, the copy alone speaks (a refused punch leaves it again).
  useEffect(() => {
    if (tapArrived) setTapped(null);
  }, [tapArrived]);

  if (!time) return null;
  const person =
    tapped && !tapArrived ? { ...time.person, punches: [...time.person.punches, tapped] } : time.person;
  const { shifts, punches } = shiftsFor(person, rules, now.getTime());
  const current = openShift(shifts);
  const last = punches.at(-1);
  const forgotten = current?.shift.flags.includes('overLimit') ?? false;
  const question = breakQuestion(shifts, person.attestations ?? [], rules, now.getTime());
  const reminder = mealReminder(shifts, rules, now.getTime());
  const worked = (period: { start: number; end: number }) =>
    formats.decimal(Math.round((timeWithin(shifts, period, now.getTime()).workedMs / HOUR_MS) * 10) / 10);

  const tap = (kind: PunchKind) =>
    attempt(async () => {
      setAnsweredFor(null);
      // The tap's time is the punch's, however long the camera takes (it never stops the punch).
      const tappedAt = new Date();
      const shot = rules.punchPhoto ? await capturePunchPhoto() : undefined;
      setTapped(await recordPunch(kind, rules, '', tappedAt, shot));
    });
  const lastPhoto = last ? person.punches.find((punch) => punch.id === last.id)?.photo : undefined;

  const stateLine = !current
    ? t('time.state.off')
    : forgotten
      ? t('time.stillIn', { time: formats.zoned(current.shift.start, rules.zone, 'when') })
      : current.onBreak
        ? t('time.state.break', {
            time: formats.zoned(current.shift.breaks.at(-1)?.start ?? 0, rules.zone, 'clock'),
          })
        : t('time.state.in', { time: formats.zoned(current.shift.start, rules.zone, 'clock') });

  return (
    <section aria-label={t('time.clock')} className="card clock" data-testid="clock">
      <h2>{t('time.clock')}</h2>
      <p className={forgotten ? 'clock-state clock-state-warning' : 'clock-state'} data-testid="clock-state">
        {stateLine}
      </p>
      {reminder ? (
        <Alert kind={reminder.overdue ? 'error' : 'warning'}>
          {t(reminder.overdue ? 'time.breaks.mealOverdue' : 'time.breaks.mealDue', {
            time: formats.zoned(reminder.dueBy, rules.zone, 'clock'),
          })}
        </Alert>
      ) : null}
      {forgotten && current && closingForgotten ? (
        <ForgottenClockOut uid={uid} start={current.shift.start} rules={rules} />
      ) : forgotten ? (
        // One button where the clock's buttons are: the clock opens as tall as it always is, in
        // the room the dashboard keeps for it, and the form below opens on the person's tap.
        <div className="clock-buttons">
          <Button className="clock-button" variant="primary" onClick={() => setClosingForgotten(true)}>
            {t('time.forgotOpen')}
          </Button>
        </div>
      ) : (
        <div className="clock-buttons">
          {nextPunches(shifts).map((kind, index) => (
            <Button
              key={kind}
              className="clock-button"
              variant={index === 0 ? 'primary' : 'secondary'}
              disabled={busy}
              onClick={() => void tap(kind)}
            >
              {t(`time.tap.${kind}`)}
            </Button>
          ))}
        </div>
      )}
      <p role="status" className="clock-receipt" data-testid="punch-status">
        {last
          ? t(last.pending ? 'time.onPhone' : 'time.atOffice', {
              kind: t(`time.kind.${last.kind}`),
              time: formats.zoned(last.at, rules.zone, 'clock'),
            })
          : ''}
      </p>
      {lastPhoto === 'refused' || lastPhoto === 'failed' ? (
        <p className="page-subtitle" data-testid="punch-photo-status">
          {t(`time.photo.${lastPhoto}`)}
        </p>
      ) : null}
      {failed ? <Alert kind="error">{t('time.tapFailed')}</Alert> : null}
      {question ? (
        <BreakQuestion
          key={question.punchId}
          question={question}
          rules={rules}
          onAnswered={() => setAnsweredFor(question.punchId)}
        />
      ) : answeredFor && answeredFor === last?.id ? (
        <p role="status">{t('time.breaks.thanks')}</p>
      ) : null}
      <p className="page-subtitle" data-testid="clock-hours">
        {t('time.todayWorked', { hours: worked(dayOf(now.getTime(), rules.zone)) })} ·{' '}
        {t('time.weekWorked', { hours: worked(weekOf(now.getTime(), rules.zone, rules.weekStart)) })}
      </p>
      <label className="check">
        <input
          type="checkbox"
          checked={locationOn}
          onChange={(event) => {
            allowPunchLocation(event.target.checked);
            setLocationOn(event.target.checked);
            setLocationRefused(false);
          }}
        />
        {t('time.location')}
      </label>
      {locationRefused ? <p className="page-subtitle">{t('time.locationRefused')}</p> : null}
      {rules.punchPhoto ? <p className="page-subtitle">{t('time.photo.asked')}</p> : null}
    </section>
  );
}
