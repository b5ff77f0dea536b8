// @lotcrew/test-only: tests and benchmarks only; no production build may hold this module (tests/integration/bundleSecrets.test.ts).
/**
 * The wash bay benchmarks' workloads (bench/washes.bench.ts, through the test hooks):
 * the duplicate check as the washer types, against a device holding many washes, and a
 * month's wash report computed from the device's copy.
 */
import type { Mirrored } from '../db';
import type { Dealership, WashLog } from '../model';
import { earlierWash, indexWashes } from './duplicates';
import { washReport } from './report';
import { DAY_MS } from '../../utils/duration';

const WINDOW_MS = DAY_MS;

function syntheticWashes(
  count: number,
  dealershipIds: readonly string[],
  spanDays: number,
): Mirrored<WashLog>[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, index) => ({
    id: `bench-wash-${index}`,
    dealershipId: dealershipIds[index % dealershipIds.length] ?? 'd1',
    uid: `washer-${index % 12}`,
    washedAt: new Date(now - ((index * 7919) % (spanDays * DAY_MS))).toISOString(),
    reference: `RO${String(100_000 + (index % (count / 2))).padStart(6, '0')}`,
    vin: null,
    kind: index % 5 === 0 ? 'lot' : 'service',
    note: '',
    receivedAt: new Date(now).toISOString(),
  }));
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

/**
 * Times the duplicate check for each keystroke of `reference` typed at the bay, against
 * `count` washes on the device; the index is built once per change of the device's washes,
 * not per keystroke, and is timed apart.
 */
export async function timeDuplicateCheck(
  count: number,
  reference: string,
): Promise<{ indexMs: number; keystrokesMs: number[] }> {
  const washes = syntheticWashes(count, ['d1', 'd2'], 30);
  const started = performance.now();
  const index = indexWashes(washes);
  const indexMs = performance.now() - started;
  const keystrokesMs: number[] = [];
  for (let typed = 1; typed <= reference.length; typed += 1) {
    await pause();
    const before = performance.now();
    earlierWash(index, 'd1', reference.slice(0, typed), Date.now(), WINDOW_MS);
    keystrokesMs.push(performance.now() - before);
  }
  return { indexMs, keystrokesMs };
}

/** Times `runs` computations of this month's report for two dealerships over `count` washes. */
export async function timeWashReport(count: number, runs: number): Promise<number[]> {
  const washes = syntheticWashes(count, ['d1', 'd2'], 30);
  const dealership = (id: string): Mirrored<Dealership> => ({
    id,
    name: id,
    code: id,
    address: '',
    timezone: 'America/Chicago',
    weekStart: 1,
    priceList: { delivery: 4500, serviceWash: 1250, lotPrep: 6000, photos: 3500, detail: 9000 },
    active: true,
  });
  const today = new Date().toISOString().slice(0, 10);
  const query = {
    from: new Date(Date.now() - 30 * DAY_MS).toISOString().slice(0, 10),
    to: today,
    grain: 'day' as const,
    dealershipIds: ['d1', 'd2'],
  };
  const timings: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await pause();
    const started = performance.now();
    washReport(washes, [dealership('d1'), dealership('d2')], query);
    timings.push(performance.now() - started);
  }
  return timings;
}
