import { useMemo } from 'react';
import type { Role } from '../config/roles';
import type { SessionState } from './sessionTypes';
import { useSession } from './useSession';

export interface Viewer {
  uid: string;
  role: Role;
  dealerships: string[];
  displayName: string;
  /** Their profile photo in Storage, if they have one (issue #20). */
  photoPath: string | null;
}

/**
 * The signed-in person with a role, or null (the route guards keep others out). The same
 * object until the session changes: screens key memos and live queries on it.
 */
export function useViewer(): Viewer | null {
  const session = useSession();
  return useMemo(() => viewerOf(session), [session]);
}

function viewerOf(session: SessionState): Viewer | null {
  if (session.status !== 'signedIn' || !session.userDoc?.role) return null;
  return {
    uid: session.uid,
    role: session.userDoc.role,
    dealerships: session.userDoc.dealerships,
    displayName: session.userDoc.displayName ?? session.displayName ?? session.email ?? '',
    photoPath: session.userDoc.photoPath ?? null,
  };
}
