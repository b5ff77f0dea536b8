/**
 * The shared-phone kiosk's rules (issue #35), each allow beside its refusals: a kiosk is set
 * up by the office's invite and gets no role; it creates punches only for an active clocking
 * person of its dealership, marked as its own, into a week still open, and writes nothing
 * else; a person sets only their own PIN hash, under their own dealerships; a kiosk reads
 * the PINs and kiosk punches of its dealership only.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  kioskLockoutDoc,
  kioskPinDoc,
  kioskPunchDoc,
  timeAttestationDoc,
  timePunchDoc,
  timeWeekDoc,
  userDoc,
  WEEK_START,
  weekStep,
} from './principals';
import { D1, D2, rulesWorld } from './world';
import { commitClaim, commitMoving, setDoc, updateDoc } from './stampedCommit';
import { DAY_MS } from '../../src/utils/duration';

const LATER = '2026-11-22T08:00:00.000Z';

const people = {
  olivia: userDoc('owner', D1),
  ada: userDoc('admin', D1),
  marcus: { ...userDoc('dealershipManager', D1), dealerships: [D1] },
  // Clocking people of D1 (clock-only, service wash), one of D2, one deactivated.
  cora: { ...userDoc('clockOnlyEmployee', D1), dealerships: [D1] },
  wes: { ...userDoc('serviceWash', D1), dealerships: [D1] },
  lars: { ...userDoc('clockOnlyEmployee', D2), dealerships: [D2] },
  gone: { ...userDoc('clockOnlyEmployee', D1), dealerships: [D1], active: false },
  // Dealership staff who do not clock.
  dana: { ...userDoc('dealershipEmployee', D1), dealerships: [D1], visibility: 'Service' },
  kiosk1: userDoc('kiosk', D1),
  kiosk2: userDoc('kiosk', D2),
  retired: { ...userDoc('kiosk', D1), active: false },
};
const world = rulesWorld(people);
const as = world.as;

describe('kiosk punches', () => {
  const punch = (id: string, by: string, data: Record<string, unknown>) =>
    setDoc(doc(as(by), `timePunches/${id}`), data);

  it('are created for an active clocking person of the kiosk’s dealership, marked with that kiosk', async () => {
    await assertSucceeds(punch('k1', 'kiosk1', kioskPunchDoc('cora', 'kiosk1', D1)));
    await assertSucceeds(punch('k2', 'kiosk1', kioskPunchDoc('wes', 'kiosk1', D1)));
    // Someone of another dealership, someone deactivated, someone who does not clock.
    await assertFails(punch('k3', 'kiosk1', kioskPunchDoc('lars', 'kiosk1', D1)));
    await assertFails(punch('k4', 'kiosk1', kioskPunchDoc('gone', 'kiosk1', D1)));
    await assertFails(punch('k5', 'kiosk1', kioskPunchDoc('dana', 'kiosk1', D1)));
    await assertFails(punch('k6', 'kiosk1', kioskPunchDoc('nobody-at-all', 'kiosk1', D1)));
  });

  it('name the kiosk that made them and its own dealership, never another', async () => {
    await assertFails(punch('k1', 'kiosk1', kioskPunchDoc('cora', 'kiosk2', D1)));
    await assertFails(punch('k2', 'kiosk1', kioskPunchDoc('lars', 'kiosk1', D2)));
    const unmarked: Record<string, unknown> = kioskPunchDoc('cora', 'kiosk1', D1);
    delete unmarked.viaKiosk;
    await assertFails(punch('k3', 'kiosk1', unmarked));
    await assertFails(punch('k4', 'kiosk1', timePunchDoc('cora')));
  });

  it('are refused to a retired kiosk, and into an approved week', async () => {
    await assertFails(punch('k1', 'retired', kioskPunchDoc('cora', 'retired', D1)));
    await world
      .env()
      .withSecurityRulesDisabled((context) =>
        setDoc(
          doc(context.firestore(), `timeWeeks/cora_${WEEK_START}`),
          timeWeekDoc('cora', WEEK_START, [weekStep('approve', 'olivia')]),
        ),
      );
    await assertFails(punch('k2', 'kiosk1', kioskPunchDoc('cora', 'kiosk1', D1)));
    await assertSucceeds(punch('k3', 'kiosk1', kioskPunchDoc('wes', 'kiosk1', D1)));
  });

  it('move the punches’ change stamp in their commit, or are refused', async () => {
    const punched = doc(as('kiosk1'), 'timePunches/k1');
    await assertFails(
      commitMoving(punched, [], (batch) => batch.set(punched, kioskPunchDoc('cora', 'kiosk1', D1))),
    );
    await assertSucceeds(punch('k1', 'kiosk1', kioskPunchDoc('cora', 'kiosk1', D1)));
  });

  it('cannot be passed off by a person as made on a kiosk', async () => {
    await assertSucceeds(punch('p1', 'cora', timePunchDoc('cora')));
    await assertFails(punch('p2', 'cora', kioskPunchDoc('cora', 'kiosk1', D1)));
    await assertFails(punch('p3', 'cora', { ...timePunchDoc('cora'), dealershipId: D1 }));
  });

  it('are read by the kiosks of their dealership and the office, and changed by nobody', async () => {
    await assertSucceeds(punch('k1', 'kiosk1', kioskPunchDoc('cora', 'kiosk1', D1)));
    await world
      .env()
      .withSecurityRulesDisabled((context) =>
        setDoc(doc(context.firestore(), 'timePunches/own'), timePunchDoc('cora')),
      );
    const here = query(collection(as('kiosk1'), 'timePunches'), where('dealershipId', '==', D1));
    expect((await getDocs(here)).size).toBe(1);
    await assertFails(
      getDocs(query(collection(as('kiosk2'), 'timePunches'), where('dealershipId', '==', D1))),
    );
    // A person's own-phone punch is not the kiosk's to read.
    await assertFails(getDoc(doc(as('kiosk1'), 'timePunches/own')));
    await assertSucceeds(getDoc(doc(as('cora'), 'timePunches/k1')));
    await assertSucceeds(getDoc(doc(as('olivia'), 'timePunches/k1')));
    await assertFails(updateDoc(doc(as('kiosk1'), 'timePunches/k1'), { at: '2026-11-21T11:00:00.000Z' }));
  });

  it('leave the kiosk nothing else to write: no word on breaks, no tickets, no user documents', async () => {
    await assertFails(setDoc(doc(as('kiosk1'), 'timeAttestations/a1'), timeAttestationDoc('cora')));
    await assertFails(setDoc(doc(as('kiosk1'), 'timeAttestations/a2'), timeAttestationDoc('kiosk1')));
    await assertFails(updateDoc(doc(as('kiosk1'), 'users/cora'), { displayName: 'Taken over' }));
    await assertFails(updateDoc(doc(as('kiosk1'), 'users/kiosk1'), { kioskFor: D2 }));
    await assertFails(updateDoc(doc(as('kiosk1'), 'users/kiosk1'), { role: 'owner' }));
  });
});

describe('PINs locked on a kiosk', () => {
  it('are told to the office by the kiosk, naming itself and its dealership, and read by the office only', async () => {
    const lock = (by: string, data: Record<string, unknown>) =>
      setDoc(doc(as(by), `kioskLockouts/${by}-lock`), data);
    await assertSucceeds(lock('kiosk1', kioskLockoutDoc('kiosk1', D1, 'cora')));
    await assertFails(setDoc(doc(as('kiosk1'), 'kioskLockouts/x1'), kioskLockoutDoc('kiosk1', D2, 'cora')));
    await assertFails(setDoc(doc(as('kiosk1'), 'kioskLockouts/x2'), kioskLockoutDoc('kiosk2', D1, 'cora')));
    await assertFails(
      setDoc(doc(as('kiosk1'), 'kioskLockouts/x3'), {
        ...kioskLockoutDoc('kiosk1', D1, 'cora'),
        pin: '4831',
      }),
    );
    await assertFails(lock('retired', kioskLockoutDoc('retired', D1, 'cora')));
    await assertFails(lock('cora', kioskLockoutDoc('cora', D1, 'cora')));
    await assertSucceeds(getDoc(doc(as('olivia'), 'kioskLockouts/kiosk1-lock')));
    await assertFails(getDoc(doc(as('kiosk1'), 'kioskLockouts/kiosk1-lock')));
    await assertFails(getDoc(doc(as('cora'), 'kioskLockouts/kiosk1-lock')));
    await assertFails(updateDoc(doc(as('olivia'), 'kioskLockouts/kiosk1-lock'), { lockedUntil: LATER }));
  });
});

describe('kiosk PINs', () => {
  const pinOf = (uid: string, dealerships: string[], overrides: Record<string, unknown> = {}) =>
    kioskPinDoc(uid, dealerships, overrides);

  it('are set and changed by the person alone, under their own dealerships, as a hash', async () => {
    await assertSucceeds(setDoc(doc(as('cora'), 'kioskPins/cora'), pinOf('cora', [D1])));
    await assertSucceeds(
      setDoc(doc(as('cora'), 'kioskPins/cora'), pinOf('cora', [D1], { setAt: '2026-11-22T08:00:00.000Z' })),
    );
    await assertFails(setDoc(doc(as('cora'), 'kioskPins/wes'), pinOf('wes', [D1])));
    await assertFails(setDoc(doc(as('cora'), 'kioskPins/cora'), pinOf('cora', [D1, D2])));
    await assertFails(setDoc(doc(as('cora'), 'kioskPins/cora'), pinOf('cora', [D1], { pin: '4831' })));
    await assertFails(setDoc(doc(as('cora'), 'kioskPins/cora'), pinOf('cora', [D1], { rounds: 1 })));
    await assertFails(
      setDoc(
        doc(as('cora'), 'kioskPins/cora'),
        pinOf('cora', [D1], { receivedAt: '2026-11-22T08:00:00.000Z' }),
      ),
    );
    // Who does not clock has no PIN; the office sets none for anyone.
    await assertFails(setDoc(doc(as('dana'), 'kioskPins/dana'), pinOf('dana', [D1])));
    await assertFails(setDoc(doc(as('olivia'), 'kioskPins/cora'), pinOf('cora', [D1])));
    await assertFails(setDoc(doc(as('kiosk1'), 'kioskPins/cora'), pinOf('cora', [D1])));
  });

  it('are read by the kiosks of the person’s dealership, not by another’s nor by the office', async () => {
    await world.env().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'kioskPins/cora'), pinOf('cora', [D1]));
      await setDoc(doc(context.firestore(), 'kioskPins/lars'), pinOf('lars', [D2]));
    });
    const pinsAt = (uid: string, dealership: string) =>
      getDocs(query(collection(as(uid), 'kioskPins'), where('dealerships', 'array-contains', dealership)));
    expect((await pinsAt('kiosk1', D1)).docs.map((pin) => pin.id)).toEqual(['cora']);
    await assertFails(pinsAt('kiosk1', D2));
    await assertFails(getDoc(doc(as('kiosk2'), 'kioskPins/cora')));
    await assertFails(getDoc(doc(as('retired'), 'kioskPins/cora')));
    await assertFails(getDoc(doc(as('olivia'), 'kioskPins/cora')));
    await assertFails(getDoc(doc(as('wes'), 'kioskPins/cora')));
    await assertSucceeds(getDoc(doc(as('cora'), 'kioskPins/cora')));
  });
});

describe('a kiosk’s account', () => {
  const kioskInvite = (createdBy: string, overrides: Record<string, unknown> = {}) => ({
    email: 'kiosk.northside@x.test',
    role: null,
    kioskFor: D1,
    dealerships: [],
    createdBy,
    expiresAtMs: Date.now() + 7 * DAY_MS,
    claimedBy: null,
    ...overrides,
  });

  it('is invited by the owner’s office, for one dealership and no role', async () => {
    await assertSucceeds(setDoc(doc(as('ada'), 'invites/k1'), kioskInvite('ada')));
    await assertFails(setDoc(doc(as('marcus'), 'invites/k2'), kioskInvite('marcus')));
    await assertFails(
      setDoc(doc(as('ada'), 'invites/k3'), kioskInvite('ada', { role: 'clockOnlyEmployee' })),
    );
    await assertFails(setDoc(doc(as('ada'), 'invites/k4'), kioskInvite('ada', { dealerships: [D1] })));
    await assertFails(setDoc(doc(as('ada'), 'invites/k5'), kioskInvite('ada', { kioskFor: null })));
  });

  it('is claimed as exactly that kiosk: its dealership, no role', async () => {
    await world
      .env()
      .withSecurityRulesDisabled((context) =>
        setDoc(doc(context.firestore(), 'invites/kt'), kioskInvite('olivia')),
      );
    const claim = (uid: string, fields: Record<string, unknown>) =>
      commitClaim(as(uid), uid, 'kt', {
        dealerships: [],
        profileCompleted: true,
        active: true,
        email: 'kiosk.northside@x.test',
        displayName: 'Northside kiosk',
        inviteToken: 'kt',
        ...fields,
      });
    await assertFails(claim('tablet', { kioskFor: D2 }));
    await assertFails(claim('tablet', { kioskFor: D1, role: 'owner' }));
    await assertFails(claim('tablet', {}));
    await assertSucceeds(claim('tablet', { kioskFor: D1 }));
    await assertSucceeds(getDoc(doc(as('tablet'), `dealerships/${D1}`)));
    await assertFails(getDoc(doc(as('tablet'), `dealerships/${D2}`)));
  });

  it('is retired by the office: deactivated, it reads and writes nothing more', async () => {
    // The office's access change, on the record like anyone's.
    const access = (active: boolean) => ({ role: null, dealerships: [], visibility: null, active });
    await assertSucceeds(
      updateDoc(doc(as('olivia'), 'users/kiosk1'), {
        active: false,
        changes: [
          { by: 'olivia', at: '2026-11-22T08:00:00.000Z', before: access(true), after: access(false) },
        ],
      }),
    );
    await assertFails(getDoc(doc(as('kiosk1'), `dealerships/${D1}`)));
    await assertFails(setDoc(doc(as('kiosk1'), 'timePunches/k1'), kioskPunchDoc('cora', 'kiosk1', D1)));
  });
});
