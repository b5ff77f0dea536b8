import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeRemote, flusherFor } from '../../testing/fakeRemote';
import { LotcrewDatabase } from '../db';
import { enqueueWrite } from '../mutators';
import { rateAt } from './usePayRates';

const OWNER = 'owner-1';
let db: LotcrewDatabase;
let remote: FakeRemote;

beforeEach(async () => {
  db = new LotcrewDatabase(`pay-rates-test-${crypto.randomUUID()}`);
  await db.open();
  remote = new FakeRemote();
});

afterEach(async () => {
  await db.delete();
});

const raise = (cents: number, effectiveFrom: string, setAt: string) => ({
  uid: 'eli',
  hourlyRateCents: cents,
  effectiveFrom,
  setAt,
  personName: 'Eli Ortega',
});

describe('pay rates', () => {
  it('are appended to the person’s history, on the phone and on the server, once each', async () => {
    await enqueueWrite(
      db,
      OWNER,
      'setPayRate',
      raise(1_850, '2025-01-01T06:00:00.000Z', '2025-01-01T06:00:00.000Z'),
    );
    await enqueueWrite(
      db,
      OWNER,
      'setPayRate',
      raise(1_925, '2026-11-14T06:00:00.000Z', '2026-11-13T20:00:00.000Z'),
    );
    const local = await db.payRates.get('eli');
    expect(local?.history.map((step) => [step.hourlyRateCents, step.setBy])).toEqual([
      [1_850, OWNER],
      [1_925, OWNER],
    ]);
    await flusherFor(db, remote, OWNER).drain();
    const history = remote.documents.get('payRates/eli')?.history as { hourlyRateCents: number }[];
    expect(history.map((step) => step.hourlyRateCents)).toEqual([1_850, 1_925]);
    // The rate in force: the old one until the raise, the new one from it.
    expect(rateAt(local?.history ?? [], Date.parse('2026-11-14T05:59:59Z'))).toBe(1_850);
    expect(rateAt(local?.history ?? [], Date.parse('2026-11-14T06:00:00Z'))).toBe(1_925);
  });

  it('refuse a rate of nothing or over $1,000.00 an hour before anything is queued', async () => {
    await expect(
      enqueueWrite(db, OWNER, 'setPayRate', raise(0, '2026-11-14T06:00:00.000Z', '2026-11-14T06:00:00.000Z')),
    ).rejects.toThrow();
    await expect(
      enqueueWrite(
        db,
        OWNER,
        'setPayRate',
        raise(100_001, '2026-11-14T06:00:00.000Z', '2026-11-14T06:00:00.000Z'),
      ),
    ).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });
});
