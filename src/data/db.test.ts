import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { COLLECTION_DEFINITIONS, MIRRORED_COLLECTIONS } from '../config/collections';
import { declaredVersions, LotcrewDatabase } from './db';

let db: LotcrewDatabase | undefined;
afterEach(async () => {
  await db?.delete();
  db = undefined;
});

describe('the database and the collection definitions (src/config/collections.ts)', () => {
  it('has a store for each collection the device keeps, keyed by the Firestore id', async () => {
    db = new LotcrewDatabase(`schema-test-${crypto.randomUUID()}`);
    await db.open();
    const stores = new Map(db.tables.map((table) => [table.name, table.schema.primKey.keyPath]));
    for (const name of MIRRORED_COLLECTIONS) expect(stores.get(name), `${name}'s store`).toBe('id');
  });

  it('keeps no store of a collection the device does not mirror', async () => {
    db = new LotcrewDatabase(`schema-test-${crypto.randomUUID()}`);
    await db.open();
    const unmirrored = Object.entries(COLLECTION_DEFINITIONS)
      .filter(([, definition]) => definition.kept === 'server')
      .map(([name]) => name);
    expect(unmirrored.length).toBeGreaterThan(0);
    for (const name of unmirrored) expect(db.tables.map((table) => table.name)).not.toContain(name);
  });

  it('never changes a released version: each sets the stores it set when it shipped', () => {
    // Installed apps built their database from these; a change here loses their queued
    // writes. A new store or index is the next version's entry in its definition.
    const released = declaredVersions().filter(([version]) => version <= LAST_RELEASED_VERSION);
    expect(released).toEqual(RELEASED_VERSIONS);
  });
});

/** The stores and indexes a database really has on the device (not what Dexie was told). */
async function installedStores(name: string): Promise<Record<string, string[]>> {
  const opened = new Dexie(name);
  await opened.open();
  const stores = Object.fromEntries(
    opened.tables.map((table) => [
      table.name,
      [table.schema.primKey.src, ...table.schema.indexes.map((index) => index.src).sort()],
    ]),
  );
  opened.close();
  return stores;
}

describe('a phone that installed an older release', () => {
  it.each([1, 4, 12])(
    'upgrades from version %i to the stores a new install has, keeping its queued writes and dropping removed stores',
    async (installed) => {
      const name = `upgrade-test-${crypto.randomUUID()}`;
      const older = new Dexie(name);
      for (const [version, stores] of RELEASED_VERSIONS.filter(([version]) => version <= installed))
        older.version(version).stores(stores);
      await older.open();
      await older.table('outbox').add({ id: 'queued-before-the-update', op: 'set', path: 'tickets/t1' });
      // Version 5 removed the time entries (no released app wrote them; here one did).
      if (installed >= 2 && installed < 5)
        await older.table('timeEntries').put({ id: 'e1', uid: 'u1', clockInAt: 1 });
      older.close();

      db = new LotcrewDatabase(name);
      await db.open();
      expect((await db.outbox.toArray()).map((entry) => entry.id)).toEqual(['queued-before-the-update']);
      db.close();

      const freshName = `fresh-install-${crypto.randomUUID()}`;
      const fresh = new LotcrewDatabase(freshName);
      await fresh.open();
      fresh.close();
      const upgraded = await installedStores(name);
      expect(upgraded).toEqual(await installedStores(freshName));
      expect(Object.keys(upgraded)).not.toContain('timeEntries');
      await Promise.all([Dexie.delete(freshName), Dexie.delete(name)]);
      db = undefined;
    },
  );
});

/** The newest version a released app has installed. Raise it (and copy the version below) on release. */
const LAST_RELEASED_VERSION = 12;

const RELEASED_VERSIONS: [number, Record<string, string | null>][] = [
  [
    1,
    {
      userDocs: 'uid',
      consent: 'uid',
      outbox: '++seq, id',
      deadLetters: '++seq, id',
      washLogs: 'id, dealershipId, washedAt, reference',
    },
  ],
  [
    2,
    {
      dealerships: 'id',
      tickets: 'id, dealershipId, status, kind, assigneeUid, updatedAt',
      timeEntries: 'id, uid, clockInAt',
      supplyRequests: 'id, supplierUid, requestedBy, status',
      invoices: 'id, supplierUid, status',
      dailyReports: 'id, dealershipId, date',
      mirrorMeta: 'key',
    },
  ],
  [
    3,
    {
      tickets: 'id, dealershipId, status, kind, assigneeUid, updatedAt, vehicle.stock, vehicle.vin',
      washLogs: 'id, dealershipId, washedAt, reference, vin',
    },
  ],
  [4, { photos: 'id, ticketId, state', users: 'id, role' }],
  [
    5,
    {
      timeEntries: null,
      timePunches: 'id, uid, at',
      timeCorrections: 'id, uid, state',
      timeWeeks: 'id, uid, weekStart',
    },
  ],
  [6, { suppliers: 'id' }],
  [7, { invoicePdfs: 'id, state', fileCopies: 'path' }],
  [8, { payRates: 'id' }],
  [9, { heldFigures: 'key, asOf' }],
  [10, { invites: 'id', profilePhotos: 'id, state' }],
  [11, { smsAlertStates: 'id, ticketId, salespersonUid' }],
  [
    12,
    {
      tickets: 'id, dealershipId, status, kind, assigneeUid, updatedAt, dueAt, vehicle.stock, vehicle.vin',
    },
  ],
];
