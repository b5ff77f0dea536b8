import { readFileSync } from 'node:fs';
/**
 * The rules for the app's own flows, step by step: wash logs, invite claims, a manager's
 * minor user management, ticket work and its SMS alerts. (The others are in
 * flows.rules.test.ts; two files, so the layer's two workers share them evenly.)
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  where,
  serverTimestamp,
  Timestamp,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildDemoData, DEMO_DEALERSHIPS } from '../../scripts/demo/demoData';
import { buildScaleData } from '../../scripts/demo/scaleData';
import { RULES_PROJECT_ID, rulesTestEnvironment } from '../support/rulesEnv';
import {
  consentEventDoc,
  ISO,
  clientChosenTime,
  LATER_ISO,
  newTicket,
  ticketDoc,
  userDoc,
  washLogDoc,
  who,
} from './principals';
import { D1, D2, rulesWorld } from './world';
import { FLOW_PEOPLE } from './flowPeople';
import { commitClaim, deleteDoc, setDoc, updateDoc } from './stampedCommit';
import { DAY_MS, HOUR_MS } from '../../src/utils/duration';

const world = rulesWorld(FLOW_PEOPLE);
const as = world.as;

describe('washLogs', () => {
  it('lets a service-wash crew log washes for their dealerships only, once each', async () => {
    const wash = washLogDoc('wes', D2);
    await assertSucceeds(setDoc(doc(as('wes'), 'washLogs/w1'), wash));
    await assertFails(setDoc(doc(as('wes'), 'washLogs/w1'), wash));
    await assertFails(setDoc(doc(as('wes'), 'washLogs/w2'), washLogDoc('wes', D1)));
    await assertFails(setDoc(doc(as('wes'), 'washLogs/w3'), washLogDoc('someone-else', D2)));
    await assertFails(setDoc(doc(as('eli'), 'washLogs/w4'), washLogDoc('eli', D2)));
  });

  it('takes a repeat with its reason, and never a wash that arrives voided', async () => {
    await assertSucceeds(
      setDoc(
        doc(as('wes'), 'washLogs/r1'),
        washLogDoc('wes', D2, { repeatReason: 'Came back from the body shop' }),
      ),
    );
    await assertFails(setDoc(doc(as('wes'), 'washLogs/r2'), washLogDoc('wes', D2, { repeatReason: '' })));
    await assertFails(
      setDoc(
        doc(as('wes'), 'washLogs/r3'),
        washLogDoc('wes', D2, { voided: { by: 'wes', at: ISO, reason: 'Oops' } }),
      ),
    );
  });

  /** A wash of Wes's that reached the server `hoursAgo` hours ago. */
  async function seedWash(id: string, hoursAgo: number, overrides: Record<string, unknown> = {}) {
    await world.env().withSecurityRulesDisabled(async (context) => {
      await setDoc(
        doc(context.firestore(), `washLogs/${id}`),
        washLogDoc('wes', D2, {
          receivedAt: Timestamp.fromMillis(Date.now() - hoursAgo * HOUR_MS),
          ...overrides,
        }),
      );
    });
  }
  const voidBy = (by: string, reason = 'Logged the wrong car') => ({
    voided: { by, at: LATER_ISO, reason },
    receivedAt: serverTimestamp(),
  });

  it('lets a washer void their own wash once, with a reason, while a phone could still be delivering it', async () => {
    await seedWash('v1', 11);
    await assertFails(updateDoc(doc(as('wes'), 'washLogs/v1'), voidBy('wes', '')));
    await assertFails(updateDoc(doc(as('wes'), 'washLogs/v1'), voidBy('olivia')));
    await assertFails(updateDoc(doc(as('wes'), 'washLogs/v1'), { ...voidBy('wes'), note: 'and a new note' }));
    await assertSucceeds(updateDoc(doc(as('wes'), 'washLogs/v1'), voidBy('wes')));
    await assertFails(updateDoc(doc(as('wes'), 'washLogs/v1'), voidBy('wes', 'Voided again')));
    await assertFails(
      updateDoc(doc(as('wes'), 'washLogs/v1'), { voided: null, receivedAt: serverTimestamp() }),
    );
    await assertFails(deleteDoc(doc(as('wes'), 'washLogs/v1')));
    await assertFails(deleteDoc(doc(as('olivia'), 'washLogs/v1')));
  });

  it('refuses a washer’s void that arrives past the limit, another washer’s, and one with no role there', async () => {
    await seedWash('late', 13);
    await assertFails(updateDoc(doc(as('wes'), 'washLogs/late'), voidBy('wes')));
    await seedWash('theirs', 1, { uid: 'someone-else' });
    await assertFails(updateDoc(doc(as('wes'), 'washLogs/theirs'), voidBy('wes')));
    await seedWash('managers', 1);
    await assertFails(updateDoc(doc(as('farah'), 'washLogs/managers'), voidBy('farah')));
  });

  it('lets the office void any wash at any time, signed by them, keep a repeat, and never take a void back', async () => {
    await seedWash('old', 24 * 20);
    await assertFails(updateDoc(doc(as('olivia'), 'washLogs/old'), voidBy('wes')));
    await assertSucceeds(updateDoc(doc(as('olivia'), 'washLogs/old'), voidBy('olivia', 'Billed twice')));
    await assertFails(
      updateDoc(doc(as('olivia'), 'washLogs/old'), { voided: null, receivedAt: serverTimestamp() }),
    );
    await seedWash('pair', 2);
    await assertSucceeds(
      updateDoc(doc(as('olivia'), 'washLogs/pair'), {
        repeatReason: 'Both real: washed after detail',
        receivedAt: serverTimestamp(),
      }),
    );
    await assertFails(
      updateDoc(doc(as('wes'), 'washLogs/pair'), { repeatReason: 'Mine', receivedAt: serverTimestamp() }),
    );
  });

  // Documents that stay in their views: a phone's copy of the washes learns of no removal.
  it('keeps a wash where and when it was washed: the office corrects it but never moves or deletes it', async () => {
    await seedWash('kept', 2);
    const edit = (fields: Record<string, unknown>) =>
      updateDoc(doc(as('olivia'), 'washLogs/kept'), { ...fields, receivedAt: serverTimestamp() });
    await assertSucceeds(edit({ note: 'Wash bay 2' }));
    await assertFails(edit({ dealershipId: D1 }));
    await assertFails(edit({ washedAt: LATER_ISO }));
    await assertFails(deleteDoc(doc(as('olivia'), 'washLogs/kept')));
  });
});

