import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NORTHSIDE } from '../../testing/dealerships';
import { FakeRemote, flusherFor } from '../../testing/fakeRemote';
import { LotcrewDatabase } from '../db';
import { enqueueWrite } from '../mutators';

const UID = 'owner-1';
let db: LotcrewDatabase;
let remote: FakeRemote;

const northside = NORTHSIDE;

beforeEach(async () => {
  db = new LotcrewDatabase(`dealerships-test-${crypto.randomUUID()}`);
  await db.open();
  remote = new FakeRemote();
});
afterEach(async () => {
  await db.delete();
});

describe('saving a dealership', () => {
  it('changes the device at once, lands once, and a replay changes nothing', async () => {
    await enqueueWrite(db, UID, 'saveDealership', { id: 'nsm', ...northside });
    await enqueueWrite(db, UID, 'saveDealership', {
      id: 'nsm',
      ...northside,
      overtimeRule: 'california',
      openShiftLimitHours: 10,
      geofence: null,
    });
    expect(await db.dealerships.get('nsm')).toMatchObject({ overtimeRule: 'california', geofence: null });

    const entries = await db.outbox.toArray();
    await flusherFor(db, remote, UID).drain();
    await db.outbox.bulkAdd(entries.map(({ seq: _seq, ...entry }) => entry));
    await flusherFor(db, remote, UID).drain();
    expect(remote.documents.get('dealerships/nsm')).toEqual({
      ...northside,
      overtimeRule: 'california',
      openShiftLimitHours: 10,
      geofence: null,
    });
    expect(remote.documents.size).toBe(1);
  });

  it('refuses what the rules would refuse, queueing nothing: an unknown zone, a cent fraction, a 2 m lot', async () => {
    for (const bad of [
      { ...northside, timezone: 'America/Springfield' },
      { ...northside, priceList: { ...northside.priceList, detail: 149.5 } },
      { ...northside, geofence: { lat: 39.8, lng: -89.6, radiusM: 2 } },
      { ...northside, openShiftLimitHours: 0 },
      { ...northside, name: '  ' },
    ])
      await expect(enqueueWrite(db, UID, 'saveDealership', { id: 'nsm', ...bad })).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.dealerships.count()).toBe(0);
  });
});
