/**
 * The permission matrix: every principal (eleven roles, a user with no role, signed
 * out) × every collection × get, list, create, update, delete × own and other scope.
 * Expectations come from src/config/access.ts, the table the route guards read; each
 * case runs against the Firestore emulator on seeded documents.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { COLLECTIONS, isAllowed, OPERATIONS } from '../../src/config/access';
import { rulesTestEnvironment } from '../support/rulesEnv';
import { attempt, firestoreOf, seedMatrix, writesStamped } from './matrixCases';
import { PRINCIPALS } from './principals';
import { unstamped } from './stampedCommit';

let testEnv: RulesTestEnvironment;

beforeAll(async () => {
  testEnv = await rulesTestEnvironment();
  await testEnv.clearFirestore();
  await seedMatrix(testEnv);
});

afterAll(async () => {
  await testEnv.cleanup();
});

const verdict = (allowed: boolean) => (allowed ? 'allowed' : 'denied');

for (const principal of PRINCIPALS) {
  describe(`${principal}`, () => {
    // Deletes come last, so a permitted delete never removes what a later case reads.
    for (const operation of OPERATIONS) {
      for (const name of COLLECTIONS) {
        const own = isAllowed(principal, name, operation, 'own');
        const other = isAllowed(principal, name, operation, 'other');
        it(`${operation} ${name}: own ${verdict(own)}, other ${verdict(other)}`, async () => {
          const db = firestoreOf(testEnv, principal);
          for (const [scope, allowed] of [
            ['own', own],
            ['other', other],
          ] as const) {
            // Every permitted write of a stamped collection has its refusal beside it: the
            // same write with the stamp left unmoved (firestore.rules, movesChangeStamp).
            // First, so the permitted one finds the document as the case expects.
            if (allowed && writesStamped(name, operation))
              try {
                await assertFails(attempt(db, principal, name, operation, scope, unstamped));
              } catch (error) {
                throw new Error(
                  `${principal} ${operation} ${name} (${scope}) should be refused with its change stamp unmoved: ${String(error)}`,
                );
              }
            try {
              const outcome: Promise<unknown> = attempt(db, principal, name, operation, scope);
              await (allowed ? assertSucceeds(outcome) : assertFails(outcome));
            } catch (error) {
              throw new Error(
                `${principal} ${operation} ${name} (${scope}) should be ${verdict(allowed)}: ${String(error)}`,
              );
            }
          }
        });
      }
    }
  });
}
