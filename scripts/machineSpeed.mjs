// How fast this machine is against the one tests/time-budgets.json was set on, so a layer
// over its budget means the suite got slower, not the machine. Machines "of this kind"
// differ: the same commit ran its unit layer in 34 s on one and 85 s on another, and a
// clean-clone CI run of 97b5037 took 1.3-1.5× as long as the runs before it in every layer,
// rules and end-to-end included (docs/testing.md).
//
// The yardstick is what the suite does most: start Node, touch fresh memory, build, sort
// and serialise objects. Before anything else starts it runs in new processes, one per core
// at once, a few rounds, and the mean is compared with the figure the budgets were set with.
// A single run here takes 0.85-1.7 s as the machine's state changes from moment to moment;
// the mean of eight runs 1.18-1.49 s.
import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';

/** Rounds of the yardstick, each one run per core at once. */
export const YARDSTICK_ROUNDS = 4;
const SIDE_BY_SIDE = availableParallelism();
/**
 * The most the layers' budgets stretch for a slow machine: beyond it the machine is too slow
 * for the budgets to say anything, and the run is judged at this allowance (it may then
 * fail). Machines of this kind have read 387-1,039 ms on the yardstick within two days, and
 * every layer took about as much longer as the yardstick said (docs/testing.md).
 */
export const MOST_ALLOWANCE = 2.5;

/**
 * How `npm test` tells the end-to-end runner the allowance it measured before the run
 * (playwright.config.ts): a test's time limits, there to stop a hung test and not to time
 * the app (benchmarks do that), stretch by it as the layers' budgets do.
 */
export const ALLOWANCE_ENV = 'LOTCREW_MACHINE_ALLOWANCE';

/** The allowance `npm test` passed in ALLOWANCE_ENV, kept within 1 and MOST_ALLOWANCE; 1 when none was. */
export function allowanceFromEnv(env = process.env) {
  const given = Number(env[ALLOWANCE_ENV]);
  return Number.isFinite(given) ? Math.min(MOST_ALLOWANCE, Math.max(1, given)) : 1;
}

/**
 * An end-to-end time limit of `ms` as written, stretched by the allowance `npm test` passed
 * (playwright.config.ts for a test's and an expectation's, `test.setTimeout` for a test's own).
 */
export function stretchedMs(ms, env = process.env) {
  return Math.round(ms * allowanceFromEnv(env));
}

/** The yardstick, run by `node --input-type=module -e`: prints its milliseconds. */
const YARDSTICK = `
const started = performance.now();
const blocks = [];
for (let block = 0; block < 24; block++) {
  const bytes = new Uint8Array(8 * 1024 * 1024);
  for (let at = 0; at < bytes.length; at += 4096) bytes[at] = 1;
  blocks.push(bytes);
}
let rows = [];
for (let i = 0; i < 150000; i++)
  rows.push({ id: 't-' + ((i * 7919) % 150000), at: new Date(1.7e12 + i * 6e4).toISOString(), n: i % 97 });
rows = JSON.parse(JSON.stringify(rows));
rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
process.stdout.write(String(Math.round(performance.now() - started)));
`;

/** The mean of numbers, rounded to the millisecond. */
export function mean(values) {
  return Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
}

/**
 * The budgets' stretch for a machine whose yardstick took `measuredMs` where the budgets'
 * machine took `referenceMs`: never below 1 (a faster machine is held to the budgets as
 * they are), never above MOST_ALLOWANCE.
 */
export function allowanceFor(measuredMs, referenceMs) {
  if (!(measuredMs > 0) || !(referenceMs > 0)) return 1;
  return Math.min(MOST_ALLOWANCE, Math.max(1, measuredMs / referenceMs));
}

/**
 * The stretch for a whole run from the yardstick's readings before and after it: the slower
 * one, since the machine's speed moves within a run (ci160: 601 ms before it, while its
 * check layer took 100 s, as long as runs that read ~800 ms).
 */
export function allowanceForRun(readingsMs, referenceMs) {
  return allowanceFor(Math.max(...readingsMs), referenceMs);
}

/** One run of the yardstick in a new Node process; resolves to its whole life in ms. */
function runYardstick() {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    execFile(process.execPath, ['--input-type=module', '-e', YARDSTICK], (error) => {
      if (error) reject(new Error(`the machine's yardstick failed: ${error.message}`));
      // The process's whole life counts: starting Node is part of what the suite does.
      else resolve(Math.round(performance.now() - started));
    });
  });
}

/**
 * Runs the yardstick YARDSTICK_ROUNDS times on every core at once, as the suite runs (two
 * workers, two checks side by side); the mean of all runs in ms.
 */
export async function measureYardstickMs() {
  const runs = [];
  for (let round = 0; round < YARDSTICK_ROUNDS; round++)
    runs.push(...(await Promise.all(Array.from({ length: SIDE_BY_SIDE }, runYardstick))));
  return { meanMs: mean(runs), runs };
}