describe('claiming an invite (/claimprofile/:token)', () => {
  const invite = (overrides: Record<string, unknown> = {}) => ({
    email: 'new@x.test',
    role: 'lotPrep',
    dealerships: [D1],
    createdBy: 'olivia',
    expiresAtMs: Date.now() + DAY_MS,
    claimedBy: null,
    ...overrides,
  });
  const profile = (token: string, overrides: Record<string, unknown> = {}) => ({
    role: 'lotPrep',
    dealerships: [D1],
    profileCompleted: true,
    active: true,
    email: 'new@x.test',
    displayName: 'New Crew',
    inviteToken: token,
    ...overrides,
  });
  function claim(uid: string, token: string, user = profile(token), claimedAt: unknown = serverTimestamp()) {
    return commitClaim(as(uid), uid, token, user, { claimedAt });
  }

  beforeEach(async () => {
    await world.env().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await setDoc(doc(db, 'invites/good'), invite());
      await setDoc(doc(db, 'invites/old'), invite({ expiresAtMs: Date.now() - DAY_MS }));
    });
  });

  it('grants exactly the invited role and dealerships, once', async () => {
    await assertSucceeds(claim('newbie', 'good'));
    await assertFails(claim('other', 'good'));
  });

  it('refuses an expired invite', async () => {
    await assertFails(claim('newbie', 'old'));
  });

  it('refuses a claim that asks for another role or other dealerships', async () => {
    await assertFails(claim('newbie', 'good', profile('good', { role: 'owner' })));
    await assertFails(claim('newbie', 'good', profile('good', { dealerships: [D1, D2] })));
  });

  it('refuses a claim time chosen by the device', async () => {
    await assertFails(claim('newbie', 'good', profile('good'), ISO));
  });

  it('refuses setting a role without claiming the invite in the same batch', async () => {
    await assertFails(setDoc(doc(as('newbie'), 'users/newbie'), profile('good')));
    await assertFails(
      setDoc(
        doc(as('newbie'), 'invites/good'),
        { claimedBy: 'newbie', claimedAt: serverTimestamp() },
        { merge: true },
      ),
    );
  });

  it('lets a signed-in person who knows the token read the invite, and nobody signed out', async () => {
    await assertSucceeds(getDoc(doc(as('newbie'), 'invites/good')));
    await assertFails(getDoc(doc(world.env().unauthenticatedContext().firestore(), 'invites/good')));
  });
});

