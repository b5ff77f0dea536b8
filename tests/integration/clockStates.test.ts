/**
 * Issue #33 against the emulators (Firestore + Functions): each person's clock state is kept
 * on the server as their punches arrive and the office decides their corrections, by the
 * app's own shift rules, whatever order the punches arrive in.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ID } from '../support/emulators';
import { HOUR_MS } from '../../src/utils/duration';

let db: Firestore;
beforeAll(() => {
  db = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
});

const POLL = { timeout: 20_000, interval: 100 };

const person = () => `clock-${Math.random().toString(36).slice(2, 10)}`;
const isoHoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();

async function punch(uid: string, id: string, kind: 'in' | 'out' | 'breakStart' | 'breakEnd', at: string) {
  await db.doc(`timePunches/${uid}-${id}`).set({
    uid,
    kind,
    at,
    timezone: 'America/Chicago',
    position: null,
    clockSkewMs: 0,
    weekStart: at.slice(0, 10),
    note: '',
    receivedAt: Timestamp.now(),
  });
}

const stateOf = async (uid: string) => (await db.doc(`clockStates/${uid}`).get()).data();
/** When the server last worked the state out (ms). */
const stateTimeOf = async (uid: string) =>
  ((await stateOf(uid))?.['receivedAt'] as Timestamp | undefined)?.toMillis() ?? 0;

describe("a person's clock state, kept on the server", () => {
  it('follows their punches: in, on a break, out', async () => {
    const uid = person();
    const clockIn = isoHoursAgo(3);
    await punch(uid, 'in', 'in', clockIn);
    await expect
      .poll(() => stateOf(uid), POLL)
      .toMatchObject({ uid, clockedInSince: clockIn, onBreak: false });

    await punch(uid, 'break', 'breakStart', isoHoursAgo(1));
    await expect.poll(() => stateOf(uid), POLL).toMatchObject({ clockedInSince: clockIn, onBreak: true });

    await punch(uid, 'out', 'out', isoHoursAgo(0.5));
    await expect.poll(() => stateOf(uid), POLL).toMatchObject({ clockedInSince: null, onBreak: false });
    // Stamped by the server, so the office's phones resume from it.
    expect((await stateOf(uid))?.['receivedAt']).toBeInstanceOf(Timestamp);
  });

  it('is the same when a phone delivers its clock-out before its clock-in (a queue replayed out of order)', async () => {
    const uid = person();
    await punch(uid, 'out', 'out', isoHoursAgo(1));
    await expect.poll(() => stateOf(uid), POLL).toMatchObject({ clockedInSince: null });
    const afterOut = await stateTimeOf(uid);
    await punch(uid, 'in', 'in', isoHoursAgo(8));
    // Once the clock-in's own working out has landed, the answer is still "off the clock".
    await expect.poll(() => stateTimeOf(uid), POLL).toBeGreaterThan(afterOut);
    expect(await stateOf(uid)).toMatchObject({ clockedInSince: null, onBreak: false });
  });

  it("follows the office's decision on a correction: an approved missed clock-out closes the shift", async () => {
    const uid = person();
    const clockIn = isoHoursAgo(20);
    await punch(uid, 'in', 'in', clockIn);
    await expect.poll(() => stateOf(uid), POLL).toMatchObject({ clockedInSince: clockIn });
    const correction = db.doc(`timeCorrections/${uid}-forgot`);
    await correction.set({
      uid,
      weekStart: clockIn.slice(0, 10),
      change: { action: 'add', kind: 'out', at: isoHoursAgo(12) },
      reason: 'Forgot to clock out.',
      requestedBy: uid,
      requestedAt: isoHoursAgo(1),
      state: 'pending',
      decidedBy: null,
      decidedAt: null,
      decisionNote: '',
      receivedAt: Timestamp.now(),
    });
    await correction.update({ state: 'approved', decidedBy: 'owner', decidedAt: new Date().toISOString() });
    await expect.poll(() => stateOf(uid), POLL).toMatchObject({ clockedInSince: null });
  });
});
