// `npm run bench`: builds the app, starts the emulators with demo data, runs the
// benchmarks in bench/ and the route-size check (Playwright + Debian Chromium), then
// writes bench/report.json and bench/report.md. Figures land in bench/results/.
import { spawn } from 'node:child_process';
import { PROJECT_ROOT } from './emulators/binaries.mjs';
import { withEmulators } from './emulators/suite.mjs';

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: PROJECT_ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

const code = await withEmulators(async (suite) => {
  if ((await run('npx', ['tsx', 'scripts/seed.ts'], suite.env)) !== 0) return 1;
  // The benchmarks drive the app through its test hooks (src/data/testHooks.ts).
  const hooks = { LOTCREW_TEST_HOOKS: '1' };
  if ((await run('npx', ['vite', 'build', '--mode', 'emulator', '--logLevel', 'warn'], hooks)) !== 0)
    return 1;
  return run('npx', ['playwright', 'test', '--config', 'bench/playwright.bench.config.ts'], {
    ...suite.env,
    ...hooks,
  });
});
// The scale benchmark on emulators of its own: it adds a business's months
// (LOTCREW_BENCH_SCALE, default 1) that the other benchmarks must not meet, and the
// Firestore emulator slows to a crawl pushing thousands of writes to listen channels that
// closed browsers left behind.
const scaleCode = await withEmulators(async (suite) => {
  if ((await run('npx', ['tsx', 'scripts/seed.ts'], suite.env)) !== 0) return 1;
  return run('npx', ['playwright', 'test', '--config', 'bench/playwright.scale.config.ts'], {
    ...suite.env,
    LOTCREW_TEST_HOOKS: '1',
  });
});
const reportCode = await run('node', ['scripts/bench-report.mjs']);
process.exit(code || scaleCode || reportCode);
