/**
 * Strings only one SDK's code contains, to tell which a script holds: Firestore's RPC
 * service name, Storage's resumable-upload header, Auth's API host, a Dexie error name,
 * the Sentry SDK's name prefix.
 */
const MARKS = {
  firestore: 'google.firestore.v1.Firestore',
  storage: 'X-Goog-Upload-Protocol',
  auth: 'identitytoolkit.googleapis.com',
  dexie: 'DatabaseClosedError',
  sentry: 'sentry.javascript.',
} as const;

export type ScriptMarks = Record<keyof typeof MARKS, boolean>;

export const SCRIPT_MARKS = {
  /** Which SDKs the script `body` holds. */
  found(body: Buffer): ScriptMarks {
    return {
      firestore: body.includes(MARKS.firestore),
      storage: body.includes(MARKS.storage),
      auth: body.includes(MARKS.auth),
      dexie: body.includes(MARKS.dexie),
      sentry: body.includes(MARKS.sentry),
    };
  },
};
