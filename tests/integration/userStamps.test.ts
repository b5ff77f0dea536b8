/**
 * Issue #33 against the emulators (Firestore + Functions): a person's document gets the
 * server's change time after every write that changes it, the spec's merges included, so
 * the office's phones can ask only for the people changed since their last answer.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import type { Timestamp } from 'firebase-admin/firestore';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ID } from '../support/emulators';

let db: Firestore;
beforeAll(() => {
  db = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
});

const POLL = { timeout: 20_000, interval: 100 };
const changeTimeOf = async (path: string) =>
  ((await db.doc(path).get()).get('receivedAt') as Timestamp | undefined)?.toMillis();

describe("a person's document carries the server's change time", () => {
  it('from its creation, and newer after the phone merge of spec §7, which writes no time of its own', async () => {
    const path = `users/stamp-${Math.random().toString(36).slice(2, 10)}`;
    const createdAt = Date.now();
    await db.doc(path).set({ email: 'stamp@example.test', displayName: 'Stamp Test', role: 'employee' });
    await expect.poll(() => changeTimeOf(path), POLL).toBeGreaterThanOrEqual(createdAt - 1_000);
    const created = (await changeTimeOf(path)) ?? 0;

    await db
      .doc(path)
      .set({ phone: '5555550199', phoneUpdatedAt: new Date().toISOString() }, { merge: true });
    await expect.poll(() => changeTimeOf(path), POLL).toBeGreaterThan(created);
    // The merge itself is kept whole: the stamp adds its time and nothing else.
    const person = (await db.doc(path).get()).data();
    expect(person).toMatchObject({ displayName: 'Stamp Test', phone: '5555550199' });
  });
});
