/**
 * The rules for the app's own flows, step by step: spec §7 merges, consent evidence, the
 * time clock, supplies, pay rates, price lists and daily reports. (Wash logs, invite
 * claims, user management and ticket work are in workFlows.rules.test.ts; two files, so
 * the layer's two workers share them evenly.)
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, Timestamp, type WriteBatch } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { STAMPED_COLLECTIONS } from '@lotcrew/shared';
import {
  consentEventDoc,
  dailyReportDoc,
  invoiceDoc,
  invoicePath,
  ISO,
  clientChosenTime,
  LATER_ISO,
  newTicket,
  payRateDoc,
  PRICE_LIST,
  rateStep,
  reportStep,
  supplierDoc,
  supplyRequestDoc,
  timeAttestationDoc,
  timeCorrectionDoc,
  timePunchDoc,
  timeWeekDoc,
  WEEK_START,
  weekStep,
  userDoc,
  washLogDoc,
  who,
} from './principals';
import { D1, D2, rulesWorld } from './world';
import { FLOW_PEOPLE } from './flowPeople';
import { commitMoving, deleteDoc, setDoc, updateDoc } from './stampedCommit';

const world = rulesWorld(FLOW_PEOPLE);
const as = world.as;

describe('users/{uid} (spec §7 merges)', () => {
  it('lets users merge their own phone, and nothing else of theirs', async () => {
    await assertSucceeds(
      setDoc(doc(as('eli'), 'users/eli'), { phone: '5555550101', phoneUpdatedAt: ISO }, { merge: true }),
    );
    await assertFails(setDoc(doc(as('eli'), 'users/eli'), { phone: '555' }, { merge: true }));
    await assertFails(
      setDoc(doc(as('eli'), 'users/eli'), { phone: '5555550101', role: 'owner' }, { merge: true }),
    );
    await assertFails(setDoc(doc(as('eli'), 'users/olivia'), { phone: '5555550101' }, { merge: true }));
  });

  it('lets a Sales employee record their SMS choice in their document', async () => {
    await assertSucceeds(
      setDoc(
        doc(as('sam'), 'users/sam'),
        { phone: '5555550101', signature: 'Sam', signatureAcceptedAt: ISO, smsConsent: 'agree' },
        { merge: true },
      ),
    );
    await assertFails(setDoc(doc(as('sam'), 'users/sam'), { smsConsent: 'maybe' }, { merge: true }));
  });

  it('gives a deactivated account nothing but its own document', async () => {
    await assertSucceeds(getDoc(doc(as('gone'), 'users/gone')));
    await assertFails(setDoc(doc(as('gone'), 'timePunches/t1'), timePunchDoc('gone')));
    await assertFails(getDoc(doc(as('gone'), `dealerships/${D1}`)));
  });
});

/** How far behind the server a phone's clock is in the stamp's refusal: any time not the server's. */
const PHONE_CLOCK_BEHIND_MS = 60_000;

