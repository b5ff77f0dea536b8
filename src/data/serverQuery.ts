/**
 * A one-off read of the server (the money screens' and wash reports' periods older than
 * the device's copy): every document of a query, through Firestore's REST API a page at a
 * time (src/data/mirror/restPages.ts), not the Web SDK's single answer. The SDK sorted a
 * period's thousands of tickets on the page's thread: a task of 1-2.5 s at 4× CPU when the
 * owner opened /labor at a month's size (bench/scale). The rules apply as to the SDK.
 */
import { signedInIdToken } from './firebase';
import type { Condition } from './mirror/view';

/** Documents per request: a page is parsed and converted in a task of its own. */
const PAGE_DOCUMENTS = 1000;

const RANGE_OPS: readonly Condition[1][] = ['>=', '<', '<='];

/**
 * Every document of `collection` that meets `where`, as `{ id, ...fields }` (timestamps as ISO
 * text, as the device's copy keeps them), read as the signed-in person; with `fields`, only
 * those of each document (and its range's).
 */
export async function readFromServer<T>(
  collection: string,
  where: readonly Condition[] = [],
  fields?: readonly string[],
): Promise<T[]> {
  // In the order of its range's field: the order that field's own index serves.
  const order = [...new Set(where.filter(([, op]) => RANGE_OPS.includes(op)).map(([field]) => field))];
  // Loaded when a period first needs the server: the screens that may ask open without it.
  const { readAllPages } = await import('./mirror/restPages');
  const documents = await readAllPages(
    { collection, where, order, ...(fields ? { fields } : {}) },
    PAGE_DOCUMENTS,
    signedInIdToken,
  );
  return documents.map((document) => ({ id: document.id, ...document.data }) as T);
}
