// @vitest-environment jsdom
import { render, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDatabase, getDatabase, type Reader } from '../db';
import type { Mirrored } from '../db';
import type { PayRate, SupplyRequest, Ticket } from '../model';
import { useProblems } from '../problems';
import {
  readCopyTable,
  useDashboardData,
  useMirroredData,
  useMirrorSyncedAt,
  useWholeCopyReady,
} from './mirroredData';
import { holdsAll } from './engine';
import { mirrorScopesFor } from './scopes';
import { ROLES } from '../../config/roles';
import { DAY_MS, HOUR_MS } from '../../utils/duration';

afterEach(async () => {
  await clearDatabase(getDatabase());
});

describe('the copy’s age, as a freshness line reads it', () => {
  it('is the oldest of the views’ answers, from their answer times alone', async () => {
    const db = getDatabase();
    await db.mirrorMeta.bulkPut([
      { key: 'tickets', syncedAt: '2026-11-25T18:05:00.000Z' },
      { key: 'washes', syncedAt: '2026-11-25T18:01:00.000Z' },
    ]);
    const { result } = renderHook(() => useMirrorSyncedAt());
    await waitFor(() => expect(result.current).toBe('2026-11-25T18:01:00.000Z'));
  });

  it('is not known while a view asked for has not answered, and follows the answers live', async () => {
    const db = getDatabase();
    await db.mirrorMeta.bulkPut([
      { key: 'tickets', syncedAt: '2026-11-25T18:05:00.000Z' },
      { key: 'time', syncedAt: null },
    ]);
    const { result } = renderHook(() => useMirrorSyncedAt());
    await waitFor(() => expect(result.current).toBeNull());
    await db.mirrorMeta.put({ key: 'time', syncedAt: '2026-11-25T18:07:00.000Z' });
    await waitFor(() => expect(result.current).toBe('2026-11-25T18:05:00.000Z'));
  });
  it('a view’s answer that moves neither the copy’s age nor what is known hands screens no new value: a reopen’s answers do not draw the dashboard again each', async () => {
    const db = getDatabase();
    await db.mirrorMeta.bulkPut([
      { key: 'tickets', syncedAt: '2026-11-25T18:05:00.000Z' },
      { key: 'washes', syncedAt: '2026-11-25T18:01:00.000Z' },
    ]);
    const metasRead = vi.spyOn(db.mirrorMeta, 'toArray');
    try {
      const values = new Set<unknown>();
      const dashboard = renderHook(() => {
        const value = useDashboardData();
        if (value) values.add(value);
        return value;
      });
      await waitFor(() => expect(dashboard.result.current?.syncedAt).toBe('2026-11-25T18:01:00.000Z'));
      const first = dashboard.result.current;
      const readsBefore = metasRead.mock.calls.length;
      // The tickets answer again: the washes' answer is still the oldest.
      await db.mirrorMeta.put({ key: 'tickets', syncedAt: '2026-11-25T18:09:00.000Z' });
      await waitFor(() => expect(metasRead.mock.calls.length).toBeGreaterThan(readsBefore));
      expect(dashboard.result.current).toBe(first);
      // The washes answer: the oldest moves, and the screen hears it.
      await db.mirrorMeta.put({ key: 'washes', syncedAt: '2026-11-25T18:10:00.000Z' });
      await waitFor(() => expect(dashboard.result.current?.syncedAt).toBe('2026-11-25T18:09:00.000Z'));
      expect(values.size).toBe(2);
      dashboard.unmount();
    } finally {
      metasRead.mockRestore();
    }
  });
});

