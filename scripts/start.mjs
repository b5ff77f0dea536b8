// `npm start`: from a fresh clone to a running app with demo data.
// Installs dependencies if missing, starts the Firebase emulators, seeds the demo data,
// builds the app against them, serves it, and prints the demo sign-ins.
// Ctrl-C stops everything it started.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const APP_URL = 'http://127.0.0.1:4173';
const startedAt = Date.now();
const seconds = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;

function runOrExit(command, args, what) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n[start] ${what} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

function dependenciesMissing() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  if (!existsSync(marker)) return true;
  return statSync(join(ROOT, 'package-lock.json')).mtimeMs > statSync(marker).mtimeMs;
}

if (dependenciesMissing()) {
  console.log('[start] installing dependencies (npm ci)…');
  runOrExit('npm', ['ci', '--no-audit', '--no-fund'], 'npm ci');
}
if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status !== 0) {
  console.error(
    '[start] Java 17 or newer is needed for the Firestore and Storage emulators (apt-get install openjdk-17-jre-headless).',
  );
  process.exit(1);
}

const { startEmulators } = await import('./emulators/suite.mjs');
console.log('[start] starting the Firebase Emulator Suite…');
const suite = await startEmulators();
Object.assign(process.env, suite.env);

console.log('[start] seeding the demo data…');
runOrExit('npx', ['tsx', 'scripts/seed.ts'], 'seeding');
console.log('[start] building the app against the emulators…');
runOrExit('npx', ['vite', 'build', '--mode', 'emulator', '--logLevel', 'warn'], 'the build');

const server = spawn('npx', ['vite', 'preview', '--mode', 'emulator'], {
  cwd: ROOT,
  stdio: 'ignore',
  detached: true,
});
const stopAll = async () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  await suite.stop();
  process.exit(0);
};
process.removeAllListeners('SIGINT');
process.removeAllListeners('SIGTERM');
process.once('SIGINT', () => void stopAll());
process.once('SIGTERM', () => void stopAll());

for (let attempt = 0; attempt < 120; attempt++) {
  try {
    await fetch(APP_URL);
    break;
  } catch {
    await new Promise((done) => setTimeout(done, 250));
  }
}

const { tsImport } = await import('tsx/esm/api');
const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await tsImport('./demo/demoData.ts', import.meta.url);
console.log(`\n[start] Lotcrew is ready in ${seconds()}: ${APP_URL}`);
console.log(`[start] demo sign-ins (password for all: ${DEMO_PASSWORD}):`);
for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(40)} ${account.note}`);
console.log('\n[start] Ctrl-C stops the app and the emulators.');
await suite.exited;
