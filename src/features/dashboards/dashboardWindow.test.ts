import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHARED_READING_COLLECTIONS } from '../../config/collections';
import { ROLES } from '../../config/roles';
import { businessCalendar } from '../../data/calendar';
import { LotcrewDatabase, type Mirrored } from '../../data/db';
import { readCopyTable, type CopyReading, type MirroredData } from '../../data/mirror';
import {
  TICKET_KINDS,
  type Dealership,
  type Ticket,
  type TicketStatus,
  type WashLog,
} from '../../data/model';
import { dashboardQueue, dashboardTiles, todayByKind } from './dashboardTiles';
import { DAY_MS, HOUR_MS } from '../../utils/duration';

/**
 * The dashboards read only the tickets not finished or changed in the last 48 hours, and the
 * washes of the last 48 hours (src/data/mirror/view.ts, DASHBOARD_WINDOW_MS). Here, a
 * month of two dealerships on two clocks, read that way and whole from the same database,
 * gives every board the same numbers, queue and today by kind: at midday, just after each
 * dealership's midnight, and across the night the clocks go back.
 */
const DEALERSHIPS = [
  { id: 'north', timezone: 'America/Chicago', weekStart: 'monday' },
  { id: 'coast', timezone: 'America/Los_Angeles', weekStart: 'sunday' },
] as unknown as Mirrored<Dealership>[];
const CREW = ['crew-1', 'crew-2', 'crew-3', 'crew-4'];

/** A small seeded generator: the same month on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The month of work before `endMs` (the phone's now), as the copy holds it. */
function monthOfWork(endMs: number): { tickets: Mirrored<Ticket>[]; washLogs: Mirrored<WashLog>[] } {
  const MONTH_END_MS = endMs;
  const next = random(33);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const iso = (ms: number) => new Date(ms).toISOString();
  const tickets: Mirrored<Ticket>[] = [];
  for (let index = 0; index < 800; index++) {
    const createdMs = MONTH_END_MS - next() * 30 * DAY_MS;
    const status: TicketStatus = pick([
      'open',
      'assigned',
      'inProgress',
      'cancelled',
      ...Array.from({ length: 16 }, () => 'done' as const),
    ]);
    const history: Ticket['history'] = [{ status: 'open', at: iso(createdMs), by: 'dealer' }];
    let lastMs = createdMs;
    for (const step of ['assigned', 'inProgress', 'done'] as const) {
      if (status === 'open' || status === 'cancelled') break;
      lastMs = Math.min(MONTH_END_MS, lastMs + next() * 20 * HOUR_MS);
      history.push({ status: step, at: iso(lastMs), by: 'crew' });
      if (step === status) break;
    }
    if (status === 'cancelled') {
      lastMs = Math.min(MONTH_END_MS, lastMs + next() * 5 * HOUR_MS);
      history.push({ status: 'cancelled', at: iso(lastMs), by: 'dealer' });
    }
    // Some tickets change again later (their notes): their change time moves on.
    const updatedMs = next() < 0.1 ? Math.min(MONTH_END_MS, lastMs + next() * 3 * DAY_MS) : lastMs;
    tickets.push({
      id: `ticket-${index}`,
      dealershipId: pick(DEALERSHIPS).id,
      kind: pick(TICKET_KINDS),
      status,
      assigneeUid: status === 'open' ? null : pick(CREW),
      history,
      createdAt: iso(createdMs),
      updatedAt: iso(updatedMs),
      dueAt: iso(createdMs + next() * 2 * DAY_MS),
      priority: next() < 0.2 ? 'high' : 'normal',
      vehicle: { stock: `S${index}`, vin: '', year: 2024, make: 'Kia', model: 'Soul', color: '' },
      photos: [],
    } as unknown as Mirrored<Ticket>);
  }
  const washLogs: Mirrored<WashLog>[] = [];
  for (let index = 0; index < 1_600; index++) {
    washLogs.push({
      id: `wash-${index}`,
      dealershipId: pick(DEALERSHIPS).id,
      uid: pick(CREW),
      washedAt: iso(MONTH_END_MS - next() * 30 * DAY_MS),
      reference: `R${index}`,
      vin: null,
      kind: pick(['lot', 'service'] as const),
      note: '',
      ...(next() < 0.05 ? { voided: { at: iso(MONTH_END_MS), by: 'office', reason: 'twice' } } : {}),
    });
  }
  return { tickets, washLogs };
}