describe('users/{uid}: the phone’s “last synced” stamp (issue #19)', () => {
  it('is stamped by the person alone, with the server’s time, and kept through their other changes', async () => {
    await assertSucceeds(updateDoc(doc(as('eli'), 'users/eli'), { lastSyncedAt: serverTimestamp() }));
    // A time the phone chose is not the server's: a minute behind it (a phone's "now" could
    // fall on the same millisecond as the emulator's request time on this machine, which
    // then rightly took it: one clean-clone CI run failed so).
    await assertFails(
      updateDoc(doc(as('eli'), 'users/eli'), {
        lastSyncedAt: Timestamp.fromMillis(Date.now() - PHONE_CLOCK_BEHIND_MS),
      }),
    );
    await assertFails(updateDoc(doc(as('eli'), 'users/eli'), { lastSyncedAt: ISO }));
    // Only the stamp: nothing else rides along with it.
    await assertFails(
      updateDoc(doc(as('eli'), 'users/eli'), { lastSyncedAt: serverTimestamp(), role: 'owner' }),
    );
    // Their own later changes keep it.
    await assertSucceeds(
      setDoc(doc(as('eli'), 'users/eli'), { phone: '5555550101', phoneUpdatedAt: ISO }, { merge: true }),
    );
  });

  it('is never stamped for someone else, not even by the owner, nor written when the office creates a person', async () => {
    await assertFails(updateDoc(doc(as('lena'), 'users/eli'), { lastSyncedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(as('olivia'), 'users/eli'), { lastSyncedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(as('marcus'), 'users/dana'), { lastSyncedAt: serverTimestamp() }));
    // The owner's own changes to a person still go through.
    await assertSucceeds(updateDoc(doc(as('olivia'), 'users/eli'), { displayName: 'Eli O.' }));
    await assertFails(
      setDoc(doc(as('olivia'), 'users/newcomer'), {
        ...userDoc('employee', D1),
        lastSyncedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(setDoc(doc(as('olivia'), 'users/newcomer'), userDoc('employee', D1)));
  });
});

describe('users/{uid}: the server’s change time (issue #33)', () => {
  /** As the function leaves a person's document after a write (functions/src/stamps.ts). */
  const stampedByServer = () =>
    world.env().withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(context.firestore(), 'users/eli'), { receivedAt: serverTimestamp() });
    });

  it('is never set or changed by a phone, not by the person, the owner or a manager', async () => {
    await assertFails(updateDoc(doc(as('eli'), 'users/eli'), { receivedAt: serverTimestamp() }));
    await assertFails(
      setDoc(
        doc(as('eli'), 'users/eli'),
        { phone: '5555550101', receivedAt: serverTimestamp() },
        { merge: true },
      ),
    );
    await assertFails(updateDoc(doc(as('olivia'), 'users/eli'), { receivedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(as('marcus'), 'users/eli'), { receivedAt: serverTimestamp() }));
    await assertFails(
      setDoc(doc(as('olivia'), 'users/newcomer'), {
        ...userDoc('employee', D1),
        receivedAt: serverTimestamp(),
      }),
    );
  });

  it('once stamped, the person and the owner change what they may as before, and it stays', async () => {
    await stampedByServer();
    await assertSucceeds(
      setDoc(doc(as('eli'), 'users/eli'), { phone: '5555550101', phoneUpdatedAt: ISO }, { merge: true }),
    );
    await assertSucceeds(updateDoc(doc(as('eli'), 'users/eli'), { lastSyncedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(as('olivia'), 'users/eli'), { displayName: 'Eli O.' }));
    await assertFails(
      updateDoc(doc(as('olivia'), 'users/eli'), {
        displayName: 'Eli P.',
        receivedAt: Timestamp.fromMillis(0),
      }),
    );
  });
});

describe('changeStamps (issue #33: when a stamped collection last changed)', () => {
  it('is moved to the server time by anyone who may write, and never to a time of their choosing', async () => {
    await assertSucceeds(setDoc(doc(as('sam'), 'changeStamps/tickets'), { at: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(as('olivia'), 'changeStamps/tickets'), { at: serverTimestamp() }));
    // A time from the client would let a phone make others skip (or re-ask) a collection.
    await assertFails(setDoc(doc(as('sam'), 'changeStamps/tickets'), { at: clientChosenTime() }));
    await assertFails(setDoc(doc(as('sam'), 'changeStamps/tickets'), { at: Timestamp.fromMillis(0) }));
    await assertFails(
      setDoc(doc(as('sam'), 'changeStamps/tickets'), { at: serverTimestamp(), note: 'extra' }),
    );
    // Every stamped collection's stamp moves; none is ever removed.
    for (const stamped of STAMPED_COLLECTIONS)
      await assertSucceeds(setDoc(doc(as('sam'), `changeStamps/${stamped}`), { at: serverTimestamp() }));
    await assertFails(deleteDoc(doc(as('olivia'), 'changeStamps/tickets')));
    // The people and the clock states have none: Cloud Functions write them, past the rules.
    await assertFails(setDoc(doc(as('sam'), 'changeStamps/users'), { at: serverTimestamp() }));
    await assertFails(setDoc(doc(as('sam'), 'changeStamps/clockStates'), { at: serverTimestamp() }));
  });

  it('must move with every write to tickets, washes and punches: alone, or with another’s, it is refused', async () => {
    const dana = { ...who('employee'), uid: 'dana' };
    await world.env().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await setDoc(doc(db, 'tickets/old'), newTicket(dana, D1));
      await setDoc(doc(db, 'washLogs/mine'), washLogDoc('wes', D2, { receivedAt: Timestamp.now() }));
    });
    // A ticket requested, and one removed by the office.
    const requested = doc(as('dana'), 'tickets/new');
    const request = (batch: WriteBatch) => batch.set(requested, newTicket(dana, D1));
    await assertFails(commitMoving(requested, [], request));
    await assertFails(commitMoving(requested, ['washLogs'], request));
    await assertSucceeds(commitMoving(requested, ['tickets'], request));
    const removed = doc(as('olivia'), 'tickets/old');
    const remove = (batch: WriteBatch) => batch.delete(removed);
    await assertFails(commitMoving(removed, [], remove));
    await assertSucceeds(commitMoving(removed, ['tickets'], remove));
    // A wash logged, and voided by its washer.
    const logged = doc(as('wes'), 'washLogs/new');
    const wash = (batch: WriteBatch) => batch.set(logged, washLogDoc('wes', D2));
    await assertFails(commitMoving(logged, [], wash));
    await assertFails(commitMoving(logged, ['timePunches'], wash));
    await assertSucceeds(commitMoving(logged, ['washLogs'], wash));
    const mine = doc(as('wes'), 'washLogs/mine');
    const voided = (batch: WriteBatch) =>
      batch.update(mine, {
        voided: { by: 'wes', at: LATER_ISO, reason: 'Logged the wrong car' },
        receivedAt: serverTimestamp(),
      });
    await assertFails(commitMoving(mine, [], voided));
    await assertSucceeds(commitMoving(mine, ['washLogs'], voided));
    // A punch.
    const punched = doc(as('lena'), 'timePunches/new');
    const punch = (batch: WriteBatch) => batch.set(punched, timePunchDoc('lena'));
    await assertFails(commitMoving(punched, [], punch));
    await assertFails(commitMoving(punched, ['tickets'], punch));
    await assertSucceeds(commitMoving(punched, ['timePunches'], punch));
  });
});

describe('consentEvents (append-only evidence)', () => {
  it('is created once by its owner with the server time, and never changed or removed', async () => {
    await assertSucceeds(setDoc(doc(as('sam'), 'consentEvents/e1'), consentEventDoc('sam')));
    await assertFails(setDoc(doc(as('sam'), 'consentEvents/e1'), consentEventDoc('sam')));
    await assertFails(updateDoc(doc(as('sam'), 'consentEvents/e1'), { consent: 'disagree' }));
    await assertFails(deleteDoc(doc(as('sam'), 'consentEvents/e1')));
    await assertFails(deleteDoc(doc(as('olivia'), 'consentEvents/e1')));
    await assertFails(setDoc(doc(as('sam'), 'consentEvents/e2'), consentEventDoc('dana')));
  });

  it('refuses a client-chosen receivedAt, and lets the sync queue look up a missing id', async () => {
    await assertFails(
      setDoc(doc(as('sam'), 'consentEvents/e3'), consentEventDoc('sam', { receivedAt: new Date(0) })),
    );
    await assertSucceeds(getDoc(doc(as('sam'), 'consentEvents/not-there-yet')));
  });

  it('records which language’s disclosure was shown: English or Spanish, nothing else', async () => {
    await assertSucceeds(
      setDoc(doc(as('sam'), 'consentEvents/es1'), consentEventDoc('sam', { disclosureLanguage: 'es' })),
    );
    await assertFails(
      setDoc(doc(as('sam'), 'consentEvents/fr1'), consentEventDoc('sam', { disclosureLanguage: 'fr' })),
    );
    await assertFails(
      setDoc(doc(as('sam'), 'consentEvents/n1'), consentEventDoc('sam', { disclosureLanguage: 1 })),
    );
  });
});

describe('the time clock (punches are evidence; approved weeks are locked)', () => {
  const punch = (uid: string, overrides: Record<string, unknown> = {}) => ({
    ...timePunchDoc(uid),
    ...overrides,
  });

  it('lets a crew member record their own punches, offline-shaped, never someone else’s or a changed one', async () => {
    await assertSucceeds(setDoc(doc(as('lena'), 'timePunches/l1'), punch('lena')));
    await assertSucceeds(
      setDoc(
        doc(as('lena'), 'timePunches/l2'),
        punch('lena', { kind: 'out', position: null, clockSkewMs: null }),
      ),
    );
    await assertFails(setDoc(doc(as('lena'), 'timePunches/l3'), punch('eli')));
    // A replay does not overwrite; nobody edits or removes the evidence, the owner neither.
    await assertFails(setDoc(doc(as('lena'), 'timePunches/l1'), punch('lena', { at: LATER_ISO })));
    await assertFails(updateDoc(doc(as('olivia'), 'timePunches/l1'), { at: LATER_ISO }));
    await assertFails(deleteDoc(doc(as('olivia'), 'timePunches/l1')));
    // The owner does not clock in; a dealership employee neither.
    await assertFails(setDoc(doc(as('olivia'), 'timePunches/o1'), punch('olivia')));
    await assertFails(setDoc(doc(as('dana'), 'timePunches/d1'), punch('dana')));
  });

  it('refuses a punch with a client-chosen receipt time, a bad position or a made-up kind', async () => {
    await assertFails(setDoc(doc(as('lena'), 'timePunches/b1'), punch('lena', { receivedAt: new Date(0) })));
    await assertFails(
      setDoc(
        doc(as('lena'), 'timePunches/b2'),
        punch('lena', { position: { lat: 91, lng: 0, accuracyM: 5 } }),
      ),
    );
    await assertFails(setDoc(doc(as('lena'), 'timePunches/b3'), punch('lena', { kind: 'lunch' })));
    await assertFails(setDoc(doc(as('lena'), 'timePunches/b4'), punch('lena', { weekStart: 'this week' })));
  });

  it('lets a crew member request a correction and the owner decide it once; a crew member never decides', async () => {
    const request = doc(as('lena'), 'timeCorrections/r1');
    await assertSucceeds(setDoc(request, timeCorrectionDoc('lena', 'lena', false)));
    // Asking for someone else, or approving one's own, is refused.
    await assertFails(setDoc(doc(as('lena'), 'timeCorrections/r2'), timeCorrectionDoc('eli', 'lena', false)));
    await assertFails(setDoc(doc(as('lena'), 'timeCorrections/r3'), timeCorrectionDoc('lena', 'lena', true)));
    await assertFails(
      updateDoc(request, {
        state: 'approved',
        decidedBy: 'lena',
        decidedAt: LATER_ISO,
        receivedAt: serverTimestamp(),
      }),
    );
    const decision = {
      state: 'rejected',
      decidedBy: 'olivia',
      decidedAt: LATER_ISO,
      decisionNote: 'Badge shows 5:30',
      receivedAt: serverTimestamp(),
    };
    // The owner signs the decision as themself, and may not rewrite the request.
    await assertFails(updateDoc(doc(as('olivia'), 'timeCorrections/r1'), { ...decision, decidedBy: 'lena' }));
    await assertFails(updateDoc(doc(as('olivia'), 'timeCorrections/r1'), { ...decision, reason: 'changed' }));
    await assertSucceeds(updateDoc(doc(as('olivia'), 'timeCorrections/r1'), decision));
    // Decided once: never again.
    await assertFails(updateDoc(doc(as('olivia'), 'timeCorrections/r1'), { ...decision, state: 'approved' }));
    await assertFails(deleteDoc(doc(as('olivia'), 'timeCorrections/r1')));
  });

  // Documents that stay in their views (src/data/time/views.ts): a phone's copy of them
  // learns of no removal, so none may be deleted or moved to another person or time.
  it('keeps a correction, an approved week and a word on the breaks where they are: decided or unlocked, never moved or deleted', async () => {
    await assertSucceeds(
      setDoc(doc(as('lena'), 'timeCorrections/kept'), timeCorrectionDoc('lena', 'lena', false)),
    );
    const decision = {
      state: 'approved',
      decidedBy: 'olivia',
      decidedAt: LATER_ISO,
      decisionNote: '',
      receivedAt: serverTimestamp(),
    };
    const correction = doc(as('olivia'), 'timeCorrections/kept');
    await assertFails(updateDoc(correction, { ...decision, uid: 'eli' }));
    await assertFails(updateDoc(correction, { ...decision, requestedAt: LATER_ISO }));
    await assertFails(deleteDoc(correction));
    await assertSucceeds(updateDoc(correction, decision));

    const weekId = `timeWeeks/lena_${WEEK_START}`;
    const approved = [weekStep('approve', 'olivia')];
    await assertSucceeds(setDoc(doc(as('olivia'), weekId), timeWeekDoc('lena', WEEK_START, approved)));
    const unlocked = [...approved, weekStep('unlock', 'olivia', 'Missed punch')];
    await assertFails(setDoc(doc(as('olivia'), weekId), timeWeekDoc('eli', WEEK_START, unlocked)));
    await assertFails(setDoc(doc(as('olivia'), weekId), timeWeekDoc('lena', '2026-11-23', unlocked)));
    await assertFails(deleteDoc(doc(as('olivia'), weekId)));
    await assertSucceeds(setDoc(doc(as('olivia'), weekId), timeWeekDoc('lena', WEEK_START, unlocked)));

    await assertSucceeds(setDoc(doc(as('lena'), 'timeAttestations/kept'), timeAttestationDoc('lena')));
    for (const who of ['lena', 'olivia']) {
      const attestation = doc(as(who), 'timeAttestations/kept');
      await assertFails(updateDoc(attestation, { at: LATER_ISO, receivedAt: serverTimestamp() }));
      await assertFails(deleteDoc(attestation));
    }
  });

  it('locks an approved week against every change until the office unlocks it, and records the unlock', async () => {
    const week = doc(as('olivia'), `timeWeeks/eli_${WEEK_START}`);
    await assertSucceeds(
      setDoc(doc(as('eli'), 'timeCorrections/p1'), timeCorrectionDoc('eli', 'eli', false)),
    );
    // A week's id is its person and first day; the lock must say what its step did.
    await assertFails(
      setDoc(
        doc(as('olivia'), `timeWeeks/eli_2026-11-09`),
        timeWeekDoc('eli', WEEK_START, [weekStep('approve', 'olivia')]),
      ),
    );
    await assertFails(
      setDoc(week, { ...timeWeekDoc('eli', WEEK_START, [weekStep('approve', 'olivia')]), locked: false }),
    );
    await assertFails(
      setDoc(
        doc(as('eli'), `timeWeeks/eli_${WEEK_START}`),
        timeWeekDoc('eli', WEEK_START, [weekStep('approve', 'eli')]),
      ),
    );
    await assertSucceeds(setDoc(week, timeWeekDoc('eli', WEEK_START, [weekStep('approve', 'olivia')])));

    await assertFails(setDoc(doc(as('eli'), 'timePunches/late'), punch('eli')));
    // A word on the breaks of an approved week would change its premiums: refused like a punch.
    await assertFails(setDoc(doc(as('eli'), 'timeAttestations/late'), timeAttestationDoc('eli')));
    await assertFails(setDoc(doc(as('eli'), 'timeCorrections/late'), timeCorrectionDoc('eli', 'eli', false)));
    await assertFails(
      setDoc(doc(as('olivia'), 'timeCorrections/late'), timeCorrectionDoc('eli', 'olivia', true)),
    );
    await assertFails(
      updateDoc(doc(as('olivia'), 'timeCorrections/p1'), {
        state: 'approved',
        decidedBy: 'olivia',
        decidedAt: LATER_ISO,
        receivedAt: serverTimestamp(),
      }),
    );
    // Another week is not locked.
    await assertSucceeds(
      setDoc(doc(as('eli'), 'timePunches/next'), punch('eli', { weekStart: '2026-11-23' })),
    );
    await assertSucceeds(
      setDoc(doc(as('eli'), 'timeAttestations/next'), timeAttestationDoc('eli', '2026-11-23')),
    );

    // Unlocking is a step of its own, appended; rewriting the history is refused.
    const unlocked = [weekStep('approve', 'olivia'), weekStep('unlock', 'olivia', 'Missed punch')];
    await assertFails(
      updateDoc(week, {
        locked: false,
        history: [weekStep('unlock', 'olivia', 'Missed punch')],
        receivedAt: serverTimestamp(),
      }),
    );
    await assertFails(
      updateDoc(doc(as('eli'), `timeWeeks/eli_${WEEK_START}`), {
        locked: false,
        history: unlocked,
        receivedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(
      updateDoc(week, { locked: false, history: unlocked, receivedAt: serverTimestamp() }),
    );
    await assertSucceeds(setDoc(doc(as('eli'), 'timePunches/late'), punch('eli')));
    await assertFails(deleteDoc(week));
  });
});

describe('the sync queue’s create-once lookups', () => {
  it('let a member look up a document id that does not exist yet, and nobody without a role', async () => {
    for (const name of [
      'tickets',
      'timePunches',
      'timeCorrections',
      'timeWeeks',
      'washLogs',
      'supplyRequests',
      'invoices',
      'consentEvents',
    ]) {
      await assertSucceeds(getDoc(doc(as('eli'), `${name}/not-there-yet`)));
      await assertFails(getDoc(doc(as('nobody'), `${name}/not-there-yet`)));
      await assertFails(
        getDoc(doc(world.env().unauthenticatedContext().firestore(), `${name}/not-there-yet`)),
      );
    }
  });
});

describe('supplies (issue #18): requested, moved forward by their supplier only', () => {
  const TWELVE_LINES = Array.from({ length: 12 }, (_, index) => ({
    name: `Item ${index}`,
    qty: index + 1,
    unit: 'box',
    unitPriceCents: 1_250,
    catalogItemId: `item-${index}`,
  }));
  const request = (requestedBy: string, overrides: Record<string, unknown> = {}) =>
    supplyRequestDoc(requestedBy, 'sue', D1, overrides);
  beforeEach(async () => {
    await world.env().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'suppliers/sue'), supplierDoc('Suds Supply'));
    });
  });

  it('takes a request of a dozen full lines, and refuses a thirteenth', async () => {
    const items = TWELVE_LINES;
    await assertSucceeds(
      setDoc(doc(as('eli'), 'supplyRequests/r12'), request('eli', { items, delivered: items.map(() => 0) })),
    );
    const thirteen = [...items, { ...items[0], name: 'One more' }];
    await assertFails(
      setDoc(
        doc(as('eli'), 'supplyRequests/r13'),
        request('eli', { items: thirteen, delivered: thirteen.map(() => 0) }),
      ),
    );
  });

  it('lets dealership staff request for their own dealership only, and only to a supplier who exists', async () => {
    await assertSucceeds(setDoc(doc(as('dana'), 'supplyRequests/r1'), request('dana')));
    await assertFails(setDoc(doc(as('farah'), 'supplyRequests/r2'), supplyRequestDoc('farah', 'sue', D1)));
    await assertFails(setDoc(doc(as('dana'), 'supplyRequests/r3'), request('dana', { dealershipId: null })));
    await assertFails(
      setDoc(doc(as('eli'), 'supplyRequests/r4'), supplyRequestDoc('eli', 'no-such-supplier', D1)),
    );
    // A new request is open with nothing delivered.
    await assertFails(setDoc(doc(as('eli'), 'supplyRequests/r5'), request('eli', { delivered: [1, 0] })));
    await assertFails(
      setDoc(
        doc(as('eli'), 'supplyRequests/r6'),
        request('eli', { status: 'fulfilled', stepAt: { open: ISO, fulfilled: ISO } }),
      ),
    );
  });

  it('lets the supplier move a request forward with what was delivered, never back, and nothing else', async () => {
    await assertSucceeds(setDoc(doc(as('eli'), 'supplyRequests/r1'), request('eli')));
    const step = (status: string, delivered: number[], extra: Record<string, unknown> = {}) => ({
      status,
      delivered,
      stepAt: { open: ISO, [status]: LATER_ISO },
      receivedAt: serverTimestamp(),
      ...extra,
    });
    await assertFails(updateDoc(doc(as('otto'), 'supplyRequests/r1'), step('acknowledged', [0, 0])));
    await assertFails(updateDoc(doc(as('eli'), 'supplyRequests/r1'), step('fulfilled', [4, 1])));
    await assertSucceeds(updateDoc(doc(as('sue'), 'supplyRequests/r1'), step('partlyFulfilled', [2, 0])));
    await assertFails(updateDoc(doc(as('sue'), 'supplyRequests/r1'), step('acknowledged', [2, 0])));
    await assertFails(
      updateDoc(doc(as('sue'), 'supplyRequests/r1'), step('fulfilled', [4, 1], { note: 'Paid in full' })),
    );
    await assertFails(updateDoc(doc(as('sue'), 'supplyRequests/r1'), step('fulfilled', [4])));
    await assertSucceeds(updateDoc(doc(as('sue'), 'supplyRequests/r1'), step('fulfilled', [4, 1])));
    // The requester sees each step; another crew member does not see the request at all.
    await assertSucceeds(getDoc(doc(as('eli'), 'supplyRequests/r1')));
    await assertFails(getDoc(doc(as('lena'), 'supplyRequests/r1')));
  });

  it('takes an invoice of twenty lines from its supplier, refuses fifty-one and a bad first line', async () => {
    const lines = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        item: `Item ${index}`,
        qty: index + 1,
        unitPriceCents: 1_000,
      }));
    const total = (count: number) =>
      lines(count).reduce((sum, line) => sum + line.qty * line.unitPriceCents, 0);
    const invoice = (number: string, count: number) =>
      invoiceDoc('sue', number, { lines: lines(count), totalCents: total(count) });
    await assertSucceeds(setDoc(doc(as('sue'), invoicePath('sue', 'I-20')), invoice('I-20', 20)));
    await assertFails(setDoc(doc(as('sue'), invoicePath('sue', 'I-51')), invoice('I-51', 51)));
    await assertFails(
      setDoc(
        doc(as('sue'), invoicePath('sue', 'I-BAD')),
        invoiceDoc('sue', 'I-BAD', { lines: [{ item: 'Soap', qty: 1, unitPriceCents: -5 }], totalCents: -5 }),
      ),
    );
  });

  it('keeps one invoice per supplier and number, under the id the number makes, with its computed total', async () => {
    // Another spelling of a number already used lands on the same id: an update, which a supplier may not make.
    await assertSucceeds(setDoc(doc(as('sue'), invoicePath('sue', 'SSC-7')), invoiceDoc('sue', 'SSC-7')));
    await assertFails(setDoc(doc(as('sue'), invoicePath('sue', 'ssc 7')), invoiceDoc('sue', 'ssc 7')));
    // An id that is not the supplier and the number, a typed total, another supplier's name on it, a step of the office's.
    await assertFails(setDoc(doc(as('sue'), 'invoices/sue_OTHER'), invoiceDoc('sue', 'SSC-8')));
    await assertFails(
      setDoc(doc(as('sue'), invoicePath('sue', 'SSC-9')), invoiceDoc('sue', 'SSC-9', { totalCents: 99 })),
    );
    await assertFails(setDoc(doc(as('sue'), invoicePath('otto', 'SSC-9')), invoiceDoc('otto', 'SSC-9')));
    await assertFails(
      setDoc(
        doc(as('sue'), invoicePath('sue', 'SSC-10')),
        invoiceDoc('sue', 'SSC-10', { status: 'approved', stepAt: { submitted: ISO, approved: ISO } }),
      ),
    );
    // The office does not write invoices in a supplier's name; nobody else reads them.
    await assertFails(setDoc(doc(as('olivia'), invoicePath('sue', 'SSC-11')), invoiceDoc('sue', 'SSC-11')));
    await assertSucceeds(getDoc(doc(as('olivia'), invoicePath('sue', 'SSC-7'))));
    await assertFails(getDoc(doc(as('otto'), invoicePath('sue', 'SSC-7'))));
    await assertFails(getDoc(doc(as('marcus'), invoicePath('sue', 'SSC-7'))));
  });

  it('lets only the office move an invoice on: approve or dispute with a reason, then pay with a day and a reference', async () => {
    const path = invoicePath('sue', 'STEP-1');
    await assertSucceeds(setDoc(doc(as('sue'), path), invoiceDoc('sue', 'STEP-1')));
    const step = (status: string, by: string, extra: Record<string, unknown> = {}) => ({
      status,
      [`stepAt.${status}`]: LATER_ISO,
      [`stepBy.${status}`]: by,
      receivedAt: serverTimestamp(),
      ...extra,
    });
    // The supplier never moves their own invoice; nobody pays a submitted one or disputes without a reason.
    await assertFails(updateDoc(doc(as('sue'), path), step('approved', 'sue')));
    await assertFails(
      updateDoc(
        doc(as('olivia'), path),
        step('paid', 'olivia', { paidOn: '2026-11-21', paymentRef: 'CHK 1' }),
      ),
    );
    await assertFails(updateDoc(doc(as('olivia'), path), step('disputed', 'olivia')));
    // A step signed by someone else, or one that rewrites the supplier's submission time.
    await assertFails(updateDoc(doc(as('olivia'), path), step('approved', 'eli')));
    await assertFails(
      updateDoc(doc(as('olivia'), path), { ...step('approved', 'olivia'), 'stepAt.submitted': LATER_ISO }),
    );
    await assertSucceeds(
      updateDoc(
        doc(as('olivia'), path),
        step('disputed', 'olivia', { disputeReason: 'Two cases billed, one came' }),
      ),
    );
    await assertFails(
      updateDoc(
        doc(as('olivia'), path),
        step('paid', 'olivia', { paidOn: '2026-11-21', paymentRef: 'CHK 1' }),
      ),
    );
    await assertSucceeds(updateDoc(doc(as('olivia'), path), step('approved', 'olivia')));
    // Paid needs its day and reference; then it is the end.
    await assertFails(updateDoc(doc(as('olivia'), path), step('paid', 'olivia', { paidOn: '2026-11-21' })));
    await assertSucceeds(
      updateDoc(
        doc(as('olivia'), path),
        step('paid', 'olivia', { paidOn: '2026-11-21', paymentRef: 'CHK 1042' }),
      ),
    );
    await assertFails(
      updateDoc(doc(as('olivia'), path), step('approved', 'olivia', { paidOn: null, paymentRef: null })),
    );
    // The supplier sees every step; nobody deletes an invoice.
    const seen = await getDoc(doc(as('sue'), path));
    expect(seen.get('status')).toBe('paid');
    expect(seen.get('stepBy')).toEqual({
      submitted: 'sue',
      disputed: 'olivia',
      approved: 'olivia',
      paid: 'olivia',
    });
    await assertFails(deleteDoc(doc(as('olivia'), path)));
  });

  it('lets a supplier keep their own catalogue, not switch themselves on or off, nor touch another’s', async () => {
    await assertSucceeds(
      updateDoc(doc(as('sue'), 'suppliers/sue'), {
        items: [{ id: 'soap-5', name: 'Car wash soap', unit: '5 gal', unitPriceCents: 6450 }],
        receivedAt: serverTimestamp(),
      }),
    );
    await assertFails(
      updateDoc(doc(as('sue'), 'suppliers/sue'), { active: false, receivedAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(doc(as('otto'), 'suppliers/sue'), { name: 'Mine now', receivedAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(doc(as('sue'), 'suppliers/sue'), {
        items: [{ id: 'soap-5', name: 'Car wash soap', unit: '5 gal', unitPriceCents: -1 }],
        receivedAt: serverTimestamp(),
      }),
    );
    await assertSucceeds(getDoc(doc(as('dana'), 'suppliers/sue')));
    await assertFails(getDoc(doc(as('otto'), 'suppliers/sue')));
  });
});

describe('pay rates (issue #19): a history the office appends to, read by nobody else', () => {
  it('is appended to, never rewritten or removed; a step is signed by who set it', async () => {
    const path = 'payRates/eli';
    const first = rateStep(1_850, 'olivia');
    await assertFails(setDoc(doc(as('olivia'), path), payRateDoc('eli', [rateStep(1_850, 'eli')])));
    await assertFails(setDoc(doc(as('olivia'), path), payRateDoc('lena', [first])));
    await assertSucceeds(setDoc(doc(as('olivia'), path), payRateDoc('eli', [first])));
    const raise = rateStep(1_925, 'olivia', LATER_ISO);
    await assertFails(setDoc(doc(as('olivia'), path), payRateDoc('eli', [raise])));
    await assertFails(setDoc(doc(as('olivia'), path), payRateDoc('eli', [rateStep(1_700, 'olivia'), raise])));
    await assertFails(
      setDoc(doc(as('olivia'), path), payRateDoc('eli', [first, { ...raise, hourlyRateCents: 0 }])),
    );
    await assertSucceeds(setDoc(doc(as('olivia'), path), payRateDoc('eli', [first, raise])));
    // Not even the person whose rate it is reads it; nobody removes it.
    await assertFails(getDoc(doc(as('eli'), path)));
    await assertFails(getDoc(doc(as('marcus'), path)));
    await assertFails(deleteDoc(doc(as('olivia'), path)));
  });
});

describe('price lists (issue #19): a dealership’s history the office appends to', () => {
  const step = (setBy: string, prices = PRICE_LIST, effectiveFrom = ISO) => ({
    prices,
    effectiveFrom,
    setBy,
    setAt: effectiveFrom,
  });
  const raised = { ...PRICE_LIST, delivery: 5_000 };

  it('is appended to by the office, one signed step at a time, and never rewritten', async () => {
    const path = `dealerships/${D1}`;
    const first = step('olivia', PRICE_LIST, '1970-01-01T00:00:00.000Z');
    const raise = step('olivia', raised, LATER_ISO);
    // The app's write: the dealership's array extended (set with merge).
    const append = (uid: string, history: unknown[]) =>
      setDoc(doc(as(uid), path), { priceHistory: history }, { merge: true });
    await assertFails(append('marcus', [first]));
    await assertFails(append('olivia', [step('eli')]));
    await assertFails(append('olivia', [{ ...first, prices: { ...PRICE_LIST, delivery: -1 } }]));
    await assertFails(append('olivia', [first, raise]));
    await assertSucceeds(append('olivia', [first]));
    await assertFails(append('olivia', [raise]));
    await assertFails(append('olivia', [step('olivia', raised, '1970-01-01T00:00:00.000Z'), raise]));
    await assertFails(append('olivia', [first, { ...raise, extra: true }]));
    await assertSucceeds(append('olivia', [first, raise]));
    await assertFails(append('olivia', [first]));
    // The rest of the form saves as before, the history left as it is.
    await assertSucceeds(setDoc(doc(as('olivia'), path), { name: 'Northside Motors' }, { merge: true }));
    // Read with the dealership by those who read it.
    expect((await getDoc(doc(as('marcus'), path))).get('priceHistory')).toHaveLength(2);
  });
});

describe('daily reports (issue #18): closed by the office, frozen until reopened', () => {
  const reportPath = `dailyReports/2026-11-18_${D1}`;
  const closed = (overrides: Record<string, unknown> = {}) =>
    dailyReportDoc('2026-11-18', D1, 'olivia', overrides);

  it('is created closed by the office, signed by them, and read by that dealership’s managers only', async () => {
    await assertFails(setDoc(doc(as('marcus'), reportPath), dailyReportDoc('2026-11-18', D1, 'marcus')));
    await assertFails(setDoc(doc(as('olivia'), reportPath), closed({ closed: false })));
    await assertFails(setDoc(doc(as('olivia'), reportPath), dailyReportDoc('2026-11-18', D1, 'eli')));
    await assertFails(setDoc(doc(as('olivia'), `dailyReports/2026-11-17_${D1}`), closed()));
    await assertSucceeds(setDoc(doc(as('olivia'), reportPath), closed()));
    await assertSucceeds(getDoc(doc(as('marcus'), reportPath)));
    await assertFails(getDoc(doc(as('farah'), reportPath)));
    await assertFails(getDoc(doc(as('eli'), reportPath)));
  });

  it('never changes while closed; reopening is recorded and changes nothing else; a new close may carry new figures', async () => {
    await world.env().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), reportPath), closed());
    });
    const report = doc(as('olivia'), reportPath);
    const history = (await getDoc(report)).get('history') as unknown[];
    const figures = (await getDoc(report)).get('figures') as Record<string, unknown>;
    await assertFails(updateDoc(report, { 'figures.washes': 9, receivedAt: serverTimestamp() }));
    await assertFails(updateDoc(report, { notes: 'Snow day', receivedAt: serverTimestamp() }));
    const reopen = [...history, reportStep('reopened', 'olivia', LATER_ISO)];
    await assertFails(
      updateDoc(report, {
        closed: false,
        history: reopen,
        'figures.washes': 9,
        receivedAt: serverTimestamp(),
      }),
    );
    await assertFails(
      updateDoc(doc(as('marcus'), reportPath), {
        closed: false,
        history: reopen,
        receivedAt: serverTimestamp(),
      }),
    );
    // A reopen that rewrites the steps before it.
    await assertFails(
      updateDoc(report, {
        closed: false,
        history: [reportStep('reopened', 'olivia', LATER_ISO)],
        receivedAt: serverTimestamp(),
      }),
    );
    // A report stays in its views (src/data/reports/views.ts): never moved to another day
    // or dealership.
    for (const moved of [{ date: '2026-11-19' }, { dealershipId: D2 }])
      await assertFails(
        updateDoc(report, { closed: false, history: reopen, ...moved, receivedAt: serverTimestamp() }),
      );
    await assertSucceeds(
      updateDoc(report, { closed: false, history: reopen, receivedAt: serverTimestamp() }),
    );
    await assertSucceeds(
      updateDoc(report, {
        closed: true,
        history: [...reopen, reportStep('closed', 'olivia', LATER_ISO)],
        figures: { ...figures, washes: 9 },
        notes: 'Two washes logged late',
        receivedAt: serverTimestamp(),
      }),
    );
    expect((await getDoc(report)).get('history')).toHaveLength(3);
    await assertFails(deleteDoc(report));
  });
});
