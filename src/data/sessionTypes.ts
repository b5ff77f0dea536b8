import type { UserDoc } from './users/userDoc';

export type Session =
  | { status: 'signedOut' }
  | {
      status: 'signedIn';
      uid: string;
      email: string | null;
      displayName: string | null;
      /** null: signed in, but there is no user document (or it could not be read). */
      userDoc: UserDoc | null;
    };

export type SessionState = { status: 'loading' } | Session;
