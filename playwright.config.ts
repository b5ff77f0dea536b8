import { defineConfig } from '@playwright/test';

/** Debian's Chromium; Playwright never downloads a browser of its own here. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const PREVIEW_URL = 'http://127.0.0.1:4173';
/** End-to-end files run after the others, one at a time (see `projects`). */
const ALONE = [
  '**/bundleSize.spec.ts',
  '**/offline.spec.ts',
  '**/sign-out.spec.ts',
  '**/sync.spec.ts',
  '**/update.spec.ts',
  '**/sentry.spec.ts',
  '**/startupPreload.spec.ts',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two files at a time (this machine has two cores); the emulators serve both, and every
  // test makes its own people and documents, so files do not disturb each other.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: PREVIEW_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: ALONE },
    // What measures sizes or leans on timers and reconnection back-off runs last, on its own,
    // so the other worker's load never decides its result.
    {
      name: 'alone',
      use: { browserName: 'chromium' },
      testMatch: ALONE,
      workers: 1,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    // Serves the production build (npm test builds it first), service worker included.
    command: 'npx vite preview --mode emulator',
    cwd: import.meta.dirname,
    url: PREVIEW_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
