import { useSyncExternalStore } from 'react';
import { getSessionState, subscribeSession, type SessionState } from './session';

/** The current session; re-renders when sign-in state or the user document changes. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSessionState, getSessionState);
}
