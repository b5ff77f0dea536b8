import { useState, type FormEvent } from 'react';
import { LEGAL_NAME_MAX } from '../../config/constants';
import { legalNameProblem, type LegalNameProblem, setLegalName } from '../../data/users';
import { useSession } from '../../data/useSession';
import { useT } from '../../i18n';
import { ACCOUNT_TEXTS } from '../../i18n/areas/account';
import { PAYROLL_TEXTS } from '../../i18n/areas/payroll';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useAttempt } from '../../ui/useAttempt';

/** The person's legal name, for the payroll file (issue #32); saved through the queue, so offline too. */
export default function LegalNameForm() {
  const session = useSession();
  const user = session.status === 'signedIn' ? session.userDoc : null;
  const t = useT(PAYROLL_TEXTS, ACCOUNT_TEXTS);
  const [draft, setDraft] = useState({ first: user?.legalFirstName ?? '', last: user?.legalLastName ?? '' });
  const [problem, setProblem] = useState<LegalNameProblem | null>(null);
  const save = useAttempt((error) => console.error('Saving the legal name failed', error));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wrong = legalNameProblem(draft.first, draft.last);
    setProblem(wrong);
    save.reset();
    if (wrong) return;
    await save.attempt(() =>
      setLegalName({ legalFirstName: draft.first.trim(), legalLastName: draft.last.trim() }),
    );
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
      {save.succeeded ? <Alert kind="success">{t('legalName.saved')}</Alert> : null}
      {save.failed ? <Alert kind="error">{t('common.saveFailed')}</Alert> : null}
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
      <Button type="submit" disabled={save.busy}>
        {t('legalName.save')}
      </Button>
    </form>
  );
}
