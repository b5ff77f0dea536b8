import type { Timestamp } from 'firebase/firestore';

/** Firestore Timestamps become ISO strings: one time convention in the local database. */
export function toPlain(value: unknown): unknown {
  if (value && typeof value === 'object') {
    if ('toDate' in value && typeof value.toDate === 'function')
      return (value as Timestamp).toDate().toISOString();
    if (Array.isArray(value)) return value.map(toPlain);
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toPlain(inner)]));
  }
  return value;
}

/**
 * Whether two plain values (what toPlain makes, as IndexedDB keeps it) are the same, whatever
 * the order of their keys: a document answered again as the device already holds it.
 */
export function samePlain(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  if (Array.isArray(left) !== Array.isArray(right)) return false;
  const leftKeys = Object.keys(left);
  if (leftKeys.length !== Object.keys(right).length) return false;
  return leftKeys.every(
    (key) =>
      Object.hasOwn(right, key) &&
      samePlain((left as Record<string, unknown>)[key], (right as Record<string, unknown>)[key]),
  );
}
