/**
 * Rules are not filters: the app's queries carry each role's scope, and the rules let
 * those through and refuse any query that could return someone else's documents.
 * Each allowed query here returns data, and nothing of another dealership or kind.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDocs, query, where, type QueryConstraint } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEALERSHIP_ROLES, MANAGED_ROLES } from '../../src/config/roles';
import { firestoreAs, rulesTestEnvironment } from '../support/rulesEnv';
import { dailyReportDoc, dealershipDoc, newTicket, userDoc, washLogDoc, who } from './principals';
import { setDoc } from './stampedCommit';

const D1 = 'd1';
const D2 = 'd2';
let testEnv: RulesTestEnvironment;

const people: Record<string, Record<string, unknown>> = {
  dana: { ...userDoc('dealershipEmployee', D1), dealerships: [D1] },
  marcus: { ...userDoc('dealershipManager', D1), dealerships: [D1] },
  sofia: { ...userDoc('dealershipSupervisor', D1), dealerships: [D1] },
  farah: { ...userDoc('dealershipEmployee', D2), dealerships: [D2] },
  wes: { ...userDoc('serviceWash', D2), dealerships: [D2] },
  lena: userDoc('lotPrep', D1),
};

beforeAll(async () => {
  testEnv = await rulesTestEnvironment();
  await testEnv.clearFirestore();
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const [uid, data] of Object.entries(people)) await setDoc(doc(db, `users/${uid}`), data);
    const requester = who('dealershipEmployee');
    let index = 0;
    for (const dealershipId of [D1, D2]) {
      await setDoc(doc(db, `dealerships/${dealershipId}`), dealershipDoc(dealershipId));
      for (const kind of ['delivery', 'serviceWash', 'lotPrep', 'photos'] as const) {
        await setDoc(doc(db, `tickets/t${++index}`), newTicket({ ...requester, kind }, dealershipId));
      }
      await setDoc(doc(db, `washLogs/w${index}`), washLogDoc('wes', dealershipId));
      await setDoc(
        doc(db, `dailyReports/2026-11-20_${dealershipId}`),
        dailyReportDoc('2026-11-20', dealershipId, 'olivia'),
      );
    }
  });
});

afterAll(async () => {
  await testEnv.cleanup();
});

async function run(uid: string, name: string, ...constraints: QueryConstraint[]) {
  const db = firestoreAs(testEnv, uid);
  const snapshot = await assertSucceeds(getDocs(query(collection(db, name), ...constraints)));
  return snapshot.docs.map((document) => document.data() as Record<string, unknown>);
}

function refused(uid: string, name: string, ...constraints: QueryConstraint[]) {
  const db = firestoreAs(testEnv, uid);
  return assertFails(getDocs(query(collection(db, name), ...constraints)));
}

describe('dealership staff', () => {
  it("see their dealership's tickets, wash logs and reports, nothing of another's", async () => {
    const tickets = await run('dana', 'tickets', where('dealershipId', 'in', [D1]));
    expect(tickets.length).toBe(4);
    expect(new Set(tickets.map((ticket) => ticket.dealershipId))).toEqual(new Set([D1]));
    const washes = await run('sofia', 'washLogs', where('dealershipId', 'in', [D1]));
    expect(washes.map((wash) => wash.dealershipId)).toEqual([D1]);
    const reports = await run('sofia', 'dailyReports', where('dealershipId', '==', D1));
    expect(reports.map((report) => report.dealershipId)).toEqual([D1]);
  });

  it('are refused a query that could reach another dealership', async () => {
    await refused('dana', 'tickets');
    await refused('dana', 'tickets', where('dealershipId', '==', D2));
    await refused('dana', 'tickets', where('dealershipId', 'in', [D1, D2]));
    await refused('sofia', 'washLogs', where('kind', '==', 'service'));
    await refused('dana', 'dailyReports', where('dealershipId', '==', D1));
  });

  it("read a range of their dealership's washes for a report older than the phone holds, not another's", async () => {
    const range = [
      where('washedAt', '>=', '2000-01-01T00:00:00.000Z'),
      where('washedAt', '<', '2100-01-01T00:00:00.000Z'),
    ];
    const washes = await run('marcus', 'washLogs', where('dealershipId', 'in', [D1]), ...range);
    expect(washes.map((wash) => wash.dealershipId)).toEqual([D1]);
    await refused('marcus', 'washLogs', where('dealershipId', 'in', [D1, D2]), ...range);
    await refused('marcus', 'washLogs', ...range);
  });

  it("a manager lists their dealership's staff below them and nobody else", async () => {
    const staff = await run(
      'marcus',
      'users',
      where('dealerships', 'array-contains', D1),
      where('role', 'in', [...MANAGED_ROLES]),
    );
    expect(staff.map((user) => user.email).sort()).toEqual(
      ['dana', 'sofia'].map((uid) => people[uid]?.email).sort(),
    );
    // Managers (themselves included) are above what they manage.
    await refused(
      'marcus',
      'users',
      where('dealerships', 'array-contains', D1),
      where('role', 'in', [...DEALERSHIP_ROLES]),
    );
    await refused('marcus', 'users', where('dealerships', 'array-contains', D2));
    await refused('marcus', 'users');
  });
});

describe('crews', () => {
  it('a service-wash crew sees open wash work at its own dealerships only', async () => {
    const open = await run(
      'wes',
      'tickets',
      where('status', '==', 'open'),
      where('kind', '==', 'serviceWash'),
      where('dealershipId', 'in', [D2]),
    );
    expect(open.map((ticket) => [ticket.dealershipId, ticket.kind])).toEqual([[D2, 'serviceWash']]);
    await refused('wes', 'tickets', where('status', '==', 'open'), where('kind', '==', 'serviceWash'));
  });

  it('a lot-prep crew sees open lot-prep work at every dealership, and no other kind', async () => {
    const open = await run('lena', 'tickets', where('status', '==', 'open'), where('kind', '==', 'lotPrep'));
    expect(open.map((ticket) => ticket.kind)).toEqual(['lotPrep', 'lotPrep']);
    await refused('lena', 'tickets', where('status', '==', 'open'));
  });
});
