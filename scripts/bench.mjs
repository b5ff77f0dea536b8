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
  const benchCode = await run('npx', ['playwright', 'test', '--config', 'bench/playwright.bench.config.ts'], {
    ...suite.env,
    ...hooks,
  });
  // Last: it adds a business's month (LOTCREW_BENCH_SCALE months) to the emulators' data.
  const scaleCode = await run('npx', ['playwright', 'test', '--config', 'bench/playwright.scale.config.ts'], {
    ...suite.env,
    ...hooks,
  });
  return benchCode || scaleCode;
});
const reportCode = await run('node', ['scripts/bench-report.mjs']);
process.exit(code || reportCode);
