import { useState, type FormEvent, type ReactNode } from 'react';
import { type Role } from '../../config/roles';
import { type Access, type DirectoryEntry, type Visibility, changeAccess } from '../../data/users';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Select';
import { useAttempt } from '../../ui/useAttempt';
import { accessOf, accessProblem, type Manager } from './peopleRules';
import type { PeopleT } from './peopleTexts';
import { visibilityOptions } from './peopleTexts';
import { DealershipChecks } from './DealershipChecks';

/**
 * One person's access, changed by the office (everything; a kiosk account: active only) or a
 * manager (active only), with its history.
 */
export function AccessEditor({
  person,
  everyone,
  by,
  scope,
  roles,
  dealerships,
  onClose,
  t,
  children,
}: {
  person: DirectoryEntry;
  everyone: readonly DirectoryEntry[];
  by: Manager;
  scope: 'office' | 'manager';
  roles: readonly Role[];
  dealerships: readonly { id: string; name: string }[];
  onClose: () => void;
  t: PeopleT;
  children: ReactNode;
}) {
  const [draft, setDraft] = useState<Access>(() => accessOf(person));
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, failed, succeeded: saved, attempt, reset } = useAttempt();
  // A kiosk account (issue #35) has no role to give: the office only retires it or brings it back.
  const office = scope === 'office' && person.kioskFor === null;

  async function save(after: Access) {
    reset();
    const reason = accessProblem(by, person, after, everyone);
    if (reason) {
      setProblem(t(`people.problem.${reason}`));
      return;
    }
    setProblem(null);
    await attempt(async () => {
      await changeAccess({
        uid: person.uid,
        before: accessOf(person),
        after,
        at: new Date().toISOString(),
        name: person.name,
      });
      setDraft(after);
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save(draft);
  }

  return (
    <form className="card" data-testid="access-editor" onSubmit={submit} noValidate>
      <h3>{t('people.edit.title', { name: person.name })}</h3>
      {office ? (
        <>
          <Select
            label={t('people.role')}
            value={draft.role ?? ''}
            onChange={(event) => setDraft({ ...draft, role: (event.target.value || null) as Role | null })}
            options={[
              { value: '', label: t('people.invite.chooseRole') },
              ...roles.map((role) => ({ value: role, label: t(`role.${role}`) })),
            ]}
          />
          <DealershipChecks
            legend={t('people.dealerships')}
            dealerships={dealerships}
            chosen={draft.dealerships}
            onChange={(ids) => setDraft({ ...draft, dealerships: ids })}
          />
          <Select
            label={t('people.visibility')}
            value={draft.visibility ?? ''}
            onChange={(event) =>
              setDraft({ ...draft, visibility: (event.target.value || null) as Visibility | null })
            }
            options={visibilityOptions(t)}
          />
          <label className="check">
            <input
              type="checkbox"
              checked={draft.active}
              onChange={(event) => setDraft({ ...draft, active: event.target.checked })}
            />
            {t('people.edit.active')}
          </label>
        </>
      ) : null}
      {problem ? <Alert kind="error">{problem}</Alert> : null}
      {failed ? <Alert kind="error">{t('people.edit.failed')}</Alert> : null}
      {saved ? <Alert kind="success">{t('people.edit.saved', { name: person.name })}</Alert> : null}
      <div className="page-actions">
        {office ? (
          <Button type="submit" disabled={busy}>
            {t('people.edit.save')}
          </Button>
        ) : (
          <Button disabled={busy} onClick={() => void save({ ...draft, active: !draft.active })}>
            {t(draft.active ? 'people.edit.deactivate' : 'people.edit.reactivate')}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          {t('people.edit.cancel')}
        </Button>
      </div>
      {children}
    </form>
  );
}
