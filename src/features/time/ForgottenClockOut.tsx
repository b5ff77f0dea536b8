import { useState, type FormEvent } from 'react';
import { recordCorrection, recordPunch, type TimeRules } from '../../data/time';
import { useT } from '../../i18n';
import { TIME_TEXTS } from '../../i18n/areas/time';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { TextArea } from '../../ui/Select';
import { instantOfInputValue, inputValueAt } from '../../utils/zonedTime';
import { useAttempt } from '../../ui/useAttempt';
import { HOUR_MS } from '../../utils/duration';

/**
 * A shift left open past the limit, once the person taps to close it (the clock says it is
 * still open, src/features/time/ClockPanel.tsx): the person clocks out now, with a note and the time
 * they say they stopped. The clock-out is a real punch (now); the time they give is a
 * correction request the office reviews. Nothing is closed without them.
 */
export function ForgottenClockOut({ uid, start, rules }: { uid: string; start: number; rules: TimeRules }) {
  const t = useT(TIME_TEXTS);
  // What the person typed, a wall-clock time in the dealership's zone; until they type, the
  // suggestion is drawn in the zone known now. Text drawn once would keep the zone of its
  // first render: the dealership's zone arriving after it moved the time by hours.
  const [typed, setTyped] = useState<string | null>(null);
  const stoppedAt = typed ?? inputValueAt(Math.min(start + 8 * HOUR_MS, Date.now()), rules.zone);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ time?: string; note?: string }>({});
  const { busy, failed, attempt } = useAttempt();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const now = Date.now();
    const stopped = instantOfInputValue(stoppedAt, rules.zone);
    const found = {
      ...(stopped === null || stopped <= start || stopped > now ? { time: t('time.timeInvalid') } : {}),
      ...(note.trim() === '' ? { note: t('time.noteRequired') } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || stopped === null) return;
    await attempt(async () => {
      const out = await recordPunch('out', rules, note.trim(), new Date(now));
      await recordCorrection(
        'request',
        uid,
        { action: 'move', punchId: out.id, kind: 'out', from: out.at, to: new Date(stopped).toISOString() },
        note.trim(),
        rules,
      );
    });
  };

  return (
    <form
      className="stack"
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="forgotten-clock-out"
    >
      <Alert kind="warning">{t('time.stillInHelp')}</Alert>
      <Field
        label={t('time.stoppedAt')}
        type="datetime-local"
        value={stoppedAt}
        onChange={(event) => setTyped(event.target.value)}
        error={errors.time}
        autoFocus
      />
      <TextArea
        label={t('time.note')}
        value={note}
        maxLength={500}
        onChange={(event) => setNote(event.target.value)}
        error={errors.note}
      />
      {failed ? <Alert kind="error">{t('time.tapFailed')}</Alert> : null}
      <Button type="submit" className="clock-button" disabled={busy}>
        {t('time.clockOutWithNote')}
      </Button>
    </form>
  );
}
