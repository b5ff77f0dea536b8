import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { emulatorClientEnv } from './scripts/emulators/suite.mjs';

/**
 * Three vitest layers; `npm test` (scripts/test-all.mjs) runs each with what it needs:
 * - unit: beside the code, node (jsdom where a file asks) + fake-indexeddb, no network;
 * - integration: tests/integration, against the running Emulator Suite;
 * - rules: tests/rules, security rules against the Firestore (and Storage) emulator.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'sw/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'functions/src/**/*.test.ts',
          ],
          // A file that needs a DOM says so in its first lines (`@vitest-environment jsdom`):
          // jsdom costs every file that takes it about a second and a half to set up.
          environment: 'node',
          // Both cores: vitest's default leaves one free, which on a 2-core machine ran every
          // file one after another (42 s for the layer, budget 45; 26 s with both).
          maxWorkers: 2,
          setupFiles: ['tests/support/unitSetup.ts'],
          env: {
            VITE_FIREBASE_API_KEY: 'unit-test-key',
            VITE_FIREBASE_AUTH_DOMAIN: 'unit.test',
            VITE_FIREBASE_PROJECT_ID: 'demo-unit',
            VITE_FIREBASE_STORAGE_BUCKET: 'demo-unit.appspot.com',
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // The app's modules read the build of `npm start` (.env.emulator): the emulators' project and host.
          mode: 'emulator',
          environment: 'node',
          env: emulatorClientEnv,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          globalSetup: ['tests/support/rulesGlobalSetup.ts'],
          environment: 'node',
          env: emulatorClientEnv,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
