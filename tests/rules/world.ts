/**
 * A rules test file's small world: its people (their user documents) and two dealerships,
 * seeded afresh before each test with the rules off, and each person's Firestore as the
 * rules see them.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { firestoreAs, rulesTestEnvironment } from '../support/rulesEnv';
import { dealershipDoc } from './principals';

export const D1 = 'd1';
export const D2 = 'd2';

export function rulesWorld(people: Readonly<Record<string, Record<string, unknown>>>) {
  let testEnv: RulesTestEnvironment | undefined;
  const env = (): RulesTestEnvironment => {
    if (!testEnv) throw new Error('the rules test environment is not up yet');
    return testEnv;
  };
  beforeAll(async () => {
    testEnv = await rulesTestEnvironment();
  });
  beforeEach(async () => {
    await env().clearFirestore();
    await env().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      for (const [uid, data] of Object.entries(people)) await setDoc(doc(db, `users/${uid}`), data);
      await setDoc(doc(db, `dealerships/${D1}`), dealershipDoc('Northside'));
      await setDoc(doc(db, `dealerships/${D2}`), dealershipDoc('Lakeview'));
    });
  });
  afterAll(async () => {
    await testEnv?.cleanup();
  });
  return { env, as: (uid: string) => firestoreAs(env(), uid) };
}
