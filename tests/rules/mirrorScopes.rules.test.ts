/**
 * Rules are not filters: every query the device mirrors (src/data/mirror/scopes.ts)
 * must be one the rules allow for that role, or the role's screens stay empty. A
 * resumable view also asks for its changes since a mark and counts itself on the server,
 * and a new phone reads it in pages, the dashboards' part of it first.
 */
import { assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  documentId,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  Timestamp,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../src/config/roles';
import { mirrorScopesFor, type MirrorScope } from '../../src/data/mirror/scopes';
import { windowFieldsOf } from '../../src/data/mirror/view';
import { firestoreAs, rulesTestEnvironment } from '../support/rulesEnv';
import { userDoc, who } from './principals';

let testEnv: RulesTestEnvironment;

beforeAll(async () => {
  testEnv = await rulesTestEnvironment();
  await testEnv.clearFirestore();
  await testEnv.withSecurityRulesDisabled(async (context) => {
    for (const principal of [...ROLES, 'kiosk' as const]) {
      const w = who(principal);
      await setDoc(doc(context.firestore(), `users/${w.uid}`), userDoc(principal, w.ownDealership));
    }
  });
});

afterAll(async () => {
  await testEnv.cleanup();
});

const AT = new Date('2026-11-21T12:00:00.000Z');

describe('the mirrored queries', () => {
  const dealershipBound = ['serviceWash', 'dealershipEmployee', 'dealershipManager', 'dealershipSupervisor'];
  for (const role of ROLES) {
    it(`are all allowed for ${role}`, async () => {
      const w = who(role);
      await allAllowed(
        role,
        w.uid,
        mirrorScopesFor(
          { uid: w.uid, role, dealerships: dealershipBound.includes(role) ? [w.ownDealership] : [] },
          AT,
        ),
      );
    });
  }
  // A dealership's shared clock (issue #35) keeps its own small copy.
  it('are all allowed for a kiosk', async () => {
    const w = who('kiosk');
    await allAllowed('kiosk', w.uid, mirrorScopesFor({ uid: w.uid, kioskFor: w.ownDealership }, AT));
  });
});

async function allAllowed(role: string, uid: string, scopes: MirrorScope[]) {
  expect(scopes.length).toBeGreaterThan(0);
  const db = firestoreAs(testEnv, uid);
  for (const scope of scopes) {
    if (scope.ids) {
      for (const id of scope.ids) await assertSucceeds(getDoc(doc(db, scope.collection, id)));
      continue;
    }
    const scoped = query(
      collection(db, scope.collection),
      ...scope.where.map(([field, op, value]) => where(field, op, value)),
    );
    try {
      await assertSucceeds(getDocs(scoped));
      if (scope.resumable) {
        await assertSucceeds(getDocs(query(scoped, where('receivedAt', '>', Timestamp.fromMillis(0)))));
        await assertSucceeds(getCountFromServer(scoped));
        // A new phone reads it in pages, in the order of the documents' last writes.
        const windowFields = windowFieldsOf(scope.where);
        await assertSucceeds(
          getDocs(
            query(
              scoped,
              orderBy('receivedAt'),
              ...windowFields.map((field) => orderBy(field)),
              orderBy(documentId()),
              limit(500),
            ),
          ),
        );
        // Before those pages, the part the dashboards read, in the order of its window.
        for (const part of scope.dashboardParts ?? []) {
          const conditions = [...scope.where, ...part];
          await assertSucceeds(
            getDocs(
              query(
                collection(db, scope.collection),
                ...conditions.map(([field, op, value]) => where(field, op, value)),
                ...windowFieldsOf(conditions).map((field) => orderBy(field)),
                orderBy(documentId()),
                limit(500),
              ),
            ),
          );
        }
      }
    } catch (error) {
      throw new Error(`${role}: the ${scope.key} query was refused: ${String(error)}`);
    }
  }
}
