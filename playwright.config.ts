import { defineConfig } from '@playwright/test';

/** Debian's Chromium; Playwright never downloads a browser of its own here. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const PREVIEW_URL = 'http://127.0.0.1:4173';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // On CI a failed test runs once more, with a trace; `npm test` names every test that
  // passed only then, so a flake is seen and fixed at its cause, never hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Playwright empties its output folder when it starts: a folder of its own keeps the
  // other layers' results (and the runner's timings) in test-results/.
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL: PREVIEW_URL,
    // A trace costs every passing test its recording: kept only for a retried failure.
    trace: 'on-first-retry',
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
        // A camera for getUserMedia (Chromium's own moving test pattern) and its permission
        // granted, as a crew member's phone gives them at a punch that takes a photo.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // Serves the production build (npm test builds it first), service worker included.
    command: 'npx vite preview --mode emulator',
    cwd: import.meta.dirname,
    url: PREVIEW_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
