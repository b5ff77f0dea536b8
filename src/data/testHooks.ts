// @lotcrew/test-only: tests and benchmarks only; no production build may hold this module (tests/integration/bundleSecrets.test.ts).
/**
 * Hooks for the end-to-end tests and benchmarks, compiled only into builds made for them
 * (LOTCREW_TEST_HOOKS=1: vite.config.ts, src/data/signedInWork.ts); every other build has
 * none of this code (tests/integration/bundleSecrets.test.ts looks). They let a test
 * queue many writes quickly, through the same path the screens use.
 */
import { getDatabase, type Mirrored } from './db';
import type { PunchPosition, Ticket } from './model';
import { mirrorReads, releaseMirrorViews } from './mirror/mirrorClient';
import { freshPosition } from './time/position';
import { setEntriesPerCommit } from './outbox/startSync';
import type { MutatorArgs, MutatorName } from './mutators';
import { queueNamedWrite } from './outbox/queueWrite';
import { getSessionState, subscribeSession } from './session';
import './compose';

export interface LotcrewTestHooks {
  queueWrite<Name extends MutatorName>(name: Name, args: MutatorArgs<Name>): Promise<string>;
  pendingCount(): Promise<number>;
  /** The position the next punch will carry (the time clock keeps it warm), or null. */
  freshPosition(): PunchPosition | null;
  deadLetterCount(): Promise<number>;
  /** Firestore reads each mirrored view was billed for since the app started (documents, and counts' entries). */
  mirrorReads(): Promise<Record<string, { documents: number; counts: number }>>;
  /**
   * Stops the mirror and resolves once the server took the removal of its views, or after
   * `timeoutMs` (no signal: nothing to wait for). The tests call it before closing a phone
   * (src/data/mirror/releaseViews.ts says why).
   */
  releaseListeners(timeoutMs: number): Promise<void>;
  /** Smaller commits, so a test can cut the network between the commits of one flush. */
  setEntriesPerCommit(count: number): void;
  /** Puts `count` synthetic tickets (stock BEN0…) into this device's copy, for benchmarks. */
  seedLocalTickets(count: number): Promise<void>;
  /**
   * Times the timesheet of a pay period computed on this device: `people` people with
   * `shifts` shifts each (a clock-in and a clock-out per shift) over the last two weeks.
   * Resolves with the milliseconds of each of `runs` computations.
   */
  timeTimesheet(people: number, shifts: number, runs: number): Promise<number[]>;
  /** Times California's meal and rest rules over the same pay period (src/data/time/breaks.ts). */
  timeBreakRules(people: number, shifts: number, runs: number): Promise<number[]>;
  /** Puts a month of synthetic done tickets, washes, punches and pay rates into this device's copy. */
  seedLocalMoney(
    dealershipIds: readonly string[],
    counts: { tickets: number; washes: number; punches: number },
  ): Promise<void>;
  /** Times the wash bay's duplicate check per keystroke of `reference` against `count` washes. */
  timeDuplicateCheck(count: number, reference: string): Promise<{ indexMs: number; keystrokesMs: number[] }>;
  /** Times `runs` computations of the stage times screen's month over `count` tickets (issue #36). */
  timeStageReport(count: number, runs: number): Promise<number[]>;
  /** Times `runs` computations of a month's wash report for two dealerships over `count` washes. */
  timeWashReport(count: number, runs: number): Promise<number[]>;
  /** The sync benchmark's comparison: the same writes through Firestore's own offline cache. */
  firestoreCache: {
    prepare(email: string, password: string): Promise<void>;
    write(washes: MutatorArgs<'logWash'>[]): Promise<void>;
    settled(): Promise<void>;
  };
}

declare global {
  interface Window {
    lotcrewTest?: LotcrewTestHooks;
  }
}

/**
 * Says on the console each change of what the session holds that landing and the route
 * guard read (src/features/auth/redirect.ts): a failed end-to-end test prints it with the
 * page's addresses (tests/support/test.ts), so a person moved off their screen says why.
 */
