// @lotcrew/test-only: tests and benchmarks only; no production build may hold this module (tests/integration/bundleSecrets.test.ts).
import type { Session } from '../data/session';
import { parseUserDoc } from '../data/users';

/** A signed-in session whose user document (read from the server) has `fields`, profile complete. */
export function signedInWith(fields: Record<string, unknown>): Session {
  return {
    status: 'signedIn',
    uid: 'u',
    email: null,
    displayName: null,
    userDoc: parseUserDoc({ profileCompleted: true, ...fields }),
    userDocSource: 'server',
  };
}

/** Signed in, but offline with nothing mirrored: the user document (and so the role) is unknown. */
export const SIGNED_IN_UNKNOWN: Extract<Session, { status: 'signedIn' }> = {
  status: 'signedIn',
  uid: 'u',
  email: null,
  displayName: null,
  userDoc: null,
  userDocSource: null,
};
