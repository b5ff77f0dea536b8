/**
 * Waits for the local emulators to go quiet before the scale benchmark times a phone.
 *
 * The emulators run on the benchmark's own two cores, and work a phone did not cause lands
 * in what is timed: the Firestore emulator hands every write the seed made to the Functions
 * emulator even while the seed's triggers are off (~37,000 punch events at ten months, ~3
 * minutes of a core after the seed), and it keeps a core busy for 2-4 s after a page with
 * open listeners is closed (bench/budget-notes.md, 29 November, early afternoon: three
 * reopens back to back reached up to date at 2.3, 4.9 and 5.5 s, with the last page closed
 * 20 s before each at 2.6, 2.7 and 2.7 s). Firestore itself is not one process on the
 * phone's machine: a reopen meets neither. So each phone waits until the emulators' processes
 * (found by their command lines in /proc) have used less than IDLE_CPU_SHARE of a core over
 * IDLE_WINDOW_MS, and the benchmark records how long it waited. Not the whole machine's idle
 * share (bench/support.ts, `quietMachine`, for the timed taps): by then the next page is open
 * and throttled, and Chromium keeps a core busy for a throttled page.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** What a process's command line holds when it is one of the emulators (firebase.json's suite). */
const EMULATOR_COMMANDS = ['firestore', 'firebase', 'functionsEmulatorRuntime', 'storage-rules-standin'];
/** Quiet: under this share of one core, over the window below. */
const IDLE_CPU_SHARE = 0.1;
const IDLE_WINDOW_MS = 1_000;
const SAMPLE_MS = 250;
/** Linux's clock ticks per second for /proc/<pid>/stat's times (USER_HZ; 100 on every common build). */
const TICKS_PER_SECOND = 100;

export interface Settled {
  /** How long the wait took. */
  waitedMs: number;
  /** False: the emulators were still busy when `atMostMs` ran out (or none was found). */
  quiet: boolean;
}

function emulatorPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (EMULATOR_COMMANDS.some((part) => command.includes(part))) pids.push(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return pids;
}

/** CPU time (user and system) the processes have used, in clock ticks. */
function cpuTicks(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // After the command's name (in parentheses, which may hold spaces): utime and stime are
      // the 12th and 13th fields that follow it (proc(5): fields 14 and 15).
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Ended meanwhile: what it used is not counted again.
    }
  }
  return ticks;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the emulators have been quiet for IDLE_WINDOW_MS, or after `atMostMs`. */
export async function emulatorsQuiet(atMostMs: number): Promise<Settled> {
  const startedAt = performance.now();
  const pids = emulatorPids();
  if (pids.length === 0) return { waitedMs: 0, quiet: false };
  const samples: { at: number; ticks: number }[] = [{ at: performance.now(), ticks: cpuTicks(pids) }];
  for (;;) {
    await pause(SAMPLE_MS);
    const now = { at: performance.now(), ticks: cpuTicks(pids) };
    samples.push(now);
    // The oldest sample that still leaves a whole window behind `now`.
    while (samples.length > 2 && now.at - (samples[1]?.at ?? now.at) >= IDLE_WINDOW_MS) samples.shift();
    const from = samples[0] ?? now;
    const spanMs = now.at - from.at;
    const usedMs = ((now.ticks - from.ticks) / TICKS_PER_SECOND) * 1000;
    if (spanMs >= IDLE_WINDOW_MS && usedMs < IDLE_CPU_SHARE * spanMs)
      return { waitedMs: Math.round(now.at - startedAt), quiet: true };
    if (now.at - startedAt >= atMostMs) return { waitedMs: Math.round(now.at - startedAt), quiet: false };
  }
}