describe('invites by a dealership manager', () => {
  const managerInvite = (overrides: Record<string, unknown> = {}) => ({
    email: 'crew@x.test',
    role: 'dealershipEmployee',
    dealerships: [D1],
    createdBy: 'marcus',
    expiresAtMs: Date.now() + 7 * DAY_MS,
    claimedBy: null,
    ...overrides,
  });

  it('invites dealership staff to their own dealership, never a higher role or another dealership', async () => {
    await assertSucceeds(setDoc(doc(as('marcus'), 'invites/m1'), managerInvite({ visibility: 'Service' })));
    await assertFails(setDoc(doc(as('marcus'), 'invites/m2'), managerInvite({ role: 'owner' })));
    await assertFails(setDoc(doc(as('marcus'), 'invites/m3'), managerInvite({ role: 'employee' })));
    await assertFails(setDoc(doc(as('marcus'), 'invites/m4'), managerInvite({ dealerships: [D1, D2] })));
    await assertFails(
      setDoc(doc(as('marcus'), 'invites/m5'), managerInvite({ expiresAtMs: Date.now() + 90 * DAY_MS })),
    );
  });
});

describe("a manager's minor user management", () => {
  // The recorded form of these changes, and every escalation, are in people.rules.test.ts.
  it('never changes staff without a history step, nor re-roles them', async () => {
    await assertFails(updateDoc(doc(as('marcus'), 'users/dana'), { active: false }));
    await assertFails(updateDoc(doc(as('marcus'), 'users/dana'), { role: 'dealershipSupervisor' }));
    await assertFails(updateDoc(doc(as('marcus'), 'users/dana'), { role: 'admin' }));
    await assertFails(updateDoc(doc(as('marcus'), 'users/dana'), { dealerships: [D1, D2] }));
    await assertFails(updateDoc(doc(as('marcus'), 'users/farah'), { active: false }));
    await assertFails(updateDoc(doc(as('marcus'), 'users/eli'), { active: false }));
    await assertFails(updateDoc(doc(as('marcus'), 'users/marcus'), { role: 'owner' }));
  });

  it('reads the staff of their dealership, not of others', async () => {
    await assertSucceeds(getDoc(doc(as('marcus'), 'users/dana')));
    await assertFails(getDoc(doc(as('marcus'), 'users/farah')));
    await assertFails(getDoc(doc(as('marcus'), 'users/eli')));
  });
});

