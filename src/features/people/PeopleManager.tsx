import { useRouterState } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { MANAGED_ROLES, type Role, ROLES } from '../../config/roles';
import { useDealerships } from '../../data/dealerships';
import { useProfilePhotoUrl } from '../../data/profilePhotos';
import { timeRulesOf } from '../../data/time';
import { useDirectory, useInvites, type DirectoryEntry } from '../../data/users';
import { useViewer } from '../../data/useViewer';
import { useFormats, useT } from '../../i18n';
import { PEOPLE_TEXTS } from '../../i18n/areas/people';
import { WORK_TEXTS } from '../../i18n/areas/work';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { Select } from '../../ui/Select';
import { useNow } from '../../ui/useNow';
import { DataTable } from '../../ui/DataTable';
import { filterDirectory, type DirectoryFilter, type Manager } from './peopleRules';
import { PayrollIdentityForm } from './PayrollIdentityForm';
import { AccessEditor } from './AccessEditor';
import { AccessHistory } from './AccessHistory';
import { InviteForm } from './InviteForm';
import { InviteList } from './InviteList';
import { FreshnessLine } from '../../parts/FreshnessLine';

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
  const people = useDirectory();
  const invites = useInvites();
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
      <FreshnessLine />
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
        {people ? (
          <DataTable
            label={t('people.title.office')}
            testId="people"
            rowTestId="person-row"
            sortable
            rows={shown}
            rowKey={(person) => person.uid}
            empty={t('people.none')}
            columns={[
              {
                id: 'name',
                header: t('people.name'),
                value: (person) => person.name,
                cell: (person) => (
                  <>
                    <PersonPhoto photoPath={person.photoPath} name={person.name} /> {person.name}
                  </>
                ),
              },
              { id: 'email', header: t('people.email'), value: (person) => person.email },
              {
                id: 'role',
                header: t('people.role'),
                value: (person) =>
                  person.kioskFor
                    ? t('people.invite.kioskRole')
                    : person.role
                      ? t(`role.${person.role}`)
                      : t('people.role.none'),
              },
              {
                id: 'dealerships',
                header: t('people.dealerships'),
                value: (person) => dealershipList(person.dealerships),
              },
              {
                id: 'visibility',
                header: t('people.visibility'),
                value: (person) =>
                  person.visibility
                    ? t(`people.visibility.${person.visibility}`)
                    : t('people.visibility.none'),
              },
              {
                id: 'state',
                header: t('people.state'),
                value: (person) => t(person.active ? 'people.state.active' : 'people.state.inactive'),
              },
              {
                id: 'lastSynced',
                header: t('people.lastSynced'),
                // Sorted by the instant; shown in the business's clock.
                value: (person) => person.lastSyncedAt ?? null,
                cell: (person) =>
                  person.lastSyncedAt
                    ? formats.zoned(person.lastSyncedAt, zone, 'when')
                    : t('people.lastSynced.never'),
              },
              {
                id: 'manage',
                header: t('people.manage'),
                notInCsv: true,
                unsorted: true,
                value: () => null,
                cell: (person) => (
                  <Button
                    variant="secondary"
                    aria-label={t('people.manageWho', { name: person.name })}
                    onClick={() => setOpen(open === person.uid ? null : person.uid)}
                  >
                    {t('people.manage')}
                  </Button>
                ),
              },
            ]}
          />
        ) : null}
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
            <AccessHistory
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
