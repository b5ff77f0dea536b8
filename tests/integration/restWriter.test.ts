/**
 * The sync queue's REST commits (src/data/outbox/restWriter.ts) against the Firestore
 * emulator: what they store is what the Admin SDK stores for the same data (compared in the
 * emulator's own encoding), a merge replaces only the fields it names, and the preconditions
 * hold when another writer gets in first (a commit of creates is sent unread, and reads
 * only when refused). The emulator's
 * "owner" token passes the rules for these; the rules' own refusal is checked with a
 * signed-in account that is nobody on the team.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { postDocuments, type RestDocument } from '../../src/data/firestoreRest';
import { MAX_ENTRIES_PER_COMMIT } from '../../src/data/outbox/flusher';
import { commitWrites } from '../../src/data/outbox/restWriter';
import type { RemoteWrite } from '../../src/data/outbox/types';
import { EMULATOR_HOSTS, PROJECT_ID } from '../support/emulators';

let db: Firestore;
beforeAll(() => {
  db = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
});
afterEach(() => vi.unstubAllGlobals());

/** The Firestore emulator's token that passes the rules (as the Admin SDK does). */
const asEmulatorOwner = () => Promise.resolve('owner');
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** The stored document as the emulator encodes it. */
async function storedFields(path: string): Promise<RestDocument['fields']> {
  const [row] = await postDocuments<{ found?: RestDocument }[]>(
    'batchGet',
    { documents: [`projects/${PROJECT_ID}/databases/(default)/documents/${path}`] },
    'owner',
  );
  return row?.found?.fields;
}

/**
 * Runs `between` once, just before the first commit request goes out: another writer
 * getting in between the commit's reads and its writes. The requests still go to the emulator.
 */
function beforeFirstCommit(between: () => Promise<unknown>) {
  const realFetch = globalThis.fetch;
  let done = false;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    if (!done && input.endsWith(':commit')) {
      done = true;
      await between();
    }
    return realFetch(input, init);
  });
}

