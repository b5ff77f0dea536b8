/**
 * Benchmark: time to drain N writes queued offline once the network returns, against
 * the Firestore emulator, in Debian's Chromium — through the app's sync queue, and in
 * the same run through Firestore's own persistent cache (the ratio is issue #7's
 * budget). Run by `npm run bench`; not a test.
 */
import { test } from '@playwright/test';
import { writeFileSync, mkdirSync } from 'node:fs';
import { DEALERSHIP_2, DEMO_PASSWORD, demoAccount } from '../scripts/demo/demoData';
import { pendingWrites, queueWashes, waitForTestHooks } from '../tests/support/app';
import { washLogIdsWithPrefix } from '../tests/support/washLogs';
import { cutNetwork, restoreNetwork } from '../tests/support/network';
import { expectPath, signIn } from '../tests/support/signIn';
import { median } from './support';

const WRITES = 200;
const RUNS = 3;

/** Wash-log arguments as the app's own writes carry them; references `${prefix}-${index}`. */
function washes(prefix: string, count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: crypto.randomUUID(),
    dealershipId: DEALERSHIP_2,
    washedAt: new Date().toISOString(),
    reference: `${prefix}-${index}`,
    vin: null,
    kind: 'service' as const,
    note: '',
  }));
}

async function expectLanded(prefix: string) {
  const landed = (await washLogIdsWithPrefix(prefix)).length;
  if (landed !== WRITES) throw new Error(`only ${landed} of ${WRITES} writes landed`);
}

test(`drain ${WRITES} queued writes after reconnect, and the same through Firestore's own cache`, async ({
  page,
  context,
}) => {
  test.setTimeout(600_000);
  const account = demoAccount('wash');
  await signIn(page, account.email, DEMO_PASSWORD);
  await expectPath(page, '/serviceWashDashboard');
  await waitForTestHooks(page);
  await page.evaluate(({ email, password }) => window.lotcrewTest?.firestoreCache.prepare(email, password), {
    email: account.email,
    password: DEMO_PASSWORD,
  });
  const drainMs: number[] = [];
  const firestoreCacheMs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    // The app's sync queue.
    const prefix = `BENCH${Date.now()}`;
    await cutNetwork(context);
    await queueWashes(page, prefix, WRITES, DEALERSHIP_2);
    let startedAt = Date.now();
    await restoreNetwork(context);
    while ((await pendingWrites(page)) > 0) await page.waitForTimeout(20);
    drainMs.push(Date.now() - startedAt);
    await expectLanded(prefix);

    // The same writes through Firestore's persistent cache, same network cut.
    const cachePrefix = `BENCHFS${Date.now()}`;
    await cutNetwork(context);
    await page.evaluate(
      (list) => window.lotcrewTest?.firestoreCache.write(list),
      washes(cachePrefix, WRITES),
    );
    startedAt = Date.now();
    await restoreNetwork(context);
    await page.evaluate(() => window.lotcrewTest?.firestoreCache.settled());
    firestoreCacheMs.push(Date.now() - startedAt);
    await expectLanded(cachePrefix);
  }
  const result = {
    writes: WRITES,
    runs: drainMs,
    medianMs: median(drainMs),
    firestoreCache: { runs: firestoreCacheMs, medianMs: median(firestoreCacheMs) },
    ratioToFirestoreCache: Number((median(drainMs) / median(firestoreCacheMs)).toFixed(2)),
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/sync-drain.json', `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `[bench] drained ${WRITES} queued writes after reconnect: median ${result.medianMs} ms (runs: ${drainMs.join(', ')} ms); ` +
      `Firestore's own cache: median ${result.firestoreCache.medianMs} ms (runs: ${firestoreCacheMs.join(', ')} ms); ratio ${result.ratioToFirestoreCache}`,
  );
});
