import { type Role } from '../../config/roles';
import { type AccessChange, type Visibility } from '../../data/users';
import { useFormats } from '../../i18n';
import type { PeopleT } from './peopleTexts';

/** A person's access history, newest first: who changed what, and when. */
export function AccessHistory({
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
  t: PeopleT;
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
