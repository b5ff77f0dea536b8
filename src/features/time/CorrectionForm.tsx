import { useState, type FormEvent } from 'react';
import { PUNCH_KINDS, type PunchKind, type TimeChange } from '../../data/model';
import {
  recordCorrection,
  weekKeyOf,
  type EffectivePunch,
  type PersonTime,
  type TimeRules,
} from '../../data/time';
import { useFormats, useT } from '../../i18n';
import { TIME_TEXTS } from '../../i18n/areas/time';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Select, TextArea } from '../../ui/Select';
import { useAttempt } from '../../ui/useAttempt';
import { instantOfInputValue, inputValueAt } from '../../utils/zonedTime';

type Problem = 'missed' | 'wrong';

/**
 * A change to recorded time. A crew member asks the office (a pending request); the office
 * corrects directly (approved, signed). Either way the punches stay as tapped. A week that
 * is approved and locked takes no change until the office unlocks it: the form says so
 * before anything is queued.
 */
export function CorrectionForm({
  uid,
  office,
  person,
  punches,
  rules,
}: {
  uid: string;
  office: boolean;
  person: PersonTime;
  punches: readonly EffectivePunch[];
  rules: TimeRules;
}) {
  const t = useT(TIME_TEXTS);
  const formats = useFormats();
  const [problem, setProblem] = useState<Problem>('missed');
  const [kind, setKind] = useState<PunchKind>('out');
  const [punchId, setPunchId] = useState(() => punches.at(-1)?.id ?? '');
  // Until the person types, "when" is the moment the form opened on the person's clock, and
  // follows that clock if it becomes known after the form opened (a new phone's first
  // answer brings the dealership): a value computed on the phone's zone would be wrong.
  const [openedAt] = useState(() => Date.now());
  const [typed, setWhen] = useState<string | null>(null);
  const when = typed ?? inputValueAt(openedAt, rules.zone);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ when?: string; punch?: string; reason?: string; week?: string }>({});
  const [sent, setSent] = useState(false);
  const { busy, failed, attempt } = useAttempt();
  const movable = punches.filter((punch) => !punch.id.startsWith('correction:'));
  const chosenPunch = movable.find((punch) => punch.id === punchId) ?? movable.at(-1);
  const lockedWeeks = new Set(person.weeks.filter((week) => week.locked).map((week) => week.weekStart));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    const instant = instantOfInputValue(when, rules.zone);
    const change: TimeChange | null =
      instant === null
        ? null
        : problem === 'missed'
          ? { action: 'add', kind, at: new Date(instant).toISOString() }
          : chosenPunch
            ? {
                action: 'move',
                punchId: chosenPunch.id,
                kind: chosenPunch.kind,
                from: new Date(chosenPunch.at).toISOString(),
                to: new Date(instant).toISOString(),
              }
            : null;
    const touched = change
      ? [change.action === 'add' ? change.at : change.from, ...(change.action === 'move' ? [change.to] : [])]
      : [];
    const found = {
      ...(instant === null || instant > Date.now() ? { when: t('time.timeInvalid') } : {}),
      ...(problem === 'wrong' && !chosenPunch ? { punch: t('time.punchRequired') } : {}),
      ...(reason.trim() === '' ? { reason: t('time.reasonRequired') } : {}),
      ...(touched.some((time) => lockedWeeks.has(weekKeyOf(time, rules)))
        ? { week: t('time.weekLocked') }
        : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || !change) return;
    await attempt(async () => {
      await recordCorrection(office ? 'correct' : 'request', uid, change, reason.trim(), rules);
      setReason('');
      setSent(true);
    });
  };

  return (
    <form className="stack" noValidate onSubmit={(event) => void submit(event)} data-testid="correction-form">
      <h3>{office ? t('time.correct') : t('time.request')}</h3>
      <Select
        label={t('time.requestWhat')}
        value={problem}
        options={[
          { value: 'missed', label: t('time.requestMissed') },
          { value: 'wrong', label: t('time.requestWrong') },
        ]}
        onChange={(event) => setProblem(event.target.value as Problem)}
      />
      {problem === 'missed' ? (
        <Select
          label={t('time.requestKind')}
          value={kind}
          options={PUNCH_KINDS.map((value) => ({ value, label: t(`time.kind.${value}`) }))}
          onChange={(event) => setKind(event.target.value as PunchKind)}
        />
      ) : (
        <Select
          label={t('time.requestPunch')}
          value={chosenPunch?.id ?? ''}
          options={movable.map((punch) => ({
            value: punch.id,
            label: t('time.punchLine', {
              kind: t(`time.kind.${punch.kind}`),
              time: formats.zoned(punch.at, rules.zone, 'when'),
            }),
          }))}
          onChange={(event) => setPunchId(event.target.value)}
          error={errors.punch}
        />
      )}
      <Field
        label={t('time.requestAt')}
        type="datetime-local"
        value={when}
        onChange={(event) => setWhen(event.target.value)}
        error={errors.when}
      />
      <TextArea
        label={t('time.requestReason')}
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
        error={errors.reason}
      />
      {errors.week ? <Alert kind="error">{errors.week}</Alert> : null}
      {failed ? <Alert kind="error">{t('time.tapFailed')}</Alert> : null}
      {sent ? <Alert kind="success">{t('time.requestSent')}</Alert> : null}
      <Button type="submit" disabled={busy}>
        {office ? t('time.correctSend') : t('time.requestSend')}
      </Button>
    </form>
  );
}
