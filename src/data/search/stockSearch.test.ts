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

  it('returns nothing for an empty query', async () => {
    expect(await searchStock(db, '  ')).toEqual({
      query: '',
      tickets: [],
      washLogs: [],
      moreTickets: false,
      moreWashLogs: false,
    });
  });

  it('gives at most the limit of each kind, and says when more match than it gives', async () => {
    const one = await searchStock(db, 'NSM', { tickets: 1, washLogs: 1 });
    expect(one.tickets).toHaveLength(1);
    expect(one.moreTickets).toBe(true);
    // One wash matches NSM: exactly the limit, so none left over.
    expect(ids(one.washLogs)).toEqual(['w2']);
    expect(one.moreWashLogs).toBe(false);
    const both = await searchStock(db, 'NSM', { tickets: 2, washLogs: 1 });
    expect(ids(both.tickets)).toEqual(['t1', 't2']);
    expect(both.moreTickets).toBe(false);
  });

  it('counts a ticket found by both its stock # and its VIN once when telling of more', async () => {
    await db.tickets.put(ticket('t4', 'XK1', 'XK1000000000000001'));
    const results = await searchStock(db, 'XK1', { tickets: 1, washLogs: 1 });
    expect(ids(results.tickets)).toEqual(['t4']);
    expect(results.moreTickets).toBe(false);
  });
});
