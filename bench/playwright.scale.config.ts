import { defineConfig } from '@playwright/test';
import benchConfig from './playwright.bench.config';

/**
 * The scale benchmark (bench/scale/), run after the others by `npm run bench`: it adds a
 * month (or more) of a business to the emulators, which the other benchmarks must not meet.
 */
export default defineConfig({
  ...benchConfig,
  testMatch: [process.env.LOTCREW_BENCH_FILE ?? 'bench/scale/*.bench.ts'],
  testIgnore: [],
  timeout: 1_800_000,
});
