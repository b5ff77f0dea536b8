import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LotcrewDatabase, type Mirrored } from '../db';
import type { Ticket } from '../model';
import { searchStock } from './stockSearch';

let db: LotcrewDatabase;
const ticket = (id: string, stock: string, vin: string) =>
  ({ id, vehicle: { stock, vin } }) as Mirrored<Ticket>;

beforeEach(async () => {
  db = new LotcrewDatabase(`search-test-${crypto.randomUUID()}`);
  await db.open();
  await db.tickets.bulkPut([
    ticket('t1', 'NSM24007', '1HGCM82633A004352'),
    ticket('t2', 'NSM24014', '2T1BURHE0JC012345'),
    ticket('t3', 'LAG24021', '1HGCM82633A009999'),
  ]);
  await db.washLogs.bulkPut([
    {
      id: 'w1',
      dealershipId: 'd',
      uid: 'u',
      washedAt: '',
      reference: 'RO51013',
      vin: null,
      kind: 'service',
      note: '',
    },
    {
      id: 'w2',
      dealershipId: 'd',
      uid: 'u',
      washedAt: '',
      reference: 'NSM24007',
      vin: null,
      kind: 'lot',
      note: '',
    },
  ]);
});
afterEach(async () => {
  await db.delete();
});

const ids = (list: { id: string }[]) => list.map((item) => item.id).sort();

describe('searchStock', () => {
  it('finds tickets and washes by stock # prefix, as typed in any case', async () => {
    const results = await searchStock(db, ' nsm2400 ');
    expect(ids(results.tickets)).toEqual(['t1']);
    expect(ids(results.washLogs)).toEqual(['w2']);
  });

  it('finds tickets by VIN prefix and washes by repair-order number', async () => {
    expect(ids((await searchStock(db, '1HGCM')).tickets)).toEqual(['t1', 't3']);
    expect(ids((await searchStock(db, 'RO51')).washLogs)).toEqual(['w1']);
  });

  it('returns nothing for an empty query, and at most the limit', async () => {
    expect(await searchStock(db, '  ')).toEqual({ query: '', tickets: [], washLogs: [] });
    expect((await searchStock(db, 'NSM', 1)).tickets).toHaveLength(1);
  });
});
