/**
 * The device's copy as screens read it (the core: it knows the collections' definitions,
 * not the domains or the session): the shared readings (the dashboards' window, and the
 * whole copy the office's month screens read) and the copy's freshness.
 */
import { Dexie, liveQuery } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useSyncExternalStore } from 'react';
import {
  DASHBOARD_COLLECTIONS,
  SHARED_READING_COLLECTIONS,
  type DashboardCollection,
  type SharedReadingCollection,
} from '../../config/collections';
import {
  getDatabase,
  readInPages,
  readUncached,
  type Reader,
  type LotcrewDatabase,
  type MirrorMeta,
  type Mirrored,
  type MirroredShapes,
} from '../db';
import type { IsoTime, TicketStatus } from '../model';
import { DASHBOARD_WINDOW_MS } from './view';
import { reportProblem } from '../problems';
import { whenIdle } from '../../lib/idle';

/**
 * The whole shared reading of the copy (the office's month screens'): each collection kept
 * for the `'months'` or the `'dashboards'` (src/config/collections.ts), every row, and when
 * the server last answered. Pay-rate histories are the owner's office's only (empty for
 * everyone else).
 */
export type MirroredData = MirroredTables & Answered;
type MirroredTables = {
  [Name in SharedReadingCollection]: Mirrored<MirroredShapes[Name & keyof MirroredShapes]>[];
};
interface Answered {
  /** The oldest of the scopes' last server answers; null before the first. */
  syncedAt: IsoTime | null;
}

/**
 * The dashboards' shared reading: the collections kept for the `'dashboards'` only, as the
 * dashboards' window holds them (`DASHBOARD_ROWS`), and when the server last answered.
 */
export type DashboardData = Pick<MirroredTables, DashboardCollection> & Answered;

/**
 * A reading of the copy as screens get it: `known` once its figures are. The whole copy
 * once every view has answered (`syncedAt`); the dashboards' window once every view has
 * answered whole or, since the app opened, answered the part the dashboards read (a new
 * phone's dashboard, before the month: `dashboardsKnown`).
 */
export type CopyData<Reading extends CopyReading = 'whole'> = (Reading extends 'dashboards'
  ? DashboardData
  : MirroredData) & { known: boolean };

/**
 * Whether the dashboards' figures are known: every view asked for has answered whole, or
 * answered its dashboards' part (src/data/mirror/view.ts) at or after `openedAt`. A part
 * answered in an earlier run is not: the window has moved since.
 */
export const dashboardsKnown = (
  metas: readonly Pick<MirrorMeta, 'syncedAt' | 'dashboardPartAt'>[],
  openedAt: IsoTime,
): boolean =>
  metas.length > 0 &&
  metas.every((meta) => meta.syncedAt !== null || (meta.dashboardPartAt ?? '') >= openedAt);

/**
 * The oldest of the scopes' last server answers: how fresh everything shown is at least;
 * null while any scope asked for has not answered yet (nothing can be called up to date).
 */
export function oldestAnswer(metas: readonly Pick<MirrorMeta, 'syncedAt'>[]): IsoTime | null {
  const answers: IsoTime[] = [];
  for (const meta of metas) {
    if (meta.syncedAt === null) return null;
    answers.push(meta.syncedAt);
  }
  return answers.sort()[0] ?? null;
}

/**
 * When the server last answered every mirrored query (the oldest answer); null before;
 * undefined while it is read. It reads the views' answer times alone: a freshness line
 * does not read every table (issue #33, item 3).
 */
export function useMirrorSyncedAt(): IsoTime | null | undefined {
  return useLiveQuery(() => copySyncedAt(getDatabase()), []);
}

/** The oldest of the views' answers, as recorded on the device: when the copy was up to date. */
export async function copySyncedAt(db: LotcrewDatabase = getDatabase()): Promise<IsoTime | null> {
  return oldestAnswer(await db.mirrorMeta.toArray());
}

/**
 * Which tables and rows of the copy a reading holds: every row of every table (the office's
 * month screens), or the dashboards' (their tables only, some in `DASHBOARD_WINDOW_MS`).
 */
export type CopyReading = 'whole' | 'dashboards';

