import { useEffect, useMemo, useRef, useState } from 'react';
import { useConnection } from '../connection';
import { useComputedAfterDraw } from '../../lib/afterDraw';
import { useMirroredData, type MirroredData } from '../mirror/mirroredData';
import type { IsoTime } from '../model';
import { splitWindow, type DayWindow } from './overview';
import { MIRROR_WINDOW_DAYS } from '../mirror/view';
import {
  documentsByRun,
  heldFigures,
  holdFigures,
  readPeriodDocuments,
  type PeriodDocuments,
  withPeriodDocuments,
} from './serverPeriod';
import { DAY_MS } from '../../utils/duration';

/** The first instant whose work the device's copy surely holds at `now`. */
export function deviceHoldsFrom(now: number): number {
  return now - MIRROR_WINDOW_DAYS * DAY_MS;
}

/**
 * Figures for several windows at once, from one reading of the documents; `fromServer`:
 * the documents were read from the server for them, and only the figures will be kept
 * (so whatever a screen later derives from the rows must be in them); the window is then
 * one run of a longer one (at most SERVER_RUN_DAYS), and `MergeFigures` joins the runs.
 */
export type ComputeFigures<T> = (
  data: MirroredData,
  windows: readonly DayWindow[],
  fromServer: boolean,
) => T[];

/** A window's figures from those of its runs (splitWindow's, in order). */
export type MergeFigures<T> = (parts: T[], window: DayWindow) => T;

/**
 * The longest run of days of a period read from the server computed in one task. At 4×
 * CPU, last month (with the month before it) had cost ~150-340 ms in one task, a range of
 * nine months at ten months' size ~1.3 s (bench/scale, "owner picks … on /finance"); a
 * fortnight's run costs a fraction of that.
 */
export const SERVER_RUN_DAYS = 14;

/** Lets the page draw and answer taps between two runs' work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * `windows`' figures from a period's documents read from the server, each window a run of
 * SERVER_RUN_DAYS at a time in a task of its own, then joined; null when `stillWanted` says
 * the screen has gone meanwhile.
 */
async function figuresByRun<T>(
  device: MirroredData,
  documents: PeriodDocuments,
  windows: readonly DayWindow[],
  compute: ComputeFigures<T>,
  merge: MergeFigures<T>,
  stillWanted: () => boolean,
): Promise<T[] | null> {
  const documentsOf = documentsByRun(documents);
  const figures: T[] = [];
  for (const window of windows) {
    const parts: T[] = [];
    for (const run of splitWindow(window, SERVER_RUN_DAYS)) {
      await nextTask();
      if (!stillWanted()) return null;
      parts.push(...compute(withPeriodDocuments(device, documentsOf(run.period)), [run], true));
    }
    figures.push(merge(parts, window));
  }
  return figures;
}

export interface ServerPeriodState {
  /** When the figures shown were read from the server; null before the first read. */
  asOf: IsoTime | null;
  reading: boolean;
  failed: boolean;
  retry: () => void;
}

export interface WindowFigures<T> {
  /** Each window's figures, in the order asked; null while not known (or not read yet). */
  results: (T | null)[];
  /** The server's part, when a window reaches back further than the device's copy. */
  server: ServerPeriodState | null;
  /** Whether the figures of a window the device's copy covers are still being worked out. */
  working: boolean;
}

interface ServerRead<T> {
  key: string;
  held: { value: T[]; asOf: IsoTime } | null;
  reading: boolean;
  failed: boolean;
}

const keyOfWindows = (windows: readonly DayWindow[]) =>
  windows.map((window) => `${window.firstDay}/${window.lastDay}`).join(' ');

/**
 * The money screens' figures for `windows` (a period and the one it is compared with):
 * windows the device's copy covers are computed from it in the task after the screen draws
 * (useComputedAfterDraw); the others from the server's documents (a run of days at a time,
 * which `merge` joins), read whenever there is a connection, and until then (or with no
 * signal) from the figures this device kept from its last read. `name` keeps one screen's
 * kept figures apart from another's; `compute` and `merge` are memoised by the caller.
 * `compute` is null while what it needs besides the copy is not read yet (the people whose
 * rules count their hours): nothing is worked out or read from the server until it is, and
 * the figures say they are being worked out, not a number computed with rules not known.
 */
