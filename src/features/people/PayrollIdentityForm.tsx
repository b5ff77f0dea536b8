import { useState, type FormEvent } from 'react';
import { LEGAL_NAME_MAX } from '../../config/constants';
import {
  isPayrollId,
  legalNameProblem,
  type DirectoryEntry,
  type LegalNameProblem,
  setPayrollIdentity,
} from '../../data/users';
import { useT } from '../../i18n';
import { PAYROLL_TEXTS } from '../../i18n/areas/payroll';
import { PEOPLE_TEXTS } from '../../i18n/areas/people';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useAttempt } from '../../ui/useAttempt';

/**
 * Who a person is to payroll (issue #32), kept by the office: their legal first and last
 * name (the person may set it on their profile too) and the payroll service's id of them.
 * Saved through the sync queue, so offline too; what was typed stays while it is wrong.
 */
export function PayrollIdentityForm({ person }: { person: DirectoryEntry }) {
  const t = useT(PEOPLE_TEXTS, PAYROLL_TEXTS);
  const [draft, setDraft] = useState({
    first: person.legalFirstName,
    last: person.legalLastName,
    payrollId: person.payrollId,
  });
  const [problem, setProblem] = useState<LegalNameProblem | 'payrollId' | null>(null);
  const save = useAttempt((error) => console.error('Saving the payroll details failed', error));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wrong =
      legalNameProblem(draft.first, draft.last) ?? (isPayrollId(draft.payrollId) ? null : 'payrollId');
    setProblem(wrong);
    save.reset();
    if (wrong) return;
    await save.attempt(() =>
      setPayrollIdentity({
        uid: person.uid,
        legalFirstName: draft.first.trim(),
        legalLastName: draft.last.trim(),
        payrollId: draft.payrollId.trim(),
        name: person.name,
      }),
    );
  }

  const nameMessage =
    problem && problem !== 'payrollId' ? t(`legalName.${problem}`, { max: LEGAL_NAME_MAX }) : undefined;
  return (
    <form
      className="card"
      data-testid="payroll-identity"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="payroll-identity"
    >
      <h3 id="payroll-identity">{t('legalName.title')}</h3>
      {save.succeeded ? <Alert kind="success">{t('people.edit.saved', { name: person.name })}</Alert> : null}
      {save.failed ? <Alert kind="error">{t('people.edit.failed')}</Alert> : null}
      <Field
        label={t('legalName.first')}
        value={draft.first}
        error={problem === 'firstMissing' || problem === 'tooLong' ? nameMessage : undefined}
        onChange={(event) => setDraft({ ...draft, first: event.target.value })}
      />
      <Field
        label={t('legalName.last')}
        value={draft.last}
        error={problem === 'lastMissing' || problem === 'tooLong' ? nameMessage : undefined}
        onChange={(event) => setDraft({ ...draft, last: event.target.value })}
      />
      <Field
        label={t('legalName.payrollId')}
        value={draft.payrollId}
        error={problem === 'payrollId' ? t('legalName.payrollId.wrong') : undefined}
        onChange={(event) => setDraft({ ...draft, payrollId: event.target.value })}
      />
      <p className="page-subtitle">{t('legalName.payrollId.about')}</p>
      <Button type="submit" disabled={save.busy}>
        {t('legalName.save')}
      </Button>
    </form>
  );
}
