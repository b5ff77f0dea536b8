// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionState } from '../connection';
import { clearDatabase, getDatabase, type Mirrored } from '../db';
import type { WashLog } from '../model';
import { windowOfDays, type DayWindow } from './overview';
import type * as ServerPeriod from './serverPeriod';
import type { PeriodDocuments } from './serverPeriod';
import {
  SERVER_RUN_DAYS,
  useWindowFigures,
  type ComputeFigures,
  type MergeFigures,
} from './useWindowFigures';
import { DAY_MS, HOUR_MS } from '../../utils/duration';

let connectionState: ConnectionState = { status: 'connected', attempt: 0, reconnectedAt: null };
vi.mock('../connection', () => ({ useConnection: () => connectionState }));
const readFromServer = vi.fn<(span: { start: number; end: number }) => Promise<PeriodDocuments>>();
vi.mock('./serverPeriod', async (original) => ({
  ...(await original<typeof ServerPeriod>()),
  readPeriodDocuments: (span: { start: number; end: number }) => readFromServer(span),
}));

const ZONE = 'America/Chicago';
const NOW = Date.parse('2026-11-25T18:00:00.000Z');
const dayBack = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(NOW - days * DAY_MS);
const oneDay = (days: number) => windowOfDays(ZONE, dayBack(days), dayBack(days)) as DayWindow;

const wash = (id: string, washedAt: number): Mirrored<WashLog> => ({
  id,
  dealershipId: 'd1',
  uid: 'wes',
  washedAt: new Date(washedAt).toISOString(),
  reference: id,
  vin: null,
  kind: 'lot',
  note: '',
});
const noDocuments = (): PeriodDocuments => ({
  tickets: [],
  washLogs: [],
  timePunches: [],
  timeAttestations: [],
  timeCorrections: [],
  timeWeeks: [],
  dealerships: [],
  payRates: [],
});

/** The device's copy answered (its washes view) at `ms`: it is known, and read. */
const answeredAt = (ms: number) =>
  getDatabase().mirrorMeta.put({ key: 'washes', syncedAt: new Date(ms).toISOString() });

/** What the test computes: each window's washes, and whether they came from the server. */
const countWashes: ComputeFigures<{ washes: number; fromServer: boolean }> = (data, windows, fromServer) =>
  windows.map((window) => ({
    washes: data.washLogs.filter((one) => {
      const at = Date.parse(one.washedAt);
      return at >= window.period.start && at < window.period.end;
    }).length,
    fromServer,
  }));

/** Joins the runs of a long window: their washes add up. */
const sumWashes: MergeFigures<{ washes: number; fromServer: boolean }> = (parts) => ({
  washes: parts.reduce((sum, part) => sum + part.washes, 0),
  fromServer: parts.every((part) => part.fromServer),
});

beforeEach(() => {
  connectionState = { status: 'connected', attempt: 0, reconnectedAt: null };
  readFromServer.mockReset();
});
afterEach(async () => {
  await clearDatabase(getDatabase());
});

