import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeRemote, flusherFor } from '../../testing/fakeRemote';
import { LotcrewDatabase, type Mirrored } from '../db';
import type { TimePunch } from '../model';
import { enqueueWrite, MUTATOR_REGISTRY } from '../mutators';
import { hashPin, PIN_LOCK_MS } from './pin';
import type { KioskPin } from './pins';
import { checkKioskPinIn, kioskPeople } from './useKiosk';

const KIOSK = 'kiosk-northside';
const pinOf = async (uid: string, displayName: string, pin: string): Promise<Mirrored<KioskPin>> => ({
  id: uid,
  uid,
  displayName,
  dealerships: ['d1'],
  setAt: '2026-11-20T10:00:00.000Z',
  ...(await hashPin(pin, 1_000)),
});
/** The kiosk's list entry for a PIN: what the PIN check reads. */
const personWith = (pin: Mirrored<KioskPin>) => ({ uid: pin.uid, pin });
const punchOf = (uid: string, kind: TimePunch['kind'], at: string): Mirrored<TimePunch> => ({
  id: `${uid}-${kind}-${at}`,
  uid,
  kind,
  at,
  timezone: 'America/Los_Angeles',
  position: null,
  clockSkewMs: null,
  weekStart: '2026-11-23',
  note: '',
  viaKiosk: KIOSK,
  dealershipId: 'd1',
});

describe('who the kiosk lists, and what it offers each', () => {
  it('lists the crew by name with the taps that follow their last kiosk punch', async () => {
    const pins = [
      await pinOf('u-zoe', 'Zoe', '4831'),
      await pinOf('u-ana', 'Ana', '2580'),
      await pinOf('u-bo', 'Bo', '1397'),
    ];
    const now = Date.parse('2026-11-24T20:00:00.000Z');
    const people = kioskPeople(
      pins,
      [
        punchOf('u-ana', 'in', '2026-11-24T15:00:00.000Z'),
        punchOf('u-bo', 'in', '2026-11-24T15:00:00.000Z'),
        punchOf('u-bo', 'breakStart', '2026-11-24T19:30:00.000Z'),
        // Yesterday's finished shift leaves Zoe clocked out.
        punchOf('u-zoe', 'in', '2026-11-23T15:00:00.000Z'),
        punchOf('u-zoe', 'out', '2026-11-23T23:00:00.000Z'),
      ],
      { openShiftLimitHours: 16 },
      now,
    );
    expect(people.map(({ name, next, inSince, onBreak }) => ({ name, next, inSince, onBreak }))).toEqual([
      {
        name: 'Ana',
        next: ['out', 'breakStart'],
        inSince: Date.parse('2026-11-24T15:00:00.000Z'),
        onBreak: false,
      },
      { name: 'Bo', next: ['breakEnd'], inSince: Date.parse('2026-11-24T15:00:00.000Z'), onBreak: true },
      { name: 'Zoe', next: ['in'], inSince: null, onBreak: false },
    ]);
  });
});

describe('the PIN on the kiosk', () => {
  let db: LotcrewDatabase;
  beforeEach(async () => {
    db = new LotcrewDatabase(`kiosk-test-${crypto.randomUUID()}`);
    await db.open();
  });
  afterEach(async () => {
    await db.delete();
  });

  it('accepts the right PIN and counts down the tries left on a wrong one', async () => {
    const ana = personWith(await pinOf('u-ana', 'Ana', '2580'));
    const now = Date.parse('2026-11-24T15:00:00.000Z');
    await expect(checkKioskPinIn(db, ana, '2581', now)).resolves.toEqual({
      ok: false,
      locked: false,
      triesLeft: 4,
    });
    await expect(checkKioskPinIn(db, ana, '2580', now)).resolves.toEqual({ ok: true });
    // The right PIN cleared the count.
    await expect(checkKioskPinIn(db, ana, '0000', now)).resolves.toEqual({
      ok: false,
      locked: false,
      triesLeft: 4,
    });
  });

  it('locks after five wrong PINs in a row, refuses even the right one until then, and keeps the lock on the device', async () => {
    const ana = personWith(await pinOf('u-ana', 'Ana', '2580'));
    const now = Date.parse('2026-11-24T15:00:00.000Z');
    for (let attempt = 0; attempt < 4; attempt++) await checkKioskPinIn(db, ana, '1111', now);
    await expect(checkKioskPinIn(db, ana, '1111', now)).resolves.toEqual({
      ok: false,
      locked: true,
      until: now + PIN_LOCK_MS,
      now: true,
    });
    await expect(checkKioskPinIn(db, ana, '2580', now + 60_000)).resolves.toMatchObject({
      ok: false,
      locked: true,
    });
    // A reload opens the same database: the lock is still there.
    const reopened = new LotcrewDatabase(db.name);
    await reopened.open();
    await expect(checkKioskPinIn(reopened, ana, '2580', now + 60_000)).resolves.toMatchObject({
      locked: true,
    });
    reopened.close();
    // Another person's PIN is not locked by Ana's tries.
    const bo = personWith(await pinOf('u-bo', 'Bo', '1397'));
    await expect(checkKioskPinIn(db, bo, '1397', now)).resolves.toEqual({ ok: true });
    await expect(checkKioskPinIn(db, ana, '2580', now + PIN_LOCK_MS)).resolves.toEqual({ ok: true });
  });
});

describe('a kiosk punch, queued', () => {
  let db: LotcrewDatabase;
  beforeEach(async () => {
    db = new LotcrewDatabase(`kiosk-punch-test-${crypto.randomUUID()}`);
    await db.open();
  });
  afterEach(async () => {
    await db.delete();
  });
  const PUNCH = {
    id: '5f0c7a3e-1d2b-4c8a-9e6f-0a1b2c3d4e5f',
    uid: 'u-ana',
    dealershipId: 'd1',
    personName: 'Ana',
    kind: 'in' as const,
    at: '2026-11-24T15:00:00.000Z',
    timezone: 'America/Los_Angeles',
    position: null,
    clockSkewMs: null,
    weekStart: '2026-11-23',
    note: '',
  };

  it('is the person’s punch on the device at once, and reaches the server once, naming the kiosk', async () => {
    await enqueueWrite(db, KIOSK, 'kioskPunch', PUNCH);
    expect(await db.timePunches.get(PUNCH.id)).toMatchObject({
      uid: 'u-ana',
      viaKiosk: KIOSK,
      dealershipId: 'd1',
    });
    const remote = new FakeRemote();
    await flusherFor(db, remote, KIOSK).drain();
    const sent = remote.documents.get(`timePunches/${PUNCH.id}`);
    expect(sent).toMatchObject({ uid: 'u-ana', viaKiosk: KIOSK, dealershipId: 'd1', kind: 'in' });
    // The name is for the sync lists, not the evidence.
    expect(sent).not.toHaveProperty('personName');
    expect(remote.commits.flat().filter((write) => write.path === `timePunches/${PUNCH.id}`)).toHaveLength(1);
  });

  it('is called by whose it is in the sync lists', () => {
    expect(MUTATOR_REGISTRY.describeWrite('kioskPunch', PUNCH)).toEqual({
      key: 'kioskPunch.in',
      values: { name: 'Ana' },
    });
  });

  it('refuses one that does not say whose it is', async () => {
    await expect(enqueueWrite(db, KIOSK, 'kioskPunch', { ...PUNCH, uid: '' })).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });
});
