/**
 * A one-off read through Firestore's REST API a page at a time (src/data/mirror/restPages.ts,
 * as the money screens read a period older than the device's copy) against the Firestore
 * emulator: with `fields`, each document comes with those fields and its range's alone,
 * across pages, every document of the range once and in its order.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { expect, it } from 'vitest';
import { readAllPages } from '../../src/data/mirror/restPages';
import { PROJECT_ID } from '../support/emulators';

/** The Firestore emulator's token that passes the rules (as the Admin SDK does). */
const asEmulatorOwner = () => Promise.resolve('owner');

it('reads only the fields asked for (and the range’s), page after page, each document once', async () => {
  const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
  const collection = `restPages-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const batch = db.batch();
  for (let index = 0; index < 7; index++)
    batch.set(db.doc(`${collection}/d${index}`), {
      at: `2026-11-0${index + 1}T10:00:00.000Z`,
      kept: { cents: index * 100, by: `p${index}` },
      dropped: 'a vehicle, places and notes',
    });
  await batch.commit();

  const documents = await readAllPages(
    {
      collection,
      where: [
        ['at', '>=', '2026-11-02T00:00:00.000Z'],
        ['at', '<', '2026-11-07T00:00:00.000Z'],
      ],
      order: ['at'],
      fields: ['kept'],
    },
    2,
    asEmulatorOwner,
  );
  expect(documents.map((document) => document.id)).toEqual(['d1', 'd2', 'd3', 'd4', 'd5']);
  expect(documents[1]?.data).toEqual({ at: '2026-11-03T10:00:00.000Z', kept: { cents: 200, by: 'p2' } });
  for (const document of documents) expect(Object.keys(document.data).sort()).toEqual(['at', 'kept']);

  // Without `fields`, the whole document.
  const [whole] = await readAllPages(
    { collection, where: [['at', '>=', '2026-11-07T00:00:00.000Z']], order: ['at'] },
    2,
    asEmulatorOwner,
  );
  expect(whole?.data).toMatchObject({ dropped: 'a vehicle, places and notes' });
});