describe('money figures of a period', () => {
  it('come from the device’s copy when it reaches back far enough, with no server read', async () => {
    const yesterday = oneDay(1);
    await answeredAt(NOW);
    await getDatabase().washLogs.bulkPut([
      wash('w1', yesterday.period.start + HOUR_MS),
      wash('w2', yesterday.period.start + 7_200_000),
      wash('w3', yesterday.period.end + 1),
    ]);
    const { result } = renderHook(() => useWindowFigures('test', [yesterday], NOW, countWashes, sumWashes));
    await waitFor(() => expect(result.current.results).toEqual([{ washes: 2, fromServer: false }]));
    expect(result.current.server).toBeNull();
    expect(readFromServer).not.toHaveBeenCalled();
  });

  it('wait, said to be worked out, while what their computation needs is not read yet; no server read', async () => {
    const yesterday = oneDay(1);
    const old = oneDay(45);
    await answeredAt(NOW);
    await getDatabase().washLogs.bulkPut([wash('w1', yesterday.period.start + HOUR_MS)]);
    readFromServer.mockResolvedValue(noDocuments());
    const { result, rerender } = renderHook(
      ({ compute }: { compute: typeof countWashes | null }) =>
        useWindowFigures('test', [yesterday, old], NOW, compute, sumWashes),
      { initialProps: { compute: null as typeof countWashes | null } },
    );
    // Another screen's figures of the same copy come: the copy is read, and this one still waits.
    const ready = renderHook(() => useWindowFigures('other', [yesterday], NOW, countWashes, sumWashes));
    await waitFor(() => expect(ready.result.current.results).toEqual([{ washes: 1, fromServer: false }]));
    ready.unmount();
    expect(result.current.results).toEqual([null, null]);
    expect(result.current.working).toBe(true);
    expect(readFromServer).not.toHaveBeenCalled();

    rerender({ compute: countWashes });
    await waitFor(() =>
      expect(result.current.results).toEqual([
        { washes: 1, fromServer: false },
        { washes: 0, fromServer: true },
      ]),
    );
    expect(result.current.working).toBe(false);
    expect(readFromServer).toHaveBeenCalledTimes(1);
  });

  it('come from the server for days older than the copy, and open again offline as of that read', async () => {
    const recent = oneDay(2);
    const old = oneDay(45);
    // The device holds a wash of the old day too (left over): the server's word counts.
    await answeredAt(NOW);
    await getDatabase().washLogs.bulkPut([
      wash('recent', recent.period.start + HOUR_MS),
      wash('leftover', old.period.start + HOUR_MS),
    ]);
    readFromServer.mockResolvedValue({
      ...noDocuments(),
      washLogs: [0, 1, 2].map((index) => wash(`old-${index}`, old.period.start + index * HOUR_MS)),
    });
    const first = renderHook(() => useWindowFigures('test', [recent, old], NOW, countWashes, sumWashes));
    await waitFor(() => expect(first.result.current.server?.asOf).toBeTruthy());
    expect(first.result.current.results).toEqual([
      { washes: 1, fromServer: false },
      { washes: 3, fromServer: true },
    ]);
    // One read, of the old window only.
    expect(readFromServer).toHaveBeenCalledTimes(1);
    expect(readFromServer.mock.calls[0]?.[0]).toEqual(old.period);
    const asOf = first.result.current.server?.asOf;
    first.unmount();

    connectionState = { status: 'offline', attempt: 0, reconnectedAt: null };
    const again = renderHook(() => useWindowFigures('test', [recent, old], NOW, countWashes, sumWashes));
    await waitFor(() => expect(again.result.current.results[1]).toEqual({ washes: 3, fromServer: true }));
    expect(again.result.current.server).toMatchObject({ asOf, reading: false, failed: false });
    expect(readFromServer).toHaveBeenCalledTimes(1);
  });

  it('compute a long period read from the server a run of days at a time, and join the runs', async () => {
    const long = windowOfDays(ZONE, dayBack(100), dayBack(41)) as DayWindow;
    // A wash at the first and last instant of each of the period's days: none may be counted twice or lost.
    const washes = long.days.flatMap((day, index) => [
      wash(`first-${index}`, day.start),
      wash(`last-${index}`, day.end - 1),
    ]);
    readFromServer.mockResolvedValue({ ...noDocuments(), washLogs: [...washes].reverse() });
    const runs: DayWindow[] = [];
    const counting: ComputeFigures<{ washes: number; fromServer: boolean }> = (data, windows, fromServer) => {
      if (fromServer) runs.push(...windows);
      // Each run is handed only its own days' washes.
      expect(data.washLogs.length).toBe(
        fromServer ? 2 * (windows[0]?.days.length ?? 0) : data.washLogs.length,
      );
      return countWashes(data, windows, fromServer);
    };
    const { result } = renderHook(() => useWindowFigures('long', [long], NOW, counting, sumWashes));
    await waitFor(() => expect(result.current.results).toEqual([{ washes: 120, fromServer: true }]));
    expect(runs.map((run) => run.days.length)).toEqual([14, 14, 14, 14, 4]);
    expect(runs.every((run) => run.days.length <= SERVER_RUN_DAYS)).toBe(true);
    // The runs follow one another, from the period's first day to its last.
    expect(runs[0]?.firstDay).toBe(long.firstDay);
    expect(runs.at(-1)?.lastDay).toBe(long.lastDay);
    runs.slice(1).forEach((run, index) => expect(run.period.start).toBe(runs[index]?.period.end));
  });

  it('price a period read from the server with the dealerships read with it, even before the copy has any', async () => {
    const old = oneDay(50);
    const dealership = { id: 'd1', name: 'Lakeview' } as unknown as PeriodDocuments['dealerships'][number];
    readFromServer.mockResolvedValue({ ...noDocuments(), dealerships: [dealership] });
    const dealershipsSeen: ComputeFigures<string[]> = (data, windows) =>
      windows.map(() => data.dealerships.map((one) => one.id));
    const { result } = renderHook(() =>
      useWindowFigures('prices', [old], NOW, dealershipsSeen, (parts) => parts.flat()),
    );
    await waitFor(() => expect(result.current.results).toEqual([['d1']]));
  });

  it('say a connection is needed when never read, and that a failed read failed, keeping what was held', async () => {
    const old = oneDay(60);
    connectionState = { status: 'offline', attempt: 0, reconnectedAt: null };
    const offline = renderHook(() => useWindowFigures('test', [old], NOW, countWashes, sumWashes));
    await waitFor(() => expect(offline.result.current.server).toMatchObject({ reading: false }));
    expect(offline.result.current.server).toMatchObject({ asOf: null, failed: false });
    expect(offline.result.current.results).toEqual([null]);
    offline.unmount();

    connectionState = { status: 'connected', attempt: 0, reconnectedAt: null };
    readFromServer.mockRejectedValueOnce(new Error('unavailable'));
    const failing = renderHook(() => useWindowFigures('test', [old], NOW, countWashes, sumWashes));
    await waitFor(() => expect(failing.result.current.server?.failed).toBe(true));
    expect(failing.result.current.results).toEqual([null]);

    // Retry reads again, and this time the figures arrive.
    readFromServer.mockResolvedValueOnce({
      ...noDocuments(),
      washLogs: [wash('late', old.period.start + 60_000)],
    });
    failing.result.current.server?.retry();
    await waitFor(() => expect(failing.result.current.results).toEqual([{ washes: 1, fromServer: true }]));
    expect(failing.result.current.server?.failed).toBe(false);
  });
});
