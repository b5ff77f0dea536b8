import { useState, type FormEvent } from 'react';
import { INVITE_DEFAULT_DAYS } from '../../config/constants';
import { PATHS } from '../../config/paths';
import { can, isOfficeRole, type Role } from '../../config/roles';
import { type Visibility, createInvite } from '../../data/users';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Select } from '../../ui/Select';
import { useAttempt } from '../../ui/useAttempt';
import { expiryAfter, inviteProblem, maxInviteDays, newInviteToken, type Manager } from './peopleRules';
import type { PeopleT } from './peopleTexts';
import { visibilityOptions } from './peopleTexts';
import { DealershipChecks } from './DealershipChecks';

export const claimLinkOf = (token: string) => `${location.origin}${PATHS.claimProfile}/${token}`;

/** A new invite: checked as the rules would, queued, and its claim link shown to copy or share. */
export function InviteForm({
  by,
  roles,
  dealerships,
  t,
}: {
  by: Manager;
  roles: readonly Role[];
  dealerships: readonly { id: string; name: string }[];
  t: PeopleT;
}) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role | 'kiosk' | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [visibility, setVisibility] = useState<Visibility | null>(null);
  const [days, setDays] = useState(String(INVITE_DEFAULT_DAYS));
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, failed, attempt, reset } = useAttempt();
  const [created, setCreated] = useState<{ email: string; token: string } | null>(null);
  const max = maxInviteDays(by);

  async function submit(event: FormEvent) {
    event.preventDefault();
    reset();
    const draft = { email: email.trim(), role, dealerships: chosen, visibility, days: Number(days) };
    const reason = inviteProblem(by, draft);
    if (reason) {
      setProblem(t(`people.problem.${reason}`, { max: String(max) }));
      return;
    }
    setProblem(null);
    const token = newInviteToken();
    await attempt(async () => {
      await createInvite({
        token,
        email: draft.email,
        expiresAtMs: expiryAfter(Date.now(), draft.days),
        // A kiosk's invite (issue #35) gives no role: it names the dealership it will clock for.
        ...(role === 'kiosk'
          ? { role: null, kioskFor: chosen[0], dealerships: [], visibility: null }
          : {
              role: role,
              dealerships: chosen,
              visibility: can(role, 'hasVisibility') ? visibility : null,
            }),
      });
      setCreated({ email: draft.email, token });
      // The form empties for the next person; the link stays shown above it.
      setEmail('');
      setRole(null);
      setChosen([]);
      setVisibility(null);
      setDays(String(INVITE_DEFAULT_DAYS));
    });
  }

  return (
    <section aria-labelledby="invite-title" className="card">
      <h2 id="invite-title">{t('people.invite.title')}</h2>
      {created ? <ClaimLink email={created.email} token={created.token} t={t} /> : null}
      <form data-testid="invite-form" onSubmit={(event) => void submit(event)} noValidate>
        <Field
          label={t('people.invite.email')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Select
          label={t('people.invite.role')}
          value={role ?? ''}
          onChange={(event) => setRole((event.target.value || null) as Role | 'kiosk' | null)}
          options={[
            { value: '', label: t('people.invite.chooseRole') },
            ...roles.map((choice) => ({ value: choice, label: t(`role.${choice}`) })),
            ...(isOfficeRole(by.role) ? [{ value: 'kiosk', label: t('people.invite.kioskRole') }] : []),
          ]}
        />
        <DealershipChecks
          legend={t('people.invite.dealerships')}
          dealerships={dealerships}
          chosen={chosen}
          onChange={setChosen}
        />
        {role !== 'kiosk' && can(role, 'hasVisibility') ? (
          <Select
            label={t('people.invite.visibility')}
            value={visibility ?? ''}
            onChange={(event) => setVisibility((event.target.value || null) as Visibility | null)}
            options={visibilityOptions(t)}
          />
        ) : null}
        <Field
          label={t('people.invite.days')}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
        {problem ? <Alert kind="error">{problem}</Alert> : null}
        {failed ? <Alert kind="error">{t('people.edit.failed')}</Alert> : null}
        <Button type="submit" disabled={busy}>
          {t('people.invite.send')}
        </Button>
      </form>
    </section>
  );
}

/** The claim link of a new invite: copy it, or hand it to the phone's share sheet where there is one. */
export function ClaimLink({ email, token, t }: { email: string; token: string; t: PeopleT }) {
  const link = claimLinkOf(token);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const canShare = typeof navigator.share === 'function';
  return (
    <Alert kind="success">
      <p>{t('people.invite.created', { email })}</p>
      <Field
        label={t('people.invite.link')}
        readOnly
        value={link}
        onFocus={(event) => event.target.select()}
      />
      <div className="page-actions">
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard.writeText(link).then(
              () => setCopied('yes'),
              () => setCopied('no'),
            )
          }
        >
          {t('people.invite.copy')}
        </Button>
        {canShare ? (
          <Button
            variant="secondary"
            onClick={() =>
              void navigator.share({ title: t('people.invite.shareText'), url: link }).catch(() => {})
            }
          >
            {t('people.invite.share')}
          </Button>
        ) : null}
      </div>
      {copied === 'yes' ? <p>{t('people.invite.copied')}</p> : null}
      {copied === 'no' ? <p>{t('people.invite.copyFailed')}</p> : null}
    </Alert>
  );
}
