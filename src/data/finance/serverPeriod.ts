/**
 * Money periods older than the device's copy (issue #19). The copy holds the last
 * MIRROR_WINDOW_DAYS of work, so "last month" (and the month a month is compared with)
 * usually reaches back further. Such a period's documents are read once from the server,
 * the same arithmetic as the device's runs over them, and the figures (never the
 * documents) are kept on the device with the time of the read, so the period opens again
 * with no signal, saying how old it is.
 *
 * Why not aggregation queries: the figures need each job's price at its own time and each
 * day's hours against the week's overtime, which sums and counts cannot give; and why not
 * daily totals kept by a Cloud Function: the functions arrive with issue #21, and totals
 * written by them would need the same arithmetic twice (there and here).
 */
import { getDatabase, type Mirrored } from '../db';
import type { MirroredData } from '../mirror/mirroredData';
import { readFromServer } from '../serverQuery';
import type { IsoTime, Ticket, TimePunch, WashLog } from '../model';
import type { Period } from '../../utils/zonedTime';
import { DAY_MS } from '../../utils/duration';
import { doneAtOf } from '../tickets/doneAt';
import { countBefore } from '../../utils/sorted';

/**
 * Shifts are costed by business week (overtime) and may cross midnight: punches are read
 * from a week before the period's first day to a day after its last.
 */
const PUNCH_MARGIN_BEFORE_MS = 8 * DAY_MS;
const PUNCH_MARGIN_AFTER_MS = DAY_MS;
/** How many periods' figures the device keeps, newest read first (each a few kilobytes to a few hundred). */
export const HELD_FIGURES = 12;

/**
 * The documents a money period is computed from, where the device's copy may not reach,
 * and the prices and pay rates that cost them: read with them, so that a period opened
 * on a phone whose copy has not arrived yet is never priced at nothing. Of the three large
 * collections, only the fields the arithmetic reads (PERIOD_FIELDS).
 */
export type PeriodDocuments = Pick<
  MirroredData,
  'timeAttestations' | 'timeCorrections' | 'timeWeeks' | 'dealerships' | 'payRates'
> & {
  tickets: Mirrored<Pick<Ticket, (typeof PERIOD_FIELDS.tickets)[number]>>[];
  washLogs: Mirrored<Pick<WashLog, (typeof PERIOD_FIELDS.washLogs)[number]>>[];
  timePunches: Mirrored<Pick<TimePunch, (typeof PERIOD_FIELDS.timePunches)[number]>>[];
};

const isoOf = (instant: number) => new Date(instant).toISOString();

/**
 * The fields of the three large collections that the money screens' arithmetic reads of a
 * period read from the server (src/data/finance/periodRuns.test.ts gives it documents with
 * these alone, and fails on a read of any other; the range's field comes with them, for the
 * pages' cursor): the rest of each document (a ticket's vehicle, places, notes and photos, a
 * wash's reference and note, a punch's note and clock skew) is not downloaded.
 */
export const PERIOD_FIELDS = {
  tickets: ['dealershipId', 'kind', 'status', 'history', 'priceCents', 'assigneeUid'],
  washLogs: ['dealershipId', 'washedAt', 'voided', 'uid'],
  timePunches: ['uid', 'kind', 'at', 'receivedAt', 'position', 'dealershipId'],
} as const satisfies {
  tickets: readonly (keyof Ticket)[];
  washLogs: readonly (keyof WashLog)[];
  timePunches: readonly (keyof TimePunch)[];
};

/** Every promise of `reads`, awaited together, by name. */
async function allOf<Reads extends Record<string, Promise<unknown>>>(
  reads: Reads,
): Promise<{ [Name in keyof Reads]: Awaited<Reads[Name]> }> {
  const names = Object.keys(reads);
  const values = await Promise.all(Object.values(reads));
  return Object.fromEntries(names.map((name, index) => [name, values[index]])) as {
    [Name in keyof Reads]: Awaited<Reads[Name]>;
  };
}

/** The time clock's documents a span's figures need: its punches' instants and its weeks' first days. */
function timeClockSpan(span: Period) {
  return {
    punchedFrom: isoOf(span.start - PUNCH_MARGIN_BEFORE_MS),
    punchedBefore: isoOf(span.end + PUNCH_MARGIN_AFTER_MS),
    firstWeekDay: isoOf(span.start - PUNCH_MARGIN_BEFORE_MS).slice(0, 10),
    lastWeekDay: isoOf(span.end).slice(0, 10),
  };
}

/**
 * Reads from the server every document the money arithmetic needs for `span`: the tickets
 * changed since it began (a ticket done in it was changed then or later: Firestore cannot
 * bound it above without a field saying when it was done), the washes in it, and the
 * time clock's documents of the weeks around it. Owner and admin only, as the rules say.
 */
