import { useState } from 'react';
import { approveWeek, decideCorrection, unlockWeek, type PersonWeek } from '../../data/time';
import { useFormats, useT } from '../../i18n';
import { TIME_TEXTS } from '../../i18n/areas/time';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useAttempt } from '../../ui/useAttempt';

/** The office approves or rejects a pending correction request, with an optional note. */
export function CorrectionDecision({ correctionId }: { correctionId: string }) {
  const t = useT(TIME_TEXTS);
  const [note, setNote] = useState('');
  const { busy, failed, attempt } = useAttempt();
  const decide = (state: 'approved' | 'rejected') =>
    attempt(async () => {
      await decideCorrection({
        correctionId,
        state,
        decidedAt: new Date().toISOString(),
        decisionNote: note.trim(),
      });
    });
  return (
    <div className="stack">
      <Field
        label={t('time.decisionNoteLabel')}
        value={note}
        maxLength={500}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="page-actions">
        <Button disabled={busy} onClick={() => void decide('approved')}>
          {t('time.approve')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void decide('rejected')}>
          {t('time.reject')}
        </Button>
      </div>
      {failed ? <Alert kind="error">{t('time.tapFailed')}</Alert> : null}
    </div>
  );
}

/**
 * The office approves a person's week (locked against changes) or unlocks it with a
 * reason; both steps stay in the week's history. Waiting corrections are decided first.
 */
export function WeekApproval({
  uid,
  week,
  zone,
  nameOf,
}: {
  uid: string;
  week: PersonWeek;
  /** The person's clock: their week's history is written on it. */
  zone: string;
  nameOf: (uid: string) => string;
}) {
  const t = useT(TIME_TEXTS);
  const formats = useFormats();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const { busy, failed, attempt } = useAttempt();
  const locked = week.approval?.locked === true;
  const step = async () => {
    if (!locked && week.pendingCorrections > 0) {
      setProblem(t('time.decidePendingFirst'));
      return;
    }
    if (locked && reason.trim() === '') {
      setProblem(t('time.reasonRequired'));
      return;
    }
    setProblem(undefined);
    await attempt(async () => {
      await (locked ? unlockWeek : approveWeek)({
        uid,
        weekStart: week.week.key,
        at: new Date().toISOString(),
        note: locked ? reason.trim() : '',
      });
      setReason('');
    });
  };
  const error = problem ?? (failed ? t('time.tapFailed') : undefined);
  return (
    <div className="stack" data-testid={`week-approval-${week.week.key}`}>
      {week.approval?.history.length ? (
        <ul className="list-plain page-subtitle">
          {week.approval.history.map((entry) => (
            <li key={`${entry.action}-${entry.at}`}>
              {t('time.weekHistory', {
                action: t(`time.weekAction.${entry.action}`),
                who: nameOf(entry.by),
                time: formats.zoned(entry.at, zone, 'stamp'),
              })}
              {entry.note ? ` · ${entry.note}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {locked ? (
        <Field
          label={t('time.unlockReason')}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
      ) : null}
      {error ? <Alert kind="error">{error}</Alert> : null}
      <Button variant={locked ? 'secondary' : 'primary'} disabled={busy} onClick={() => void step()}>
        {locked ? t('time.unlockWeek') : t('time.approveWeek')}
      </Button>
    </div>
  );
}
