import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeRemote, flusherFor } from '../../testing/fakeRemote';
import { LotcrewDatabase, type Access } from '../db';
import { enqueueWrite } from '../mutators';

const OWNER = 'owner-1';
let db: LotcrewDatabase;
let remote: FakeRemote;

const dana = {
  role: 'dealershipEmployee' as const,
  dealerships: ['d1'],
  visibility: 'Service' as Access['visibility'],
  active: true,
};

beforeEach(async () => {
  db = new LotcrewDatabase(`access-test-${crypto.randomUUID()}`);
  await db.open();
  remote = new FakeRemote();
  await db.users.put({ id: 'dana', displayName: 'Dana', ...dana });
  remote.documents.set('users/dana', { displayName: 'Dana', ...dana });
});
afterEach(async () => {
  await db.delete();
});

describe('changing what someone may do', () => {
  it('writes only the changed fields with one history step, shown on the device at once, and a replay adds none', async () => {
    const after = { ...dana, visibility: 'Sales' as const };
    await enqueueWrite(db, OWNER, 'changeAccess', {
      uid: 'dana',
      before: dana,
      after,
      at: '2026-11-25T15:00:00.000Z',
      name: 'Dana',
    });
    const step = { by: OWNER, at: '2026-11-25T15:00:00.000Z', before: dana, after };
    expect(await db.users.get('dana')).toMatchObject({ visibility: 'Sales', changes: [step] });

    const entries = await db.outbox.toArray();
    await flusherFor(db, remote, OWNER).drain();
    await db.outbox.bulkAdd(entries.map(({ seq: _seq, ...entry }) => entry));
    await flusherFor(db, remote, OWNER).drain();
    expect(remote.documents.get('users/dana')).toEqual({ displayName: 'Dana', ...after, changes: [step] });
  });

  it('deactivates an account with no role (a kiosk, issue #35), writing no role', async () => {
    const kiosk = { role: null, dealerships: [], visibility: null, active: true };
    await db.users.put({ id: 'kiosk-1', displayName: 'Yard kiosk', kioskFor: 'd1', active: true });
    remote.documents.set('users/kiosk-1', { displayName: 'Yard kiosk', kioskFor: 'd1', active: true });
    await enqueueWrite(db, OWNER, 'changeAccess', {
      uid: 'kiosk-1',
      before: kiosk,
      after: { ...kiosk, active: false },
      at: '2026-11-25T15:00:00.000Z',
      name: 'Yard kiosk',
    });
    await flusherFor(db, remote, OWNER).drain();
    const written = remote.documents.get('users/kiosk-1');
    expect(written).toMatchObject({ active: false, kioskFor: 'd1' });
    expect(written).not.toHaveProperty('role');
  });

  it('refuses a change that takes a role away, queueing nothing', async () => {
    await expect(
      enqueueWrite(db, OWNER, 'changeAccess', {
        uid: 'dana',
        before: dana,
        after: { ...dana, role: null },
        at: '2026-11-25T15:00:00.000Z',
        name: 'Dana',
      }),
    ).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('invites', () => {
  it('are created with their maker and unclaimed, then extended and withdrawn, signed by the writer', async () => {
    const token = 'tok_abcdefghijklmnopqrstuv';
    await enqueueWrite(db, OWNER, 'createInvite', {
      token,
      email: 'new@x.test',
      role: 'lotPrep',
      dealerships: [],
      visibility: null,
      expiresAtMs: 1_800_000_000_000,
    });
    await enqueueWrite(db, OWNER, 'extendInvite', {
      token,
      email: 'new@x.test',
      expiresAtMs: 1_800_600_000_000,
    });
    await enqueueWrite(db, OWNER, 'revokeInvite', {
      token,
      email: 'new@x.test',
      revokedAt: '2026-11-25T15:00:00.000Z',
    });
    const expected = {
      email: 'new@x.test',
      role: 'lotPrep',
      dealerships: [],
      visibility: null,
      createdBy: OWNER,
      claimedBy: null,
      expiresAtMs: 1_800_600_000_000,
      revokedAt: '2026-11-25T15:00:00.000Z',
      revokedBy: OWNER,
    };
    expect(await db.invites.get(token)).toEqual({ id: token, ...expected });
    await flusherFor(db, remote, OWNER).drain();
    expect(remote.documents.get(`invites/${token}`)).toEqual(expected);
  });

  it('refuses a guessable token or a malformed email, queueing nothing', async () => {
    for (const bad of [
      { token: 'short', email: 'new@x.test' },
      { token: 'tok_abcdefghijklmnopqrstuv', email: 'x' },
    ])
      await expect(
        enqueueWrite(db, OWNER, 'createInvite', {
          ...bad,
          role: 'lotPrep',
          dealerships: [],
          visibility: null,
          expiresAtMs: 1_800_000_000_000,
        }),
      ).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends a kiosk’s invite with its one dealership and no role, and refuses a mixed one (issue #35)', async () => {
    const kiosk = {
      token: 'tok_kioskabcdefghijklmnopq',
      email: 'kiosk.northside@x.test',
      role: null,
      kioskFor: 'd1',
      dealerships: [],
      visibility: null,
      expiresAtMs: 1_800_000_000_000,
    };
    for (const mixed of [
      { ...kiosk, role: 'clockOnlyEmployee' as const },
      { ...kiosk, dealerships: ['d1'] },
      { ...kiosk, kioskFor: undefined },
    ])
      await expect(enqueueWrite(db, OWNER, 'createInvite', mixed)).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
    await enqueueWrite(db, OWNER, 'createInvite', kiosk);
    await flusherFor(db, remote, OWNER).drain();
    expect(remote.documents.get(`invites/${kiosk.token}`)).toEqual({
      email: 'kiosk.northside@x.test',
      role: null,
      kioskFor: 'd1',
      dealerships: [],
      visibility: null,
      expiresAtMs: 1_800_000_000_000,
      createdBy: OWNER,
      claimedBy: null,
    });
  });
});
