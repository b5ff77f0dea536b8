/**
 * Benchmark: offline repeat visit. The app is installed (service worker active) and has
 * mirrored the crew member's data; the network is cut; the dashboard is opened again with
 * the CPU throttled 4×. Measured: from navigation start to the dashboard's numbers on
 * screen (the `lotcrew:dashboard-painted` mark). Run by `npm run bench`; not a test.
 */
import { expect, test } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { DEMO_PASSWORD, demoAccount } from '../scripts/demo/demoData';
import { firstScreenPainted, waitForServiceWorker } from '../tests/support/app';
import { cutNetwork } from '../tests/support/network';
import { expectPath, signIn } from '../tests/support/signIn';
import { CPU_SLOWDOWN, median, throttledForItsLife } from './support';

const RUNS = 5;
const PATH = '/employeeDashboard';

test(`offline repeat visit of ${PATH} at ${CPU_SLOWDOWN}× CPU`, async ({ context }) => {
  test.setTimeout(300_000);
  const first = await context.newPage();
  await signIn(first, demoAccount('employee').email, DEMO_PASSWORD);
  await expectPath(first, PATH);
  await waitForServiceWorker(first);
  await expect(first.getByTestId('freshness')).toHaveText(/^Updated/);
  await first.close();
  await cutNetwork(context);

  const paintedMs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await context.newPage();
    await throttledForItsLife(page);
    await page.goto(PATH);
    paintedMs.push(Math.round((await firstScreenPainted(page, 'dashboard')).sinceStartMs));
    await expect(page.getByTestId('freshness')).toHaveText(/^Offline/);
    await page.close();
  }
  const result = {
    path: PATH,
    cpuSlowdown: CPU_SLOWDOWN,
    runs: paintedMs,
    medianMs: median(paintedMs),
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/offline-start.json', `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `[bench] offline repeat visit of ${PATH} at ${CPU_SLOWDOWN}× CPU: median ${result.medianMs} ms to the numbers (runs: ${paintedMs.join(', ')} ms)`,
  );
});
