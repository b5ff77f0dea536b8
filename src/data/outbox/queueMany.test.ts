import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LotcrewDatabase } from '../db';
import { MUTATOR_REGISTRY } from '../mutators';
import { enqueueManyParsed, WRITES_PER_TRANSACTION } from './queueMany';

const UID = 'owner-1';
let db: LotcrewDatabase;

const wash = (reference: string) => ({
  id: crypto.randomUUID(),
  dealershipId: 'dlr-1',
  washedAt: '2026-11-21T10:00:00.000Z',
  reference,
  vin: null,
  kind: 'service' as const,
  note: '',
});

beforeEach(async () => {
  db = new LotcrewDatabase(`queue-many-test-${crypto.randomUUID()}`);
  await db.open();
});

afterEach(async () => {
  await db.delete();
});

describe('enqueueManyParsed (a backup’s restore)', () => {
  it('queues thousands of writes in their order, a few hundred to a transaction, each applied on the phone', async () => {
    const count = WRITES_PER_TRANSACTION * 2 + 100;
    const washes = Array.from({ length: count }, (_, index) => wash(`RO${index}`));
    const heard: number[] = [];
    const queued = await enqueueManyParsed(db, MUTATOR_REGISTRY, UID, 'logWash', washes, (n) =>
      heard.push(n),
    );
    expect(heard).toEqual([WRITES_PER_TRANSACTION, WRITES_PER_TRANSACTION * 2, count]);
    expect(queued).toHaveLength(count);
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((entry) => (entry.args as { reference: string }).reference)).toEqual(
      washes.map((one) => one.reference),
    );
    expect(entries.map((entry) => entry.id)).toEqual(queued.map((one) => one.id));
    expect(new Set(entries.map((entry) => entry.uid))).toEqual(new Set([UID]));
    expect(await db.washLogs.count()).toBe(count);
  });

  it('changes nothing when one of them is invalid, even one in a later transaction', async () => {
    const washes = Array.from({ length: WRITES_PER_TRANSACTION + 1 }, (_, index) => wash(`RO${index}`));
    washes.push({ ...wash('RO-last'), reference: '' });
    await expect(enqueueManyParsed(db, MUTATOR_REGISTRY, UID, 'logWash', washes)).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.washLogs.count()).toBe(0);
  });

  it('refuses a write it does not know, before anything is changed', async () => {
    await expect(enqueueManyParsed(db, MUTATOR_REGISTRY, UID, 'noSuchWrite', [{}])).rejects.toThrow(
      'Unknown write noSuchWrite',
    );
    expect(await db.outbox.count()).toBe(0);
  });
});
