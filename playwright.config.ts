import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { stretchedMs } from './scripts/machineSpeed.mjs';

/** Debian's Chromium; Playwright never downloads a browser of its own here. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's build of the same Chromium as its old headless shell (`chromium-headless-shell`):
 * the engine without the browser's interface, which the end-to-end tests start and drive
 * with less CPU (tests/e2e/navigation and dashboards took 34-38 s instead of 47-57 s, the
 * suite 1,059 s of test time instead of 1,165; docs/testing.md). Without it, the full browser.
 */
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
export const PREVIEW_URL = 'http://127.0.0.1:4173';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A camera for getUserMedia (Chromium's own moving test pattern) and its permission
  // granted, as a crew member's phone gives them at a punch that takes a photo.
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

/**
 * The full browser, for what the shell lacks (its PDF viewer: a file opened in a new tab)
 * and for the benchmarks, whose figures are a phone's browser's.
 */
export const FULL_CHROMIUM_LAUNCH = { executablePath: CHROMIUM, args: CHROMIUM_ARGS };
/** Serves the production build (npm test builds it first), service worker included. */
export const PREVIEW_SERVER = {
  command: 'npx vite preview --mode emulator',
  cwd: import.meta.dirname,
  url: PREVIEW_URL,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
};

const TEST_CHROMIUM_LAUNCH = existsSync(HEADLESS_SHELL)
  ? { executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS }
  : FULL_CHROMIUM_LAUNCH;

/**
 * Files that compare what a phone shows or asks with the whole server at one moment (the
 * dashboards' counts of every open ticket, the change stamps of whole collections and the
 * reads of a reopen, the ticket list's count and the whole business's backup): another
 * file writing meanwhile would change the answer under them. They run first, one at a
 * time, with nothing beside them.
 */
const RUN_ALONE = ['**/dashboards.spec.ts', '**/deviceCopy.spec.ts', '**/ticketsWholeBusiness.spec.ts'];

/**
 * The side-by-side files that take longest, started first, longest tier first. Playwright
 * hands files to workers in its queue's order, alphabetical within a project, so
 * tickets.spec.ts began at 401 s of 668 in ci195 and ran on alone at the end; with the
 * longest first only short files are left to fill the workers' last minutes. A replay of
 * six runs' file times (ci193-ci197 and a run of the layer alone) ends the side-by-side files at 613 s on
 * average in alphabetical order, 589 s with the first tier first, 571 s with both tiers.
 * A tier is a project of its own because a project's files are taken alphabetically.
 */
const LONGEST_FIRST: string[][] = [
  // 130-270 s each on a slow machine (yardstick ~1,500 ms).
  ['**/tickets.spec.ts', '**/accessibility.spec.ts', '**/timeClock.spec.ts'],
  // 60-110 s each.
  [
    '**/sync.spec.ts',
    '**/washes.spec.ts',
    '**/money.spec.ts',
    '**/spanish.spec.ts',
    '**/people.spec.ts',
    '**/supplies.spec.ts',
    '**/account.spec.ts',
  ],
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Three files at once on two cores: a test spends about a third of its time waiting on
  // the emulators, its page's timers and Playwright's polling, with a core idle, and another
  // file's test takes it (docs/testing.md: one file at a time 517 s, two 405 s; on 2
  // December, on a machine twice as slow, two 578 s and three 505 s, no test retried, the
  // longest 37 s of its 60). Every file's data is its own (twins of the demo accounts, its
  // own tickets, days no other test writes), except RUN_ALONE's.
  workers: 3,
  // On CI a failed test runs once more, with a trace; `npm test` names every test that
  // passed only then, so a flake is seen and fixed at its cause, never hidden.
  retries: process.env.CI ? 1 : 0,
  // Limits that stop a hung test, not timings (benchmarks time the app): stretched for a
  // machine `npm test` measured slower than the time budgets' own (scripts/machineSpeed.mjs),
  // as the layers' budgets are. On one read 5× slower (2 December), journeys that pass in
  // 25-40 s here ran past 60 s and failed, retry and all.
  timeout: stretchedMs(60_000),
  expect: { timeout: stretchedMs(15_000) },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Playwright empties its output folder when it starts: a folder of its own keeps the
  // other layers' results (and the runner's timings) in test-results/.
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL: PREVIEW_URL,
    // A trace costs every passing test its recording: kept only for a retried failure.
    trace: 'on-first-retry',
    browserName: 'chromium',
    launchOptions: TEST_CHROMIUM_LAUNCH,
  },
  projects: [
    { name: 'alone', testMatch: RUN_ALONE, workers: 1 },
    // All after 'alone', in one phase; the queue holds a project's files before the next's.
    ...LONGEST_FIRST.map((tier, index) => ({
      name: `longest first, tier ${index + 1}`,
      testMatch: tier,
      dependencies: ['alone'],
    })),
    {
      name: 'side by side',
      testIgnore: [...RUN_ALONE, ...LONGEST_FIRST.flat()],
      // After the files that run alone, which so meet the demo data as it was seeded (a run
      // that put them after the others read three more tickets on a new phone than it held).
      // Were one of them to fail, these would not run: the run is red either way, and
      // the failure is named.
      dependencies: ['alone'],
    },
  ],
  // Files as they are, not gzipped on the fly (vite.config.ts): less CPU per new phone.
  webServer: { ...PREVIEW_SERVER, env: { LOTCREW_PREVIEW_UNCOMPRESSED: '1' } },
});
