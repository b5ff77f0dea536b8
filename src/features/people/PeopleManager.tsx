import { useRouterState } from '@tanstack/react-router';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { INVITE_DEFAULT_DAYS } from '../../config/constants';
import { PATHS } from '../../config/paths';
import { MANAGED_ROLES, ROLES, type Role } from '../../config/roles';
import { useConnection } from '../../data/connection';
import { useDealerships } from '../../data/dealerships';
import { useMirrorSyncedAt } from '../../data/mirror';
import { useProfilePhotoUrl } from '../../data/profilePhotos';
import { timeRulesOf } from '../../data/time';
import {
  useDirectory,
  useInvites,
  VISIBILITIES,
  type Access,
  type AccessChange,
  type DirectoryEntry,
  type InviteEntry,
  type Visibility,
} from '../../data/users';
import { useViewer } from '../../data/useViewer';
import { queueWrite } from '../../data/writes';
import { freshnessText, useFormats, useT, type MessageKey, type Translate } from '../../i18n';
import { PEOPLE_TEXTS, type PeopleEnglish } from '../../i18n/areas/people';
import { WORK_TEXTS, type WorkEnglish } from '../../i18n/areas/work';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { Select } from '../../ui/Select';
import { useNow } from '../../ui/useNow';
import {
  accessOf,
  accessProblem,
  expiryAfter,
  extendedExpiry,
  filterDirectory,
  inviteProblem,
  inviteState,
  maxInviteDays,
  newInviteToken,
  type DirectoryFilter,
  type Manager,
} from './peopleRules';
import { PayrollIdentityForm } from './PayrollIdentityForm';

type T = Translate<MessageKey | keyof PeopleEnglish | keyof WorkEnglish>;

/**
 * User management (issue #20), from the device's copy so it opens with no signal: the
 * office (scope 'office', /users) sees and changes everyone and invites any role; a
 * dealership manager (scope 'manager', /dealership-users) sees their dealerships'
 * employees and supervisors, deactivates and reactivates them, and invites those roles.
 * Every change is queued with the history step that records it.
 */
