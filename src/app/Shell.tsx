import type { ReactNode } from 'react';
import { ConnectionBanner } from '../features/connectivity/ConnectionBanner';
import { LanguageSwitch } from '../features/language/LanguageSwitch';
import { NavigationPlace } from '../features/navigation/NavigationPlace';
import { afterFirstScreen } from '../data/firstScreen';
import { signedInAtStart } from '../data/session';
import { useSession } from '../data/useSession';
import { useT } from '../i18n';
import { useConsentRequests } from './consentRequests';
import { UnexpectedErrorModal } from './ErrorOverlays';
import { SCREENS, screenAccess } from '../routes/screens';
import { Overlays } from './Overlays';
import { lazyPart, NothingMissing } from '../ui/lazyPart';

/**
 * Loaded when someone is signed in, and from the start when someone was signed in when
 * the app last ran: its modals may be the first thing the person has to see.
 */
const loadSignedInShell = () =>
  import('./SignedInShell').then(({ SignedInShell }) => ({ default: SignedInShell }));
if (signedInAtStart()) void loadSignedInShell();
/**
 * The shell's own parts load as parts (src/ui/lazyPart.tsx): code that cannot be fetched
 * (the signal dropped while it loaded) leaves the screen as it is and is asked for again,
 * where a lazy component would throw past every screen and leave the page blank.
 */
const SignedInShell = lazyPart(loadSignedInShell, NothingMissing);

/**
 * The main navigation loads after the first screen has painted (it draws nothing that
 * screen needs); an empty bar of the same size holds its place meanwhile, so nothing moves.
 */
const AppNav = lazyPart(
  () =>
    afterFirstScreen()
      .then(() => import('../features/navigation/AppNav'))
      .then(({ AppNav: nav }) => ({ default: nav })),
  NavigationPlace,
  { Waiting: NavigationPlace },
);
const NAVIGABLE = { screens: SCREENS, mayOpen: screenAccess };

/**
 * The new-version prompt waits for the browser to be idle after an update anyway: its code
 * loads after the first screen has painted, not before it.
 */
const UpdatePrompt = lazyPart(
  () =>
    afterFirstScreen()
      .then(() => import('./UpdatePrompt'))
      .then(({ UpdatePrompt: prompt }) => ({ default: prompt })),
  NothingMissing,
);

/** Everything every screen has around it (spec §2 global elements). */
export function Shell({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const signedIn = status === 'signedIn';
  const consentRequests = useConsentRequests();
  const t = useT();
  return (
    <>
      <ConnectionBanner />
      <LanguageSwitch />
      {children}
      {/* Also while the session of someone signed in when the app last ran is read: the bar's
          room is there from the first frame (the refresh button above it moved up when it
          came, Lighthouse's layout shift on the dashboards). */}
      {status !== 'signedOut' && <AppNav routes={NAVIGABLE} />}
      {signedIn && <SignedInShell consentRequests={consentRequests} />}
      <button
        type="button"
        className="refresh-button"
        aria-label={t('common.refresh')}
        onClick={() => window.location.reload()}
      >
        ↻
      </button>
      <UpdatePrompt />
      <Overlays />
      <UnexpectedErrorModal />
    </>
  );
}
