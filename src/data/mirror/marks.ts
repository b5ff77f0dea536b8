/**
 * A resumable view's mark: the latest server write time (`receivedAt`) it has seen, as a
 * string that sorts in time order, from which a reopen asks for what changed since.
 */
import type { DocumentData, DocumentSnapshot } from 'firebase/firestore';

const NANOS_PER_MS = 1_000_000;

/** A mark of a time in seconds and nanoseconds since the epoch. */
export const markAt = (seconds: number, nanoseconds: number): string =>
  `${String(seconds).padStart(12, '0')}.${String(nanoseconds).padStart(9, '0')}`;

/**
 * The latest server write time (`receivedAt`) among documents, as a mark that sorts in
 * time order to the nanosecond (an ISO string would round to the millisecond and ask for
 * the last document again on every reopen). Never later than this phone's clock (`notAfter`).
 */
export function markOf(
  documents: readonly Pick<DocumentSnapshot<DocumentData>, 'get'>[],
  nowMs = Date.now(),
): string | undefined {
  const latest = latestMark(
    documents.map((document) => {
      const value: unknown = document.get('receivedAt');
      if (typeof value !== 'object' || value === null) return undefined;
      const { seconds, nanoseconds } = value as { seconds?: unknown; nanoseconds?: unknown };
      return typeof seconds === 'number' && typeof nanoseconds === 'number'
        ? markAt(seconds, nanoseconds)
        : undefined;
    }),
  );
  return latest === undefined ? undefined : notAfter(latest, nowMs);
}

/**
 * The mark of a view that has answered whole with no receipt time among its documents (it
 * holds none, or only documents written before receipt times were stamped): the beginning
 * of time. A reopen then asks its listener for every stamped document since (in the
 * connection's first request, with the other views) and completes the view as any resumed
 * one (its count, or the device's documents where they stay), where a view with no mark is
 * read whole again in pages before it listens.
 */
export const BEGINNING_MARK = markAt(0, 0);

/** The latest of some marks (undefined: none). */
export function latestMark(marks: Iterable<string | undefined>): string | undefined {
  let latest: string | undefined;
  for (const mark of marks) if (mark !== undefined && (latest === undefined || mark > latest)) latest = mark;
  return latest;
}

/**
 * A mark never later than this phone's clock: a receipt time in the future (a script's
 * write; the rules allow none) would hide every write before it from the next reopen,
 * while a mark too early only asks for a few documents again.
 */
export function notAfter(mark: string, nowMs = Date.now()): string {
  const latestPossible = markAt(Math.floor(nowMs / 1000), (nowMs % 1000) * NANOS_PER_MS);
  return mark > latestPossible ? latestPossible : mark;
}

/** A mark's time, as the Timestamp constructor takes it. */
export function markTime(mark: string): [seconds: number, nanoseconds: number] {
  const [seconds = '0', nanoseconds = '0'] = mark.split('.');
  return [Number(seconds), Number(nanoseconds)];
}

/** A mark as a REST timestamp value's text (RFC 3339, to the nanosecond). */
export function timestampTextOf(mark: string): string {
  const [seconds, nanoseconds] = markTime(mark);
  return `${new Date(seconds * 1000).toISOString().slice(0, 19)}.${String(nanoseconds).padStart(9, '0')}Z`;
}
