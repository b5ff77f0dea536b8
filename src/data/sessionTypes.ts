import type { UserDoc } from './users/userDoc';

export type Session =
  | { status: 'signedOut' }
  | {
      status: 'signedIn';
      uid: string;
      email: string | null;
      displayName: string | null;
      /** null: there is no user document, or it is not known yet (see userDocSource). */
      userDoc: UserDoc | null;
      /**
       * Where userDoc comes from: the server, the device's mirror, or nowhere yet
       * (the read failed and nothing is mirrored). Landing waits while it is null.
       */
      userDocSource: 'server' | 'mirror' | null;
    };

export type SessionState = { status: 'loading' } | Session;
