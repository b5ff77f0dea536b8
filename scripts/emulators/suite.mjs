// Starts and stops the local Firebase Emulator Suite (Auth, Firestore, Storage, Functions)
// and the local SMS carrier (a Twilio-shaped receiver) for `npm start`,
// `npm run emulators` and `npm test`.
//
// firebase-tools runs in a process group of its own; stopping signals the whole group
// and waits, so no java or node process outlives the command that started it.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIREBASE_BIN, PROJECT_ROOT, prepareEmulatorBinaries } from './binaries.mjs';
import { runCaptured } from '../run.mjs';
import { TWILIO_RECEIVER, startTwilioReceiver } from './twilioReceiver.mjs';

export const PROJECT_ID = 'demo-lotcrew';
export const EMULATOR_HOSTS = {
  auth: '127.0.0.1:9099',
  firestore: '127.0.0.1:8080',
  storage: '127.0.0.1:9199',
  functions: '127.0.0.1:5001',
  hub: '127.0.0.1:4400',
};
/** Where the emulated functions answer over HTTP (Twilio's callbacks and replies come here). */
export const FUNCTIONS_BASE_URL = `http://${EMULATOR_HOSTS.functions}/${PROJECT_ID}/us-central1`;
const FUNCTIONS_DIR = join(PROJECT_ROOT, 'functions');
const READY_TIMEOUT_MS = 120_000;
const READY_POLL_MS = 500;
const STOP_GRACE_MS = 10_000;

/** Environment that points the Admin SDK and @firebase/rules-unit-testing at the emulators. */
export const emulatorClientEnv = {
  GCLOUD_PROJECT: PROJECT_ID,
  FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOSTS.auth,
  FIRESTORE_EMULATOR_HOST: EMULATOR_HOSTS.firestore,
  FIREBASE_STORAGE_EMULATOR_HOST: EMULATOR_HOSTS.storage,
  STORAGE_EMULATOR_HOST: `http://${EMULATOR_HOSTS.storage}`,
  // The Admin SDK otherwise probes for a cloud metadata server, which is not there.
  METADATA_SERVER_DETECTION: 'none',
};

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function answers(url) {
  try {
    // Any HTTP answer means the server is up (Storage answers 501 on its root).
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

async function allAnswer() {
  const checks = await Promise.all([
    answers(`http://${EMULATOR_HOSTS.hub}/emulators`),
    answers(`http://${EMULATOR_HOSTS.auth}/`),
    answers(`http://${EMULATOR_HOSTS.firestore}/`),
    answers(`http://${EMULATOR_HOSTS.storage}/`),
    answers(`http://${EMULATOR_HOSTS.functions}/`),
  ]);
  return checks.every(Boolean);
}

/**
 * Starts the suite and resolves once every emulator answers.
 * @param {{ log?: (line: string) => void }} [options]
 */
export async function startEmulators({ log = (line) => console.log(line) } = {}) {
  if (await answers(`http://${EMULATOR_HOSTS.hub}/emulators`)) {
    throw new Error(
      `Something already listens on the emulator hub (${EMULATOR_HOSTS.hub}): stop the other ` +
        '`npm start` / `npm run emulators` first.',
    );
  }
  const binaries = prepareEmulatorBinaries();
  for (const line of binaries.report) log(`[emulators] ${line}`);
  if (!binaries.storageRulesEnforced) {
    log('[emulators] ************************************************************');
    log('[emulators] WARNING: storage.rules are NOT enforced in this run: the Cloud');
    log('[emulators] Storage rules runtime jar is missing and cannot be downloaded,');
    log('[emulators] so a stand-in permits every Storage request. Storage-rules');
    log('[emulators] tests report themselves as not run.');
    log('[emulators] ************************************************************');
  }
  await prepareFunctions(log);
  const receiver = await startTwilioReceiver({ incomingUrl: `${FUNCTIONS_BASE_URL}/smsIncoming`, log });
  const logDir = join(PROJECT_ROOT, '.emulators');
  mkdirSync(logDir, { recursive: true });
  const logFile = createWriteStream(join(logDir, 'emulators.log'));
  const child = spawn(
    FIREBASE_BIN,
    ['emulators:start', '--only', 'auth,firestore,storage,functions', '--project', PROJECT_ID],
    {
      cwd: PROJECT_ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...binaries.env,
        FIREBASE_CLI_DISABLE_UPDATE_NOTIFIER: '1',
        NO_UPDATE_NOTIFIER: '1',
      },
    },
  );
  child.stdout.pipe(logFile);
  child.stderr.pipe(logFile);
  let exited = null;
  const exitPromise = new Promise((done) =>
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      done();
    }),
  );

  const stop = async () => {
    await receiver.stop();
    if (exited) return;
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      return;
    }
    const stoppedInTime = await Promise.race([
      exitPromise.then(() => true),
      sleep(STOP_GRACE_MS).then(() => false),
    ]);
    // Whatever still runs in the group (a java child firebase-tools lost track of) goes now.
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The group is already empty.
    }
    if (!stoppedInTime) await exitPromise;
  };

  // From here on, Ctrl-C or a kill of this process takes the whole group with it.
  const onSignal = (signal) => {
    void stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  const onExit = () => {
    void receiver.stop();
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already stopped.
    }
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('SIGHUP', onSignal);
  process.once('exit', onExit);
  void exitPromise.then(() => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.off('SIGHUP', onSignal);
    process.off('exit', onExit);
  });

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await allAnswer())) {
    if (exited) {
      throw new Error(
        `The emulators exited during start-up (${JSON.stringify(exited)}); see .emulators/emulators.log`,
      );
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('The emulators did not answer within 120 s; see .emulators/emulators.log');
    }
    await sleep(READY_POLL_MS);
  }
  return {
    stop,
    env: { ...emulatorClientEnv, LOTCREW_STORAGE_RULES: binaries.env.LOTCREW_STORAGE_RULES },
    exited: exitPromise,
  };
}

/**
 * Compiles the functions (the emulator runs functions/lib) and gives the emulator the
 * local carrier's secret, unless the developer keeps their own in functions/.secret.local.
 * Their other settings for the demo project are functions/.env.demo-lotcrew.
 */
async function prepareFunctions(log) {
  // Asynchronous, so that `npm test` runs its checks while this compiles.
  const { code, output } = await runCaptured(join(PROJECT_ROOT, 'node_modules', '.bin', 'tsc'), [
    '-p',
    FUNCTIONS_DIR,
  ]);
  if (code !== 0) throw new Error(`The functions did not compile (tsc -p functions):\n${output}`);
  const secrets = join(FUNCTIONS_DIR, '.secret.local');
  if (!existsSync(secrets)) {
    writeFileSync(secrets, `TWILIO_AUTH_TOKEN=${TWILIO_RECEIVER.authToken}\n`);
    log("[emulators] functions/.secret.local written: the local SMS receiver's token");
  }
}

/** Runs `fn` while the emulators are up, then stops them, also on Ctrl-C or a failure. */
export async function withEmulators(fn, options) {
  const suite = await startEmulators(options);
  try {
    return await fn(suite);
  } finally {
    await suite.stop();
  }
}
