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

describe('setting prices from a day on', () => {
  const raised = { ...northside.priceList, serviceWash: 1_600 };

  it('appends each list to the history on the device and on the server, once, even when replayed', async () => {
    await enqueueWrite(db, UID, 'saveDealership', { id: 'nsm', ...northside });
    const since = {
      id: 'nsm',
      name: 'Northside',
      prices: northside.priceList,
      effectiveFrom: '1970-01-01T00:00:00.000Z',
      setAt: '2026-11-20T15:00:00.000Z',
    };
    const change = {
      id: 'nsm',
      name: 'Northside',
      prices: raised,
      effectiveFrom: '2026-11-16T06:00:00.000Z',
      setAt: '2026-11-20T15:00:01.000Z',
    };
    await enqueueWrite(db, UID, 'setPrices', since);
    await enqueueWrite(db, UID, 'setPrices', change);
    expect((await db.dealerships.get('nsm'))?.priceHistory?.map((step) => step.prices.serviceWash)).toEqual([
      northside.priceList.serviceWash,
      1_600,
    ]);

    const entries = await db.outbox.toArray();
    await flusherFor(db, remote, UID).drain();
    await db.outbox.bulkAdd(entries.map(({ seq: _seq, ...entry }) => entry));
    await flusherFor(db, remote, UID).drain();
    expect(remote.documents.get('dealerships/nsm')?.priceHistory).toEqual([
      { prices: northside.priceList, effectiveFrom: since.effectiveFrom, setBy: UID, setAt: since.setAt },
      { prices: raised, effectiveFrom: change.effectiveFrom, setBy: UID, setAt: change.setAt },
    ]);
  });

  it('refuses a price that is not whole cents, queueing nothing', async () => {
    await expect(
      enqueueWrite(db, UID, 'setPrices', {
        id: 'nsm',
        name: 'Northside',
        prices: { ...raised, detail: 1.5 },
        effectiveFrom: '2026-11-16T06:00:00.000Z',
        setAt: '2026-11-20T15:00:00.000Z',
      }),
    ).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });
});
