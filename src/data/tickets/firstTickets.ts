/**
 * The first rows of a long ticket list, read through an index in the list's order: a screen
 * shows them before the whole list (10,000 tickets take ~90 ms to read at full CPU speed,
 * the first 30 under 1 ms), and the whole list replaces them once read.
 */
import { liveQuery, type Collection } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { getDatabase, type LotcrewDatabase, type Mirrored } from '../db';
import type { Ticket, TicketStatus } from '../model';

/** A phone screen of 64-pixel rows, and a margin. */
export const FIRST_TICKET_ROWS = 30;
/** A filter that keeps few tickets stops here with the rows found; the whole list follows. */
const MOST_READS = 10;

/** The orders an index can give: soonest due first, or most recently changed first. */
export type TicketIndexOrder = 'dueSoonest' | 'changedLatest';

/**
 * A filter that keeps only some statuses, with at most this many tickets of them on the
 * device, reads them all through the status index instead: two requests at once (count, then
 * read) instead of up to MOST_READS in a row through the order's index. A month's list opened
 * on its unfinished tickets (a few hundred among ~3,000 done) read ten pages of 60 one after
 * another, each queued behind the copy's other reads: ~1.3 s of the owner's tap (bench/scale).
 */
const FEW_TICKETS_OF_THE_STATUSES = 500;

/**
 * The tickets `keep` keeps from the start of `order`: at least `rows` of them, read 2 × `rows`
 * at a time. A tie on the order's field is read whole or not at all (the list's own order
 * breaks ties by other fields, which the index does not know). Fewer when the tickets run out,
 * or when a filter that keeps few has not found them within MOST_READS reads. Always every
 * kept ticket before a point of the order, so sorted by the list's order they are its first
 * rows, none out of place. `statuses`, when given, are the only statuses `keep` keeps (see
 * FEW_TICKETS_OF_THE_STATUSES).
 */
export async function firstTickets(
  db: LotcrewDatabase,
  order: TicketIndexOrder,
  keep: (ticket: Mirrored<Ticket>) => boolean,
  rows = FIRST_TICKET_ROWS,
  statuses?: readonly TicketStatus[],
): Promise<Mirrored<Ticket>[]> {
  const field = order === 'dueSoonest' ? 'dueAt' : 'updatedAt';
  // Tickets read per request: each is one IndexedDB getAll (a cursor would cost a task per
  // ticket). Most filters keep most tickets, so one read usually has the screenful.
  const perRead = 2 * rows;
  const after = (value: string | undefined): Collection<Mirrored<Ticket>, string> => {
    if (order === 'dueSoonest')
      return value === undefined ? db.tickets.orderBy(field) : db.tickets.where(field).above(value);
    return (value === undefined ? db.tickets.orderBy(field) : db.tickets.where(field).below(value)).reverse();
  };
  const kept: Mirrored<Ticket>[] = [];
  const keepFrom = (tickets: Mirrored<Ticket>[]) => {
    for (const ticket of tickets) if (keep(ticket)) kept.push(ticket);
  };
  // The first read goes out with the statuses' counts, not after them: when they are many,
  // it is the one the list needs, with no round trip more than without the counts.
  const firstRead = after(undefined).limit(perRead).toArray();
  if (statuses) {
    // Every ticket of the statuses `keep` may keep, when they are few: the whole list.
    const ofStatus = (status: TicketStatus) => db.tickets.where('status').equals(status);
    const counts = await Promise.all(statuses.map((status) => ofStatus(status).count()));
    if (counts.reduce((sum, count) => sum + count, 0) <= FEW_TICKETS_OF_THE_STATUSES) {
      await firstRead;
      return (await Promise.all(statuses.map((status) => ofStatus(status).toArray()))).flat().filter(keep);
    }
  }
  let readTo: string | undefined;
  for (let read = 0; read < MOST_READS && kept.length < rows; read++) {
    const batch = await (read === 0 ? firstRead : after(readTo).limit(perRead).toArray());
    const lastValue = batch[batch.length - 1]?.[field];
    if (lastValue === undefined || batch.length < perRead) {
      keepFrom(batch);
      break;
    }
    // A full read may end inside a tie whose other tickets are not read yet: the tie waits.
    keepFrom(batch.filter((ticket) => ticket[field] !== lastValue));
    if (kept.length >= rows) break;
    keepFrom(await db.tickets.where(field).equals(lastValue).toArray());
    readTo = lastValue;
  }
  return kept;
}

/** The latest first rows of each list kept warm, by the list's key (its order and filters). */
const warmRows = new Map<string, Mirrored<Ticket>[]>();
const warming = new Set<string>();

/**
 * Keeps the first rows of the list `key` names (its order and what `keep` keeps) read ahead
 * of the screen, live, for the rest of the app's run: a screen that opens with them draws its
 * rows in its first render instead of after a live query's first answer (a setTimeout, an
 * IndexedDB read and another render: ~100 ms of the ticket list's first open at 4× CPU,
 * bench/tickets.bench.ts). The device's copy is the source, as for the screen's own reads:
 * a sign-out empties it and the rows with it. About 30 tickets in memory.
 */
export function keepFirstTicketsWarm(
  key: string,
  order: TicketIndexOrder,
  keep: (ticket: Mirrored<Ticket>) => boolean,
  statuses?: readonly TicketStatus[],
): void {
  if (warming.has(key)) return;
  warming.add(key);
  liveQuery(() => firstTickets(getDatabase(), order, keep, FIRST_TICKET_ROWS, statuses)).subscribe({
    next: (rows) => warmRows.set(key, rows),
    // The screen reads for itself when it opens; a failed read ahead only costs that wait.
    error: () => warming.delete(key),
  });
}

/**
 * Live `firstTickets` while `wanted` (a screen stops wanting them once it has every ticket);
 * until the first read answers, the rows kept warm for `key` (keepFirstTicketsWarm), if
 * any, else undefined. `keep` must be a new function when what it keeps changes.
 */
export function useFirstTickets(
  key: string | undefined,
  order: TicketIndexOrder,
  keep: (ticket: Mirrored<Ticket>) => boolean,
  wanted: boolean,
  statuses?: readonly TicketStatus[],
  rows = FIRST_TICKET_ROWS,
): Mirrored<Ticket>[] | undefined {
  return useLiveQuery(
    async () => (wanted ? firstTickets(getDatabase(), order, keep, rows, statuses) : []),
    [order, keep, wanted, statuses, rows],
    wanted ? (key === undefined ? undefined : warmRows.get(key)) : [],
  );
}
