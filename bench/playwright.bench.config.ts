import { defineConfig } from '@playwright/test';
import base, { FULL_CHROMIUM_LAUNCH, PREVIEW_SERVER } from '../playwright.config';

/** Benchmarks reuse the end-to-end setup (Debian Chromium, preview server, emulators). */
export default defineConfig({
  ...base,
  testDir: '..',
  // The benchmarks, and the initial-JavaScript check that `npm test` also runs.
  testMatch: ['bench/**/*.bench.ts', 'tests/e2e/bundleSize.spec.ts'],
  // The scale benchmark runs on its own, last (playwright.scale.config.ts).
  testIgnore: ['bench/scale/**'],
  reporter: [['list']],
  timeout: 600_000,
  // One page at a time, as a phone: the end-to-end tests run two files at once and put
  // some of theirs in a project of their own (playwright.config.ts); a benchmark beside
  // another would time the other's work too.
  workers: 1,
  projects: [{ name: 'chromium' }],
  // No tracing: it costs time inside what is being timed. The full browser, as a phone
  // runs, not the tests' headless shell: the figures stay comparable with earlier reports.
  use: { ...base.use, trace: 'off', launchOptions: FULL_CHROMIUM_LAUNCH },
  // Gzipped as a host serves it, as the benchmarks always measured.
  webServer: PREVIEW_SERVER,
});
