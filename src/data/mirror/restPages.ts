/**
 * A resumable view's first read, page by page, through Firestore's REST API (`runQuery`),
 * not the Web SDK (and the money screens' reads of periods older than the copy, the same way). The SDK keeps every document a query returns in its own sorted maps on
 * the page's thread (inserting and removing each, comparing document keys character by
 * character): a month of two dealerships cost a new phone seconds of blocked main thread
 * in the SDK alone (issue #33's profile). A page of JSON costs a parse and the copy's
 * writes. The requests and values: ../firestoreRest.ts.
 */
import { plainFields, postDocuments, type RestDocument, type RestValue } from '../firestoreRest';
import type { AnsweredDocument } from './engine';
import { latestMark, markAt, notAfter } from './marks';
import type { Condition } from './view';

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
  /**
   * Only these fields of each document (and `order`'s, which the pages' cursor needs): a
   * one-off read that computes from a few fields need not download the rest. Absent: all.
   */
  fields?: readonly string[];
}

/** The query's page from `after`. */
export function pageQuery(
  { collection, where, order, fields }: PagedQuery,
  after: PageCursor | null,
  pageSize: number,
) {
  const select = fields
    ? { select: { fields: [...new Set([...fields, ...order])].map((fieldPath) => ({ fieldPath })) } }
    : {};
  const orderBy = [...order, '__name__'].map((fieldPath) => ({
    field: { fieldPath },
    direction: 'ASCENDING',
  }));
  const filters = where.map(filterOf);
  return {
    structuredQuery: {
      ...select,
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

/** One page of a query, as the person whose ID token it is may read it. */
export async function readPage(
  request: PagedQuery,
  after: PageCursor | null,
  pageSize: number,
  idToken: string,
): Promise<Page> {
  const rows = await postDocuments<{ document?: RestDocument }[]>(
    'runQuery',
    pageQuery(request, after, pageSize),
    idToken,
  );
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