describe('tickets: the work from request to done', () => {
  const eli = who('employee');
  const stamp = () => ({ updatedAt: LATER_ISO, receivedAt: serverTimestamp() });
  const step = (status: string, by: string) => ({ status, at: LATER_ISO, by });

  beforeEach(async () => {
    await world.env().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await setDoc(
        doc(db, 'tickets/t1'),
        newTicket({ ...eli, uid: 'dana' }, D1, { requestedBy: 'dana', history: [step('open', 'dana')] }),
      );
      await setDoc(
        doc(db, 'tickets/lot'),
        newTicket({ ...eli, uid: 'dana' }, D1, {
          kind: 'lotPrep',
          priceCents: 6500,
          requestedBy: 'dana',
          history: [step('open', 'dana')],
        }),
      );
    });
  });

  it('lets dealership staff request work priced from their dealership’s list', async () => {
    const dana = { ...eli, uid: 'dana' };
    await assertSucceeds(setDoc(doc(as('dana'), 'tickets/new1'), newTicket(dana, D1)));
    await assertFails(setDoc(doc(as('dana'), 'tickets/new2'), newTicket(dana, D1, { priceCents: 1 })));
    await assertFails(setDoc(doc(as('dana'), 'tickets/new3'), newTicket(dana, D2)));
    await assertFails(setDoc(doc(as('dana'), 'tickets/new4'), newTicket(dana, D1, { status: 'done' })));
  });

  it('takes a crew member through claim → start → done, history growing one entry a step', async () => {
    const db = as('eli');
    const snapshot = await assertSucceeds(getDoc(doc(db, 'tickets/t1')));
    const history = (snapshot.data() as { history: unknown[] }).history;
    const claimed = [...history, step('assigned', 'eli')];
    await assertSucceeds(
      updateDoc(doc(db, 'tickets/t1'), {
        status: 'assigned',
        assigneeUid: 'eli',
        history: claimed,
        ...stamp(),
      }),
    );
    const started = [...claimed, step('inProgress', 'eli')];
    await assertFails(updateDoc(doc(db, 'tickets/t1'), { status: 'done', history: started, ...stamp() }));
    await assertSucceeds(
      updateDoc(doc(db, 'tickets/t1'), { status: 'inProgress', history: started, ...stamp() }),
    );
    const done = [...started, step('done', 'eli')];
    await assertSucceeds(updateDoc(doc(db, 'tickets/t1'), { status: 'done', history: done, ...stamp() }));
  });

  it('refuses rewriting history, claiming for someone else, and work of another kind', async () => {
    await assertFails(
      updateDoc(doc(as('eli'), 'tickets/t1'), {
        status: 'assigned',
        assigneeUid: 'eli',
        history: [step('assigned', 'eli')],
        ...stamp(),
      }),
    );
    await assertFails(
      updateDoc(doc(as('eli'), 'tickets/t1'), {
        status: 'assigned',
        assigneeUid: 'lena',
        history: [step('open', 'dana'), step('assigned', 'eli')],
        ...stamp(),
      }),
    );
    // A lot-prep crew sees and claims lot-prep work only.
    await assertFails(getDoc(doc(as('lena'), 'tickets/t1')));
    await assertSucceeds(getDoc(doc(as('lena'), 'tickets/lot')));
  });

  it('lets the requesting dealership cancel with a history entry, and nobody else', async () => {
    const history = [step('open', 'dana'), step('cancelled', 'dana')];
    await assertFails(
      updateDoc(doc(as('farah'), 'tickets/t1'), { status: 'cancelled', history, ...stamp() }),
    );
    await assertSucceeds(
      updateDoc(doc(as('dana'), 'tickets/t1'), { status: 'cancelled', history, ...stamp() }),
    );
  });

  it('adds photo entries that point into the ticket’s own folder, never removes or rewrites one', async () => {
    const db = as('eli');
    const history = [step('open', 'dana'), step('assigned', 'eli')];
    await assertSucceeds(
      updateDoc(doc(db, 'tickets/t1'), { status: 'assigned', assigneeUid: 'eli', history, ...stamp() }),
    );
    const photo = (name: string, dealershipId = D1) => ({
      path: `tickets/${dealershipId}/t1/${name}.jpg`,
      slot: 'front',
      takenAt: LATER_ISO,
    });
    await assertSucceeds(updateDoc(doc(db, 'tickets/t1'), { photos: [photo('front')], ...stamp() }));
    await assertFails(updateDoc(doc(db, 'tickets/t1'), { photos: [photo('front', D2)], ...stamp() }));
    await assertFails(
      updateDoc(doc(db, 'tickets/t1'), {
        photos: [{ ...photo('front'), path: 'tickets/d1/t1/x.html' }],
        ...stamp(),
      }),
    );
    await assertFails(updateDoc(doc(db, 'tickets/t1'), { photos: [photo('front'), 42], ...stamp() }));
    await assertFails(updateDoc(doc(db, 'tickets/t1'), { photos: [], ...stamp() }));
    await assertFails(updateDoc(doc(db, 'tickets/t1'), { photos: [photo('other')], ...stamp() }));
    const three = [photo('front'), photo('left'), photo('right'), photo('rear')];
    await assertSucceeds(updateDoc(doc(db, 'tickets/t1'), { photos: three, ...stamp() }));
    const tooMany = [...three, ...['a', 'b', 'c', 'd'].map((name) => photo(name))];
    await assertFails(updateDoc(doc(db, 'tickets/t1'), { photos: tooMany, ...stamp() }));
  });

  it('keeps history append-only, for the owner too', async () => {
    await assertFails(
      updateDoc(doc(as('olivia'), 'tickets/t1'), { history: [step('open', 'olivia')], ...stamp() }),
    );
    await assertSucceeds(
      updateDoc(doc(as('olivia'), 'tickets/t1'), {
        status: 'cancelled',
        history: [step('open', 'dana'), step('cancelled', 'olivia')],
        ...stamp(),
      }),
    );
  });

  it('lets the owner restore a finished ticket from a backup, and nobody else', async () => {
    const finished = newTicket({ ...eli, uid: 'dana' }, D1, {
      requestedBy: 'dana',
      status: 'done',
      assigneeUid: 'eli',
      history: [step('open', 'dana'), step('done', 'eli')],
    });
    await assertSucceeds(setDoc(doc(as('olivia'), 'tickets/restored'), finished));
    await assertFails(setDoc(doc(as('dana'), 'tickets/restored-2'), finished));
    await assertFails(setDoc(doc(as('eli'), 'tickets/restored-3'), finished));
  });

  it('lets the owner restore a done listing-photos ticket whole (ten shots, a retake, eight steps), up to what a ticket may hold', async () => {
    const listing = (ticketId: string, photoCount: number, stepCount: number, dealershipId = D1) =>
      newTicket({ ...eli, uid: 'dana' }, D1, {
        kind: 'photos',
        requestedBy: 'dana',
        status: 'done',
        assigneeUid: 'eli',
        history: [
          step('open', 'dana'),
          ...Array.from({ length: stepCount - 2 }, () => step('inProgress', 'eli')),
          step('done', 'eli'),
        ],
        photos: Array.from({ length: photoCount }, (_, shot) => ({
          path: `tickets/${dealershipId}/${ticketId}/shot-${shot}.jpg`,
          slot: `slot-${shot % 10}`,
          takenAt: LATER_ISO,
        })),
      });
    const owner = as('olivia');
    await assertSucceeds(setDoc(doc(owner, 'tickets/listing'), listing('listing', 11, 8)));
    await assertSucceeds(setDoc(doc(owner, 'tickets/fullest'), listing('fullest', 60, 200)));
    await assertFails(setDoc(doc(owner, 'tickets/more-photos'), listing('more-photos', 61, 8)));
    await assertFails(setDoc(doc(owner, 'tickets/more-steps'), listing('more-steps', 11, 201)));
    // The first six photos are still checked one by one: none may point into another folder.
    await assertFails(setDoc(doc(owner, 'tickets/elsewhere'), listing('elsewhere', 11, 8, D2)));
    await assertFails(setDoc(doc(as('dana'), 'tickets/listing-2'), listing('listing-2', 11, 8)));
  });

  it('lets the owner restore every demo ticket, and a real month’s done tickets with their photos, as they were (within the rules’ expression budget)', async () => {
    // In a project of its own: the emulator's coverage report keeps every value each
    // expression took, and the demo's whole month of tickets made the layer's report too
    // large for the emulator to build.
    const restoreEnv = await rulesTestEnvironment(
      `${RULES_PROJECT_ID}-restore`,
      readFileSync('firestore.rules', 'utf8'),
    );
    try {
      await restoreEnv.withSecurityRulesDisabled(async (context) => {
        await setDoc(doc(context.firestore(), 'users/olivia'), FLOW_PEOPLE.olivia);
        for (const [dealershipId, dealership] of Object.entries(DEMO_DEALERSHIPS))
          await setDoc(doc(context.firestore(), `dealerships/${dealershipId}`), dealership);
      });
      const owner = restoreEnv.authenticatedContext('olivia').firestore();
      for (const [ticketId, ticket] of Object.entries(buildDemoData('2026-11-21').tickets))
        await assertSucceeds(
          setDoc(doc(owner, `tickets/${ticketId}`), { ...ticket, receivedAt: serverTimestamp() }),
        );
      // Of each kind, the scale month's done ticket with the most photos (a retake among them).
      const month = Object.entries(
        buildScaleData(1, '2026-11-21', Date.parse('2026-11-21T23:00:00.000Z')).tickets,
      );
      const fullest = new Map<string, [string, (typeof month)[number][1]]>();
      for (const [ticketId, ticket] of month)
        if (
          ticket.status === 'done' &&
          ticket.photos.length > (fullest.get(ticket.kind)?.[1].photos.length ?? -1)
        )
          fullest.set(ticket.kind, [ticketId, ticket]);
      expect(Math.max(...[...fullest.values()].map(([, ticket]) => ticket.photos.length))).toBe(11);
      for (const [ticketId, ticket] of fullest.values())
        await assertSucceeds(
          setDoc(doc(owner, `tickets/${ticketId}`), { ...ticket, receivedAt: serverTimestamp() }),
        );
    } finally {
      await restoreEnv.cleanup();
    }
  });

  it('requires the server time on every ticket write', async () => {
    await assertFails(
      updateDoc(doc(as('dana'), 'tickets/t1'), { notes: 'x', updatedAt: LATER_ISO, receivedAt: new Date(0) }),
    );
    await assertFails(
      setDoc(doc(as('dana'), 'tickets/new5'), { ...ticketDoc(eli, 'own'), receivedAt: clientChosenTime() }),
    );
  });
});