/** A new Auth account (nobody on the team until a users document says otherwise). */
async function signUpSomeone(): Promise<{ idToken: string; localId: string }> {
  const signUp = await fetch(
    `http://${EMULATOR_HOSTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `someone-${unique()}@example.test`,
        password: 'a-test-password',
        returnSecureToken: true,
      }),
    },
  );
  return (await signUp.json()) as { idToken: string; localId: string };
}

/** A wash as the sync queue sends it: created once, stamped with the server's time. */
const washBy = (uid: string, path: string, dealershipId = 'd1'): RemoteWrite => ({
  path,
  data: {
    dealershipId,
    uid,
    reference: 'R1',
    washedAt: new Date().toISOString(),
    kind: 'lot',
    note: '',
    vin: null,
  },
  mode: 'createOnce',
  stampReceivedAt: true,
});

describe('the sync queue commits through Firestore’s REST API', () => {
  it('stores each kind of value as the Admin SDK stores it, with the server’s time stamped', async () => {
    const data = {
      cents: 1099,
      hours: 7.5,
      negative: -12,
      active: true,
      salespersonUid: null,
      reference: 'RO-1234 é ñ',
      priceList: { detail: 12000, 'full-detail': 18000, nested: { deeper: ['a', 2, { b: false }] } },
      photos: [],
      notes: {},
    };
    const ours = `restWriterChecks/ours-${unique()}`;
    const theirs = `restWriterChecks/theirs-${unique()}`;
    const before = Date.now();
    await commitWrites([{ path: ours, data, mode: 'createOnce', stampReceivedAt: true }], asEmulatorOwner);
    await db.doc(theirs).set(data);

    const { receivedAt, ...oursStored } = (await storedFields(ours)) ?? {};
    expect(oursStored).toEqual(await storedFields(theirs));
    const stamped = (await db.doc(ours).get()).get('receivedAt') as Timestamp;
    expect(stamped.toMillis()).toBeGreaterThanOrEqual(before - 1_000);
    expect(receivedAt?.timestampValue).toBeDefined();
  });

  it('replaces only the fields a merge names, as the Admin SDK’s merge does', async () => {
    const ours = `restWriterChecks/merge-${unique()}`;
    const theirs = `restWriterChecks/merge-${unique()}`;
    const start = { phone: '5555550100', priceList: { detail: 12000, wash: 2500 }, role: 'employee' };
    const change = { phone: '5555550142', priceList: { detail: 13000 }, 'sms-consent': 'agree' };
    await Promise.all([db.doc(ours).set(start), db.doc(theirs).set(start)]);
    await commitWrites(
      [{ path: ours, data: change, mode: 'merge', stampReceivedAt: false }],
      asEmulatorOwner,
    );
    await db.doc(theirs).set(change, { merge: true });
    expect((await db.doc(ours).get()).data()).toEqual((await db.doc(theirs).get()).data());
    expect((await db.doc(ours).get()).data()).toMatchObject({ role: 'employee', priceList: { wash: 2500 } });
  });

  it('skips a create whose document another writer made before its commit, and keeps theirs', async () => {
    const path = `restWriterChecks/race-${unique()}`;
    beforeFirstCommit(() => db.doc(path).set({ reference: 'delivered before' }));
    await commitWrites(
      [{ path, data: { reference: 'replayed' }, mode: 'createOnce', stampReceivedAt: true }],
      asEmulatorOwner,
    );
    expect((await db.doc(path).get()).data()).toEqual({ reference: 'delivered before' });
  });

  it('appends a step once, to the history as it is when the commit lands', async () => {
    const path = `restWriterChecks/ticket-${unique()}`;
    await db.doc(path).set({ status: 'open', history: [{ status: 'open' }] });
    const step: RemoteWrite = {
      path,
      data: { status: 'assigned' },
      mode: 'appendOnce',
      arrayField: 'history',
      entry: { status: 'assigned', uid: 'u1' },
      stampReceivedAt: false,
    };
    // Another phone's note lands between the read and the commit: the commit reads again.
    beforeFirstCommit(() => db.doc(path).update({ history: [{ status: 'open' }, { note: 'keys at desk' }] }));
    await commitWrites([step], asEmulatorOwner);
    await commitWrites([step], asEmulatorOwner); // a replay after a lost acknowledgement
    expect((await db.doc(path).get()).data()).toEqual({
      status: 'assigned',
      history: [{ status: 'open' }, { note: 'keys at desk' }, { status: 'assigned', uid: 'u1' }],
    });
  });

  it('moves the change stamp of the big collection it writes to the commit’s own time, through the rules', async () => {
    const { idToken, localId } = await signUpSomeone();
    await db.doc(`users/${localId}`).set({
      email: `stamper-${localId}@example.test`,
      displayName: 'Stamp Washer',
      role: 'serviceWash',
      active: true,
      dealerships: ['d1'],
    });
    const stampOf = async (collection: string) =>
      (await db.doc(`changeStamps/${collection}`).get()).get('at') as Timestamp | undefined;
    const path = `washLogs/stamped-${unique()}`;
    await commitWrites([washBy(localId, path)], () => Promise.resolve(idToken));
    // The same request time as the wash's receipt: a phone that hears the stamp finds the wash.
    const receivedAt = (await db.doc(path).get()).get('receivedAt') as Timestamp;
    expect((await stampOf('washLogs'))?.isEqual(receivedAt)).toBe(true);
  });

  it('passes the rules’ refusal on as permission-denied', async () => {
    const { idToken, localId } = await signUpSomeone();
    await expect(
      commitWrites([washBy(localId, `washLogs/refused-${unique()}`)], () => Promise.resolve(idToken)),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('sends a commit’s worth of a crew member’s new washes through the rules at once, and skips them when replayed after a lost acknowledgement', async () => {
    const { idToken, localId } = await signUpSomeone();
    const dealershipId = `restWriterDealership-${unique()}`;
    await db.doc(`users/${localId}`).set({
      email: `washer-${localId}@example.test`,
      displayName: 'Replay Washer',
      role: 'serviceWash',
      active: true,
      dealerships: [dealershipId],
    });
    // As many as the queue puts in one commit: the rules and the emulator take them all.
    const washes = Array.from({ length: MAX_ENTRIES_PER_COMMIT }, (_, index) =>
      washBy(localId, `washLogs/replay-${unique()}-${index}`, dealershipId),
    );
    const receiptsOf = async (writes: readonly RemoteWrite[]) =>
      (await db.getAll(...writes.map(({ path }) => db.doc(path)))).map((stored) =>
        (stored.get('receivedAt') as Timestamp).toMillis(),
      );
    const actions: string[] = [];
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
      actions.push(input.slice(input.lastIndexOf(':') + 1));
      return realFetch(input, init);
    });
    await commitWrites(washes, () => Promise.resolve(idToken));
    // A first delivery is one request: nothing is read first.
    expect(actions).toEqual(['commit']);
    const firstReceipts = await receiptsOf(washes);

    await commitWrites(washes, () => Promise.resolve(idToken));
    // The replay's commit is refused (every wash is there); it reads that they are: nothing left to send.
    expect(actions).toEqual(['commit', 'commit', 'batchGet']);
    const replayedReceipts = await receiptsOf(washes);
    expect(replayedReceipts).toEqual(firstReceipts);
  });
});