export async function readPeriodDocuments(span: Period): Promise<PeriodDocuments> {
  const timeClock = timeClockSpan(span);
  const { firstWeekDay, lastWeekDay } = timeClock;
  // The punches of the weeks around the span, and the words given at them.
  const punchedFrom = ['at', '>=', timeClock.punchedFrom] as const;
  const punchedBefore = ['at', '<', timeClock.punchedBefore] as const;
  const weeks = [
    ['weekStart', '>=', firstWeekDay],
    ['weekStart', '<=', lastWeekDay],
  ] as const;
  return allOf({
    tickets: readFromServer<PeriodDocuments['tickets'][number]>(
      'tickets',
      [['updatedAt', '>=', isoOf(span.start)]],
      PERIOD_FIELDS.tickets,
    ),
    washLogs: readFromServer<PeriodDocuments['washLogs'][number]>(
      'washLogs',
      [
        ['washedAt', '>=', isoOf(span.start)],
        ['washedAt', '<', isoOf(span.end)],
      ],
      PERIOD_FIELDS.washLogs,
    ),
    timePunches: readFromServer<PeriodDocuments['timePunches'][number]>(
      'timePunches',
      [punchedFrom, punchedBefore],
      PERIOD_FIELDS.timePunches,
    ),
    timeAttestations: readFromServer<PeriodDocuments['timeAttestations'][number]>('timeAttestations', [
      punchedFrom,
      punchedBefore,
    ]),
    timeCorrections: readFromServer<PeriodDocuments['timeCorrections'][number]>('timeCorrections', weeks),
    timeWeeks: readFromServer<PeriodDocuments['timeWeeks'][number]>('timeWeeks', weeks),
    dealerships: readFromServer<PeriodDocuments['dealerships'][number]>('dealerships'),
    payRates: readFromServer<PeriodDocuments['payRates'][number]>('payRates'),
  });
}

/** The rows of `rows` whose `field` (ISO text) is in [from, before), `rows` sorted by it. */
function rowsBetween<T>(rows: readonly T[], timeOf: (row: T) => string, from: string, before: string): T[] {
  const firstAtOrAfter = (bound: string) =>
    countBefore(rows.length, (index) => timeOf(rows[index] as T) < bound);
  return rows.slice(firstAtOrAfter(from), firstAtOrAfter(before));
}

const sortedBy = <T>(rows: readonly T[], timeOf: (row: T) => string) =>
  [...rows].sort((a, b) => (timeOf(a) < timeOf(b) ? -1 : timeOf(a) > timeOf(b) ? 1 : 0));

/**
 * A period's documents cut for each run of its days (a long period is computed a run at a
 * time): a run gets what its figures need of what readPeriodDocuments would have read for it
 * alone: the tickets done in it, the washes in it, the time clock's documents of the weeks
 * around it; prices and pay rates whole. Sorted once, each run's rows are found by halving (times are ISO text, which
 * sorts as it reads: the server's ranges compare them so too).
 */
export function documentsByRun(documents: PeriodDocuments): (run: Period) => PeriodDocuments {
  const doneTickets = sortedBy(
    documents.tickets.flatMap((ticket) => {
      const doneAt = ticket.status === 'done' ? doneAtOf(ticket) : null;
      return doneAt ? [{ doneAt, ticket }] : [];
    }),
    (done) => done.doneAt,
  );
  const washLogs = sortedBy(documents.washLogs, (wash) => wash.washedAt);
  const timePunches = sortedBy(documents.timePunches, (punch) => punch.at);
  const timeAttestations = sortedBy(documents.timeAttestations, (word) => word.at);
  return (run) => {
    const { punchedFrom, punchedBefore, firstWeekDay, lastWeekDay } = timeClockSpan(run);
    const inWeeks = (row: { weekStart: string }) =>
      row.weekStart >= firstWeekDay && row.weekStart <= lastWeekDay;
    return {
      tickets: rowsBetween(doneTickets, (done) => done.doneAt, isoOf(run.start), isoOf(run.end)).map(
        (done) => done.ticket,
      ),
      washLogs: rowsBetween(washLogs, (wash) => wash.washedAt, isoOf(run.start), isoOf(run.end)),
      timePunches: rowsBetween(timePunches, (punch) => punch.at, punchedFrom, punchedBefore),
      timeAttestations: rowsBetween(timeAttestations, (word) => word.at, punchedFrom, punchedBefore),
      timeCorrections: documents.timeCorrections.filter(inWeeks),
      timeWeeks: documents.timeWeeks.filter(inWeeks),
      dealerships: documents.dealerships,
      payRates: documents.payRates,
    };
  };
}

/**
 * The device's copy with a run's documents of the server in place of its own, as the money
 * arithmetic reads it. The three large collections' documents hold only PERIOD_FIELDS, and
 * the arithmetic reads no other field of them: src/data/finance/periodRuns.test.ts computes
 * both screens' figures from documents that throw on a read of any other, and holds them to
 * the figures of the whole documents.
 */
export const withPeriodDocuments = (device: MirroredData, documents: PeriodDocuments): MirroredData =>
  ({ ...device, ...documents }) as MirroredData;

/** Figures kept from an earlier read of the server, if this device kept them. */
export async function heldFigures<T>(key: string): Promise<{ value: T; asOf: IsoTime } | null> {
  const held = await getDatabase().heldFigures.get(key);
  return held ? { value: held.value as T, asOf: held.asOf } : null;
}

/** Keeps figures read from the server; only the newest HELD_FIGURES stay. */
export async function holdFigures(key: string, value: unknown, asOf: IsoTime): Promise<void> {
  const table = getDatabase().heldFigures;
  await table.put({ key, value, asOf });
  const stale = await table.orderBy('asOf').reverse().offset(HELD_FIGURES).primaryKeys();
  await table.bulkDelete(stale);
}
