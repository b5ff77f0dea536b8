import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeRemote, firestoreError } from '../../testing/fakeRemote';
import { ManualClock } from '../../testing/manualClock';
import { LotcrewDatabase } from '../db';
import { enqueueWrite, MUTATOR_REGISTRY } from '../mutators';
import { washAsLogged } from '../washes/loggedHere';
import { MAX_COUNTED_WRITES_PER_COMMIT, MAX_ENTRIES_PER_COMMIT, OutboxFlusher } from './flusher';
import { enqueueParsed, retryDeadLetter } from './outbox';
import { queuedDocumentPaths } from './pending';
import { enqueueManyParsed, WRITES_PER_TRANSACTION } from './queueMany';

const UID = 'crew-1';
const WRITE_TIMEOUT_MS = 600_000;
let db: LotcrewDatabase;
let remote: FakeRemote;
let clock: ManualClock;
let signedIn: string | null;

const wash = (reference: string, id = crypto.randomUUID()) => ({
  id,
  dealershipId: 'dlr-1',
  washedAt: '2026-11-21T10:00:00.000Z',
  reference,
  vin: null,
  kind: 'service' as const,
  note: '',
});

function flusher() {
  return new OutboxFlusher({
    db,
    clock,
    writer: () => Promise.resolve(remote),
    currentUid: () => signedIn,
    registry: () => Promise.resolve(MUTATOR_REGISTRY),
    writeTimeoutMs: WRITE_TIMEOUT_MS,
  });
}

beforeEach(async () => {
  db = new LotcrewDatabase(`outbox-test-${crypto.randomUUID()}`);
  await db.open();
  remote = new FakeRemote();
  clock = new ManualClock();
  signedIn = UID;
});

afterEach(async () => {
  await db.delete();
});

describe('what is still on this phone (issue #32, item 10)', () => {
  it('is what the queue holds: a wash waits until its write is sent, and a server copy without a receipt never does', async () => {
    const mine = wash('A100');
    await enqueueWrite(db, UID, 'logWash', mine);
    // A wash the server sent this phone, whatever fields it lacks, is not waiting here.
    await db.washLogs.put({ ...wash('B200'), id: 'from-the-server', uid: 'someone' });
    expect(await queuedDocumentPaths(db)).toEqual(new Set([`washLogs/${mine.id}`]));
    expect(await flusher().drain()).toBe('empty');
    expect(await queuedDocumentPaths(db)).toEqual(new Set());
  });

  it('reads an entry queued before entries kept their paths through the mutators', async () => {
    const older = wash('C300');
    await enqueueWrite(db, UID, 'logWash', older);
    const [entry] = await db.outbox.toArray();
    const withoutPaths = { ...entry! };
    delete withoutPaths.paths;
    await db.outbox.put(withoutPaths);
    expect(await queuedDocumentPaths(db)).toEqual(new Set());
    expect(await queuedDocumentPaths(db, MUTATOR_REGISTRY)).toEqual(new Set([`washLogs/${older.id}`]));
  });
});

