import { useState, type FormEvent } from 'react';
import {
  MISSED_BREAKS,
  recordBreakWord,
  type BreakAnswer,
  type BreakQuestion as Question,
  type MissedBreak,
  type TimeRules,
} from '../../data/time';
import { useFormats, useLanguage, useT } from '../../i18n';
import { TIME_TEXTS } from '../../i18n/areas/time';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextArea } from '../../ui/Select';
import { useAttempt } from '../../ui/useAttempt';

/**
 * At clock-out in a dealership that follows California's meal and rest periods: the worker
 * says, in their language, whether they took their breaks (issue #35). The clock-out is
 * already recorded; the answer is kept beside it as evidence. It stays asked, on this
 * phone and after a reload, until it is given.
 */
export function BreakQuestion({
  question,
  rules,
  onAnswered,
}: {
  question: Question;
  rules: TimeRules;
  onAnswered: () => void;
}) {
  const t = useT(TIME_TEXTS);
  const formats = useFormats();
  const language = useLanguage();
  const [answer, setAnswer] = useState<BreakAnswer | null>(null);
  const [missed, setMissed] = useState<MissedBreak[]>([]);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, failed, attempt } = useAttempt();
  const answers: BreakAnswer[] = question.mayWaiveMeal
    ? ['tookBreaks', 'waivedMeal', 'couldNotTake']
    : ['tookBreaks', 'couldNotTake'];
  const missable = MISSED_BREAKS.filter((kind) => kind === 'rest' || question.mealDue);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem =
      answer === null
        ? t('time.breaks.chooseAnswer')
        : answer === 'couldNotTake' && missed.length === 0
          ? t('time.breaks.chooseMissed')
          : null;
    setError(problem);
    if (problem || answer === null) return;
    const saved = await attempt(() =>
      recordBreakWord(question, { answer, couldNotTake: missed, note, language }, rules),
    );
    if (saved) onAnswered();
  };

  return (
    <form className="stack" onSubmit={(event) => void submit(event)} noValidate data-testid="break-question">
      <fieldset className="stack">
        <legend>
          {t('time.breaks.question', { time: formats.zoned(question.at, rules.zone, 'clock') })}
        </legend>
        {answers.map((choice) => (
          <label key={choice} className="check">
            <input
              type="radio"
              name="break-answer"
              value={choice}
              checked={answer === choice}
              onChange={() => setAnswer(choice)}
            />
            {t(`time.breaks.answer.${choice}`)}
          </label>
        ))}
        {answer === 'couldNotTake' ? (
          <fieldset className="choice-row">
            <legend>{t('time.breaks.whichMissed')}</legend>
            {missable.map((kind) => (
              <label key={kind} className="check">
                <input
                  type="checkbox"
                  checked={missed.includes(kind)}
                  onChange={(event) =>
                    setMissed((now) =>
                      event.target.checked ? [...now, kind] : now.filter((one) => one !== kind),
                    )
                  }
                />
                {t(`time.breaks.missed.${kind}`)}
              </label>
            ))}
          </fieldset>
        ) : null}
      </fieldset>
      <TextArea
        label={t('time.breaks.note')}
        value={note}
        maxLength={500}
        onChange={(event) => setNote(event.target.value)}
      />
      {error ? <Alert kind="error">{error}</Alert> : null}
      {failed ? <Alert kind="error">{t('time.breaks.failed')}</Alert> : null}
      <Button type="submit" className="clock-button" disabled={busy}>
        {t('time.breaks.send')}
      </Button>
    </form>
  );
}
