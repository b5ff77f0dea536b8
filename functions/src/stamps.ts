/**
 * The server's change time on people's documents (issue #33). Every other mirrored
 * collection's writes carry `receivedAt == request.time` because the rules require it; the
 * spec's own merges to users/{uid} (§7: SMS consent, phone) write exactly the spec's fields
 * and nothing else, so a user document's change time is stamped here, after the write.
 * With it the office's phones ask only for the people changed since their last answer.
 */
import { isDeepStrictEqual } from 'node:util';

export const RECEIVED_AT = 'receivedAt';

type Fields = Record<string, unknown>;

const withoutStamp = (fields: Fields): Fields =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => key !== RECEIVED_AT));

/**
 * Whether a write to a user document needs the server's change time: it created or changed
 * the document and did not itself set the time. The stamp's own write changes the time
 * alone, so it never asks for another (no loop).
 */
export function needsStamp(before: Fields | undefined, after: Fields | undefined): boolean {
  if (!after) return false;
  if (!before) return !(RECEIVED_AT in after);
  if (!isDeepStrictEqual(before[RECEIVED_AT], after[RECEIVED_AT])) return false;
  return !isDeepStrictEqual(withoutStamp(before), withoutStamp(after));
}