/** The tables each reading reads: a table no dashboard counts is not read before its numbers. */
const TABLES_READ: { whole: readonly SharedReadingCollection[]; dashboards: readonly DashboardCollection[] } =
  {
    whole: SHARED_READING_COLLECTIONS,
    dashboards: DASHBOARD_COLLECTIONS,
  };

/**
 * The tables a reading has read: those of `TABLES_READ` for it, which the hooks' types say
 * (`useMirroredData`, `useDashboardData`); inside this module, any of them.
 */
type ReadTables = Partial<MirroredTables>;
/** A reading's value, as the hooks hand it over typed by what it reads. */
type ReadValue = ReadTables & Answered & { known: boolean };

/** Nothing yet: the copy is not known (a new phone before every view has answered once). */
const noTables = (reading: CopyReading): ReadTables =>
  Object.fromEntries(TABLES_READ[reading].map((name) => [name, []]));

/**
 * The model's `UNFINISHED_STATUSES`, written here: importing the model's values would add its
 * chunk to every dashboard's first paint (over the 165.0 KB ceiling); the type keeps the two alike.
 */
const UNFINISHED = ['open', 'assigned', 'inProgress'] as const satisfies readonly TicketStatus[];

/**
 * The dashboards' rows of the tables they do not read whole, through their indexes: every
 * ticket not finished, the tickets changed in `DASHBOARD_WINDOW_MS` (finished or created today
 * among them: a step changes the ticket) and the washes washed in it, enough for each figure
 * (src/features/dashboards/dashboardWindow.test.ts checks it against a whole month). A month
 * of two dealerships is ~3,000 tickets and ~6,000 washes; reading them whole was the owner's
 * longest task on a reopen. A new phone reads the same rows from the server first (each
 * view's `dashboardParts`, src/data/tickets/views.ts and src/data/washes/views.ts).
 */
const DASHBOARD_ROWS: Partial<
  Record<SharedReadingCollection, (db: LotcrewDatabase, since: IsoTime) => Promise<{ id: string }[]>>
> = {
  // One range per status, each a single IndexedDB request (`anyOf` and `or` walk a cursor,
  // a task per ticket: tens of thousands of them where a phone holds that many unfinished).
  tickets: async (db, since) => {
    const parts = await Promise.all([
      ...UNFINISHED.map((status) => db.tickets.where('status').equals(status).toArray()),
      db.tickets.where('updatedAt').aboveOrEqual(since).toArray(),
    ]);
    return [...new Map(parts.flat().map((ticket) => [ticket.id, ticket])).values()];
  },
  washLogs: (db, since) => db.washLogs.where('washedAt').aboveOrEqual(since).toArray(),
};

/**
 * A table of the copy, as `reading` holds it, in a transaction of its own (`readUncached`: no
 * copy of every row by Dexie's live-query cache, ~120 ms of main thread at 4× CPU for the
 * owner's month on each reopen). The reading stays live: Dexie follows what a live query reads
 * in any transaction (an index's ranges too), and each table's reading gets rows of its own
 * from IndexedDB, which every reading of the copy holding the same rows shares (`followTable`).
 */
export const readCopyTable = (
  db: LotcrewDatabase,
  name: SharedReadingCollection,
  reading: CopyReading,
  reader: Reader = { stopped: false },
): Promise<unknown[]> =>
  readUncached(db, [db.table(name)], async () => {
    // Stopped while IndexedDB reads, the reading drops what it has not handed over: the rows
    // of a screen just left, decoded anyway, were seconds of main thread for the next one
    // (the stock search's first keystroke after 50,000 tickets were put on the owner's phone).
    // Only while it reads: aborting a transaction that has finished throws, and a throw in
    // a screen's release left the copy's readings half stopped (the page never settled).
    const transaction = Dexie.currentTransaction;
    const abort = () => transaction.abort();
    reader.abort = abort;
    try {
      const windowed = reading === 'dashboards' ? DASHBOARD_ROWS[name] : undefined;
      return await (windowed
        ? windowed(db, new Date(Date.now() - DASHBOARD_WINDOW_MS).toISOString())
        : readInPages(db.table(name), reader));
    } finally {
      if (reader.abort === abort) reader.abort = undefined;
    }
  });

/** Which rows of a table a reading holds: the dashboards' window exists for two tables only. */
const rowsOf = (name: SharedReadingCollection, reading: CopyReading): CopyReading =>
  reading === 'dashboards' && DASHBOARD_ROWS[name] ? 'dashboards' : 'whole';

