import { afterEach, describe, expect, it } from 'vitest';
import { COLLECTION_DEFINITIONS, MIRRORED_COLLECTIONS } from '../config/collections';
import { LotcrewDatabase } from './db';

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
    // A kept collection without its store: add db.version(N + 1).stores({ [name]: 'id, …' }) to db.ts.
    for (const name of MIRRORED_COLLECTIONS) expect(stores.get(name), `${name}'s store`).toBe('id');
  });

  it('keeps no store of a collection the device does not mirror', async () => {
    db = new LotcrewDatabase(`schema-test-${crypto.randomUUID()}`);
    await db.open();
    const unmirrored = Object.entries(COLLECTION_DEFINITIONS)
      .filter(([, kept]) => kept === 'server')
      .map(([name]) => name);
    expect(unmirrored.length).toBeGreaterThan(0);
    for (const name of unmirrored) expect(db.tables.map((table) => table.name)).not.toContain(name);
  });
});
