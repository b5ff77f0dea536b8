// Chooses the emulator binaries firebase-tools runs, so that the suite starts offline.
//
// Rule: the real emulators, unchanged, wherever they are cached or downloadable.
// - Firestore: firebase-tools' cached jar if present; otherwise the Google Cloud SDK's
//   copy of the same emulator (a Debian package on this machine), reached through a tiny
//   wrapper jar whose manifest names its main class (the SDK jar has no Main-Class);
//   otherwise firebase-tools downloads its own.
// - Storage rules runtime: firebase-tools' cached jar, or a download of it; only where
//   neither works, a stand-in that PERMITS EVERYTHING (tools/storage-rules-standin),
//   announced loudly, so storage.rules tests must report that they did not run.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { frameStorageRuntimeOutput } from './storageRuntimeFraming.mjs';

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const WORK_DIR = join(PROJECT_ROOT, '.emulators');
const CLOUD_SDK_FIRESTORE_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const CLOUD_SDK_FIRESTORE_MAIN = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const DOWNLOAD_TIMEOUT_MS = 120_000;

const require = createRequire(import.meta.url);
const downloadInfo = require('firebase-tools/lib/emulator/downloadableEmulatorInfo.json');
const firebaseCacheDir =
  process.env.FIREBASE_EMULATORS_PATH ?? join(homedir(), '.cache', 'firebase', 'emulators');

export const FIREBASE_BIN = join(PROJECT_ROOT, 'node_modules', '.bin', 'firebase');

function cachedJar(name) {
  const path = join(firebaseCacheDir, downloadInfo[name].downloadPathRelativeToCacheDir);
  return existsSync(path) ? path : null;
}

function tryDownload(name) {
  const result = spawnSync(FIREBASE_BIN, [`setup:emulators:${name}`], {
    cwd: PROJECT_ROOT,
    stdio: 'ignore',
    timeout: DOWNLOAD_TIMEOUT_MS,
  });
  return result.status === 0 ? cachedJar(name) : null;
}

function buildJar({ name, manifestLines, sources }) {
  const outDir = join(WORK_DIR, name);
  const jarPath = join(WORK_DIR, `${name}.jar`);
  const stamp = JSON.stringify({ manifestLines, sources: sources.map((s) => readFileSync(s, 'utf8')) });
  const stampPath = `${jarPath}.stamp`;
  if (existsSync(jarPath) && existsSync(stampPath) && readFileSync(stampPath, 'utf8') === stamp) {
    return jarPath;
  }
  mkdirSync(outDir, { recursive: true });
  if (sources.length > 0) execFileSync('javac', ['-d', outDir, ...sources], { stdio: 'inherit' });
  const manifestPath = join(WORK_DIR, `${name}.MF`);
  writeFileSync(manifestPath, `${manifestLines.join('\n')}\n`);
  execFileSync('jar', ['--create', '--file', jarPath, '--manifest', manifestPath, '-C', outDir, '.']);
  writeFileSync(stampPath, stamp);
  return jarPath;
}

function firestoreBinary() {
  if (cachedJar('firestore')) return { env: {}, source: 'firebase-tools cached jar (real)' };
  if (existsSync(CLOUD_SDK_FIRESTORE_JAR)) {
    const jar = buildJar({
      name: 'firestore-cloud-sdk-launcher',
      manifestLines: [
        'Manifest-Version: 1.0',
        `Main-Class: ${CLOUD_SDK_FIRESTORE_MAIN}`,
        `Class-Path: ${CLOUD_SDK_FIRESTORE_JAR}`,
      ],
      sources: [],
    });
    return {
      env: { FIRESTORE_EMULATOR_BINARY_PATH: jar },
      source: `Google Cloud SDK jar (real): ${CLOUD_SDK_FIRESTORE_JAR}`,
    };
  }
  if (tryDownload('firestore')) return { env: {}, source: 'firebase-tools downloaded jar (real)' };
  throw new Error(
    'No Firestore emulator: not cached, no Google Cloud SDK copy, and the download failed. ' +
      'Install google-cloud-cli-firestore-emulator or run `npx firebase setup:emulators:firestore` online.',
  );
}

function storageRulesBinary() {
  if (cachedJar('storage') ?? tryDownload('storage')) {
    return { env: {}, enforced: true, source: 'firebase-tools rules runtime jar (real)' };
  }
  const jar = buildJar({
    name: 'storage-rules-standin',
    manifestLines: ['Manifest-Version: 1.0', 'Main-Class: StorageRulesStandIn'],
    sources: [join(PROJECT_ROOT, 'tools', 'storage-rules-standin', 'StorageRulesStandIn.java')],
  });
  return {
    env: { STORAGE_EMULATOR_BINARY_PATH: jar },
    enforced: false,
    source: 'STAND-IN that permits every request (the real rules runtime is neither cached nor downloadable)',
  };
}

/** Decides the binaries once and returns the environment firebase-tools must start with. */
export function prepareEmulatorBinaries() {
  mkdirSync(WORK_DIR, { recursive: true });
  const firestore = firestoreBinary();
  const storage = storageRulesBinary();
  const runtimeOutput = frameStorageRuntimeOutput();
  return {
    env: {
      ...firestore.env,
      ...storage.env,
      LOTCREW_STORAGE_RULES: storage.enforced ? 'enforced' : 'standin',
    },
    storageRulesEnforced: storage.enforced,
    report: [
      `Firestore emulator: ${firestore.source}`,
      `Storage rules runtime: ${storage.source}`,
      runtimeOutput,
    ],
  };
}
