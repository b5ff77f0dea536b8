// `npm test`: every test layer, with what each needs started and stopped here.
//   check (typecheck, lint, format) → unit → [emulators up] integration → rules → e2e [emulators down]
// Ends with one line "N passed, N failed" over all layers; exits non-zero on any failure.
// `npm test -- --only unit,e2e` runs a subset while developing.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { PROJECT_ROOT } from './emulators/binaries.mjs';
import { startEmulators } from './emulators/suite.mjs';
import { run } from './run.mjs';

const RESULTS = join(PROJECT_ROOT, 'test-results');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg >= 0 ? new Set(process.argv[onlyArg + 1]?.split(',')) : null;
const wanted = (layer) => !only || only.has(layer);

/** @type {{ layer: string, passed: number, failed: number, skipped: number, note?: string, failures?: string[] }[]} */
const tallies = [];

/** The summary names what failed: CI often keeps only the end of the log. */
const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .trim()
    .split('\n')[0] ?? '';

function heading(text) {
  console.log(`\n━━ ${text} ${'━'.repeat(Math.max(0, 70 - text.length))}`);
}

async function checkStep(layer, script) {
  heading(layer);
  const code = await run('npm', ['run', '--silent', script]);
  tallies.push({ layer, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 });
}

async function vitestLayer(layer, env = {}) {
  heading(`${layer} tests`);
  const output = join(RESULTS, `${layer}.json`);
  rmSync(output, { force: true });
  const code = await run(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      layer,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    env,
  );
  if (!existsSync(output)) {
    tallies.push({ layer, passed: 0, failed: 1, skipped: 0, note: `vitest exited ${code} without results` });
    return;
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const failedSuites = code !== 0 && report.numFailedTests === 0 ? 1 : 0;
  const failures = [];
  for (const file of report.testResults ?? []) {
    const where = file.name.replace(`${PROJECT_ROOT}/`, '');
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed')
        failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'))
      failures.push(`${where}: ${firstLine(file.message)}`);
  }
  tallies.push({
    layer,
    passed: report.numPassedTests,
    failed: report.numFailedTests + failedSuites,
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
    ...(failedSuites ? { note: 'a test file failed to load' } : {}),
  });
}

function countPlaywright(suites, tally) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'skipped') tally.skipped++;
        else if (test.status === 'expected' || test.status === 'flaky') tally.passed++;
        else {
          tally.failed++;
          const error = test.results?.at(-1)?.error?.message;
          tally.failures.push(`${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`);
        }
      }
    }
    countPlaywright(suite.suites, tally);
  }
}

async function e2eLayer(env) {
  heading('end-to-end tests (Chromium)');
  if (!existsSync(CHROMIUM)) {
    tallies.push({
      layer: 'e2e',
      passed: 0,
      failed: 1,
      skipped: 0,
      note: `no Chromium at ${CHROMIUM} (apt-get install chromium)`,
    });
    return;
  }
  // With the test hooks compiled in (src/data/testHooks.ts); builds the tests make inherit it.
  const hooks = { LOTCREW_TEST_HOOKS: '1' };
  const buildCode = await run('npx', ['vite', 'build', '--mode', 'emulator', '--logLevel', 'warn'], hooks);
  if (buildCode !== 0) {
    tallies.push({ layer: 'e2e', passed: 0, failed: 1, skipped: 0, note: 'the production build failed' });
    return;
  }
  const output = join(RESULTS, 'e2e.json');
  rmSync(output, { force: true });
  const code = await run('npx', ['playwright', 'test'], { ...env, ...hooks });
  if (!existsSync(output)) {
    tallies.push({
      layer: 'e2e',
      passed: 0,
      failed: 1,
      skipped: 0,
      note: `playwright exited ${code} without results`,
    });
    return;
  }
  const tally = { layer: 'e2e', passed: 0, failed: 0, skipped: 0, failures: [] };
  countPlaywright(JSON.parse(readFileSync(output, 'utf8')).suites, tally);
  if (code !== 0 && tally.failed === 0)
    Object.assign(tally, { failed: 1, note: `playwright exited ${code}` });
  tallies.push(tally);
}

mkdirSync(RESULTS, { recursive: true });
const startedAt = Date.now();
if (wanted('check')) {
  await checkStep('typecheck', 'typecheck');
  await checkStep('lint', 'lint');
  await checkStep('format', 'format:check');
}
if (wanted('unit')) await vitestLayer('unit');

if (wanted('integration') || wanted('rules') || wanted('e2e')) {
  heading('starting the Firebase Emulator Suite');
  let suite;
  try {
    suite = await startEmulators();
  } catch (error) {
    console.error(String(error));
    tallies.push({
      layer: 'emulators',
      passed: 0,
      failed: 1,
      skipped: 0,
      note: 'the emulators did not start',
    });
  }
  if (suite) {
    try {
      if (wanted('integration')) await vitestLayer('integration', suite.env);
      if (wanted('rules')) await vitestLayer('rules', suite.env);
      if (wanted('e2e')) {
        heading('seeding the demo data');
        const seedCode = await run('npx', ['tsx', 'scripts/seed.ts'], suite.env);
        if (seedCode === 0) await e2eLayer(suite.env);
        else tallies.push({ layer: 'e2e', passed: 0, failed: 1, skipped: 0, note: 'seeding failed' });
      }
    } finally {
      heading('stopping the emulators');
      await suite.stop();
    }
  }
}

heading(`summary (${Math.round((Date.now() - startedAt) / 1000)} s)`);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const tally of tallies) {
  passed += tally.passed;
  failed += tally.failed;
  skipped += tally.skipped;
  const extra = tally.skipped ? `, ${tally.skipped} skipped` : '';
  console.log(
    `  ${tally.layer.padEnd(12)} ${tally.passed} passed, ${tally.failed} failed${extra}${tally.note ? `  (${tally.note})` : ''}`,
  );
  for (const failure of tally.failures ?? []) console.log(`      ✗ ${failure.slice(0, 400)}`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && tallies.length > 0 ? 0 : 1);