describe('the copy as screens read it', () => {
  const wash = (id: string) => ({
    id,
    dealershipId: 'd1',
    uid: 'wes',
    washedAt: '2026-11-25T15:00:00.000Z',
    reference: id,
    vin: null,
    kind: 'lot' as const,
    note: '',
  });

  it('is empty, not partial, until every view has answered once; then whole, and live', async () => {
    const db = getDatabase();
    // A new phone catching up: some washes are in, the time clock has not answered.
    await db.washLogs.bulkPut([wash('w1'), wash('w2')]);
    await db.mirrorMeta.bulkPut([
      { key: 'washes', syncedAt: null },
      { key: 'time', syncedAt: '2026-11-25T18:00:00.000Z' },
    ]);
    const { result } = renderHook(() => useMirroredData());
    await waitFor(() => expect(result.current?.syncedAt).toBeNull());
    expect(result.current?.washLogs).toEqual([]);
    await db.mirrorMeta.put({ key: 'washes', syncedAt: '2026-11-25T18:01:00.000Z' });
    await waitFor(() => expect(result.current?.washLogs).toHaveLength(2));
    expect(result.current?.syncedAt).toBe('2026-11-25T18:00:00.000Z');
    await db.washLogs.put(wash('w3'));
    await waitFor(() => expect(result.current?.washLogs).toHaveLength(3));
  });

  it('as the dashboards read it on a new phone: known once every view has answered whole or answered their part since the app opened; the whole copy is not', async () => {
    const db = getDatabase();
    const openedAt = new Date(performance.timeOrigin).toISOString();
    const beforeOpening = new Date(performance.timeOrigin - 60_000).toISOString();
    const now = new Date().toISOString();
    await db.washLogs.bulkPut([{ ...wash('w-today'), washedAt: now }]);
    // The time clock has answered whole, the tickets their part; the washes' part was
    // answered in an earlier run (its window has moved since).
    await db.mirrorMeta.bulkPut([
      { key: 'time', syncedAt: openedAt },
      { key: 'tickets', syncedAt: null, dashboardPartAt: now },
      { key: 'washes', syncedAt: null, dashboardPartAt: beforeOpening },
    ]);
    const dashboard = renderHook(() => useDashboardData());
    await waitFor(() => expect(dashboard.result.current?.known).toBe(false));
    expect(dashboard.result.current?.washLogs).toEqual([]);
    await db.mirrorMeta.put({ key: 'washes', syncedAt: null, dashboardPartAt: now });
    await waitFor(() =>
      expect(dashboard.result.current?.washLogs.map((each) => each.id)).toEqual(['w-today']),
    );
    expect(dashboard.result.current).toMatchObject({ known: true, syncedAt: null });
    // The month screens' whole copy is still not known: its month is still being read.
    const month = renderHook(() => useMirroredData());
    await waitFor(() => expect(month.result.current?.syncedAt).toBeNull());
    expect(month.result.current?.washLogs).toEqual([]);
    month.unmount();
    dashboard.unmount();
  });

  it('as the dashboards read it: every row a view that is read in parts holds is in one of its parts, for every role', async () => {
    const db = getDatabase();
    const now = new Date();
    const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS).toISOString();
    const statuses: Ticket['status'][] = ['open', 'assigned', 'inProgress', 'done', 'cancelled'];
    const ages = [1, 30, 47, 49, 24 * 10, 24 * 29];
    await db.tickets.bulkPut(
      statuses.flatMap((status) =>
        ages.map(
          (hours) =>
            ({
              id: `${status}-${hours}`,
              dealershipId: 'd1',
              status,
              kind: 'lotPrep',
              assigneeUid: 'crew',
              history: [],
              createdAt: ago(hours),
              updatedAt: ago(hours),
            }) as unknown as Mirrored<Ticket>,
        ),
      ),
    );
    await db.washLogs.bulkPut(ages.map((hours) => ({ ...wash(`w-${hours}`), washedAt: ago(hours) })));
    const read = {
      tickets: (await readCopyTable(db, 'tickets', 'dashboards')) as Record<string, unknown>[],
      washLogs: (await readCopyTable(db, 'washLogs', 'dashboards')) as Record<string, unknown>[],
    };
    let checked = 0;
    for (const role of ROLES)
      for (const scope of mirrorScopesFor({ uid: 'crew', role, dealerships: ['d1'] }, now)) {
        if (!scope.dashboardParts || !(scope.collection === 'tickets' || scope.collection === 'washLogs'))
          continue;
        for (const row of read[scope.collection].filter((each) => holdsAll(each, scope.where))) {
          const inAPart = scope.dashboardParts.some((part) => holdsAll(row, [...scope.where, ...part]));
          expect(inAPart, `${role} ${scope.key}: ${String(row.id)}`).toBe(true);
          checked += 1;
        }
      }
    // Some rows of each kind were looked at (an office's tickets, a crew's finished ones, washes).
    expect(checked).toBeGreaterThan(20);
  });

  it('read whole in pages: every row, and live wherever a new row falls among them', async () => {
    const db = getDatabase();
    await db.washLogs.bulkPut(
      Array.from({ length: 1_234 }, (_, index) => wash(`m-${String(index).padStart(4, '0')}`)),
    );
    await db.mirrorMeta.put({ key: 'washes', syncedAt: '2026-11-25T18:01:00.000Z' });
    const { result } = renderHook(() => useMirroredData());
    await waitFor(() => expect(result.current?.washLogs).toHaveLength(1_234));
    expect(new Set(result.current?.washLogs.map((each) => each.id)).size).toBe(1_234);
    await db.washLogs.bulkPut([wash('a-first'), wash('m-0500x'), wash('z-last')]);
    await waitFor(() => expect(result.current?.washLogs).toHaveLength(1_237));
  });

  it('read whole in pages asks for no more pages once its reader stops listening', async () => {
    const db = getDatabase();
    await db.washLogs.bulkPut(
      Array.from({ length: 2_000 }, (_, index) => wash(`p-${String(index).padStart(4, '0')}`)),
    );
    const reader = { stopped: false };
    // The screen is left while the second page is read.
    const nextPage = vi.spyOn(db.table('washLogs'), 'where').mockImplementation(function (
      this: unknown,
      ...args: Parameters<ReturnType<typeof db.table>['where']>
    ) {
      reader.stopped = true;
      nextPage.mockRestore();
      return db.table('washLogs').where(...args);
    });
    expect(await readCopyTable(db, 'washLogs', 'whole', reader)).toHaveLength(1_000);
  });

  it('stopped while IndexedDB reads it, drops the rows not handed over yet, whole or by the window', async () => {
    const db = getDatabase();
    await db.washLogs.bulkPut([wash('w1'), wash('w2')]);
    for (const reading of ['whole', 'dashboards'] as const) {
      const reader: Reader = { stopped: false };
      const read = readCopyTable(db, 'washLogs', reading, reader);
      // The read has started (its transaction is open) and nothing is handed over yet.
      for (let turn = 0; turn < 100 && !reader.abort; turn++) await Promise.resolve();
      reader.abort?.();
      await expect(read).rejects.toThrow(/abort/i);
    }
    // Not stopped: every row, and nothing left to abort once read (aborting a transaction that
    // has finished throws, and a throw in a screen's release left readings half stopped).
    const reader: Reader = { stopped: false };
    expect(await readCopyTable(db, 'washLogs', 'whole', reader)).toHaveLength(2);
    expect(reader.abort).toBeUndefined();
  });

  it('left while IndexedDB reads it: read no further, and the dropped read is no problem to report', async () => {
    const db = getDatabase();
    // Ten pages.
    await db.washLogs.bulkPut(
      Array.from({ length: 5_000 }, (_, index) => wash(`q-${String(index).padStart(4, '0')}`)),
    );
    await db.mirrorMeta.put({ key: 'washes', syncedAt: '2026-11-25T18:01:00.000Z' });
    const problems = renderHook(() => useProblems());
    const table = db.table('washLogs');
    const where = table.where.bind(table);
    let leave: (() => void) | undefined;
    // The screen is left as the second page is asked for.
    const nextPages = vi.spyOn(table, 'where').mockImplementation((...args: Parameters<typeof where>) => {
      leave?.();
      leave = undefined;
      return where(...args);
    });
    const screen = renderHook(() => useMirroredData());
    leave = () => screen.unmount();
    await waitFor(() => expect(nextPages).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(nextPages.mock.calls.length).toBeLessThan(9);
    expect(problems.result.current).toEqual([]);
    nextPages.mockRestore();
  });

  /** Two washes in a copy that has answered, and the browser's idle moments, given by the test. */
  async function twoWashesAndTheBrowsersIdle() {
    const db = getDatabase();
    await db.washLogs.bulkPut([wash('w1'), wash('w2')]);
    await db.mirrorMeta.put({ key: 'washes', syncedAt: '2026-11-25T18:01:00.000Z' });
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (task: IdleRequestCallback) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    return { db, idle };
  }

  it('read ahead for an office dashboard once the browser is idle: the month screen that opens next draws at once', async () => {
    const { db, idle } = await twoWashesAndTheBrowsersIdle();
    // (The table the copy's reading asks for by name: Dexie's `db.washLogs` is another object.)
    const washesRead = vi.spyOn(db.table('washLogs'), 'toCollection');
    try {
      const dashboard = renderHook(({ settled }) => useWholeCopyReady(true, settled), {
        initialProps: { settled: false },
      });
      // Still catching up: nothing is read ahead.
      expect(idle).toHaveLength(0);
      dashboard.rerender({ settled: true });
      expect(idle).toHaveLength(1);
      expect(washesRead).not.toHaveBeenCalled();
      idle[0]?.({ didTimeout: false, timeRemaining: () => 50 });
      await waitFor(() => expect(washesRead).toHaveBeenCalled());
      // A month screen opened next: its very first draw has the copy, read ahead.
      const firstDraw = () => {
        const draws: (number | undefined)[] = [];
        renderHook(() => draws.push(useMirroredData()?.washLogs.length)).unmount();
        return draws[0];
      };
      await waitFor(() => expect(firstDraw()).toBe(2));
      dashboard.unmount();
    } finally {
      washesRead.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('kept at once, not read again, when a month screen hands back to an office dashboard', async () => {
    const { db, idle } = await twoWashesAndTheBrowsersIdle();
    const MonthScreen = () => (useMirroredData() ? <p>month</p> : null);
    // Its own reading not back yet: whether the copy has settled is not known.
    const Dashboard = () => {
      useWholeCopyReady(true, false);
      return null;
    };
    const Shown = ({ screen }: { screen: 'month' | 'dashboard' }) =>
      screen === 'month' ? <MonthScreen /> : <Dashboard />;
    try {
      const app = render(<Shown screen="month" />);
      await app.findByText('month');
      const washesRead = vi.spyOn(db.table('washLogs'), 'toCollection');
      // Home: the month screen leaves, the dashboard comes.
      app.rerender(<Shown screen="dashboard" />);
      expect(idle).toHaveLength(0);
      // A moment in which the reading, let go, would have been stopped.
      await new Promise((resolve) => setTimeout(resolve, 20));
      app.rerender(<Shown screen="month" />);
      expect(app.getByText('month')).toBeDefined();
      expect(washesRead).not.toHaveBeenCalled();
      app.unmount();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('read by the dashboards and whole at once: a table both read whole is read once, and once per change', async () => {
    const { db } = await twoWashesAndTheBrowsersIdle();
    vi.unstubAllGlobals();
    const supply = (id: string) =>
      ({
        id,
        dealershipId: 'd1',
        status: 'requested',
        createdAt: '2026-11-25T15:00:00.000Z',
      }) as unknown as Mirrored<SupplyRequest>;
    await db.supplyRequests.put(supply('s1'));
    // (The table the copy's reading asks for by name: Dexie's `db.supplyRequests` is another object.)
    const suppliesRead = vi.spyOn(db.table('supplyRequests'), 'toCollection');
    const washesRead = vi.spyOn(db.table('washLogs'), 'toCollection');
    try {
      const dashboard = renderHook(() => useDashboardData());
      await waitFor(() => expect(dashboard.result.current?.supplyRequests).toHaveLength(1));
      const month = renderHook(() => useMirroredData());
      await waitFor(() => expect(month.result.current?.washLogs).toHaveLength(2));
      expect(month.result.current?.supplyRequests).toHaveLength(1);
      // Read whole for the month screen, by the window for the dashboard: its own reading.
      expect(washesRead).toHaveBeenCalledTimes(1);
      expect(suppliesRead).toHaveBeenCalledTimes(1);
      await db.supplyRequests.put(supply('s2'));
      await waitFor(() => expect(month.result.current?.supplyRequests).toHaveLength(2));
      await waitFor(() => expect(dashboard.result.current?.supplyRequests).toHaveLength(2));
      expect(suppliesRead).toHaveBeenCalledTimes(2);
      // The month screen left, the dashboard's reading goes on, live.
      month.unmount();
      await db.supplyRequests.put(supply('s3'));
      await waitFor(() => expect(dashboard.result.current?.supplyRequests).toHaveLength(3));
      dashboard.unmount();
    } finally {
      suppliesRead.mockRestore();
      washesRead.mockRestore();
    }
  });

  it('as the dashboards read it: the tables no dashboard counts are not read before their numbers; the whole copy reads them', async () => {
    const db = getDatabase();
    await db.payRates.put({
      id: 'r1',
      uid: 'wes',
      centsPerHour: 2_000,
      effectiveFrom: '2026-11-01',
    } as unknown as Mirrored<PayRate>);
    await db.washLogs.put(wash('w1'));
    await db.mirrorMeta.put({ key: 'washes', syncedAt: '2026-11-25T18:01:00.000Z' });
    // (The tables the copy's reading asks for by name: Dexie's `db.payRates` is another object.)
    const monthOnly = ['payRates', 'timeAttestations', 'timeWeeks'].map((name) =>
      vi.spyOn(db.table(name), 'toCollection'),
    );
    try {
      const dashboard = renderHook(() => useDashboardData());
      await waitFor(() => expect(dashboard.result.current?.known).toBe(true));
      expect(dashboard.result.current).not.toHaveProperty('payRates');
      for (const read of monthOnly) expect(read).not.toHaveBeenCalled();
      const month = renderHook(() => useMirroredData());
      await waitFor(() => expect(month.result.current?.payRates).toHaveLength(1));
      for (const read of monthOnly) expect(read).toHaveBeenCalledTimes(1);
      month.unmount();
      dashboard.unmount();
    } finally {
      monthOnly.forEach((read) => read.mockRestore());
    }
  });

  it('as the dashboards read it: a ticket of weeks ago joins when it changes today, and leaves when it is finished', async () => {
    const db = getDatabase();
    const weeksAgo = new Date(Date.now() - 20 * DAY_MS).toISOString();
    const ticket = (status: Ticket['status'], updatedAt: string) =>
      ({
        id: 't-old',
        dealershipId: 'd1',
        status,
        kind: 'delivery',
        assigneeUid: null,
        history: [],
        createdAt: weeksAgo,
        updatedAt,
      }) as unknown as Mirrored<Ticket>;
    await db.tickets.put(ticket('done', weeksAgo));
    await db.washLogs.bulkPut([
      { ...wash('w-old'), washedAt: new Date(Date.now() - 3 * DAY_MS).toISOString() },
      { ...wash('w-now'), washedAt: new Date().toISOString() },
    ]);
    await db.mirrorMeta.put({ key: 'tickets', syncedAt: new Date().toISOString() });
    const { result } = renderHook(() => useDashboardData());
    // Finished weeks ago, a wash of three days ago: not read; today's wash is.
    await waitFor(() => expect(result.current?.washLogs.map((each) => each.id)).toEqual(['w-now']));
    expect(result.current?.tickets).toEqual([]);
    // Opened again today (a correction): read, live.
    await db.tickets.put(ticket('open', new Date().toISOString()));
    await waitFor(() => expect(result.current?.tickets.map((each) => each.status)).toEqual(['open']));
    // Still unfinished, whatever its change time says: read.
    await db.tickets.put(ticket('inProgress', weeksAgo));
    await waitFor(() => expect(result.current?.tickets.map((each) => each.status)).toEqual(['inProgress']));
    // Finished with a change time of weeks ago (as a restored backup may hold it): gone.
    await db.tickets.put(ticket('done', weeksAgo));
    await waitFor(() => expect(result.current?.tickets).toEqual([]));
  });
});