/** Whoever follows a table's reading: its rows, each time they are read, or its failure. */
interface TableFollower {
  next: (rows: unknown[]) => void;
  error: (error: unknown) => void;
}

/**
 * One live reading of a table (its rows as a reading holds them), shared by every reading
 * of the copy that holds the same rows: an office dashboard's reading and the whole reading
 * it keeps ready both read punches, corrections and the other tables whole, and each change
 * to one of them was read twice.
 */
interface TableReading {
  rows?: unknown[];
  followers: Set<TableFollower>;
  reader: Reader;
  subscription?: { unsubscribe: () => void };
}
const tableReadings = new WeakMap<LotcrewDatabase, Map<string, TableReading>>();

/**
 * Follows `name` as `reading` holds it, reading it only if no other reading does: the
 * rows already read are handed over at once. The last follower gone, the reading stops
 * (a reading in pages between pages, and what IndexedDB has not handed over is dropped).
 */
function followTable(
  db: LotcrewDatabase,
  name: SharedReadingCollection,
  reading: CopyReading,
  follower: TableFollower,
): () => void {
  const rows = rowsOf(name, reading);
  const key = `${rows} ${name}`;
  let readings = tableReadings.get(db);
  if (!readings) tableReadings.set(db, (readings = new Map<string, TableReading>()));
  const held = readings.get(key) ?? { followers: new Set(), reader: { stopped: false } };
  if (!held.subscription) {
    readings.set(key, held);
    held.subscription = liveQuery(() => readCopyTable(db, name, rows, held.reader)).subscribe({
      next: (value) => {
        held.rows = value;
        held.followers.forEach((each) => each.next(value));
      },
      error: (error) => {
        // A failed reading is not handed to the next reader: it reads afresh.
        if (readings.get(key) === held) readings.delete(key);
        held.followers.forEach((each) => each.error(error));
      },
    });
  }
  held.followers.add(follower);
  if (held.rows) follower.next(held.rows);
  return () => {
    held.followers.delete(follower);
    if (held.followers.size > 0) return;
    held.reader.stopped = true;
    held.subscription?.unsubscribe();
    held.reader.abort?.();
    if (readings.get(key) === held) readings.delete(key);
  };
}

/**
 * Each table read live on its own: a write re-reads only the table it touched (a crew's
 * queued washes landing, or the mirror writing their answers, read the washes again, not
 * every ticket and punch too: one read of every table was a task of ~200 ms at 4× CPU per
 * write, bench/scale's crew back online). The tables not touched keep their arrays, so what
 * screens compute from them is not computed again. `onTables` is called once every table
 * has been read, then on every change.
 */
function readTables(
  db: LotcrewDatabase,
  reading: CopyReading,
  onTables: (tables: ReadTables) => void,
  failed: (error: unknown) => void,
): () => void {
  const read: ReadTables = {};
  const names = TABLES_READ[reading];
  const stops = names.map((name) =>
    followTable(db, name, reading, {
      next: (rows) => {
        Object.assign(read, { [name]: rows });
        if (names.every((each) => each in read)) onTables({ ...read });
      },
      error: failed,
    }),
  );
  return () => stops.forEach((stop) => stop());
}

/**
 * One live reading of the local copy, shared by every screen that shows it. Moving from
 * one such screen to the next (the dashboard to /finance) keeps the reading and its last
 * value, so the next screen draws its figures at once instead of reading thousands of
 * records again (issue #19's benchmark). Once no screen shows it, the reading stops and its
 * value is let go on the next turn of the event loop: a later person signing in on this
 * phone never sees the last one's copy, even for a frame.
 */
interface SharedReading {
  db: LotcrewDatabase;
  value?: ReadValue;
  listeners: Set<() => void>;
  stop?: () => void;
}

/**
 * Reads the copy's freshness, and its tables once what `reading` holds is known (`CopyData`):
 * the views' answer times alone change with every answer (a reopen's counts change nothing
 * else), and a new phone catching up writes its tables many times before every view has
 * answered once; neither reads every table again. Until then the tables read as empty
 * (screens show their placeholders, never a partial month as if it were all). A new phone's
 * dashboards read theirs once every view's dashboards' part is in, while the month is still
 * written: what they read is their window, which those writes rarely touch.
 */