export function useWindowFigures<T>(
  name: string,
  windows: readonly DayWindow[] | null,
  now: number,
  compute: ComputeFigures<T> | null,
  merge: MergeFigures<T>,
): WindowFigures<T> {
  const data = useMirroredData();
  const online = useConnection().status === 'connected';
  const heldFrom = deviceHoldsFrom(now);
  const onDevice = (windows ?? []).filter((window) => window.period.start >= heldFrom);
  const fromServer = (windows ?? []).filter((window) => window.period.start < heldFrom);
  const deviceKey = keyOfWindows(onDevice);
  const serverKey = fromServer.length > 0 ? `${name} ${keyOfWindows(fromServer)}` : '';

  const computeOnDevice = useMemo(
    () => (data && compute ? () => compute(data, onDevice, false) : null),
    // The windows' days stand for the windows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, compute, deviceKey],
  );
  // Not in the draw: the screen shows itself first, its figures a task later.
  const deviceResults = useComputedAfterDraw(computeOnDevice, deviceKey);

  const [read, setRead] = useState<ServerRead<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ data, compute, merge, fromServer });
  latest.current = { data, compute, merge, fromServer };
  const ready = data !== undefined && compute !== null;
  useEffect(() => {
    if (!serverKey || !ready) return;
    let current = true;
    const { fromServer: windowsToRead } = latest.current;
    const span = {
      start: Math.min(...windowsToRead.map((window) => window.period.start)),
      end: Math.max(...windowsToRead.map((window) => window.period.end)),
    };
    setRead((before) => ({
      key: serverKey,
      held: before?.key === serverKey ? before.held : null,
      reading: online,
      failed: false,
    }));
    void heldFigures<T[]>(serverKey)
      .then((held) => {
        if (current && held)
          setRead((before) => (before?.key === serverKey && !before.held ? { ...before, held } : before));
      })
      // Nothing kept is shown as nothing kept: the read below (or its absence) says the rest.
      .catch((error: unknown) => console.warn('Reading the kept figures failed', error));
    if (online)
      readPeriodDocuments(span)
        .then(async (documents) => {
          const { data: device, compute: computeNow, merge: mergeNow } = latest.current;
          // Its inputs went meanwhile (the effect runs again when they are back): not wanted.
          if (!current || !computeNow) return;
          if (!device) throw new Error('The device copy is not open');
          const value = await figuresByRun(
            device,
            documents,
            windowsToRead,
            computeNow,
            mergeNow,
            () => current,
          );
          if (!value) return;
          const asOf = new Date().toISOString();
          await holdFigures(serverKey, value, asOf);
          if (current) setRead({ key: serverKey, held: { value, asOf }, reading: false, failed: false });
        })
        .catch((error: unknown) => {
          console.warn('Reading the period from the server failed', error);
          if (current)
            setRead((before) => ({
              key: serverKey,
              held: before?.key === serverKey ? before.held : null,
              reading: false,
              failed: true,
            }));
        });
    return () => {
      current = false;
    };
  }, [serverKey, ready, online, attempt]);

  const shownRead = read?.key === serverKey ? read : null;
  const results = (windows ?? []).map((window) => {
    const onDeviceAt = onDevice.indexOf(window);
    if (onDeviceAt >= 0) return deviceResults?.[onDeviceAt] ?? null;
    return shownRead?.held?.value[fromServer.indexOf(window)] ?? null;
  });
  return {
    results,
    working: onDevice.length > 0 && deviceResults === null,
    server: serverKey
      ? {
          asOf: shownRead?.held?.asOf ?? null,
          reading: shownRead?.reading ?? online,
          failed: shownRead?.failed ?? false,
          retry: () => setAttempt((count) => count + 1),
        }
      : null,
  };
}
