import { Navigate } from '@tanstack/react-router';
import { SPEC_TEXTS } from '../../config/texts';
import { useSession } from '../../data/useSession';
import { Loading } from '../../ui/Loading';
import { fallbackPath } from './fallbackPath';
import { fallbackScreen } from './landing';
import { SignInForm } from './SignInForm';
import { WaitingScreen } from './WaitingScreen';

/** "/": the sign-in form, or whatever a signed-in user the app cannot place needs. */
export function FallbackLanding() {
  const session = useSession();
  if (session.status === 'loading') return <Loading text={SPEC_TEXTS.loading} />;
  const screen = fallbackScreen(session);
  if (screen === 'signIn') return <SignInForm />;
  // Signed in, but the user document is not known yet (offline, nothing mirrored).
  if (screen === 'unknown') return <Loading text={SPEC_TEXTS.loading} />;
  if (screen === 'finishProfile') {
    return (
      <WaitingScreen
        title="Finish your profile"
        missing="Your account is signed in, but your Lotcrew profile is not complete yet."
        whoCanFix="Open the invite link your manager or the owner sent you to finish it, or ask them for a new one."
      />
    );
  }
  return <Navigate to={fallbackPath(session)} replace />;
}