export function PeopleManager({ scope }: { scope: 'office' | 'manager' }) {
  const t = useT(PEOPLE_TEXTS, WORK_TEXTS);
  const formats = useFormats();
  const viewer = useViewer();
  // The dealerships and the copy's age only: user management reads no work.
  const dealershipsOnDevice = useDealerships();
  const syncedAt = useMirrorSyncedAt();
  const people = useDirectory();
  const invites = useInvites();
  const { status } = useConnection();
  const now = useNow();
  const [filter, setFilter] = useState<DirectoryFilter>({
    search: '',
    role: 'all',
    dealership: 'all',
    active: 'all',
  });
  // The office may arrive to manage someone (/users?person=uid, from the payroll check).
  const search: { person?: unknown } = useRouterState({ select: (state) => state.location.search });
  const [open, setOpen] = useState<string | null>(() =>
    typeof search.person === 'string' ? search.person : null,
  );
  const zone = useMemo(() => timeRulesOf(dealershipsOnDevice ?? [], []).zone, [dealershipsOnDevice]);
  const dealerships = useMemo(
    () =>
      (dealershipsOnDevice ?? [])
        .filter((dealership) => scope === 'office' || viewer?.dealerships.includes(dealership.id))
        .map((dealership) => ({ id: dealership.id, name: dealership.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [dealershipsOnDevice, scope, viewer?.dealerships],
  );
  const nameOfDealership = useMemo(() => new Map(dealerships.map((d) => [d.id, d.name])), [dealerships]);
  const nameOfPerson = useMemo(
    () => new Map((people ?? []).map((person) => [person.uid, person.name])),
    [people],
  );
  if (!viewer) return null;
  const manager: Manager = viewer;
  const shown = filterDirectory(people ?? [], filter);
  const roleChoices = scope === 'office' ? ROLES : MANAGED_ROLES;
  const dealershipList = (ids: readonly string[]) =>
    ids.length === 0
      ? t('people.dealerships.none')
      : ids.map((id) => nameOfDealership.get(id) ?? id).join(', ');

  return (
    <Page title={t(scope === 'office' ? 'people.title.office' : 'people.title.manager')}>
      <p className="page-subtitle" data-testid="freshness">
        {freshnessText(syncedAt ?? null, status === 'connected', now, t, formats)}
      </p>
      <InviteForm by={manager} roles={roleChoices} dealerships={dealerships} t={t} />
      <InviteList invites={invites ?? []} by={manager} now={now.getTime()} zone={zone} t={t} />

      <section aria-labelledby="people-list">
        <h2 id="people-list">{t(scope === 'office' ? 'people.title.office' : 'people.title.manager')}</h2>
        <div className="filters">
          <Field
            label={t('people.search')}
            type="search"
            value={filter.search}
            onChange={(event) => setFilter({ ...filter, search: event.target.value })}
          />
          <Select
            label={t('people.filter.role')}
            value={filter.role}
            onChange={(event) => setFilter({ ...filter, role: event.target.value as Role | 'all' })}
            options={[
              { value: 'all', label: t('people.filter.all') },
              ...roleChoices.map((role) => ({ value: role, label: t(`role.${role}`) })),
            ]}
          />
          <Select
            label={t('people.filter.dealership')}
            value={filter.dealership}
            onChange={(event) => setFilter({ ...filter, dealership: event.target.value })}
            options={[
              { value: 'all', label: t('people.filter.all') },
              ...dealerships.map((dealership) => ({ value: dealership.id, label: dealership.name })),
            ]}
          />
          <Select
            label={t('people.filter.state')}
            value={filter.active}
            onChange={(event) =>
              setFilter({ ...filter, active: event.target.value as DirectoryFilter['active'] })
            }
            options={[
              { value: 'all', label: t('people.filter.all') },
              { value: 'active', label: t('people.filter.active') },
              { value: 'inactive', label: t('people.filter.inactive') },
            ]}
          />
        </div>
        {people && shown.length === 0 ? <p>{t('people.none')}</p> : null}
        <ScrollRegion label={t('people.title.office')}>
          <table className="hours-table" data-testid="people">
            <thead>
              <tr>
                <th scope="col">{t('people.name')}</th>
                <th scope="col">{t('people.email')}</th>
                <th scope="col">{t('people.role')}</th>
                <th scope="col">{t('people.dealerships')}</th>
                <th scope="col">{t('people.visibility')}</th>
                <th scope="col">{t('people.state')}</th>
                <th scope="col">{t('people.lastSynced')}</th>
                <th scope="col">{t('people.manage')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((person) => (
                <tr key={person.uid} data-testid="person-row">
                  <th scope="row">
                    <PersonPhoto photoPath={person.photoPath} name={person.name} /> {person.name}
                  </th>
                  <td>{person.email}</td>
                  <td>{person.role ? t(`role.${person.role}`) : t('people.role.none')}</td>
                  <td>{dealershipList(person.dealerships)}</td>
                  <td>
                    {person.visibility
                      ? t(`people.visibility.${person.visibility}`)
                      : t('people.visibility.none')}
                  </td>
                  <td>{t(person.active ? 'people.state.active' : 'people.state.inactive')}</td>
                  <td>
                    {person.lastSyncedAt
                      ? formats.zoned(person.lastSyncedAt, zone, 'when')
                      : t('people.lastSynced.never')}
                  </td>
                  <td>
                    <Button
                      variant="secondary"
                      aria-label={t('people.manageWho', { name: person.name })}
                      onClick={() => setOpen(open === person.uid ? null : person.uid)}
                    >
                      {t('people.manage')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        {open && people?.find((person) => person.uid === open) ? (
          <AccessEditor
            key={open}
            person={people.find((person) => person.uid === open) as DirectoryEntry}
            everyone={people}
            by={manager}
            scope={scope}
            roles={roleChoices}
            dealerships={dealerships}
            onClose={() => setOpen(null)}
            t={t}
          >
            <History
              changes={(people.find((person) => person.uid === open) as DirectoryEntry).changes}
              nameOf={(uid) => nameOfPerson.get(uid) ?? uid}
              dealershipList={dealershipList}
              zone={zone}
              t={t}
            />
          </AccessEditor>
        ) : null}
        {scope === 'office' && open && people?.find((person) => person.uid === open) ? (
          <PayrollIdentityForm
            key={`payroll ${open}`}
            person={people.find((person) => person.uid === open) as DirectoryEntry}
          />
        ) : null}
      </section>
    </Page>
  );
}

/** A person's photo beside their name, once this phone has (or can fetch) it. */
function PersonPhoto({ photoPath, name }: { photoPath: string | null; name: string }) {
  const url = useProfilePhotoUrl(null, photoPath);
  return url ? <img className="nav-avatar" src={url} alt={name} /> : null;
}

function DealershipChecks({
  legend,
  dealerships,
  chosen,
  onChange,
  disabled = false,
}: {
  legend: string;
  dealerships: readonly { id: string; name: string }[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="field" disabled={disabled}>
      <legend>{legend}</legend>
      {dealerships.map((dealership) => (
        <label key={dealership.id} className="check">
          <input
            type="checkbox"
            checked={chosen.includes(dealership.id)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...chosen, dealership.id]
                  : chosen.filter((id) => id !== dealership.id),
              )
            }
          />
          {dealership.name}
        </label>
      ))}
    </fieldset>
  );
}

const visibilityOptions = (t: T) => [
  { value: '', label: t('people.visibility.choose') },
  ...VISIBILITIES.map((visibility) => ({ value: visibility, label: t(`people.visibility.${visibility}`) })),
];

/** One person's access, changed by the office (everything) or a manager (active only), with its history. */
function AccessEditor({
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
  t: T;
  children: ReactNode;
}) {
  const [draft, setDraft] = useState<Access>(() => accessOf(person));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState(false);
  const office = scope === 'office';

  async function save(after: Access) {
    setSaved(false);
    setFailed(false);
    const reason = accessProblem(by, person, after, everyone);
    if (reason) {
      setProblem(t(`people.problem.${reason}`));
      return;
    }
    setProblem(null);
    try {
      await queueWrite('changeAccess', {
        uid: person.uid,
        before: accessOf(person),
        after: { ...after, role: after.role as Role },
        at: new Date().toISOString(),
        name: person.name,
      });
      setDraft(after);
      setSaved(true);
    } catch {
      setFailed(true);
    }
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
          <Button type="submit">{t('people.edit.save')}</Button>
        ) : (
          <Button onClick={() => void save({ ...draft, active: !draft.active })}>
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

/** A person's access history, newest first: who changed what, and when. */
function History({
  changes,
  nameOf,
  dealershipList,
  zone,
  t,
}: {
  changes: readonly AccessChange[];
  nameOf: (uid: string) => string;
  dealershipList: (ids: readonly string[]) => string;
  zone: string;
  t: T;
}) {
  const formats = useFormats();
  const roleName = (role: string | null) => (role ? t(`role.${role as Role}`) : t('people.role.none'));
  const visibilityName = (visibility: Visibility | null) =>
    visibility ? t(`people.visibility.${visibility}`) : t('people.visibility.none');
  return (
    <section aria-label={t('people.history')} data-testid="access-history">
      <h4>{t('people.history')}</h4>
      {changes.length === 0 ? <p>{t('people.history.none')}</p> : null}
      <ol reversed>
        {[...changes].reverse().map((step) => {
          const what: string[] = [];
          if (step.before.role !== step.after.role)
            what.push(
              t('people.history.role', {
                before: roleName(step.before.role),
                after: roleName(step.after.role),
              }),
            );
          if (step.before.dealerships.join() !== step.after.dealerships.join())
            what.push(
              t('people.history.dealerships', {
                before: dealershipList(step.before.dealerships),
                after: dealershipList(step.after.dealerships),
              }),
            );
          if (step.before.visibility !== step.after.visibility)
            what.push(
              t('people.history.visibility', {
                before: visibilityName(step.before.visibility),
                after: visibilityName(step.after.visibility),
              }),
            );
          if (step.before.active !== step.after.active)
            what.push(t(step.after.active ? 'people.history.activated' : 'people.history.deactivated'));
          return (
            <li key={`${step.at}-${step.by}`}>
              {t('people.history.step', {
                when: formats.zoned(step.at, zone, 'when'),
                by: nameOf(step.by),
                what: what.join('; '),
              })}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

const claimLinkOf = (token: string) => `${location.origin}${PATHS.claimProfile}/${token}`;

/** A new invite: checked as the rules would, queued, and its claim link shown to copy or share. */
function InviteForm({
  by,
  roles,
  dealerships,
  t,
}: {
  by: Manager;
  roles: readonly Role[];
  dealerships: readonly { id: string; name: string }[];
  t: T;
}) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [visibility, setVisibility] = useState<Visibility | null>(null);
  const [days, setDays] = useState(String(INVITE_DEFAULT_DAYS));
  const [problem, setProblem] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [created, setCreated] = useState<{ email: string; token: string } | null>(null);
  const max = maxInviteDays(by);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailed(false);
    const draft = { email: email.trim(), role, dealerships: chosen, visibility, days: Number(days) };
    const reason = inviteProblem(by, draft);
    if (reason) {
      setProblem(t(`people.problem.${reason}`, { max: String(max) }));
      return;
    }
    setProblem(null);
    const token = newInviteToken();
    try {
      await queueWrite('createInvite', {
        token,
        email: draft.email,
        role: role as Role,
        dealerships: chosen,
        visibility: role === 'dealershipEmployee' ? visibility : null,
        expiresAtMs: expiryAfter(Date.now(), draft.days),
      });
      setCreated({ email: draft.email, token });
      // The form empties for the next person; the link stays shown above it.
      setEmail('');
      setRole(null);
      setChosen([]);
      setVisibility(null);
      setDays(String(INVITE_DEFAULT_DAYS));
    } catch {
      setFailed(true);
    }
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
          onChange={(event) => setRole((event.target.value || null) as Role | null)}
          options={[
            { value: '', label: t('people.invite.chooseRole') },
            ...roles.map((choice) => ({ value: choice, label: t(`role.${choice}`) })),
          ]}
        />
        <DealershipChecks
          legend={t('people.invite.dealerships')}
          dealerships={dealerships}
          chosen={chosen}
          onChange={setChosen}
        />
        {role === 'dealershipEmployee' ? (
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
        <Button type="submit">{t('people.invite.send')}</Button>
      </form>
    </section>
  );
}

/** The claim link of a new invite: copy it, or hand it to the phone's share sheet where there is one. */
function ClaimLink({ email, token, t }: { email: string; token: string; t: T }) {
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

/** Invites on the device's copy: their state, and for open ones (and lapsed ones) extend or withdraw. */
function InviteList({
  invites,
  by,
  now,
  zone,
  t,
}: {
  invites: readonly InviteEntry[];
  by: Manager;
  now: number;
  zone: string;
  t: T;
}) {
  const formats = useFormats();
  const [problem, setProblem] = useState<string | null>(null);
  const extendDays = INVITE_DEFAULT_DAYS;
  async function run(write: () => Promise<unknown>) {
    setProblem(null);
    try {
      await write();
    } catch {
      setProblem(t('people.edit.failed'));
    }
  }
  return (
    <section aria-labelledby="invites-title">
      <h2 id="invites-title">{t('people.invites.title')}</h2>
      {invites.length === 0 ? <p>{t('people.invites.none')}</p> : null}
      {problem ? <Alert kind="error">{problem}</Alert> : null}
      <ul className="plain-list" data-testid="invites">
        {invites.map((invite) => {
          const state = inviteState(invite, now);
          const open = state === 'pending' || state === 'expired';
          return (
            <li key={invite.token} data-testid="invite-row">
              <strong>{invite.email}</strong> · {t(`role.${invite.role}`)} ·{' '}
              <span data-testid="invite-state">{t(`people.invites.state.${state}`)}</span>
              {state === 'pending' ? (
                <>
                  {' '}
                  · {t('people.invites.expires', { when: formats.zoned(invite.expiresAtMs, zone, 'when') })}
                </>
              ) : null}
              {open ? (
                <div className="page-actions">
                  <Button
                    variant="secondary"
                    aria-label={t('people.invites.extendWho', { email: invite.email })}
                    onClick={() =>
                      void run(() =>
                        queueWrite('extendInvite', {
                          token: invite.token,
                          email: invite.email,
                          expiresAtMs: extendedExpiry(invite.expiresAtMs, now, extendDays, maxInviteDays(by)),
                        }),
                      )
                    }
                  >
                    {t('people.invites.extend', { days: String(extendDays) })}
                  </Button>
                  <Button
                    variant="secondary"
                    aria-label={t('people.invites.revokeWho', { email: invite.email })}
                    onClick={() =>
                      void run(() =>
                        queueWrite('revokeInvite', {
                          token: invite.token,
                          email: invite.email,
                          revokedAt: new Date().toISOString(),
                        }),
                      )
                    }
                  >
                    {t('people.invites.revoke')}
                  </Button>
                </div>
              ) : null}
              {state === 'pending' ? (
                <Field
                  label={t('people.invites.linkOf', { email: invite.email })}
                  readOnly
                  value={claimLinkOf(invite.token)}
                  onFocus={(event) => event.target.select()}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
