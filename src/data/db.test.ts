import { afterEach, describe, expect, it } from 'vitest';
import { COLLECTION_DEFINITIONS, MIRRORED_COLLECTIONS } from '../config/collections';
import { LotcrewDatabase } from './db';

let db: LotcrewDatabase | undefined;
afterEach(async () => {
  await db?.delete();
  db = undefined;
});

/** A store's key and indexes as Dexie reads them back from the opened database. */
const indexesOf = (opened: LotcrewDatabase, name: string): string[] => {
  const { schema } = opened.table(name);
  return [schema.primKey.src, ...schema.indexes.map((index) => index.src)];
};

describe('the database and the collection definitions (src/config/collections.ts)', () => {
  it('has a store for each mirrored collection, with the indexes its definition names', async () => {
    db = new LotcrewDatabase(`schema-test-${crypto.randomUUID()}`);
    await db.open();
    for (const name of MIRRORED_COLLECTIONS) {
      const defined = COLLECTION_DEFINITIONS[name].mirror.indexes.split(',').map((index) => index.trim());
      // A definition changed without a new version: add db.version(N + 1).stores({ [name]: indexes }) to db.ts.
      expect(indexesOf(db, name).sort(), `${name}: the newest db.version()'s store`).toEqual(defined.sort());
    }
  });

  it('keeps no store of a collection the device does not mirror', async () => {
    db = new LotcrewDatabase(`schema-test-${crypto.randomUUID()}`);
    await db.open();
    const unmirrored = Object.entries(COLLECTION_DEFINITIONS)
      .filter(([, definition]) => definition.mirror === null)
      .map(([name]) => name);
    expect(unmirrored.length).toBeGreaterThan(0);
    for (const name of unmirrored) expect(db.tables.map((table) => table.name)).not.toContain(name);
  });
});