describe('enqueue', () => {
  it('applies the local change and queues the replay together', async () => {
    await enqueueWrite(db, UID, 'updatePhone', {
      phone: '5555550101',
      phoneUpdatedAt: '2026-11-21T10:00:00.000Z',
    });
    expect((await db.userDocs.get(UID))?.data.phone).toBe('5555550101');
    expect(await db.outbox.count()).toBe(1);
  });

  it('refuses invalid arguments and leaves nothing behind', async () => {
    await expect(
      enqueueWrite(db, UID, 'updatePhone', { phone: '555', phoneUpdatedAt: '2026-11-21T10:00:00.000Z' }),
    ).rejects.toThrow(/10-digit/);
    expect(await db.userDocs.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('gives the arguments as parsed, and the wash a screen shows from them is the wash stored', async () => {
    const typed = { ...wash('  RO7  '), washerName: 'Wes' };
    const queued = await enqueueParsed(db, MUTATOR_REGISTRY, UID, 'logWash', typed);
    expect(queued.args).toEqual({ ...typed, reference: 'RO7' });
    expect((await db.outbox.get({ id: queued.id }))?.args).toEqual(queued.args);
    const shown = washAsLogged(queued.args as typeof typed, UID);
    expect(shown).toEqual(await db.washLogs.get(typed.id));
    expect(shown).toEqual({ ...typed, reference: 'RO7', uid: UID });
  });
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

describe('OutboxFlusher', () => {
  it('replays entries in the order they were made', async () => {
    for (const reference of ['A', 'B', 'C']) await enqueueWrite(db, UID, 'logWash', wash(reference));
    expect(await flusher().drain()).toBe('empty');
    expect(remote.commits.flat().map((write) => write.data.reference)).toEqual(['A', 'B', 'C']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('commits a backlog in atomic batches of consecutive entries, not one round trip each', async () => {
    const backlog = MAX_ENTRIES_PER_COMMIT + 20;
    for (let index = 0; index < backlog; index++) await enqueueWrite(db, UID, 'logWash', wash(`W${index}`));
    expect(await flusher().drain()).toBe('empty');
    expect(remote.commits.map((writes) => writes.length)).toEqual([MAX_ENTRIES_PER_COMMIT, 20]);
    expect(remote.documents.size).toBe(backlog);
  });

  it("keeps each commit within Firestore's 500 writes, a write stamped with the server's time counted twice", async () => {
    const backlog = 300;
    for (let index = 0; index < backlog; index++) await enqueueWrite(db, UID, 'logWash', wash(`W${index}`));
    const unbounded = flusher();
    unbounded.entriesPerCommit = backlog;
    expect(await unbounded.drain()).toBe('empty');
    // A wash is one create stamped with the server's time: 249 of them fill a commit, beside
    // the washes' change stamp the writer adds (stamped too).
    const filled = (MAX_COUNTED_WRITES_PER_COMMIT - 2) / 2;
    expect(filled).toBe(249);
    expect(remote.commits.map((writes) => writes.length)).toEqual([filled, backlog - filled]);
    expect(remote.documents.size).toBe(backlog);
  });

  it('keeps room in a commit for the change stamp of each stamped collection it writes to', async () => {
    // A worker's word on their breaks: one create stamped with the server's time, of another
    // stamped collection than the washes.
    const attestation = {
      id: crypto.randomUUID(),
      punchId: 'out-punch-1',
      weekStart: '2026-11-23',
      answer: 'tookBreaks' as const,
      couldNotTake: [],
      note: '',
      language: 'en' as const,
      at: '2026-11-24T23:00:00.000Z',
    };
    // Each write here is stamped with the server's time (2), and so is each change stamp.
    // 248 washes (496) and their stamp (2) fill 498: the attestation, with its own stamp,
    // would make 502, so it opens the next commit.
    for (let index = 0; index < 248; index++) await enqueueWrite(db, UID, 'logWash', wash(`W${index}`));
    await enqueueWrite(db, UID, 'attestBreaks', attestation);
    // The attestation and 247 washes (496) and their two stamps (4) fill exactly 500: one more
    // wash waits for a third.
    for (let index = 0; index < 248; index++) await enqueueWrite(db, UID, 'logWash', wash(`X${index}`));
    const unbounded = flusher();
    unbounded.entriesPerCommit = 1_000;
    expect(await unbounded.drain()).toBe('empty');
    expect(remote.commits.map((writes) => writes.length)).toEqual([248, 248, 1]);
    expect(remote.commits[1]?.[0]?.path).toBe(`timeAttestations/${attestation.id}`);
  });

  it('never puts two writes to one document in one commit', async () => {
    await enqueueWrite(db, UID, 'updatePhone', {
      phone: '5555550101',
      phoneUpdatedAt: '2026-11-21T10:00:00.000Z',
    });
    await enqueueWrite(db, UID, 'logWash', wash('A'));
    await enqueueWrite(db, UID, 'updatePhone', {
      phone: '5555550102',
      phoneUpdatedAt: '2026-11-21T10:05:00.000Z',
    });
    expect(await flusher().drain()).toBe('empty');
    expect(remote.commits.map((writes) => writes.length)).toEqual([2, 1]);
    expect(remote.documents.get(`users/${UID}`)?.phone).toBe('5555550102');
  });

  it('stamps append-only documents with the server time and never overwrites one that landed', async () => {
    const entry = wash('A');
    await enqueueWrite(db, UID, 'logWash', entry);
    await flusher().drain();
    const landed = remote.documents.get(`washLogs/${entry.id}`);
    expect(landed?.receivedAt).toBe('server-time-1');
    await enqueueWrite(db, UID, 'logWash', entry); // a replay after a lost acknowledgement
    await flusher().drain();
    expect(remote.documents.get(`washLogs/${entry.id}`)).toEqual(landed);
  });

  it('backs off 1, 2, 4, 8, 15, 15 s while the network fails, then delivers', async () => {
    await enqueueWrite(db, UID, 'logWash', wash('A'));
    for (let failure = 0; failure < 6; failure++) remote.failures.push(firestoreError('unavailable'));
    const subject = flusher();
    const running = subject.run();
    const waits: number[] = [];
    for (let retry = 0; retry < 6; retry++) {
      const ms = await clock.nextSleep((candidate) => candidate !== WRITE_TIMEOUT_MS);
      waits.push(ms);
      clock.advance(ms);
    }
    await clock.nextSleep((candidate) => candidate === 30_000); // idle: the queue is empty
    subject.stop();
    await running;
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 15_000, 15_000]);
    expect(remote.commits).toHaveLength(1);
    // Every try after the first says the write may have landed (so the writer reads first).
    expect(remote.triedBefore).toEqual([false, true, true, true, true, true, true]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('resets the back-off on reconnect', async () => {
    await enqueueWrite(db, UID, 'logWash', wash('A'));
    remote.failures.push(
      firestoreError('unavailable'),
      firestoreError('unavailable'),
      firestoreError('unavailable'),
    );
    const subject = flusher();
    expect(await subject.flushOnce()).toBe('retry');
    expect(await subject.flushOnce()).toBe('retry');
    subject.reconnected();
    const running = subject.run();
    expect(await clock.nextSleep((ms) => ms !== WRITE_TIMEOUT_MS)).toBe(1_000);
    subject.stop();
    await running;
  });

  it('moves a refused write to the dead-letter list, tells why, and keeps the queue moving', async () => {
    const refused = wash('B');
    remote.refusedPaths.set(`washLogs/${refused.id}`, firestoreError('permission-denied'));
    await enqueueWrite(db, UID, 'logWash', wash('A'));
    await enqueueWrite(db, UID, 'logWash', refused);
    await enqueueWrite(db, UID, 'logWash', wash('C'));
    expect(await flusher().drain()).toBe('empty');
    // The batch of three was refused whole; one at a time, only B is.
    expect(remote.commits.flat().map((write) => write.data.reference)).toEqual(['A', 'C']);
    expect(remote.documents.size).toBe(2);
    const letters = await db.deadLetters.toArray();
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({ code: 'permission-denied', name: 'logWash' });
    expect(letters[0]?.message).toMatch(/not allowed/);
  });

  it('puts a dead letter back in the queue when the person retries it', async () => {
    const refused = wash('B');
    remote.refusedPaths.set(`washLogs/${refused.id}`, firestoreError('permission-denied'));
    await enqueueWrite(db, UID, 'logWash', refused);
    await flusher().drain();
    remote.refusedPaths.clear();
    const [letter] = await db.deadLetters.toArray();
    await retryDeadLetter(db, letter?.seq ?? -1);
    expect(await flusher().drain()).toBe('empty');
    expect(await db.deadLetters.count()).toBe(0);
    expect(remote.documents.get(`washLogs/${refused.id}`)?.reference).toBe('B');
  });

  it('replaying an entry twice changes nothing (client ids, set and merge)', async () => {
    await enqueueWrite(db, UID, 'logWash', wash('A'));
    await enqueueWrite(db, UID, 'updatePhone', {
      phone: '5555550101',
      phoneUpdatedAt: '2026-11-21T10:00:00.000Z',
    });
    const entries = await db.outbox.toArray();
    await flusher().drain();
    const once = structuredClone([...remote.documents]);
    // As if the device lost its "delivered" mark and the flusher replayed everything.
    await db.outbox.bulkAdd(entries.map(({ seq: _seq, ...entry }) => entry));
    await flusher().drain();
    expect([...remote.documents]).toEqual(once);
    expect(remote.documents.size).toBe(2);
  });

  it("never replays one person's writes under another account", async () => {
    await enqueueWrite(db, UID, 'logWash', wash('A'));
    signedIn = 'someone-else';
    expect(await flusher().drain()).toBe('blocked');
    expect(remote.commits).toHaveLength(0);
    expect(await db.outbox.count()).toBe(1);
  });

  it('dead-letters an entry it cannot understand instead of blocking the queue', async () => {
    await db.outbox.add({
      id: 'x',
      name: 'renamedMutator',
      args: {},
      uid: UID,
      createdAt: '',
      attempts: 0,
      lastError: null,
    });
    await enqueueWrite(db, UID, 'logWash', wash('A'));
    expect(await flusher().drain()).toBe('empty');
    expect((await db.deadLetters.toArray())[0]?.code).toBe('invalid-entry');
    expect(remote.commits).toHaveLength(1);
  });

  it('keeps a write when the writer’s code could not load (no signal as the app started), and sends it once it loads', async () => {
    await enqueueWrite(db, UID, 'logWash', wash('A'));
    let loads = 0;
    const unloadable = new OutboxFlusher({
      db,
      clock,
      currentUid: () => UID,
      registry: () => Promise.resolve(MUTATOR_REGISTRY),
      writeTimeoutMs: WRITE_TIMEOUT_MS,
      writer: () => {
        loads += 1;
        return loads === 1
          ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
          : Promise.resolve(remote);
      },
    });
    expect(await unloadable.flushOnce()).toBe('retry');
    expect(await db.outbox.count()).toBe(1);
    expect(await unloadable.flushOnce()).toBe('sent');
    expect(remote.commits).toHaveLength(1);
  });

  it('counts a write that is never acknowledged as a transient failure', async () => {
    await enqueueWrite(db, UID, 'logWash', wash('A'));
    const hanging = new OutboxFlusher({
      db,
      clock,
      writer: () => Promise.resolve({ commit: () => new Promise<void>(() => undefined) }),
      currentUid: () => UID,
      registry: () => Promise.resolve(MUTATOR_REGISTRY),
      writeTimeoutMs: 10_000,
    });
    const attempt = hanging.flushOnce();
    clock.advance(await clock.nextSleep());
    expect(await attempt).toBe('retry');
    expect((await db.outbox.toArray())[0]).toMatchObject({ attempts: 1, lastError: 'deadline-exceeded' });
  });

  it('commits the entries before an unreadable one, then dead-letters it alone', async () => {
    await enqueueWrite(db, UID, 'logWash', wash('A'));
    await db.outbox.add({
      id: 'x',
      name: 'logWash',
      args: { reference: '' },
      uid: UID,
      createdAt: '',
      attempts: 0,
      lastError: null,
    });
    await enqueueWrite(db, UID, 'logWash', wash('C'));
    expect(await flusher().drain()).toBe('empty');
    expect(remote.commits.map((writes) => writes.map((write) => write.data.reference))).toEqual([
      ['A'],
      ['C'],
    ]);
    expect(await db.deadLetters.count()).toBe(1);
  });
});
