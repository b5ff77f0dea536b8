import { lazy, Suspense, type ReactNode } from 'react';
import { ConnectionBanner } from '../features/connectivity/ConnectionBanner';
import { signedInAtStart } from '../data/session';
import { useSession } from '../data/useSession';
import { useConsentRequests } from './consentRequests';
import { UnexpectedErrorModal } from './ErrorOverlays';
import { Overlays } from './Overlays';
import { UpdatePrompt } from './UpdatePrompt';

/**
 * Loaded when someone is signed in, and from the start when someone was signed in when
 * the app last ran: its modals may be the first thing the person has to see.
 */
const loadSignedInShell = () =>
  import('./SignedInShell').then(({ SignedInShell }) => ({ default: SignedInShell }));
if (signedInAtStart()) void loadSignedInShell();
const SignedInShell = lazy(loadSignedInShell);

/** Everything every screen has around it (spec §2 global elements). */
export function Shell({ children }: { children: ReactNode }) {
  const signedIn = useSession().status === 'signedIn';
  const consentRequests = useConsentRequests();
  return (
    <>
      <ConnectionBanner />
      {children}
      {signedIn ? (
        <Suspense fallback={null}>
          <SignedInShell consentRequests={consentRequests} />
        </Suspense>
      ) : null}
      <button
        type="button"
        className="refresh-button"
        aria-label="Refresh"
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
