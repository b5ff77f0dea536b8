import { Navigate } from '@tanstack/react-router';
import { useT } from '../../i18n';
import { useSession } from '../../data/useSession';
import { Loading } from '../../ui/Loading';
import { fallbackPath } from './fallbackPath';
import { fallbackScreen } from './landing';
import { SignInForm } from './SignInForm';
import { WaitingScreen } from './WaitingScreen';

/** "/": the sign-in form, or whatever a signed-in user the app cannot place needs. */
export function FallbackLanding() {
  const session = useSession();
  const t = useT();
  if (session.status === 'loading') return <Loading text={t('spec.loading')} />;
  const screen = fallbackScreen(session);
  if (screen === 'signIn') return <SignInForm />;
  // Signed in, but the user document is not known yet (offline, nothing mirrored).
  if (screen === 'unknown') return <Loading text={t('spec.loading')} />;
  if (screen === 'finishProfile') {
    return <WaitingScreen waitingFor="profile" />;
  }
  if (screen === 'deactivated') return <WaitingScreen waitingFor="deactivated" />;
  return <Navigate to={fallbackPath(session)} replace />;
}
