import { useState, type FormEvent } from 'react';
import { LEGAL_NAME_MAX } from '../../config/constants';
import { legalNameProblem, type LegalNameProblem } from '../../data/users';
import { useSession } from '../../data/useSession';
import { queueWrite } from '../../data/writes';
import { useT } from '../../i18n';
import { ACCOUNT_TEXTS } from '../../i18n/areas/account';
import { PAYROLL_TEXTS } from '../../i18n/areas/payroll';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';

/** The person's legal name, for the payroll file (issue #32); saved through the queue, so offline too. */
export default function LegalNameForm() {
  const session = useSession();
  const user = session.status === 'signedIn' ? session.userDoc : null;
  const t = useT(PAYROLL_TEXTS, ACCOUNT_TEXTS);
  const [draft, setDraft] = useState({ first: user?.legalFirstName ?? '', last: user?.legalLastName ?? '' });
  const [problem, setProblem] = useState<LegalNameProblem | null>(null);
  const [state, setState] = useState<'idle' | 'saved' | 'failed'>('idle');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wrong = legalNameProblem(draft.first, draft.last);
    setProblem(wrong);
    setState('idle');
    if (wrong) return;
    try {
      await queueWrite('setLegalName', {
        legalFirstName: draft.first.trim(),
        legalLastName: draft.last.trim(),
      });
      setState('saved');
    } catch (error) {
      console.error('Saving the legal name failed', error);
      setState('failed');
    }
  }

  const message = problem ? t(`legalName.${problem}`, { max: LEGAL_NAME_MAX }) : undefined;
  return (
    <form
      data-testid="legal-name"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="legal-name"
    >
      <h2 id="legal-name">{t('legalName.title')}</h2>
      <p>{t('legalName.about')}</p>
      {state === 'saved' ? <Alert kind="success">{t('legalName.saved')}</Alert> : null}
      {state === 'failed' ? <Alert kind="error">{t('common.saveFailed')}</Alert> : null}
      <Field
        label={t('legalName.first')}
        autoComplete="given-name"
        value={draft.first}
        error={problem === 'firstMissing' || problem === 'tooLong' ? message : undefined}
        onChange={(event) => setDraft({ ...draft, first: event.target.value })}
      />
      <Field
        label={t('legalName.last')}
        autoComplete="family-name"
        value={draft.last}
        error={problem === 'lastMissing' || problem === 'tooLong' ? message : undefined}
        onChange={(event) => setDraft({ ...draft, last: event.target.value })}
      />
      <Button type="submit">{t('legalName.save')}</Button>
    </form>
  );
}
