/**
 * Not a figure of the app: how fast this machine's Chromium runs a page's script, unthrottled
 * and at the benchmarks' CPU_SLOWDOWN, so the report says which phone "4× CPU" stood for on
 * the night it was run. The measure is Lighthouse's BenchmarkIndex (the lighthouse package's
 * core/lib/page-functions.js, the same function Lighthouse runs in every audit): string
 * building that makes garbage, and array copies that do not, counted per second. Chrome
 * DevTools' CPU calibration (front_end/panels/mobile_throttling/CalibrationController.ts)
 * takes 1,000 on it as a mid-tier phone (a Pixel 5) and 264 as a low-tier one.
 *
 * The yardstick beside it in the report (scripts/machineSpeed.mjs) is Node's, and much of
 * what it times is fresh memory being touched (bench/budget-notes.md); this index is the
 * page's script alone. Run by `npm run bench`.
 */
import { test } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CPU_SLOWDOWN, median, quietMachine, throttled } from './support';

/** Runs at each rate; the median is the figure. Each run takes ~1 s whatever the rate. */
const RUNS = 5;
/** Chrome DevTools' CPU calibration's scores for its two phones (see above). */
const DEVTOOLS_MID_TIER_PHONE = 1000;
const DEVTOOLS_LOW_TIER_PHONE = 264;

test(`Chromium's page speed on this machine (Lighthouse's BenchmarkIndex), unthrottled and at ${CPU_SLOWDOWN}× CPU`, async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('about:blank');
  const benchmarkIndex = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
  const indexRuns = async () => {
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(Math.round(await page.evaluate<number>(benchmarkIndex)));
    return runs;
  };
  const machineIdleShare = await quietMachine();
  // Not kept: in a new page the first runs read low while V8 compiles the loops and grows
  // the heap (1,698 against 2,648 for the run after it, here).
  await indexRuns();
  const unthrottledRuns = await indexRuns();
  const throttledRuns = await throttled(page, indexRuns);

  const result = {
    cpuSlowdown: CPU_SLOWDOWN,
    unthrottled: median(unthrottledRuns),
    throttled: median(throttledRuns),
    unthrottledRuns,
    throttledRuns,
    devtoolsPhones: { midTier: DEVTOOLS_MID_TIER_PHONE, lowTier: DEVTOOLS_LOW_TIER_PHONE },
    machineIdleShare,
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/page-speed.json', `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `[bench] Chromium's BenchmarkIndex here: ${result.unthrottled} unthrottled (runs ${unthrottledRuns.join(', ')}), ${result.throttled} at ${CPU_SLOWDOWN}× CPU (runs ${throttledRuns.join(', ')})`,
  );
});
