import { gzipSync } from 'node:zlib';

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

type Sdk = keyof typeof MARKS;
export type ScriptMarks = Record<Sdk, boolean>;
const SDKS = Object.keys(MARKS) as Sdk[];

const marksBy = (holds: (sdk: Sdk) => boolean) =>
  Object.fromEntries(SDKS.map((sdk) => [sdk, holds(sdk)])) as ScriptMarks;

export const SCRIPT_MARKS = {
  /** Which SDKs the script `body` holds. */
  found: (body: Buffer): ScriptMarks => marksBy((sdk) => body.includes(MARKS[sdk])),
  /** Which SDKs any of several scripts holds. */
  inAny: (scripts: readonly ScriptMarks[]): ScriptMarks =>
    marksBy((sdk) => scripts.some((marks) => marks[sdk])),
};

/** A script's size, and gzipped as Firebase Hosting serves it (level 9), and the SDKs it holds. */
export function weighScript(body: Buffer): { rawBytes: number; gzipBytes: number; marks: ScriptMarks } {
  return {
    rawBytes: body.length,
    gzipBytes: gzipSync(body, { level: 9 }).length,
    marks: SCRIPT_MARKS.found(body),
  };
}
