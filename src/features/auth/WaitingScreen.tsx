import { Page } from '../../ui/Page';
import { SignOutButton } from './SignOutButton';
import { useT } from '../../i18n';

/**
 * A screen for a signed-in person the app cannot place yet. It says what is missing and
 * who can fix it; it moves on by itself, because the user document is watched live and
 * every change re-runs the landing rules.
 */
export function WaitingScreen({
  waitingFor,
}: {
  waitingFor: 'role' | 'dealership' | 'profile' | 'deactivated';
}) {
  const t = useT();
  return (
    <Page title={t(`waiting.${waitingFor}.title`)} actions={<SignOutButton />}>
      <div className="card stack">
        <p>{t(`waiting.${waitingFor}.missing`)}</p>
        <p>{t(`waiting.${waitingFor}.whoCanFix`)}</p>
        <p className="page-subtitle">{t('waiting.movesOn')}</p>
      </div>
    </Page>
  );
}
