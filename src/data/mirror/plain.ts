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
