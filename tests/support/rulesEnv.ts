import { readFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { EMULATOR_HOSTS } from './emulators';

/**
 * Whether this run keeps the emulator's rule coverage report (`npm run rules:coverage`):
 * then every rules file shares one project, one file after another, so the report spans
 * the layer. Building the report takes the emulator ~35 s (115 MB of JSON), so `npm test`
 * leaves it out.
 */
export const RULES_COVERAGE = process.env.LOTCREW_RULES_COVERAGE === '1';

/** The project the coverage run shares; its rules are loaded once (tests/support/rulesGlobalSetup.ts). */
export const SHARED_RULES_PROJECT_ID = 'demo-lotcrew-rules';

/**
 * Rules tests use projects of their own, so they never touch the demo data. In `npm test`
 * two files run at once, each worker in a project of its own (a file clears its project's
 * data), with the rules loaded by each file's environment.
 */
export const RULES_PROJECT_ID = RULES_COVERAGE
  ? SHARED_RULES_PROJECT_ID
  : `${SHARED_RULES_PROJECT_ID}-${process.env.VITEST_POOL_ID ?? '1'}`;

/** The Firestore a rules-test context hands out (the compat type the modular functions accept). */
export type TestFirestore = ReturnType<RulesTestContext['firestore']>;

/**
 * Whether storage.rules are really evaluated in this run. Where the Cloud Storage rules
 * runtime jar is missing (this offline workplace), the launcher runs a stand-in that
 * permits everything, and storage-rules tests must say they were not run.
 */
export const STORAGE_RULES_ENFORCED = process.env.LOTCREW_STORAGE_RULES === 'enforced';
export const STORAGE_NOT_RUN_REASON =
  'NOT RUN here: the Cloud Storage rules runtime jar is missing and cannot be downloaded, so the emulator permits every request';

function hostAndPort(value: string): { host: string; port: number } {
  const [host = '127.0.0.1', port = '0'] = value.split(':');
  return { host, port: Number(port) };
}

/**
 * The rules-test project: this worker's, with firestore.rules loaded as the file starts;
 * in the coverage run the shared one, whose rules were loaded once for the run (loading
 * them again would start the report afresh). With `rules`, a project of a test's own that
 * loads them itself (its evaluations stay out of the report).
 */
export function rulesTestEnvironment(
  projectId = RULES_PROJECT_ID,
  rules: string | undefined = RULES_COVERAGE ? undefined : readFileSync('firestore.rules', 'utf8'),
): Promise<RulesTestEnvironment> {
  // Denied writes are the point of these tests; the SDK would log each one as a warning.
  setLogLevel('silent');
  return initializeTestEnvironment({
    projectId,
    firestore: { ...hostAndPort(EMULATOR_HOSTS.firestore), ...(rules ? { rules } : {}) },
    ...(STORAGE_RULES_ENFORCED
      ? { storage: { rules: readFileSync('storage.rules', 'utf8'), ...hostAndPort(EMULATOR_HOSTS.storage) } }
      : {}),
  });
}

const firestoresOf = new WeakMap<RulesTestEnvironment, Map<string | null, TestFirestore>>();

/**
 * The Firestore of `uid` (null: signed out) as the rules see them, made once per test
 * environment: each context is a Firebase app of its own, and making one for every case
 * cost more than the case's requests (the permission matrix's 1,400 cases took 78 s so, 28 s
 * with one per person).
 */
export function firestoreAs(testEnv: RulesTestEnvironment, uid: string | null): TestFirestore {
  let made = firestoresOf.get(testEnv);
  if (!made) {
    made = new Map();
    firestoresOf.set(testEnv, made);
  }
  let db = made.get(uid);
  if (!db) {
    db =
      uid === null
        ? testEnv.unauthenticatedContext().firestore()
        : testEnv.authenticatedContext(uid).firestore();
    made.set(uid, db);
  }
  return db;
}