function noteSessionChanges(): void {
  let last = '';
  const note = () => {
    const session = getSessionState();
    const read =
      session.status === 'signedIn'
        ? JSON.stringify({
            uid: session.uid,
            source: session.userDocSource,
            role: session.userDoc?.role ?? null,
            profileCompleted: session.userDoc?.profileCompleted ?? null,
            dealerships: session.userDoc?.dealerships ?? null,
            active: session.userDoc?.active ?? null,
          })
        : session.status;
    if (read === last) return;
    last = read;
    console.info(`[lotcrew] session: ${read}`);
  };
  note();
  subscribeSession(note);
}

export function exposeTestHooks(): void {
  noteSessionChanges();
  window.lotcrewTest = {
    queueWrite: queueNamedWrite,
    pendingCount: () => getDatabase().outbox.count(),
    freshPosition: () => freshPosition(),
    deadLetterCount: () => getDatabase().deadLetters.count(),
    mirrorReads,
    releaseListeners: (timeoutMs) =>
      Promise.race([releaseMirrorViews(), new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]),
    setEntriesPerCommit,
    seedLocalTickets: (count) => seedLocalTickets(count),
    timeTimesheet: async (people, shifts, runs) =>
      (await import('./time/timesheetBench')).timeTimesheet(people, shifts, runs),
    timeBreakRules: async (people, shifts, runs) =>
      (await import('./time/timesheetBench')).timeBreakRules(people, shifts, runs),
    seedLocalMoney: async (dealershipIds, counts) =>
      (await import('./finance/financeBench')).seedLocalMoney(dealershipIds, counts),
    timeDuplicateCheck: async (count, reference) =>
      (await import('./washes/washBench')).timeDuplicateCheck(count, reference),
    timeWashReport: async (count, runs) => (await import('./washes/washBench')).timeWashReport(count, runs),
    timeStageReport: async (count, runs) =>
      (await import('./tickets/stagesBench')).timeStageReport(count, runs),
    firestoreCache: {
      prepare: async (email, password) =>
        (await import('./firestoreCacheBench')).prepareFirestoreCache(email, password),
      write: async (washes) => (await import('./firestoreCacheBench')).writeThroughFirestoreCache(washes),
      settled: async () => (await import('./firestoreCacheBench')).firestoreCacheSettled(),
    },
  };
}

const BENCH_KINDS = ['delivery', 'serviceWash', 'lotPrep', 'photos', 'detail'] as const;
const BENCH_STATUSES = ['open', 'assigned', 'inProgress', 'done'] as const;
const BENCH_CHUNK = 5_000;

async function seedLocalTickets(count: number): Promise<void> {
  const db = getDatabase();
  const start = Date.now();
  for (let first = 0; first < count; first += BENCH_CHUNK) {
    const chunk: Mirrored<Ticket>[] = [];
    for (let index = first; index < Math.min(count, first + BENCH_CHUNK); index++) {
      const at = new Date(start - (index % 720) * 3_600_000).toISOString();
      chunk.push({
        id: `bench-${index}`,
        dealershipId: index % 2 === 0 ? 'dlr-northside' : 'dlr-lakeview',
        kind: BENCH_KINDS[index % BENCH_KINDS.length] ?? 'delivery',
        vehicle: {
          stock: `BEN${index}`,
          vin: `BENCHVIN${String(index).padStart(9, '0')}`,
          year: 2018 + (index % 8),
          make: 'Toyota',
          model: 'Camry',
          color: 'Silver',
        },
        from: 'Lot A',
        to: 'Service drive',
        dueAt: new Date(start + (index % 96) * 3_600_000).toISOString(),
        priority: index % 7 === 0 ? 'high' : 'normal',
        status: BENCH_STATUSES[index % BENCH_STATUSES.length] ?? 'open',
        assigneeUid: null,
        requestedBy: 'bench',
        salespersonUid: null,
        history: [{ status: 'open', at, by: 'bench' }],
        notes: '',
        photos: [],
        priceCents: 4500,
        createdAt: at,
        updatedAt: at,
      });
    }
    await db.tickets.bulkPut(chunk);
  }
}
