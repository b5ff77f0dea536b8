/**
 * What the permission matrix (matrix.rules.test.ts) does to each collection, for the
 * rules files it is run against: every principal's documents seeded as they are, and one
 * case's request (a read, or a write as the app commits it) as a principal.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, getDocs, setDoc as seedAsIs } from 'firebase/firestore';
import { COLLECTIONS, type Operation, type Principal } from '../../src/config/access';
import { stampsMovedBy } from '../../src/data/outbox/stamps';
import { firestoreAs, type TestFirestore } from '../support/rulesEnv';
import { CASES, type Scope } from './collectionCases';
import { PRINCIPALS, userDoc, who } from './principals';
import { deleteDoc, setDoc, updateDoc } from './stampedCommit';

export type CollectionName = (typeof COLLECTIONS)[number];

/**
 * Every principal's user document and each collection's documents, as they are: no change
 * stamp moved, so the first permitted "create" of a stamp (collectionCases.ts) finds it missing.
 */
export async function seedMatrix(testEnv: RulesTestEnvironment): Promise<void> {
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
}

export function firestoreOf(testEnv: RulesTestEnvironment, principal: Principal): TestFirestore {
  return firestoreAs(testEnv, principal === 'signedOut' ? null : who(principal).uid);
}

/** Writes as the app commits them, their collection's change stamp moved with them. */
const STAMPED_WRITES = { setDoc, updateDoc, deleteDoc };

/** One case's request: `operation` of `name`'s `scope` document(s), as `principal`, written through `writes`. */
export function attempt(
  db: TestFirestore,
  principal: Principal,
  name: CollectionName,
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
export function writesStamped(name: CollectionName, operation: Operation): boolean {
  return operation !== 'get' && operation !== 'list' && stampsMovedBy([`${name}/any`]).length > 0;
}
