import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { emulatorClientEnv } from './scripts/emulators/suite.mjs';

/** Where unit tests sit: beside the code, in scripts, the lint rules' tests and the functions. */
const UNIT_FILES = [
  'src/**/*.test.{ts,tsx}',
  'sw/**/*.test.ts',
  'scripts/**/*.test.ts',
  'tests/lint/**/*.test.ts',
  'functions/src/**/*.test.ts',
];
/** The folders those patterns search: read from them, so the two cannot drift apart. */
const UNIT_ROOTS = UNIT_FILES.map((pattern) => pattern.split('/**')[0] ?? pattern);

/** Unit test files that replace a module with `vi.mock` or `vi.doMock`, found by reading them. */
function filesMockingModules(): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'lib') walk(path);
      } else if (/\.test\.tsx?$/.test(entry.name) && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path, 'utf8')))
        found.push(path);
    }
  };
  for (const root of UNIT_ROOTS) walk(root);
  return found;
}
const MOCKING_FILES = filesMockingModules();

/** What both unit projects share. */
const UNIT = {
  include: UNIT_FILES,
  // A file that needs a DOM says so in its first lines (`@vitest-environment jsdom`):
  // jsdom costs every file that takes it about a second and a half to set up.
  environment: 'node',
  setupFiles: ['tests/support/unitSetup.ts'],
  env: {
    VITE_FIREBASE_API_KEY: 'unit-test-key',
    VITE_FIREBASE_AUTH_DOMAIN: 'unit.test',
    VITE_FIREBASE_PROJECT_ID: 'demo-unit',
    VITE_FIREBASE_STORAGE_BUCKET: 'demo-unit.appspot.com',
  },
} satisfies ViteUserConfig['test'];

/** The scan of a production build for secrets and test hooks (it builds; it uses no emulator). */
const BUNDLE_SCAN = 'tests/integration/bundleSecrets.test.ts';

/**
 * Three vitest layers; `npm test` (scripts/test-all.mjs) runs each with what it needs:
 * - unit (projects `unit` and `unit:mocks`): beside the code, node (jsdom where a file asks)
 *   + fake-indexeddb, no network;
 * - integration (projects `integration` and `integration:build`): tests/integration, against
 *   the running Emulator Suite, and the production build's scan beside them;
 * - rules: tests/rules, security rules against the Firestore (and Storage) emulator.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    // Both cores, for all projects of a run together: vitest's default leaves one free, which
    // on a 2-core machine ran every unit file one after another.
    maxWorkers: 2,
    projects: [
      // Files sharing one module cache: each file in a fresh process (vitest's default) made
      // the layer 68 s here, where a new page of memory costs the machine ~13 µs (3.5 s a GB;
      // docs/testing.md); in threads that keep their modules, 33-36 s, every file passing in a
      // shuffled order too (--sequence.shuffle.files).
      {
        extends: true,
        test: {
          ...UNIT,
          name: 'unit',
          exclude: [...configDefaults.exclude, ...MOCKING_FILES],
          pool: 'threads',
          isolate: false,
        },
      },
      // A file that replaces a module (vi.mock) gets modules of its own: in a shared cache, a
      // screen imported by an earlier file keeps the real module and ignores the mock.
      {
        extends: true,
        test: { ...UNIT, name: 'unit:mocks', include: MOCKING_FILES, pool: 'forks', isolate: true },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [...configDefaults.exclude, BUNDLE_SCAN],
          // The app's modules read the build of `npm start` (.env.emulator): the emulators' project and host.
          mode: 'emulator',
          environment: 'node',
          env: emulatorClientEnv,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      // The production build's scan needs no emulator: it builds while the files above wait on them.
      {
        extends: true,
        test: {
          name: 'integration:build',
          include: [BUNDLE_SCAN],
          environment: 'node',
          testTimeout: 120_000,
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
          // Two files at once, each worker in a project of its own (tests/support/rulesEnv.ts);
          // one after another in the coverage run, whose files share one project.
          fileParallelism: process.env.LOTCREW_RULES_COVERAGE !== '1',
        },
      },
    ],
  },
});
