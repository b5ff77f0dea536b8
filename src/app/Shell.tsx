import type { ReactNode } from 'react';
import { ConnectionBanner } from '../features/connectivity/ConnectionBanner';
import { SyncIndicator } from '../features/connectivity/SyncIndicator';
import { useMirrorSync } from '../data/mirror/useMirror';
import { UnexpectedErrorModal } from './ErrorOverlays';
import { Overlays } from './Overlays';
import { UpdatePrompt } from './UpdatePrompt';
import { UserPrompts } from './UserPrompts';
import { useLandingRedirect } from './useLandingRedirect';

/** Everything every screen has around it (spec §2 global elements). */
export function Shell({ children }: { children: ReactNode }) {
  useLandingRedirect();
  useMirrorSync();
  return (
    <>
      <ConnectionBanner />
      {children}
      <SyncIndicator />
      <button
        type="button"
        className="refresh-button"
        aria-label="Refresh"
        onClick={() => window.location.reload()}
      >
        ↻
      </button>
      <UserPrompts />
      <UpdatePrompt />
      <Overlays />
      <UnexpectedErrorModal />
    </>
  );
}