describe('smsAlerts: one request per ticket and status, only for a salesperson who agreed', () => {
  const eli = who('employee');
  const claimedBy = (by: string, salespersonUid: string) =>
    ticketDoc({ ...eli, uid: by }, 'own', {
      dealershipId: D1,
      salespersonUid,
      history: [
        { status: 'open', at: ISO, by: 'dana' },
        { status: 'assigned', at: LATER_ISO, by },
      ],
    });
  const alert = (ticketId: string, salespersonUid: string, overrides: Record<string, unknown> = {}) => ({
    ticketId,
    dealershipId: D1,
    status: 'assigned',
    salespersonUid,
    stock: 'TST24007',
    requestedBy: 'eli',
    requestedAt: LATER_ISO,
    deliveredAt: null,
    receivedAt: serverTimestamp(),
    ...overrides,
  });

  beforeEach(async () => {
    await world.env().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await setDoc(doc(db, 'users/sally'), { ...FLOW_PEOPLE.sam, smsConsent: 'agree' });
      await setDoc(doc(db, 'users/dee'), { ...FLOW_PEOPLE.sam, smsConsent: 'disagree' });
      await setDoc(doc(db, 'users/nosales'), { ...FLOW_PEOPLE.dana, smsConsent: 'agree' });
      await setDoc(doc(db, 'tickets/for-sally'), claimedBy('eli', 'sally'));
      await setDoc(doc(db, 'tickets/for-dee'), claimedBy('eli', 'dee'));
      await setDoc(doc(db, 'tickets/for-nosales'), claimedBy('eli', 'nosales'));
    });
  });

  it('accepts the alert for a step the writer made, once', async () => {
    const db = as('eli');
    await assertSucceeds(setDoc(doc(db, 'smsAlerts/for-sally_assigned'), alert('for-sally', 'sally')));
    // A second request for the same ticket and status is an update: refused.
    await assertFails(setDoc(doc(db, 'smsAlerts/for-sally_assigned'), alert('for-sally', 'sally')));
  });

  it('lets whoever steps tickets look up an alert id not written yet (the queue’s create-once check)', async () => {
    await assertSucceeds(getDoc(doc(as('eli'), 'smsAlerts/for-sally_done')));
    await world.env().withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'users/sue'), userDoc('supplier', D1));
    });
    await assertFails(getDoc(doc(as('sue'), 'smsAlerts/for-sally_done')));
  });

  it('refuses alerts for a salesperson who declined or has no Sales visibility', async () => {
    const db = as('eli');
    await assertFails(setDoc(doc(db, 'smsAlerts/for-dee_assigned'), alert('for-dee', 'dee')));
    await assertFails(setDoc(doc(db, 'smsAlerts/for-nosales_assigned'), alert('for-nosales', 'nosales')));
  });

  it('refuses alerts that do not match the ticket or the step', async () => {
    const db = as('eli');
    await assertFails(
      setDoc(doc(db, 'smsAlerts/for-sally_done'), alert('for-sally', 'sally', { status: 'done' })),
    );
    await assertFails(setDoc(doc(db, 'smsAlerts/for-sally_x'), alert('for-sally', 'sally')));
    await assertFails(setDoc(doc(db, 'smsAlerts/for-dee_assigned'), alert('for-dee', 'sally')));
    await assertFails(
      setDoc(doc(db, 'smsAlerts/for-sally_assigned'), alert('for-sally', 'sally', { stock: 'OTHER' })),
    );
    await assertFails(
      setDoc(
        doc(db, 'smsAlerts/for-sally_assigned'),
        alert('for-sally', 'sally', { deliveredAt: LATER_ISO }),
      ),
    );
    // Not the one who made the step.
    await assertFails(
      setDoc(
        doc(as('lena'), 'smsAlerts/for-sally_assigned'),
        alert('for-sally', 'sally', { requestedBy: 'lena' }),
      ),
    );
  });
  describe('delivery (issue #21): the sender’s to write, the ticket’s readers’ to see', () => {
    const sent = {
      ...alert('for-sally', 'sally'),
      state: 'delivered',
      messageSid: 'SM1',
      receivedAt: Timestamp.now(),
    };
    beforeEach(async () => {
      await world.env().withSecurityRulesDisabled(async (context) => {
        const db = context.firestore();
        await setDoc(doc(db, 'smsAlerts/for-sally_assigned'), sent);
        await setDoc(doc(db, 'users/farah-sales'), { ...FLOW_PEOPLE.farah, visibility: 'Sales' });
        await setDoc(doc(db, 'smsRecipients/sally'), { textsSent: 4, optedOutBySms: false });
      });
    });

    it('no client writes a delivery state, not even the owner’s office or the requester', async () => {
      for (const uid of ['olivia', 'eli', 'sally']) {
        await assertFails(updateDoc(doc(as(uid), 'smsAlerts/for-sally_assigned'), { state: 'sent' }));
        await assertFails(
          updateDoc(doc(as(uid), 'smsAlerts/for-sally_assigned'), { deliveredAt: LATER_ISO }),
        );
      }
    });

    it('whoever may read the ticket sees its alert by id; staff of another dealership do not', async () => {
      await assertSucceeds(getDoc(doc(as('marcus'), 'smsAlerts/for-sally_assigned')));
      await assertSucceeds(getDoc(doc(as('dana'), 'smsAlerts/for-sally_assigned')));
      await assertSucceeds(getDoc(doc(as('olivia'), 'smsAlerts/for-sally_assigned')));
      await assertFails(getDoc(doc(as('farah'), 'smsAlerts/for-sally_assigned')));
      await assertFails(getDoc(doc(as('sue'), 'smsAlerts/for-sally_assigned')));
    });

    it('the salesperson lists their own alerts, never another salesperson’s', async () => {
      const own = await getDocs(
        query(collection(as('sally'), 'smsAlerts'), where('salespersonUid', '==', 'sally')),
      );
      expect(own.docs.map((one) => one.id)).toEqual(['for-sally_assigned']);
      await assertFails(
        getDocs(query(collection(as('farah-sales'), 'smsAlerts'), where('salespersonUid', '==', 'sally'))),
      );
    });

    it('the sender’s record of a salesperson: theirs and the office’s to read, nobody’s to write', async () => {
      await assertSucceeds(getDoc(doc(as('sally'), 'smsRecipients/sally')));
      await assertSucceeds(getDoc(doc(as('olivia'), 'smsRecipients/sally')));
      await assertFails(getDoc(doc(as('dana'), 'smsRecipients/sally')));
      await assertFails(
        setDoc(doc(as('sally'), 'smsRecipients/sally'), { textsSent: 0, optedOutBySms: false }),
      );
      await assertFails(setDoc(doc(as('olivia'), 'smsRecipients/sally'), { textsSent: 0 }));
    });

    it('a consent event “by SMS keyword” comes only from the sender: a client’s is refused', async () => {
      await assertSucceeds(setDoc(doc(as('sally'), 'consentEvents/by-app'), consentEventDoc('sally')));
      await assertFails(
        setDoc(
          doc(as('sally'), 'consentEvents/by-keyword'),
          consentEventDoc('sally', { source: 'smsKeyword' }),
        ),
      );
      await assertFails(
        setDoc(
          doc(as('olivia'), 'consentEvents/by-keyword-office'),
          consentEventDoc('olivia', { source: 'smsKeyword', keyword: 'STOP' }),
        ),
      );
    });
  });
});