function readShared(
  db: LotcrewDatabase,
  reading: CopyReading,
  onValue: (value: ReadValue) => void,
): () => void {
  let freshness: { syncedAt: IsoTime | null; known: boolean } | undefined;
  let tables: ReadTables | undefined;
  let stopTables: (() => void) | undefined;
  const publish = () => {
    if (!freshness) return;
    if (!freshness.known) onValue({ ...noTables(reading), ...freshness });
    else if (tables) onValue({ ...tables, ...freshness });
  };
  const failed = (error: unknown) => reportProblem('mirror', error);
  const openedAt = new Date(performance.timeOrigin).toISOString();
  const metas = liveQuery(async () => {
    const all = await db.mirrorMeta.toArray();
    const syncedAt = oldestAnswer(all);
    // The whole copy once every view has answered whole; the dashboards' also once each has answered its part.
    return { syncedAt, known: reading === 'dashboards' ? dashboardsKnown(all, openedAt) : syncedAt !== null };
  }).subscribe({
    next: (answer) => {
      // A view's answer that moves neither the oldest answer nor what is known changes
      // nothing shown: no new value, so no screen renders again (a reopen's 16 answers).
      if (freshness?.syncedAt === answer.syncedAt && freshness.known === answer.known) return;
      freshness = answer;
      if (answer.known && !stopTables)
        stopTables = readTables(
          db,
          reading,
          (value) => {
            tables = value;
            publish();
          },
          failed,
        );
      publish();
    },
    error: failed,
  });
  return () => {
    metas.unsubscribe();
    stopTables?.();
  };
}
const shared: Partial<Record<CopyReading, SharedReading>> = {};
const releases: Partial<Record<CopyReading, ReturnType<typeof setTimeout>>> = {};

function subscribeToMirror(reading: CopyReading, listener: () => void): () => void {
  clearTimeout(releases[reading]);
  const db = getDatabase();
  let current = shared[reading];
  if (current?.db !== db) {
    current?.stop?.();
    const fresh: SharedReading = { db, listeners: new Set() };
    fresh.stop = readShared(db, reading, (value) => {
      fresh.value = value;
      fresh.listeners.forEach((notify) => notify());
    });
    current = shared[reading] = fresh;
  }
  const held = current;
  held.listeners.add(listener);
  return () => {
    held.listeners.delete(listener);
    if (held.listeners.size === 0)
      releases[reading] = setTimeout(() => {
        held.stop?.();
        if (shared[reading] === held) delete shared[reading];
      }, 0);
  };
}

const subscribeWhole = (listener: () => void) => subscribeToMirror('whole', listener);
const subscribeDashboards = (listener: () => void) => subscribeToMirror('dashboards', listener);

/** The local copy, whole and live: re-renders when the mirror or a local write changes it. */
export function useMirroredData(): MirroredData | undefined {
  // The whole reading reads every table (`TABLES_READ.whole`).
  return useSyncExternalStore(subscribeWhole, () => shared.whole?.value as MirroredData | undefined);
}

/**
 * The local copy as the dashboards read it, live: the tables a dashboard counts, the tickets
 * and washes of `DASHBOARD_WINDOW_MS`, the others whole.
 */
export function useDashboardData(): CopyData<'dashboards'> | undefined {
  // The dashboards' reading reads every dashboards' table (`TABLES_READ.dashboards`).
  return useSyncExternalStore(
    subscribeDashboards,
    () => shared.dashboards?.value as CopyData<'dashboards'> | undefined,
  );
}

/**
 * Keeps the whole reading ready on an office dashboard (`office`): the month screens a tap
 * away (/finance, /labor, /timesheets, /employees) then open on it instead of reading a month
 * first. A reading already there (the month screen just left) is kept at once. Otherwise it
 * starts once the copy has `settled` (not catching up: each of the catch-up's writes would
 * read the tables again) and the browser is idle, and reads in pages: no long task.
 */
export function useWholeCopyReady(office: boolean, settled: boolean): void {
  useEffect(() => {
    if (!office || (!settled && !shared.whole)) return;
    let stop: (() => void) | undefined;
    const keep = () => (stop = subscribeWhole(() => undefined));
    const cancel = shared.whole ? (keep(), undefined) : whenIdle(keep);
    return () => {
      cancel?.();
      stop?.();
    };
  }, [office, settled]);
}
