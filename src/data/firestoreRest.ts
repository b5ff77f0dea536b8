/**
 * Firestore's REST API, called with `fetch`: the mirror's pages (mirror/restPages.ts), the
 * money screens' older periods (serverQuery.ts) and the sync queue's commits
 * (outbox/restWriter.ts). The Web SDK did these on the page's thread with work that grows
 * with the answer or the commit; a request here is a JSON text and a parse. The rules apply
 * as to the SDK: every request carries the person's ID token.
 * Value format: https://firebase.google.com/docs/firestore/reference/rest/v1/Value
 */
import { EMULATOR_PORTS, env } from '../config/env';

/** A Firestore REST value (one of its kinds is set). */
export interface RestValue {
  nullValue?: null;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number | string;
  timestampValue?: string;
  stringValue?: string;
  bytesValue?: string;
  referenceValue?: string;
  geoPointValue?: { latitude?: number; longitude?: number };
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
}

export interface RestDocument {
  /** projects/{project}/databases/(default)/documents/{collection}/{id} */
  name: string;
  fields?: Record<string, RestValue>;
  /** The document's last change, which a write's precondition names (RFC 3339, to the nanosecond). */
  updateTime?: string;
}

/**
 * A REST value as the device's copy keeps it, the same as the SDK's answer after `toPlain`:
 * timestamps as ISO strings (to the millisecond), integers as numbers.
 */
export function plainOf(value: RestValue): unknown {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.timestampValue !== undefined) return new Date(value.timestampValue).toISOString();
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return Number(value.doubleValue);
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.arrayValue !== undefined) return (value.arrayValue.values ?? []).map(plainOf);
  if (value.mapValue !== undefined) return plainFields(value.mapValue.fields ?? {});
  if (value.referenceValue !== undefined) return value.referenceValue;
  if (value.bytesValue !== undefined) return value.bytesValue;
  if (value.geoPointValue !== undefined)
    return { latitude: value.geoPointValue.latitude ?? 0, longitude: value.geoPointValue.longitude ?? 0 };
  return null;
}

export function plainFields(fields: Record<string, RestValue>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, plainOf(value)]));
}

/** An error with the SDK's codes, so callers tell "no signal" from a refusal. */
export function restFailure(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

/** The REST address of the project's database (the emulator's in emulator builds). */
export function databaseName(): string {
  return `projects/${env.VITE_FIREBASE_PROJECT_ID}/databases/(default)`;
}

function apiOrigin(): string {
  return env.VITE_FIREBASE_EMULATOR_HOST
    ? `http://${env.VITE_FIREBASE_EMULATOR_HOST}:${EMULATOR_PORTS.firestore}`
    : 'https://firestore.googleapis.com';
}

/** The REST address of the project's documents. */
export function documentsUrl(): string {
  return `${apiOrigin()}/v1/${databaseName()}/documents`;
}

/** The full name of the document at `path` ("washLogs/abc"). */
export function documentName(path: string): string {
  return `${databaseName()}/documents/${path}`;
}

/** google.rpc.Code names as the SDK's error codes ("PERMISSION_DENIED" → "permission-denied"). */
const codeOfStatus = (status: string) => status.toLowerCase().replace(/_/g, '-');

/**
 * A refusal whose reason says the rules were not run to a verdict: a document they read
 * (`get`, `exists`) could not be read. The Firestore emulator answers so when that read
 * waits past its lock timeout behind another commit (firebase-tools#10518): in a run of the
 * suite, a new phone's "last synced" stamp on the person's user document (users/syncMark.ts)
 * went with their first step, whose rules read that document, and the step was refused so
 * and lost to the refused changes (docs/testing.md). Not the rules' word but contention:
 * "aborted", which the queue tries again.
 */
const RULES_READ_FAILED = 'Service call error';

/**
 * POSTs `body` to the documents' `action` ("commit", "batchGet", "runQuery") as the person
 * whose ID token it is, and returns the parsed answer. Fails with the SDK's codes: the
 * server's own status when it answered in its JSON ("permission-denied", "failed-precondition",
 * …); anything else, no answer or an answer not from Firestore (a captive Wi-Fi's page, a
 * proxy's error), is "unavailable": a refusal is only ever the server's word, and only its
 * rules' verdict (RULES_READ_FAILED).
 */
export async function postDocuments<T>(action: string, body: unknown, idToken: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${documentsUrl()}:${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw restFailure('unavailable', `no answer: ${String(error)}`);
  }
  const text = await response.text().catch(() => '');
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw restFailure('unavailable', `${response.status}, not an answer from Firestore`);
  }
  if (response.ok) return answer as T;
  const error = (answer as { error?: { status?: unknown; message?: unknown } } | null)?.error;
  const code =
    typeof error?.status === 'string' && error.status !== '' ? codeOfStatus(error.status) : 'unavailable';
  const rulesNotRun =
    code === 'permission-denied' &&
    typeof error?.message === 'string' &&
    error.message.includes(RULES_READ_FAILED);
  throw restFailure(rulesNotRun ? 'aborted' : code, `${response.status} ${text.slice(0, 500)}`);
}

/** Documents read by path: each path's document, or undefined where there is none. */
export type DocumentReads = ReadonlyMap<string, RestDocument | undefined>;

interface BatchGetRow {
  found?: RestDocument;
  missing?: string;
}

/** Reads the documents at `paths` ("tickets/abc") in one request, as the person whose ID token it is. */
export async function readDocuments(paths: readonly string[], idToken: string): Promise<DocumentReads> {
  if (paths.length === 0) return new Map();
  const rows = await postDocuments<BatchGetRow[]>(
    'batchGet',
    { documents: paths.map(documentName) },
    idToken,
  );
  const byName = new Map(rows.flatMap((row) => (row.found ? [[row.found.name, row.found] as const] : [])));
  return new Map(paths.map((path) => [path, byName.get(documentName(path))]));
}
