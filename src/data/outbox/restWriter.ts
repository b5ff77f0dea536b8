/**
 * The sync queue's commits through Firestore's REST API (`commit`, and `batchGet` when the
 * documents must be looked at), as the Web SDK's transactions make them: each write carries a
 * precondition (absent, or unchanged since it was read), so a document that is there already,
 * or changed in between, fails the commit and it is tried again from what the reads found.
 * Why not the SDK: its transaction reads one document per request, each sent in a task of
 * its own: 100 queued washes were 100 requests whose sends blocked a crew's phone for
 * 300-400 ms at 4× CPU (bench/scale, the drain). Here a commit is one request, or two
 * when it reads first (`commitWrites`).
 * Commit: https://firebase.google.com/docs/firestore/reference/rest/v1/projects.databases.documents/commit
 */
import {
  documentName,
  plainOf,
  postDocuments,
  readDocuments,
  restFailure,
  type DocumentReads,
  type RestValue,
} from '../firestoreRest';
import { CHANGE_STAMPS } from '@lotcrew/shared';
import { errorCodeOf } from '../errorCode';
import { stampsMovedBy } from './stamps';
import type { RemoteWrite } from './types';

// What a commit sends: here, not in ../firestoreRest.ts, which the screens that only read load too.
/**
 * The value the Web SDK would send for `value` (its `ignoreUndefinedProperties` included: a
 * map's undefined entries are left out). Whole numbers that are safe integers go as
 * integers, others as doubles, as the SDK does; a Date as a timestamp.
 */
export function restValueOf(value: unknown): RestValue {
  if (value === null) return { nullValue: null };
  switch (typeof value) {
    case 'boolean':
      return { booleanValue: value };
    case 'string':
      return { stringValue: value };
    case 'number':
      if (Number.isSafeInteger(value) && !Object.is(value, -0)) return { integerValue: String(value) };
      // JSON has no NaN or infinities: the API takes them as text.
      return { doubleValue: Number.isFinite(value) ? value : String(value) };
    case 'object':
      if (value instanceof Date) return { timestampValue: value.toISOString() };
      if (Array.isArray(value)) {
        if (value.some((item) => item === undefined))
          throw restFailure('invalid-argument', 'An array holds an undefined value.');
        return { arrayValue: { values: value.map(restValueOf) } };
      }
      return { mapValue: { fields: restFieldsOf(value as Record<string, unknown>) } };
    default:
      throw restFailure('invalid-argument', `A ${typeof value} cannot be stored.`);
  }
}

/** A document's fields, its undefined entries left out. */
export function restFieldsOf(data: Record<string, unknown>): Record<string, RestValue> {
  const fields: Record<string, RestValue> = {};
  for (const [key, value] of Object.entries(data)) if (value !== undefined) fields[key] = restValueOf(value);
  return fields;
}

/** Whether two JSON-like values are equal (the entries compared are small plain maps). */
export function sameEntry(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => sameEntry((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** The refusal of a create-new write whose document another write made first (a permanent answer). */
export function alreadyExists(path: string): Error {
  return restFailure('already-exists', `${path} already exists`);
}

/**
 * Tries of one commit whose documents changed between its reads and its writes (the SDK's
 * transactions try five times too); after them the queue's own back-off takes over.
 */
const COMMIT_TRIES = 5;
/**
 * The server's answers to a precondition that no longer holds: a document created since it
 * was read missing ('already-exists'), or changed since ('failed-precondition'), or a
 * contended commit ('aborted'). Each means "read again", never a refusal of the write.
 */
const READ_AGAIN_CODES = new Set(['already-exists', 'failed-precondition', 'aborted']);

/** A field path segment as a mask names it: backquoted unless a plain identifier. */
function segmentOf(key: string): string {
  return /^[_a-zA-Z][_a-zA-Z0-9]*$/.test(key) ? key : `\`${key.replace(/[\\`]/g, (char) => `\\${char}`)}\``;
}

/**
 * The fields a set-with-merge of `data` replaces, as the SDK names them: every leaf (a value
 * that is not a map, or an empty map) by its dotted path; undefined entries left out.
 */
export function mergeMaskOf(data: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(data).flatMap(([key, value]) => {
    if (value === undefined) return [];
    const path = `${prefix}${segmentOf(key)}`;
    const isMap =
      typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
    return isMap && Object.keys(value).length > 0
      ? mergeMaskOf(value as Record<string, unknown>, `${path}.`)
      : [path];
  });
}

/** One write of a REST commit (the API's `Write`). */
export interface RestWrite {
  update: { name: string; fields: Record<string, RestValue> };
  updateMask?: { fieldPaths: string[] };
  updateTransforms?: { fieldPath: string; setToServerValue: 'REQUEST_TIME' }[];
  currentDocument?: { exists: boolean } | { updateTime: string };
}

/**
 * The commit's writes, given what the reads found: a create of a document that exists is left
 * out (a replay whose first try was delivered), or refused (a create-new another write made);
 * an append already in the array is left out.
 */
