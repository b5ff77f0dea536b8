/**
 * Builds the app as for production and scans every emitted file for secrets. Only the
 * Firebase web config (public by design) may appear; canary values planted in the
 * build's environment under non-VITE_ names must not. Nor may any of the end-to-end
 * tests' hooks, which only builds made for the tests compile in.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../scripts/demo/demoData';

const FIREBASE_WEB_API_KEY = 'AIzaSyD-lotcrewPublicWebKey0123456789ab';
const CANARIES = {
  SENTRY_AUTH_TOKEN: 'sntrys_canaryTokenThatMustNeverShip0123456789',
  FIREBASE_TOKEN: '1//canary-firebase-ci-token-that-must-never-ship',
  GOOGLE_APPLICATION_CREDENTIALS: '/secrets/canary-service-account.json',
  LOTCREW_WEBHOOK_SECRET: 'canary-webhook-signing-secret-0123456789',
};

/** Shapes of credentials that must never be in a browser bundle. */
const SECRET_SHAPES: [string, RegExp][] = [
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['a service-account key', /"private_key(_id)?"\s*:|"type"\s*:\s*"service_account"/],
  // Account ids are 6–30 characters (so Sentry's documented example name@project… is not one).
  ['a service-account email', /[a-z][a-z0-9-]{5,29}@[a-z][a-z0-9-]{4,28}[a-z0-9]\.iam\.gserviceaccount\.com/],
  ['a Sentry auth token', /sntry[su]_[A-Za-z0-9+/=_-]{20,}/],
  ['an AWS access key', /AKIA[0-9A-Z]{16}/],
  ['a GitHub token', /gh[pousr]_[A-Za-z0-9]{36}/],
  ['a Slack token', /xox[baprs]-[A-Za-z0-9-]{10,}/],
  ['a Stripe secret key', /sk_live_[0-9a-zA-Z]{20,}/],
  ['a Google OAuth refresh token', /1\/\/0[0-9A-Za-z_-]{30,}/],
];
const GOOGLE_API_KEY = /AIza[0-9A-Za-z_-]{35}/g;
/** Names only the test hooks' code holds (src/data/testHooks.ts, src/data/firestoreCacheBench.ts). */
const TEST_HOOK_MARKERS = [
  'lotcrewTest',
  'seedLocalTickets',
  'prepareFirestoreCache',
  'firestore-cache-bench',
];

/**
 * The mark every test-only and benchmark module carries in its first line; the scan
 * finds them by it, so a new bench or test double is covered the day it is marked.
 */
const TEST_ONLY_MARK = '// @lotcrew/test-only';
const ROOT = join(import.meta.dirname, '../..');

let outDir: string;
let files: { name: string; text: string }[] = [];

function listFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(directory, entry.name)) : [join(directory, entry.name)],
  );
}

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'lotcrew-bundle-'));
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir'],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        ...CANARIES,
        VITE_FIREBASE_API_KEY: FIREBASE_WEB_API_KEY,
        VITE_FIREBASE_AUTH_DOMAIN: 'lotcrew-prod.firebaseapp.com',
        VITE_FIREBASE_PROJECT_ID: 'lotcrew-prod',
        VITE_FIREBASE_STORAGE_BUCKET: 'lotcrew-prod.appspot.com',
        VITE_FIREBASE_EMULATOR_HOST: '',
        // A production build: the test hooks are off whatever the machine has set.
        LOTCREW_TEST_HOOKS: '',
        VITE_SENTRY_DSN:
          'https://0123456789abcdef0123456789abcdef@o123456.ingest.us.sentry.io/4507000000000000',
      },
    },
  );
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
  files = listFiles(outDir)
    .filter((name) => !/\.(png|ico|jpg|webp)$/.test(name))
    .map((name) => ({ name: name.slice(outDir.length + 1), text: readFileSync(name, 'utf8') }));
}, 180_000);

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
});

describe('the production bundle', () => {
  it('was built and scanned whole (scripts, maps, manifest, service worker)', () => {
    const names = files.map((file) => file.name);
    expect(names).toContain('index.html');
    expect(names).toContain('sw.js');
    expect(names.some((name) => name.endsWith('.js.map'))).toBe(true);
  });

  it('holds no credential of any known shape', () => {
    const found = files.flatMap((file) =>
      SECRET_SHAPES.filter(([, shape]) => shape.test(file.text)).map(([what]) => `${what} in ${file.name}`),
    );
    expect(found).toEqual([]);
  });

  it('holds no Google API key but the Firebase web config one', () => {
    const keys = new Set(files.flatMap((file) => file.text.match(GOOGLE_API_KEY) ?? []));
    expect([...keys]).toEqual([FIREBASE_WEB_API_KEY]);
  });

  it('leaks nothing of the build machine’s environment, nor the demo password', () => {
    for (const [name, value] of Object.entries({ ...CANARIES, DEMO_PASSWORD })) {
      const leaked = files.filter((file) => file.text.includes(value)).map((file) => file.name);
      expect(leaked, `${name} leaked`).toEqual([]);
    }
  });

  it('holds none of the test hooks’ code', () => {
    // The markers are real: each is in the hooks' own source, so a rename is caught here.
    const hookSources = ['src/data/testHooks.ts', 'src/data/firestoreCacheBench.ts']
      .map((path) => readFileSync(join(import.meta.dirname, '../..', path), 'utf8'))
      .join('\n');
    for (const marker of TEST_HOOK_MARKERS) expect(hookSources, marker).toContain(marker);
    const found = files.flatMap((file) =>
      TEST_HOOK_MARKERS.filter((marker) => file.text.includes(marker)).map(
        (marker) => `${marker} in ${file.name}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('bundles no module marked test-only (hooks, benchmarks, test doubles), by the source maps', () => {
    const marked = listFiles(join(ROOT, 'src'))
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .filter((name) => readFileSync(name, 'utf8').startsWith(TEST_ONLY_MARK))
      .map((name) => name.slice(ROOT.length + 1));
    // The benchmarks' workloads, the hooks and the test doubles are all marked.
    expect(marked).toEqual(
      expect.arrayContaining([
        'src/data/testHooks.ts',
        'src/data/firestoreCacheBench.ts',
        'src/data/finance/financeBench.ts',
        'src/data/time/timesheetBench.ts',
        'src/data/washes/washBench.ts',
        'src/testing/fakeRemote.ts',
      ]),
    );
    // A map names its modules relative to itself: each is resolved to a path from the project.
    const bundled = new Set(
      files
        .filter((file) => file.name.endsWith('.js.map'))
        .flatMap((file) =>
          (JSON.parse(file.text) as { sources: string[] }).sources.map((source) =>
            relative(ROOT, resolve(outDir, dirname(file.name), source)),
          ),
        ),
    );
    // The maps name the app's modules as paths from the project (the scan sees real ones).
    expect(bundled).toContain('src/main.tsx');
    expect(marked.filter((module) => bundled.has(module))).toEqual([]);
  });
});
