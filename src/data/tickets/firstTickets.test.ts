import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LotcrewDatabase, type Mirrored } from '../db';
import type { Ticket, TicketStatus } from '../model';
import { firstTickets } from './firstTickets';

let db: LotcrewDatabase;
const ticket = (id: string, dueAt: string, updatedAt: string, status: TicketStatus = 'open') =>
  ({ id, dueAt, updatedAt, status }) as Mirrored<Ticket>;
const ids = (list: { id: string }[]) => list.map((each) => each.id);
const open = (each: Ticket) => each.status !== 'done';

beforeEach(async () => {
  db = new LotcrewDatabase(`first-tickets-test-${crypto.randomUUID()}`);
  await db.open();
  // Put in an order unlike either list order, with a done ticket among the soonest due.
  await db.tickets.bulkPut([
    ticket('late', '2026-11-24T18:00:00.000Z', '2026-11-20T08:00:00.000Z'),
    ticket('tie-b', '2026-11-23T15:00:00.000Z', '2026-11-22T08:00:00.000Z'),
    ticket('soonest-done', '2026-11-22T09:00:00.000Z', '2026-11-23T08:00:00.000Z', 'done'),
    ticket('soonest', '2026-11-22T10:00:00.000Z', '2026-11-21T08:00:00.000Z'),
    ticket('earliest', '2026-11-22T08:00:00.000Z', '2026-11-19T08:00:00.000Z'),
    ticket('tie-a', '2026-11-23T15:00:00.000Z', '2026-11-24T08:00:00.000Z'),
  ]);
});

afterEach(async () => {
  db.close();
  await db.delete();
});

describe('firstTickets', () => {
  it('reads the soonest due tickets the list keeps, twice the rows asked for at a time', async () => {
    await db.tickets.bulkPut([ticket('later', '2026-11-25T09:00:00.000Z', '2026-11-19T08:00:00.000Z')]);
    // Few kept: a second read, and a third, until one is found.
    expect(ids(await firstTickets(db, 'dueSoonest', (each) => each.id.startsWith('late'), 1))).toEqual([
      'late',
    ]);
    // One row asked for: the first two by due time are read, the done one is left out.
    expect(ids(await firstTickets(db, 'dueSoonest', open, 1))).toEqual(['earliest']);
    // Two rows: four read (earliest, soonest-done, soonest, tie-a), the done one left out, and
    // "tie-a" set aside: "tie-b" is due at the same minute and has not been read.
    expect(ids(await firstTickets(db, 'dueSoonest', open, 2))).toEqual(['earliest', 'soonest']);
  });

  it('reads the rest of a tie the read ended in when it needs more rows', async () => {
    // Four read (rows 2): earliest, soonest-done, soonest, tie-a; one kept before the tie.
    // "tie-b" is due at the same minute as "tie-a", and the list's own order (priority, then
    // id) may put it first: the tie is read whole.
    const notEarliest = (each: Mirrored<Ticket>) => each.id !== 'earliest' && each.id !== 'soonest';
    expect(ids(await firstTickets(db, 'dueSoonest', notEarliest, 2))).toEqual([
      'soonest-done',
      'tie-a',
      'tie-b',
    ]);
  });

  it('reads the most recently changed first', async () => {
    expect(ids(await firstTickets(db, 'changedLatest', () => true, 2))).toEqual([
      'tie-a',
      'soonest-done',
      'tie-b',
    ]);
    expect(ids(await firstTickets(db, 'changedLatest', open, 1))).toEqual(['tie-a']);
  });

  it('reads them all when fewer are kept than asked for', async () => {
    expect(ids(await firstTickets(db, 'dueSoonest', open, 30))).toEqual([
      'earliest',
      'soonest',
      'tie-a',
      'tie-b',
      'late',
    ]);
    expect(await firstTickets(db, 'dueSoonest', () => false, 30)).toEqual([]);
  });

  it('with the statuses kept, and few tickets of them: every one through the status index, in one read each', async () => {
    // A month: many finished tickets due sooner than the unfinished ones.
    await db.tickets.bulkPut(
      Array.from({ length: 200 }, (_, index) =>
        ticket(`done-${index}`, '2026-11-01T08:00:00.000Z', '2026-11-01T08:00:00.000Z', 'done'),
      ),
    );
    const unfinished = ['open', 'assigned', 'inProgress'] as const;
    const where = vi.spyOn(db.tickets, 'where');
    const kept = await firstTickets(db, 'dueSoonest', open, 2, unfinished);
    // Every unfinished ticket (more than the two rows asked for: the whole list), and no done one.
    expect(ids(kept).sort()).toEqual(['earliest', 'late', 'soonest', 'tie-a', 'tie-b']);
    // No page of the due index after its first (which went out with the counts).
    expect(where).not.toHaveBeenCalledWith('dueAt');
    where.mockRestore();
    // The same first rows as without the statuses, which read page after page of done tickets.
    const byDue = (list: Mirrored<Ticket>[]) => ids([...list].sort((a, b) => (a.dueAt < b.dueAt ? -1 : 1)));
    expect(byDue(kept).slice(0, 2)).toEqual(ids(await firstTickets(db, 'dueSoonest', open, 2)));
  });

  it('with the statuses kept, and many tickets of them: page by page in the order, as without', async () => {
    await db.tickets.bulkPut(
      Array.from({ length: 600 }, (_, index) =>
        ticket(
          `many-${String(index).padStart(3, '0')}`,
          '2026-11-26T08:00:00.000Z',
          '2026-11-01T08:00:00.000Z',
        ),
      ),
    );
    expect(ids(await firstTickets(db, 'dueSoonest', open, 2, ['open']))).toEqual(['earliest', 'soonest']);
  });
});
