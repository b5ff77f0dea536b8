/**
 * The permission matrix: every principal (eleven roles, a user with no role, signed
 * out) × every collection × get, list, create, update, delete × own and other scope.
 * Expectations come from src/config/access.ts, the table the route guards read; each
 * case runs against the Firestore emulator on seeded documents.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, getDocs, setDoc as seedAsIs } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { COLLECTIONS, isAllowed, OPERATIONS, type Operation, type Principal } from '../../src/config/access';
import { firestoreAs, rulesTestEnvironment, type TestFirestore } from '../support/rulesEnv';
import { CASES, type Scope } from './collectionCases';
import { PRINCIPALS, userDoc, who } from './principals';
import { stampsMovedBy } from '../../src/data/outbox/stamps';
import { deleteDoc, setDoc, unstamped, updateDoc } from './stampedCommit';

let testEnv: RulesTestEnvironment;

beforeAll(async () => {
  testEnv = await rulesTestEnvironment();
  await testEnv.clearFirestore();
  // Seeded as they are, no change stamp moved: the first permitted "create" of a stamp
  // (collectionCases.ts) must find it missing.
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const writes: Promise<void>[] = [];
    for (const principal of PRINCIPALS) {
      const w = who(principal);
      writes.push(seedAsIs(doc(db, `users/${w.uid}`), userDoc(principal, w.ownDealership)));
      for (const name of COLLECTIONS)
        for (const [path, data] of Object.entries(CASES[name].seed(w)))
          writes.push(seedAsIs(doc(db, path), data));
    }
    await Promise.all(writes);
  });
});

afterAll(async () => {
  await testEnv.cleanup();
});

function firestoreOf(principal: Principal): TestFirestore {
  return firestoreAs(testEnv, principal === 'signedOut' ? null : who(principal).uid);
}

/** Writes as the app commits them, their collection's change stamp moved with them. */
const STAMPED_WRITES = { setDoc, updateDoc, deleteDoc };

function attempt(
  db: TestFirestore,
  principal: Principal,
  name: (typeof COLLECTIONS)[number],
  operation: Operation,
  scope: Scope,
  writes: typeof STAMPED_WRITES = STAMPED_WRITES,
) {
  const w = who(principal);
  const cases = CASES[name];
  switch (operation) {
    case 'get':
      return getDoc(doc(db, cases.existing(w, scope)));
    case 'list':
      return getDocs(cases.list(db, w, scope));
    case 'create': {
      const [path, data] = cases.create(w, scope);
      return writes.setDoc(doc(db, path), data);
    }
    case 'update':
      return writes.updateDoc(doc(db, cases.existing(w, scope)), cases.update(w, scope));
    case 'delete':
      return writes.deleteDoc(doc(db, cases.existing(w, scope)));
  }
}

/** Whether `operation` of `name`'s documents writes to a collection with a change stamp. */
function writesStamped(name: (typeof COLLECTIONS)[number], operation: Operation) {
  return operation !== 'get' && operation !== 'list' && stampsMovedBy([`${name}/any`]).length > 0;
}

const verdict = (allowed: boolean) => (allowed ? 'allowed' : 'denied');

for (const principal of PRINCIPALS) {
  describe(`${principal}`, () => {
    // Deletes come last, so a permitted delete never removes what a later case reads.
    for (const operation of OPERATIONS) {
      for (const name of COLLECTIONS) {
        const own = isAllowed(principal, name, operation, 'own');
        const other = isAllowed(principal, name, operation, 'other');
        it(`${operation} ${name}: own ${verdict(own)}, other ${verdict(other)}`, async () => {
          const db = firestoreOf(principal);
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
