/**
 * A resumable view's first read, page by page, through Firestore's REST API (`runQuery`),
 * not the Web SDK (and the money screens' reads of periods older than the copy, the same way). The SDK keeps every document a query returns in its own sorted maps on
 * the page's thread (inserting and removing each, comparing document keys character by
 * character): a month of two dealerships cost a new phone seconds of blocked main thread
 * in the SDK alone (issue #33's profile). A page of JSON costs a parse and the copy's
 * writes. The rules apply as to the SDK: the request carries the person's ID token.
 * Value format: https://firebase.google.com/docs/firestore/reference/rest/v1/Value
 */
import { EMULATOR_PORTS, env } from '../../config/env';
import type { AnsweredDocument } from './engine';
import { latestMark, markAt, notAfter } from './marks';
import type { Condition } from './view';

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

function plainFields(fields: Record<string, RestValue>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, plainOf(value)]));
}

/** A timestamp value as a mark (to the nanosecond the text carries). */
export function markOfTimestamp(text: string): string | undefined {
  const match = /^(.*T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?Z$/.exec(text);
  if (!match?.[1]) return undefined;
  const seconds = Math.floor(Date.parse(`${match[1]}Z`) / 1000);
  return Number.isNaN(seconds) ? undefined : markAt(seconds, Number((match[2] ?? '').padEnd(9, '0')));
}

const stringValue = (value: string): RestValue => ({ stringValue: value });

function filterOf([field, op, value]: Condition) {
  const fieldFilter = (restOp: string, restValue: RestValue) => ({
    fieldFilter: { field: { fieldPath: field }, op: restOp, value: restValue },
  });
  switch (op) {
    case '==':
      return fieldFilter('EQUAL', stringValue(value));
    case 'in':
      return fieldFilter('IN', { arrayValue: { values: value.map(stringValue) } });
    case '>=':
      return fieldFilter('GREATER_THAN_OR_EQUAL', stringValue(value));
    case '<':
      return fieldFilter('LESS_THAN', stringValue(value));
    case '<=':
      return fieldFilter('LESS_THAN_OR_EQUAL', stringValue(value));
    case 'array-contains':
      return fieldFilter('ARRAY_CONTAINS', stringValue(value));
  }
}

/** Where the next page starts: after the last document's values of the page's order. */
export type PageCursor = RestValue[];

/** What a page asks for: a collection's documents that meet `where`, in the order of `order`'s fields. */
export interface PagedQuery {
  collection: string;
  where: readonly Condition[];
  /**
   * The fields the pages follow, before the document's name (the order a cursor needs): a
   * view's by its documents' last writes (`receivedAt`, then its window's fields); a range
   * of a period by the range's field (an order the field's own index serves).
   */
  order: readonly string[];
}

/** The query's page from `after`. */
export function pageQuery(
  { collection, where, order }: PagedQuery,
  after: PageCursor | null,
  pageSize: number,
) {
  const orderBy = [...order, '__name__'].map((fieldPath) => ({
    field: { fieldPath },
    direction: 'ASCENDING',
  }));
  const filters = where.map(filterOf);
  return {
    structuredQuery: {
      from: [{ collectionId: collection }],
      ...(filters.length === 0
        ? {}
        : { where: filters.length === 1 ? filters[0] : { compositeFilter: { op: 'AND', filters } } }),
      orderBy,
      ...(after ? { startAt: { values: after, before: false } } : {}),
      limit: pageSize,
    },
  };
}

export interface Page {
  documents: AnsweredDocument[];
  /** The latest `receivedAt` of the page, to the nanosecond. */
  mark: string | undefined;
  /** Where the next page starts (null: the page was the last). */
  next: PageCursor | null;
}

/** The REST address of the project's documents (the emulator's in emulator builds). */
function documentsUrl(): string {
  const project = env.VITE_FIREBASE_PROJECT_ID;
  const origin = env.VITE_FIREBASE_EMULATOR_HOST
    ? `http://${env.VITE_FIREBASE_EMULATOR_HOST}:${EMULATOR_PORTS.firestore}`
    : 'https://firestore.googleapis.com';
  return `${origin}/v1/projects/${project}/databases/(default)/documents`;
}

/** An error with the SDK's codes, so callers tell "no signal" from a refusal. */
function failure(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

/** One page of a query, as the person whose ID token it is may read it. */
export async function readPage(
  request: PagedQuery,
  after: PageCursor | null,
  pageSize: number,
  idToken: string,
): Promise<Page> {
  let response: Response;
  try {
    response = await fetch(`${documentsUrl()}:runQuery`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
      body: JSON.stringify(pageQuery(request, after, pageSize)),
    });
  } catch (error) {
    throw failure('unavailable', `no answer: ${String(error)}`);
  }
  if (!response.ok) {
    const code =
      response.status === 403
        ? 'permission-denied'
        : response.status >= 500
          ? 'unavailable'
          : 'invalid-argument';
    throw failure(code, `${response.status} ${await response.text()}`);
  }
  const rows = (await response.json()) as { document?: RestDocument }[];
  const found = rows.flatMap((row) => (row.document ? [row.document] : []));
  const documents = found.map((document) => ({
    id: document.name.slice(document.name.lastIndexOf('/') + 1),
    data: plainFields(document.fields ?? {}),
  }));
  const mark = latestMark(
    found.map((document) => {
      const received = document.fields?.receivedAt?.timestampValue;
      return received === undefined ? undefined : markOfTimestamp(received);
    }),
  );
  const last = found.at(-1);
  const next =
    last && found.length === pageSize
      ? [
          ...request.order.map((field) => last.fields?.[field] ?? { nullValue: null }),
          { referenceValue: last.name },
        ]
      : null;
  return { documents, mark: mark === undefined ? undefined : notAfter(mark), next };
}

/**
 * Every document of a query, a page at a time (each page parsed and converted in a task of
 * its own, never the whole answer at once), as the person whose ID token it is may read it.
 */
export async function readAllPages(
  request: PagedQuery,
  pageSize: number,
  idToken: () => Promise<string>,
): Promise<AnsweredDocument[]> {
  const documents: AnsweredDocument[] = [];
  let after: PageCursor | null = null;
  do {
    const page = await readPage(request, after, pageSize, await idToken());
    documents.push(...page.documents);
    after = page.next;
  } while (after);
  return documents;
}
