/**
 * The import of the writes (src/data/mutators.ts, with zod), in a module of its own that
 * src/data/registry.ts loads first. The import carries the list of every file the writes
 * need (fetched side by side); written in the registry, that list was ~0.4 KB gzipped of
 * every dashboard's first paint (tests/e2e/bundleSize.spec.ts), here it is not.
 *
 * The writes' modules build their zod schemas as they load. Loaded as one graph, that was
 * one task of ~250 ms on the page's thread of a phone (4× CPU, bench/scale/: the longest
 * task of a new phone's first minute), where nothing may take over 200 ms. So each domain's
 * writes load in a task of their own, and the registry that gathers them after.
 */

/**
 * Every domain's writes (what src/data/mutators.ts gathers; writesLoader.test.ts holds the
 * two lists together), each loaded in a task of its own, small ones first (the first to
 * build zod schemas also pays for zod's own first run: 100-240 ms of the page's thread at
 * 4× CPU in CPU profiles, whichever module it is), the heaviest last. They are fetched one
 * after another: from the service worker's precache on every open but the very first; a
 * write tapped before they are in waits for them (src/data/outbox/queueWrite.ts).
 */
const DOMAIN_WRITES = [
  () => import('./finance/mutators'),
  () => import('./supplies/mutators'),
  () => import('./kiosk/mutators'),
  () => import('./reports/mutators'),
  () => import('./users/accessMutators'),
  () => import('./dealerships/mutators'),
  () => import('./users/mutators'),
  () => import('./washes/mutators'),
  () => import('./supplies/invoiceMutators'),
  () => import('./tickets/ticketMutators'),
  () => import('./time/mutators'),
] as const;

/** Resolves in a later task: what runs after it is not part of the task that awaited it. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function importMutators() {
  for (const load of DOMAIN_WRITES) {
    await load();
    await nextTask();
  }
  return import('./mutators');
}
