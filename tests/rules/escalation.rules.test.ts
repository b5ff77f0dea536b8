/**
 * Self-escalation: every principal with an account tries to change its own role,
 * dealerships, active flag and consent evidence — by update, by set-with-merge and by
 * create (overwriting its document, or a fresh account creating one) — and none succeeds.
 * Likewise its own time: rewriting a punch, approving its own correction request,
 * unlocking its own approved week.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firestoreAs, rulesTestEnvironment, type TestFirestore } from '../support/rulesEnv';
import { isRole } from '../../src/config/roles';
import {
  consentEventDoc,
  PRINCIPALS,
  timeCorrectionDoc,
  timePunchDoc,
  timeWeekDoc,
  userDoc,
  WEEK_START,
  weekStep,
  who,
} from './principals';
import { deleteDoc, setDoc, updateDoc } from './stampedCommit';

let testEnv: RulesTestEnvironment;
let attempts = 0;

const ACCOUNT_HOLDERS = PRINCIPALS.filter((principal) => principal !== 'signedOut');

beforeAll(async () => {
  testEnv = await rulesTestEnvironment();
  await testEnv.clearFirestore();
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const principal of ACCOUNT_HOLDERS) {
      const w = who(principal);
      await setDoc(doc(db, `users/${w.uid}`), userDoc(principal, w.ownDealership));
      await setDoc(doc(db, `users/off-${w.uid}`), { ...userDoc(principal, w.ownDealership), active: false });
      await setDoc(doc(db, `consentEvents/own-${w.uid}`), consentEventDoc(w.uid));
      await setDoc(doc(db, `timePunches/own-${w.uid}`), timePunchDoc(w.uid));
      await setDoc(doc(db, `timeCorrections/own-${w.uid}`), timeCorrectionDoc(w.uid, w.uid, false));
      await setDoc(
        doc(db, `timeWeeks/${w.uid}_${WEEK_START}`),
        timeWeekDoc(w.uid, WEEK_START, [weekStep('approve', 'o-owner')]),
      );
    }
  });
});

afterAll(async () => {
  await testEnv.cleanup();
  // The figure for the closing note, printed by every run.
  console.info(`self-escalation attempts: ${attempts}, all refused`);
});

/** Tries `change` on `path` three ways; each must be refused. */
async function refusedEveryWay(db: TestFirestore, path: string, change: Record<string, unknown>) {
  let current: Record<string, unknown> = {};
  await testEnv.withSecurityRulesDisabled(async (context) => {
    current = (await getDoc(doc(context.firestore(), path))).data() ?? {};
  });
  for (const write of [
    () => updateDoc(doc(db, path), change),
    () => setDoc(doc(db, path), change, { merge: true }),
    () => setDoc(doc(db, path), { ...current, ...change }),
  ]) {
    attempts++;
    await assertFails(write());
  }
}

const HIGHER_ROLE = (principal: string) => (principal === 'owner' ? 'admin' : 'owner');

for (const principal of ACCOUNT_HOLDERS) {
  describe(principal, () => {
    const w = who(principal);
    const me = () => firestoreAs(testEnv, w.uid);

    it('cannot change its own role', async () => {
      await refusedEveryWay(me(), `users/${w.uid}`, { role: HIGHER_ROLE(principal) });
      const sideways = principal === 'dealershipManager' ? 'dealershipSupervisor' : 'dealershipManager';
      await refusedEveryWay(me(), `users/${w.uid}`, { role: sideways });
    });

    it('cannot change its own dealerships', async () => {
      await refusedEveryWay(me(), `users/${w.uid}`, { dealerships: [w.ownDealership, w.otherDealership] });
      await refusedEveryWay(me(), `users/${w.uid}`, { dealerships: [] });
    });

    it('cannot change its own active flag, nor reactivate itself', async () => {
      await refusedEveryWay(me(), `users/${w.uid}`, { active: false });
      const off = testEnv.authenticatedContext(`off-${w.uid}`).firestore();
      await refusedEveryWay(off, `users/off-${w.uid}`, { active: true });
    });

    it('cannot raise itself even with a history step signed by itself, nor write its own history', async () => {
      const stored = userDoc(principal, w.ownDealership);
      const access = (fields: Record<string, unknown>) => ({
        role: stored.role ?? null,
        dealerships: stored.dealerships ?? [],
        visibility: null,
        active: true,
        ...fields,
      });
      const raised = access({ role: HIGHER_ROLE(principal) });
      await refusedEveryWay(me(), `users/${w.uid}`, {
        role: HIGHER_ROLE(principal),
        changes: [{ by: w.uid, at: '2026-11-25T10:00:00.000Z', before: access({}), after: raised }],
      });
      await refusedEveryWay(me(), `users/${w.uid}`, {
        changes: [{ by: 'o-owner', at: '2026-11-25T10:00:00.000Z', before: access({}), after: access({}) }],
      });
    });

    it('cannot change or remove its consent evidence', async () => {
      const path = `consentEvents/own-${w.uid}`;
      await refusedEveryWay(me(), path, { consent: 'disagree' });
      await refusedEveryWay(me(), path, { acceptedAt: '2020-01-01T00:00:00.000Z' });
      attempts++;
      await assertFails(deleteDoc(doc(me(), path)));
    });

    it('cannot rewrite its own punch, nor remove it', async () => {
      const path = `timePunches/own-${w.uid}`;
      await refusedEveryWay(me(), path, { at: '2026-11-21T06:00:00.000Z', receivedAt: serverTimestamp() });
      await refusedEveryWay(me(), path, { kind: 'out', receivedAt: serverTimestamp() });
      attempts++;
      await assertFails(deleteDoc(doc(me(), path)));
    });

    // The owner's office decides corrections and weeks; everyone else only asks.
    if (!w.isOwnerOrAdmin)
      it('cannot approve its own correction request, nor unlock its own approved week', async () => {
        await refusedEveryWay(me(), `timeCorrections/own-${w.uid}`, {
          state: 'approved',
          decidedBy: w.uid,
          decidedAt: '2026-11-21T18:00:00.000Z',
          receivedAt: serverTimestamp(),
        });
        await refusedEveryWay(me(), `timeWeeks/${w.uid}_${WEEK_START}`, {
          locked: false,
          history: [weekStep('approve', 'o-owner'), weekStep('unlock', w.uid)],
          receivedAt: serverTimestamp(),
        });
      });

    it('cannot create itself an account document with a role (no invite)', async () => {
      const fresh = testEnv.authenticatedContext(`fresh-${w.uid}`).firestore();
      attempts++;
      await assertFails(
        setDoc(doc(fresh, `users/fresh-${w.uid}`), {
          ...userDoc(principal === 'noRole' ? 'owner' : principal, w.ownDealership),
          role: HIGHER_ROLE(principal),
        }),
      );
    });

    it('still changes what is its own to change: its display name', async () => {
      await assertSucceeds(updateDoc(doc(me(), `users/${w.uid}`), { displayName: 'New Name' }));
      expect((await getDoc(doc(me(), `users/${w.uid}`))).data()?.role).toBe(
        isRole(principal) ? principal : undefined,
      );
    });
  });
}
