/**
 * Benchmark: time to drain N writes queued offline once the network returns, against
 * the Firestore emulator, in Debian's Chromium. Run by `npm run bench`; not a test.
 */
import { test } from '@playwright/test';
import { writeFileSync, mkdirSync } from 'node:fs';
import { DEALERSHIP_2, DEMO_PASSWORD, demoAccount } from '../scripts/demo/demoData';
import { pendingWrites, queueWashes, waitForTestHooks } from '../tests/support/app';
import { washLogIdsWithPrefix } from '../tests/support/washLogs';
import { cutNetwork, restoreNetwork } from '../tests/support/network';
import { expectPath, signIn } from '../tests/support/signIn';

const WRITES = 200;
const RUNS = 3;

test(`drain ${WRITES} queued writes after reconnect`, async ({ page, context }) => {
  test.setTimeout(600_000);
  await signIn(page, demoAccount('wash').email, DEMO_PASSWORD);
  await expectPath(page, '/serviceWashDashboard');
  await waitForTestHooks(page);
  const drainMs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const prefix = `BENCH${Date.now()}`;
    await cutNetwork(context);
    await queueWashes(page, prefix, WRITES, DEALERSHIP_2);
    const startedAt = Date.now();
    await restoreNetwork(context);
    while ((await pendingWrites(page)) > 0) await page.waitForTimeout(20);
    drainMs.push(Date.now() - startedAt);
    const landed = (await washLogIdsWithPrefix(prefix)).length;
    if (landed !== WRITES) throw new Error(`only ${landed} of ${WRITES} writes landed`);
  }
  const sorted = [...drainMs].sort((a, b) => a - b);
  const result = { writes: WRITES, runs: drainMs, medianMs: sorted[Math.floor(sorted.length / 2)] };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/sync-drain.json', `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `[bench] drained ${WRITES} queued writes after reconnect: median ${result.medianMs} ms (runs: ${drainMs.join(', ')} ms)`,
  );
});
