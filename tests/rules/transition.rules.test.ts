/**
 * The transitional rules of a change-stamp rollout (scripts/rules/transitionRules.ts),
 * generated for the one of 2 December 2026 (docs/decisions.md, "Change stamps"): every
 * collection a phone keeps came under stamps but the three that had them before (tickets,
 * washes, punches). Deployed first, they must take the writes of a phone still on the build
 * before, which move no stamp, wherever the permission matrix allows the write; and refuse
 * what firestore.rules refuse otherwise: such a write to the three stamped before, and the
 * same write by someone the matrix denies it to.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { STAMPED_COLLECTIONS } from '@lotcrew/shared';
import { COLLECTIONS, isAllowed, OPERATIONS, type Operation, type Principal } from '../../src/config/access';
import { transitionRules } from '../../scripts/rules/transitionRules';
import { RULES_PROJECT_ID, rulesTestEnvironment } from '../support/rulesEnv';
import type { Scope } from './collectionCases';
import { attempt, firestoreOf, seedMatrix, writesStamped, type CollectionName } from './matrixCases';
import { PRINCIPALS } from './principals';
import { unstamped } from './stampedCommit';

/** The collections whose writes the build before already moved a stamp for. */
const STAMPED_BEFORE: readonly string[] = ['tickets', 'washLogs', 'timePunches'];
const NEW_IN_ROLLOUT = STAMPED_COLLECTIONS.filter((collection) => !STAMPED_BEFORE.includes(collection));

let testEnv: RulesTestEnvironment;

beforeAll(async () => {
  testEnv = await rulesTestEnvironment(
    `${RULES_PROJECT_ID}-transition`,
    transitionRules(readFileSync('firestore.rules', 'utf8'), NEW_IN_ROLLOUT),
  );
  await testEnv.clearFirestore();
  await seedMatrix(testEnv);
});

afterAll(async () => {
  await testEnv.cleanup();
});

const WRITES: readonly Operation[] = OPERATIONS.filter(
  (operation) => operation !== 'get' && operation !== 'list',
);
const SCOPES: readonly Scope[] = ['own', 'other'];

/** The first principal the matrix denies `operation` of `name`'s `scope` document to, if any. */
const firstDenied = (name: CollectionName, operation: Operation, scope: Scope) =>
  PRINCIPALS.find((principal) => !isAllowed(principal, name, operation, scope));

/** A phone on the build before writes as `principal`: the write alone, no stamp moved. */
const writeOfBuildBefore = (principal: Principal, name: CollectionName, operation: Operation, scope: Scope) =>
  attempt(firestoreOf(testEnv, principal), principal, name, operation, scope, unstamped);

interface Case {
  operation: Operation;
  name: CollectionName;
  /** The scopes the matrix allows the write in. */
  allowedIn: Scope[];
  newInRollout: boolean;
}

/** A principal's stamped writes the matrix allows, deletes last (a delete never removes what a later case writes). */
function casesOf(principal: Principal): Case[] {
  return WRITES.flatMap((operation) =>
    COLLECTIONS.filter((name) => writesStamped(name, operation)).map((name) => ({
      operation,
      name,
      allowedIn: SCOPES.filter((scope) => isAllowed(principal, name, operation, scope)),
      newInRollout: (NEW_IN_ROLLOUT as readonly string[]).includes(name),
    })),
  ).filter((one) => one.allowedIn.length > 0);
}

for (const principal of PRINCIPALS) {
  const cases = casesOf(principal);
  // Signed out, or with no role: the matrix allows them no write.
  if (cases.length === 0) continue;
  describe(`${principal}`, () => {
    for (const { operation, name, allowedIn, newInRollout } of cases) {
      const expected = newInRollout ? 'taken with no stamp moved' : 'still refused with its stamp unmoved';
      it(`${operation} ${name} (${allowedIn.join(', ')}): ${expected}`, async () => {
        for (const scope of allowedIn) {
          const outcome: Promise<unknown> = writeOfBuildBefore(principal, name, operation, scope);
          try {
            await (newInRollout ? assertSucceeds(outcome) : assertFails(outcome));
          } catch (error) {
            throw new Error(
              `${principal} ${operation} ${name} (${scope}) should be ${expected}: ${String(error)}`,
            );
          }
          // Its pair: the same write of the build before by someone the matrix denies it to.
          const denied = newInRollout ? firstDenied(name, operation, scope) : undefined;
          if (denied === undefined) continue;
          try {
            await assertFails(writeOfBuildBefore(denied, name, operation, scope));
          } catch (error) {
            throw new Error(
              `${denied} ${operation} ${name} (${scope}) should stay refused: ${String(error)}`,
            );
          }
        }
      });
    }
  });
}
