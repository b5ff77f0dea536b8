/**
 * The coverage run (`npm run rules:coverage`) loads firestore.rules into the shared project
 * once, before any test file, so the emulator's coverage accumulates over the whole layer;
 * afterwards the coverage report is saved (reports/rules-coverage/) and summarised. In
 * `npm test` each file loads the rules into its worker's project (tests/support/rulesEnv.ts)
 * and nothing is done here.
 */
import { readFileSync } from 'node:fs';
import { EMULATOR_HOSTS } from '../../scripts/emulators/suite.mjs';
import { saveRulesCoverage } from '../../scripts/rules-coverage.mjs';
import { RULES_COVERAGE, SHARED_RULES_PROJECT_ID } from './rulesEnv';

export async function setup(): Promise<void> {
  if (!RULES_COVERAGE) return;
  const response = await fetch(
    `http://${EMULATOR_HOSTS.firestore}/emulator/v1/projects/${SHARED_RULES_PROJECT_ID}:securityRules`,
    {
      method: 'PUT',
      body: JSON.stringify({
        rules: { files: [{ name: 'firestore.rules', content: readFileSync('firestore.rules', 'utf8') }] },
      }),
    },
  );
  if (!response.ok)
    throw new Error(`firestore.rules were not loaded: ${response.status} ${await response.text()}`);
}

export async function teardown(): Promise<void> {
  if (!RULES_COVERAGE) return;
  await saveRulesCoverage(SHARED_RULES_PROJECT_ID, {
    html: process.env.LOTCREW_RULES_COVERAGE_HTML === '1',
  });
}