export function restWritesOf(writes: readonly RemoteWrite[], reads: DocumentReads): RestWrite[] {
  return writes.flatMap((write): RestWrite[] => {
    const name = documentName(write.path);
    const stamp = write.stampReceivedAt
      ? { updateTransforms: [{ fieldPath: 'receivedAt', setToServerValue: 'REQUEST_TIME' as const }] }
      : {};
    const found = reads.get(write.path);
    switch (write.mode) {
      case 'merge':
        return [
          {
            update: { name, fields: restFieldsOf(write.data) },
            updateMask: { fieldPaths: mergeMaskOf(write.data) },
            ...stamp,
          },
        ];
      case 'createNew':
      case 'createOnce':
        if (found) {
          // Delivered before (a replay) is skipped; a create-new another write made is refused.
          const sameWrite =
            write.mode !== 'createNew' ||
            plainOf(found.fields?.[write.identityField] ?? {}) === write.data[write.identityField];
          if (!sameWrite) throw alreadyExists(write.path);
          return [];
        }
        return [
          {
            update: { name, fields: restFieldsOf(write.data) },
            currentDocument: { exists: false },
            ...stamp,
          },
        ];
      case 'appendOnce': {
        const existing = found?.fields?.[write.arrayField]?.arrayValue?.values ?? [];
        if (existing.some((value) => sameEntry(plainOf(value), write.entry))) return [];
        // The server's own array, extended: its values go back exactly as they were read.
        const fields = {
          ...restFieldsOf(write.data),
          [write.arrayField]: { arrayValue: { values: [...existing, restValueOf(write.entry)] } },
        };
        return [
          {
            update: { name, fields },
            updateMask: { fieldPaths: [...mergeMaskOf(write.data), segmentOf(write.arrayField)] },
            currentDocument: found?.updateTime ? { updateTime: found.updateTime } : { exists: false },
            ...stamp,
          },
        ];
      }
    }
  });
}

/**
 * The change stamps a commit moves: one per stamped collection it writes to, set to the commit's
 * own time (the same `request.time` as its documents' `receivedAt`), in the same commit, so
 * a phone never finds a written document behind an unmoved stamp (src/data/mirror/mirror.ts;
 * docs/decisions.md, "Change stamps").
 */
export function stampWritesOf(writes: readonly RestWrite[]): RestWrite[] {
  const beforePath = documentName('');
  return stampsMovedBy(writes.map((write) => write.update.name.slice(beforePath.length))).map(
    (collection) => ({
      update: { name: documentName(`${CHANGE_STAMPS}/${collection}`), fields: {} },
      updateMask: { fieldPaths: [] },
      updateTransforms: [{ fieldPath: 'at', setToServerValue: 'REQUEST_TIME' }],
    }),
  );
}

/**
 * What a commit sent without reading takes the server to hold: none of its documents (a
 * merge's write is the same whatever the server holds).
 */
export const NOTHING_READ: DocumentReads = new Map();

/**
 * Commits the writes of one or more outbox entries atomically, as the person whose ID token
 * `idToken` gives. The flusher never puts two writes to one document in one commit.
 *
 * A commit of creates and merges is first sent without reading: a first delivery, the
 * queue's usual case (a crew's washes), is then one request, where reading first made it two,
 * each waiting its turn behind the mirror's catch-up on a server that is busy with it (the
 * crew's drain, bench/scale). A create whose document is there already (another write's)
 * fails that commit: on its precondition, or on the rules, which judge it as an update of the
 * document there. Then the documents are read and the commit goes again from what they say.
 * It reads first when unread creates would mostly fail, a failure that costs the server as
 * much as a commit and can outlast the queue's deadline on a busy one (docs/decisions.md): a
 * commit `triedBefore` (it may have landed, its acknowledgement lost), and creates marked
 * `readFirst` (a backup restored). A commit with an append reads first too: it extends the
 * server's own array.
 */
export async function commitWrites(
  writes: readonly RemoteWrite[],
  idToken: () => Promise<string>,
  triedBefore = false,
): Promise<void> {
  const checked = writes.filter((write) => write.mode !== 'merge').map((write) => write.path);
  const mustReadFirst =
    triedBefore ||
    writes.some(
      (write) => write.mode === 'appendOnce' || (write.mode === 'createOnce' && write.readFirst === true),
    );
  let lastError: unknown;
  for (let tried = 0; tried < COMMIT_TRIES; tried++) {
    const token = await idToken();
    const unread = tried === 0 && !mustReadFirst;
    const restWrites = restWritesOf(writes, unread ? NOTHING_READ : await readDocuments(checked, token));
    if (restWrites.length === 0) return;
    try {
      await postDocuments('commit', { writes: [...restWrites, ...stampWritesOf(restWrites)] }, token);
      return;
    } catch (error) {
      const code = errorCodeOf(error) ?? '';
      const mayBeThere = unread && checked.length > 0 && code === 'permission-denied';
      if (!READ_AGAIN_CODES.has(code) && !mayBeThere) throw error;
      lastError = error;
    }
  }
  // Still changing under it: a transient failure, so the queue tries again after its back-off.
  throw restFailure('aborted', `documents kept changing: ${String(lastError)}`);
}