let db: LotcrewDatabase;
beforeEach(async () => {
  db = new LotcrewDatabase(`dashboard-window-${crypto.randomUUID()}`);
  await db.open();
  await db.dealerships.bulkPut(DEALERSHIPS);
});
afterEach(async () => {
  vi.useRealTimers();
  await db.delete();
});

/** The copy as `reading` reads it when the phone's clock says `nowMs`. */
async function readAt(reading: CopyReading, nowMs: number): Promise<MirroredData> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(nowMs);
  const tables = await Promise.all(
    SHARED_READING_COLLECTIONS.map(async (name) => [name, await readCopyTable(db, name, reading)]),
  );
  vi.useRealTimers();
  return {
    ...(Object.fromEntries(tables) as Omit<MirroredData, 'syncedAt'>),
    syncedAt: new Date(nowMs).toISOString(),
  };
}

const MOMENTS = {
  'midday in Chicago': '2026-10-28T17:00:00Z',
  'just after midnight in Chicago': '2026-10-29T05:05:00Z',
  'just after midnight in Los Angeles': '2026-10-29T07:05:00Z',
  'the night the clocks go back, before': '2026-11-01T06:30:00Z',
  'the night the clocks go back, after (the longest day: 25 hours)': '2026-11-02T07:30:00Z',
};

describe('the dashboards’ window of the copy', () => {
  it.each(Object.entries(MOMENTS))(
    'gives every board the numbers of the whole month: %s',
    async (_, moment) => {
      const nowMs = Date.parse(moment);
      const { tickets, washLogs } = monthOfWork(nowMs);
      await db.tickets.bulkPut(tickets);
      await db.washLogs.bulkPut(washLogs);
      const whole = await readAt('whole', nowMs);
      const windowed = await readAt('dashboards', nowMs);
      // The whole reading has every row (read in pages); the window a small part of them.
      expect(whole.tickets).toHaveLength(tickets.length);
      expect(whole.washLogs).toHaveLength(washLogs.length);
      expect(windowed.tickets.length).toBeLessThan(whole.tickets.length * 0.4);
      expect(windowed.washLogs.length).toBeLessThan(whole.washLogs.length * 0.15);
      const now = new Date(nowMs);
      for (const home of DEALERSHIPS) {
        const calendar = businessCalendar(DEALERSHIPS, [home.id], 'UTC');
        expect(todayByKind(windowed.tickets, now, calendar)).toEqual(
          todayByKind(whole.tickets, now, calendar),
        );
        for (const board of ROLES)
          for (const uid of CREW) {
            expect(dashboardTiles(board, uid, windowed, now, calendar), `${board} ${uid}`).toEqual(
              dashboardTiles(board, uid, whole, now, calendar),
            );
            expect(dashboardQueue(board, uid, windowed.tickets)).toEqual(
              dashboardQueue(board, uid, whole.tickets),
            );
          }
      }
    },
  );

  it('counts a ticket finished today that was created weeks ago, and leaves out one finished three days ago', async () => {
    const nowMs = Date.parse('2026-10-20T18:00:00Z');
    const old = '2026-09-25T15:00:00Z';
    const finishedAt = (id: string, doneAt: string) =>
      ({
        id,
        dealershipId: 'north',
        kind: 'delivery',
        status: 'done',
        assigneeUid: 'crew-1',
        history: [
          { status: 'open', at: old, by: 'dealer' },
          { status: 'done', at: doneAt, by: 'crew-1' },
        ],
        createdAt: old,
        updatedAt: doneAt,
        dueAt: old,
        priority: 'normal',
        photos: [],
      }) as unknown as Mirrored<Ticket>;
    await db.tickets.bulkPut([
      finishedAt('late-finish', '2026-10-20T16:00:00Z'),
      finishedAt('finished-before', '2026-10-17T16:00:00Z'),
    ]);
    const ids = (await readAt('dashboards', nowMs)).tickets.map((ticket) => ticket.id);
    expect(ids).toContain('late-finish');
    expect(ids).not.toContain('finished-before');
  });
});
