import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

/** Benchmarks reuse the end-to-end setup (Debian Chromium, preview server, emulators). */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '**/*.bench.ts',
  reporter: [['list']],
  timeout: 600_000,
});
