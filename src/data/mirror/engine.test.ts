import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LotcrewDatabase } from '../db';
import type { Ticket } from '../model';
import { newTicketArgs } from '../../testing/tickets';
import { enqueueWrite, MUTATOR_REGISTRY } from '../mutators';
import { pendingWritesOf } from '../outbox/pending';
import { forgetEverything, holdsAll, MirrorEngine, type AnsweredDocument, type MirrorView } from './engine';
import { BEGINNING_MARK } from './marks';
import { oldestAnswer } from './mirroredData';

const UID = 'crew-1';
const COLLECTIONS = ['tickets', 'washLogs', 'timePunches'] as const;
const VIEWS: MirrorView[] = [
  { key: 'my-work', collection: 'tickets' },
  { key: 'open-work', collection: 'tickets' },
  { key: 'washes', collection: 'washLogs' },
];
const pending = pendingWritesOf(MUTATOR_REGISTRY);
let db: LotcrewDatabase;

function ticket(id: string, fields: Partial<Ticket> = {}): AnsweredDocument {
  const data: Ticket = {
    dealershipId: 'dlr-1',
    kind: 'lotPrep',
    vehicle: { stock: `S-${id}`, vin: '', year: 2022, make: 'Honda', model: 'Civic', color: 'Blue' },
    from: 'Lot A',
    to: 'Lot B',
    dueAt: '2026-11-22T17:00:00.000Z',
    priority: 'normal',
    status: 'open',
    assigneeUid: null,
    requestedBy: 'dealer-1',
    salespersonUid: null,
    history: [{ status: 'open', at: '2026-11-21T10:00:00.000Z', by: 'dealer-1' }],
    notes: '',
    photos: [],
    priceCents: 4500,
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...fields,
  };
  return { id, data: data as unknown as Record<string, unknown> };
}

const engine = (views = VIEWS) => new MirrorEngine(db, views, COLLECTIONS, pending);
const complete = (...documents: AnsweredDocument[]) => ({ kind: 'complete' as const, documents });
const localIds = async (table: 'tickets' | 'washLogs' | 'timePunches') =>
  ((await db.table(table).toCollection().primaryKeys()) as string[]).sort();

/** t1 is open on the phone and I claim it with no signal (the claim waits in the queue). */
async function claimedOffline(mirror: MirrorEngine) {
  await mirror.apply('open-work', complete(ticket('t1')));
  await mirror.apply('my-work', complete());
  await enqueueWrite(db, UID, 'moveTicket', {
    ticketId: 't1',
    to: 'assigned',
    at: '2026-11-21T11:00:00.000Z',
  });
}

/** An answer for t1 with these fields changed on the server. */
const answerFor = (fields: Partial<Ticket>) => ({
  kind: 'changes' as const,
  upserts: [ticket('t1', fields)],
  removals: [],
});

beforeEach(async () => {
  db = new LotcrewDatabase(`mirror-engine-${crypto.randomUUID()}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

describe('the device copy forgets what left the person’s views', () => {
  it('open work someone else took while the app was closed leaves at the first answers after start', async () => {
    // What the phone kept from the last run: an open ticket and my own work.
    await db.tickets.bulkPut([
      { ...ticket('taken').data, id: 'taken' } as never,
      { ...ticket('mine').data, id: 'mine' } as never,
    ]);
    const mirror = engine();
    await mirror.apply('my-work', complete(ticket('mine', { assigneeUid: UID, status: 'assigned' })));
    // One view of tickets has answered: nothing is removed on a partial picture.
    expect(await localIds('tickets')).toEqual(['mine', 'taken']);
    await mirror.apply('open-work', complete(ticket('other-open')));
    expect(await localIds('tickets')).toEqual(['mine', 'other-open']);
  });

  it('a document another view still holds stays when one view drops it', async () => {
    const mirror = engine();
    await mirror.apply('open-work', complete(ticket('t1')));
    await mirror.apply('my-work', complete(ticket('t1', { assigneeUid: UID, status: 'assigned' })));
    await mirror.apply('open-work', { kind: 'changes', upserts: [], removals: ['t1'] });
    expect(await localIds('tickets')).toEqual(['t1']);
    await mirror.apply('my-work', { kind: 'changes', upserts: [], removals: ['t1'] });
    expect(await localIds('tickets')).toEqual([]);
  });

  it('documents that fell out of a time window are gone once the window’s view answers without them', async () => {
    await db.washLogs.put({
      id: 'old-wash',
      dealershipId: 'dlr-1',
      washedAt: '2026-09-01T10:00:00.000Z',
      reference: 'RO-1',
      vin: null,
      kind: 'service',
      note: '',
      uid: 'wes',
    });
    const mirror = engine();
    await mirror.apply('washes', complete());
    expect(await localIds('washLogs')).toEqual([]);
  });

  it('a document a queued write touches is kept, and its write is laid over the answer', async () => {
    const mirror = engine();
    await claimedOffline(mirror);
    // An answer for that ticket arrives before the queue has sent the claim (its notes changed).
    await mirror.apply('open-work', answerFor({ notes: 'Keys at desk' }));
    const shown = await db.tickets.get('t1');
    expect(shown?.notes).toBe('Keys at desk');
    expect(shown?.status).toBe('assigned');
    expect(shown?.assigneeUid).toBe(UID);
    expect(shown?.history.map((step) => step.status)).toEqual(['open', 'assigned']);
  });

  it('laying a write again over a copy that already shows it changes nothing', async () => {
    const mirror = engine();
    await claimedOffline(mirror);
    const claimed = (await db.tickets.get('t1'))?.history ?? [];
    // The server has the claim already (its acknowledgement is on its way).
    await mirror.apply('my-work', {
      kind: 'changes',
      upserts: [ticket('t1', { status: 'assigned', assigneeUid: UID, history: claimed })],
      removals: [],
    });
    expect((await db.tickets.get('t1'))?.history).toHaveLength(2);
  });

  it('a ticket created offline is not removed by a first answer that does not know it yet', async () => {
    const mirror = engine();
    const id = crypto.randomUUID();
    await enqueueWrite(db, UID, 'createTicket', newTicketArgs(id));
    await mirror.apply('my-work', complete());
    await mirror.apply('open-work', complete());
    expect(await localIds('tickets')).toEqual([id]);
  });

  it('a refused write goes back to the server’s copy', async () => {
    const mirror = engine();
    await claimedOffline(mirror);
    await mirror.apply('open-work', answerFor({ notes: 'n' }));
    expect((await db.tickets.get('t1'))?.status).toBe('assigned');
    // The server refused the claim (someone else was first): it leaves the queue.
    await db.outbox.clear();
    await mirror.settle(['tickets/t1']);
    expect((await db.tickets.get('t1'))?.status).toBe('open');
  });

  it('collections no view covers any more are emptied once every view has answered (access changed)', async () => {
    await db.timePunches.put({
      id: 'te-1',
      uid: UID,
      kind: 'in',
      at: '2026-11-21T08:00:00.000Z',
    } as never);
    await db.mirrorMeta.put({ key: 'my-time', syncedAt: '2026-11-20T08:00:00.000Z' });
    const mirror = engine();
    await mirror.apply('my-work', complete());
    await mirror.apply('open-work', complete());
    expect(await localIds('timePunches')).toEqual(['te-1']);
    await mirror.apply('washes', complete());
    expect(await localIds('timePunches')).toEqual([]);
    // An old view's freshness no longer makes the data look older than it is.
    expect(await db.mirrorMeta.get('my-time')).toBeUndefined();
  });

  it('a complete answer after a reconnect removes what left the view meanwhile', async () => {
    const mirror = engine();
    await mirror.apply('my-work', complete());
    await mirror.apply('open-work', complete(ticket('t1'), ticket('t2')));
    // Offline for a while; t1 was taken by someone else. Back online, the view answers whole.
    await mirror.apply('open-work', complete(ticket('t2')));
    expect(await localIds('tickets')).toEqual(['t2']);
  });

  it('reads the queue in the transaction that writes the answer: no write queued meanwhile is missed', async () => {
    await claimedOffline(engine());
    const readIn: string[][] = [];
    const watched = new MirrorEngine(db, VIEWS, COLLECTIONS, {
      touchedPaths: async (database) => {
        readIn.push([...(Dexie.currentTransaction?.storeNames ?? [])].sort());
        return pending.touchedPaths(database);
      },
      replayOnto: (database, paths) => pending.replayOnto(database, paths),
    });
    await watched.apply('open-work', complete(ticket('t1', { notes: 'n' })));
    // Tried with its own table first, then again with every table to lay the claim over it.
    expect(readIn).toHaveLength(2);
    for (const stores of readIn) expect(stores).toEqual(expect.arrayContaining(['outbox', 'tickets']));
    expect(readIn[1]).toEqual(db.tables.map((table) => table.name).sort());
    expect((await db.tickets.get('t1'))?.status).toBe('assigned');
    expect((await db.tickets.get('t1'))?.notes).toBe('n');
  });

  it('without a server answer (offline) nothing is removed', async () => {
    await db.tickets.put({ ...ticket('kept').data, id: 'kept' } as never);
    engine();
    expect(await localIds('tickets')).toEqual(['kept']);
  });

  it('a person the server says may read nothing keeps only what their queued writes touch', async () => {
    await db.tickets.bulkPut([
      { ...ticket('a').data, id: 'a' } as never,
      { ...ticket('b').data, id: 'b' } as never,
    ]);
    await db.mirrorMeta.put({ key: 'open-work', syncedAt: '2026-11-20T08:00:00.000Z' });
    await enqueueWrite(db, UID, 'setTicketNotes', {
      ticketId: 'b',
      notes: 'x',
      at: '2026-11-21T11:00:00.000Z',
    });
    await forgetEverything(db, COLLECTIONS, pending);
    expect(await localIds('tickets')).toEqual(['b']);
    expect(await db.mirrorMeta.count()).toBe(0);
  });
});

describe('answers that came together are written together', () => {
  const wash = (id: string): AnsweredDocument => ({
    id,
    data: { dealershipId: 'dlr-1', washedAt: '2026-11-21T10:00:00.000Z', kind: 'service', uid: 'wes' },
  });

  it('writes several views’ answers in one transaction, in their order', async () => {
    const mirror = engine();
    const transactions = vi.spyOn(db, 'transaction');
    await mirror.applyAll([
      { key: 'my-work', answer: complete(ticket('mine', { assigneeUid: UID, status: 'assigned' })) },
      { key: 'open-work', answer: complete(ticket('t1')) },
      { key: 'washes', answer: complete(wash('w1')) },
      // Later in the same group: t1 was taken meanwhile.
      { key: 'open-work', answer: { kind: 'changes', upserts: [], removals: ['t1'] } },
    ]);
    expect(transactions).toHaveBeenCalledTimes(1);
    expect(await localIds('tickets')).toEqual(['mine']);
    expect(await localIds('washLogs')).toEqual(['w1']);
    expect(oldestAnswer(await db.mirrorMeta.toArray())).not.toBeNull();
  });

  it('a view answered twice in one group holds what its first answer and its changes hold', async () => {
    const mirror = engine();
    await mirror.applyAll([
      { key: 'open-work', answer: complete(ticket('t1')) },
      { key: 'open-work', answer: { kind: 'changes', upserts: [ticket('t2')], removals: [] } },
    ]);
    await mirror.apply('my-work', complete(ticket('t1', { assigneeUid: UID, status: 'assigned' })));
    // My work lets t1 go: open work still holds it (its first answer), so it stays.
    await mirror.apply('my-work', { kind: 'changes', upserts: [], removals: ['t1'] });
    expect(await localIds('tickets')).toEqual(['t1', 't2']);
  });

  it('empties the collections no view covers when the last views answer in one group', async () => {
    await db.timePunches.put({ id: 'te-1', uid: UID, kind: 'in', at: '2026-11-21T08:00:00.000Z' } as never);
    const mirror = engine();
    await mirror.apply('washes', complete());
    await mirror.applyAll([
      { key: 'my-work', answer: complete() },
      { key: 'open-work', answer: complete() },
    ]);
    expect(await localIds('timePunches')).toEqual([]);
  });

  it('an answer that cannot be written keeps neither the others off the device nor its own view’s state', async () => {
    const mirror = engine();
    await mirror.expectAnswers();
    const unwritable: AnsweredDocument = { id: 'bad', data: { ...ticket('bad').data, bad: () => 1 } };
    await expect(
      mirror.applyAll([
        { key: 'washes', answer: complete(wash('w1')) },
        { key: 'open-work', answer: complete(unwritable) },
        { key: 'my-work', answer: complete(ticket('mine', { assigneeUid: UID, status: 'assigned' })) },
      ]),
    ).rejects.toThrow();
    expect(await localIds('washLogs')).toEqual(['w1']);
    expect(await localIds('tickets')).toEqual(['mine']);
    expect((await db.mirrorMeta.get('washes'))?.syncedAt).not.toBeNull();
    expect((await db.mirrorMeta.get('open-work'))?.syncedAt).toBeNull();
    // Its next answer is its first whole one: what it does not hold then leaves the device.
    await db.tickets.put({ ...ticket('gone').data, id: 'gone' } as never);
    await mirror.apply('open-work', complete(ticket('t1')));
    expect(await localIds('tickets')).toEqual(['mine', 't1']);
  });
});

describe('how fresh the copy is', () => {
  it('stays unknown on a new phone until every view has answered once, then is the oldest answer', async () => {
    const mirror = engine();
    await mirror.expectAnswers();
    const freshness = async () => oldestAnswer(await db.mirrorMeta.toArray());
    expect(await freshness()).toBeNull();
    await mirror.apply('my-work', complete());
    await mirror.apply('open-work', complete(ticket('t1')));
    // One view (the washes) has not answered: the first answers are not "up to date".
    expect(await freshness()).toBeNull();
    await mirror.apply('washes', complete());
    expect(await freshness()).not.toBeNull();
  });

  it('records a new phone’s dashboards’ part of a view as answered, through its first pages, until the view answers whole', async () => {
    const NOW = new Date('2026-11-21T12:00:00.000Z');
    const views: MirrorView[] = [
      {
        key: 'tickets',
        collection: 'tickets',
        where: [['updatedAt', '>=', '2026-10-22T12:00:00.000Z']],
        resumable: true,
      },
    ];
    const mirror = new MirrorEngine(db, views, COLLECTIONS, pending, () => NOW);
    await mirror.expectAnswers();
    // The dashboards' part, written as changes, then recorded.
    await mirror.apply('tickets', { kind: 'changes', upserts: [ticket('today')], removals: [] });
    await mirror.dashboardPartAnswered('tickets');
    expect(await db.mirrorMeta.get('tickets')).toMatchObject({
      syncedAt: null,
      dashboardPartAt: NOW.toISOString(),
    });
    // The month's pages after it keep the record (and the view still not up to date).
    const MARK = '001795600000.000000100';
    await mirror.apply('tickets', {
      kind: 'changes',
      upserts: [ticket('weeks-ago')],
      removals: [],
      mark: MARK,
    });
    expect(await db.mirrorMeta.get('tickets')).toMatchObject({
      syncedAt: null,
      mark: MARK,
      dashboardPartAt: NOW.toISOString(),
    });
    // Answered whole: up to date, and the part's record is gone with it.
    await mirror.applyAll([{ key: 'tickets', fromDevice: {} }]);
    const meta = await db.mirrorMeta.get('tickets');
    expect(meta?.syncedAt).toBe(NOW.toISOString());
    expect(meta?.dashboardPartAt).toBeUndefined();
    // A part answered again after that (it is not asked for then) records nothing.
    await mirror.dashboardPartAnswered('tickets');
    expect((await db.mirrorMeta.get('tickets'))?.dashboardPartAt).toBeUndefined();
  });

  it('tells who waits for views when each has answered whole, not on their changes', async () => {
    const mirror = engine();
    let answered = false;
    void mirror.whenAnswered(['my-work', 'washes']).then(() => (answered = true));
    await mirror.apply('my-work', complete());
    await mirror.apply('washes', { kind: 'changes', upserts: [], removals: ['w1'] });
    await Promise.resolve();
    expect(answered).toBe(false);
    await mirror.apply('washes', complete());
    await vi.waitFor(() => expect(answered).toBe(true));
    // Views already answered: at once.
    await expect(mirror.whenAnswered(['my-work'])).resolves.toBeUndefined();
  });

  it('on a phone that has answered before, shows the last answers’ age while the views ask again', async () => {
    await db.mirrorMeta.bulkPut(
      VIEWS.map((view, index) => ({ key: view.key, syncedAt: `2026-11-2${index + 1}T10:00:00.000Z` })),
    );
    await engine().expectAnswers();
    expect(oldestAnswer(await db.mirrorMeta.toArray())).toBe('2026-11-21T10:00:00.000Z');
  });
});

describe('a reopen that asks only for what changed (resumable views)', () => {
  const SINCE = '2026-11-01T00:00:00.000Z';
  const RESUMED: MirrorView[] = [
    { key: 'tickets', collection: 'tickets', where: [['updatedAt', '>=', SINCE]], resumable: true },
    { key: 'washes', collection: 'washLogs' },
  ];
  const resumedEngine = () => new MirrorEngine(db, RESUMED, COLLECTIONS, pending, () => NOW);
  const NOW = new Date('2026-11-21T12:00:00.000Z');
  const YESTERDAY = '2026-11-20T12:00:00.000Z';
  const keep = (...documents: AnsweredDocument[]) =>
    db.tickets.bulkPut(documents.map(({ id, data }) => ({ ...data, id }) as never));
  const MARK_1 = '001795600000.000000100';
  const MARK_2 = '001795600000.000000200';

  beforeEach(async () => {
    // What the phone kept from its last run, answered yesterday up to MARK_1.
    await keep(
      ticket('kept'),
      ticket('deleted-meanwhile'),
      ticket('old', { updatedAt: '2026-10-01T00:00:00.000Z' }),
    );
    await db.mirrorMeta.put({
      key: 'tickets',
      syncedAt: YESTERDAY,
      mark: MARK_1,
      shape: JSON.stringify(['tickets', [['updatedAt', '>=']]]),
    });
  });

  it('resumes from its mark while it asks the same question, and keeps the latest mark', async () => {
    const mirror = resumedEngine();
    expect((await mirror.resumePoint('tickets')).mark).toBe(MARK_1);
    await mirror.apply('tickets', { kind: 'changes', upserts: [ticket('new')], removals: [], mark: MARK_2 });
    expect((await db.mirrorMeta.get('tickets'))?.mark).toBe(MARK_2);
    // An older mark (a late answer) never moves it back.
    await mirror.apply('tickets', { kind: 'changes', upserts: [ticket('new')], removals: [], mark: MARK_1 });
    expect((await mirror.resumePoint('tickets')).mark).toBe(MARK_2);
  });

  it('reads every view’s point at once as each alone would: its mark while the question is the same', async () => {
    const mirror = resumedEngine();
    await db.mirrorMeta.put({ key: 'reports', syncedAt: null });
    const points = await mirror.resumePoints(['tickets', 'reports', 'never-asked']);
    expect(points.get('tickets')).toEqual({ mark: MARK_1, answeredBefore: true, stamp: null });
    expect(points.get('reports')).toEqual({ mark: null, answeredBefore: false, stamp: null });
    expect(points.get('never-asked')).toEqual({ mark: null, answeredBefore: false, stamp: null });
    for (const [key, point] of points) expect(await mirror.resumePoint(key)).toEqual(point);
  });

  it('resumes a view that answered whole with nothing stamped (it held nothing) from the beginning of time, not from nothing', async () => {
    await db.mirrorMeta.clear();
    const mirror = resumedEngine();
    // Never answered: read whole in pages first.
    expect(await mirror.resumePoint('tickets')).toEqual({ mark: null, answeredBefore: false, stamp: null });
    // Changes alone (a first page) are not the whole view: still no mark.
    await mirror.apply('tickets', { kind: 'changes', upserts: [ticket('unstamped')], removals: [] });
    expect((await mirror.resumePoint('tickets')).mark).toBeNull();
    await mirror.apply('tickets', complete());
    expect(await mirror.resumePoint('tickets')).toEqual({
      mark: BEGINNING_MARK,
      answeredBefore: true,
      stamp: null,
    });
    // A document stamped since moves it on.
    await mirror.apply('tickets', { kind: 'changes', upserts: [ticket('new')], removals: [], mark: MARK_2 });
    expect((await mirror.resumePoint('tickets')).mark).toBe(MARK_2);
  });

  it('keeps the change stamp heard before what made the view complete, until another complete answer or another question', async () => {
    const mirror = resumedEngine();
    const stampOf = async () => (await mirror.resumePoint('tickets')).stamp;
    expect(await stampOf()).toBeNull();
    // Changes alone say nothing of what the view holds whole: no stamp.
    await mirror.apply('tickets', { kind: 'changes', upserts: [ticket('new')], removals: [], mark: MARK_2 });
    expect(await stampOf()).toBeNull();
    // A count that agrees, asked after the stamp was heard: recorded.
    expect(await mirror.verify('tickets', 3, { stamp: MARK_1 })).toBe('agrees');
    expect(await stampOf()).toBe(MARK_1);
    // A count that differs records nothing (the view is read whole next).
    expect(await mirror.verify('tickets', 7, { stamp: MARK_2 })).toBe('differs');
    expect(await stampOf()).toBe(MARK_1);
    // Later changes and a recount with no stamp keep it; a whole answer with a newer one replaces it.
    await mirror.apply('tickets', {
      kind: 'changes',
      upserts: [ticket('later')],
      removals: [],
      mark: MARK_2,
    });
    expect(await mirror.verify('tickets', 4)).toBe('agrees');
    expect(await stampOf()).toBe(MARK_1);
    await mirror.apply('tickets', { ...complete(ticket('kept')), stamp: MARK_2 });
    expect(await stampOf()).toBe(MARK_2);
    // Another question (another dealership): neither the mark nor the stamp applies.
    const other = new MirrorEngine(
      db,
      [{ key: 'tickets', collection: 'tickets', where: [['dealershipId', 'in', ['d2']]], resumable: true }],
      COLLECTIONS,
      pending,
    );
    expect(await other.resumePoint('tickets')).toEqual({ mark: null, answeredBefore: true, stamp: null });
  });

  it('asks for everything again when the question changed (another dealership, another role)', async () => {
    const other = new MirrorEngine(
      db,
      [{ key: 'tickets', collection: 'tickets', where: [['dealershipId', 'in', ['d2']]], resumable: true }],
      COLLECTIONS,
      pending,
    );
    expect((await other.resumePoint('tickets')).mark).toBeNull();
    expect((await engine().resumePoint('my-work')).mark).toBeNull();
  });

  it('the changes alone do not make the copy look up to date; a count that agrees does, and forgets what left the window', async () => {
    const mirror = resumedEngine();
    await mirror.apply('tickets', { kind: 'changes', upserts: [ticket('new')], removals: [], mark: MARK_2 });
    expect((await db.mirrorMeta.get('tickets'))?.syncedAt).toBe(YESTERDAY);
    // The server counts 3 in the view (kept, deleted-meanwhile, new): the device agrees.
    expect(await mirror.verify('tickets', 3)).toBe('agrees');
    expect((await db.mirrorMeta.get('tickets'))?.syncedAt).toBe(NOW.toISOString());
    await mirror.apply('washes', complete());
    // The ticket that fell out of the window is gone; nothing the view holds is.
    expect(await localIds('tickets')).toEqual(['deleted-meanwhile', 'kept', 'new']);
  });

  it('a view whose documents stay is complete after its changes, with no count, and forgets what left the window', async () => {
    const staying = resumedEngine();
    await staying.apply('tickets', { kind: 'changes', upserts: [ticket('new')], removals: [], mark: MARK_2 });
    expect((await db.mirrorMeta.get('tickets'))?.syncedAt).toBe(YESTERDAY);
    await staying.applyAll([{ key: 'tickets', fromDevice: {} }]);
    expect((await db.mirrorMeta.get('tickets'))?.syncedAt).toBe(NOW.toISOString());
    await staying.apply('washes', complete());
    expect(await localIds('tickets')).toEqual(['deleted-meanwhile', 'kept', 'new']);
  });

  it('a count that disagrees (a ticket deleted while the app was closed) removes nothing and leaves it to a whole answer', async () => {
    const mirror = resumedEngine();
    await mirror.apply('tickets', { kind: 'changes', upserts: [], removals: [] });
    expect(await mirror.verify('tickets', 1)).toBe('differs');
    expect(await localIds('tickets')).toEqual(['deleted-meanwhile', 'kept', 'old']);
    expect((await db.mirrorMeta.get('tickets'))?.syncedAt).toBe(YESTERDAY);
    // The whole answer that follows is the truth.
    await mirror.apply('tickets', { ...complete(ticket('kept')), mark: MARK_1 });
    await mirror.apply('washes', complete());
    expect(await localIds('tickets')).toEqual(['kept']);
  });

  it('a count asked while the phone’s own writes to the collection wait in the queue is not compared: it waits for them to land', async () => {
    const mirror = resumedEngine();
    await mirror.apply('tickets', { kind: 'changes', upserts: [], removals: [] });
    // A ticket requested with no signal: on the device, not yet counted by the server.
    await enqueueWrite(db, UID, 'moveTicket', { ticketId: 'kept', to: 'assigned', at: NOW.toISOString() });
    expect(await mirror.writesQueuedTo('tickets')).toBe(true);
    expect(await mirror.writesQueuedTo('washLogs')).toBe(false);
    expect(await mirror.verify('tickets', 1)).toBe('waits');
    expect((await db.mirrorMeta.get('tickets'))?.syncedAt).toBe(YESTERDAY);
    // Landed: the count is compared again.
    await db.outbox.clear();
    expect(await mirror.verify('tickets', 2)).toBe('agrees');
  });

  it('counts a document by the view’s conditions as Firestore compares them', () => {
    const document = {
      dealershipId: 'd1',
      status: 'done',
      updatedAt: '2026-11-05T00:00:00.000Z',
      tags: ['a'],
    };
    expect(
      holdsAll(document, [
        ['dealershipId', 'in', ['d1', 'd2']],
        ['updatedAt', '>=', SINCE],
      ]),
    ).toBe(true);
    expect(holdsAll(document, [['status', '==', 'open']])).toBe(false);
    expect(holdsAll(document, [['updatedAt', '>=', '2026-11-06T00:00:00.000Z']])).toBe(false);
    expect(holdsAll(document, [['tags', 'array-contains', 'a']])).toBe(true);
    expect(holdsAll(document, [['missing', '>=', '']])).toBe(false);
    // A range's end: before it, or at it too.
    expect(holdsAll(document, [['updatedAt', '<', '2026-11-05T00:00:00.000Z']])).toBe(false);
    expect(holdsAll(document, [['updatedAt', '<=', '2026-11-05T00:00:00.000Z']])).toBe(true);
    expect(holdsAll(document, [['updatedAt', '<', '2026-11-06T00:00:00.000Z']])).toBe(true);
  });
});

describe('a view read whole of a collection with a change stamp (a crew’s open work)', () => {
  const NOW = new Date('2026-11-21T12:00:00.000Z');
  const STAMP_1 = '001795600000.000000100';
  const STAMP_2 = '001795600000.000000200';
  const OPEN: MirrorView = { key: 'open-work', collection: 'tickets', where: [['status', '==', 'open']] };
  const openWork = (view = OPEN) => new MirrorEngine(db, [view], COLLECTIONS, pending, () => NOW);

  it('keeps the stamp heard before its whole answer, through its changes, for its question only', async () => {
    const mirror = openWork();
    expect(await mirror.resumePoint('open-work')).toEqual({ mark: null, answeredBefore: false, stamp: null });
    await mirror.apply('open-work', { ...complete(ticket('t1')), stamp: STAMP_1 });
    expect(await mirror.resumePoint('open-work')).toEqual({
      mark: null,
      answeredBefore: true,
      stamp: STAMP_1,
    });
    // Live changes only bring the copy further on than the stamp says: it stays.
    await mirror.apply('open-work', { kind: 'changes', upserts: [ticket('t2')], removals: [] });
    expect((await mirror.resumePoint('open-work')).stamp).toBe(STAMP_1);
    await mirror.apply('open-work', { ...complete(ticket('t2')), stamp: STAMP_2 });
    expect((await mirror.resumePoint('open-work')).stamp).toBe(STAMP_2);
    // Another question (another role's kinds of work): the copy says nothing of it.
    const other = openWork({ ...OPEN, where: [...(OPEN.where ?? []), ['kind', 'in', ['delivery']]] });
    expect(await other.resumePoint('open-work')).toEqual({ mark: null, answeredBefore: true, stamp: null });
  });

  it('a whole answer with no stamp heard (the stamps’ listener failed) keeps the one before for its question; a first one records none', async () => {
    const mirror = openWork();
    await mirror.apply('open-work', { ...complete(ticket('t1')), stamp: STAMP_1 });
    await mirror.apply('open-work', complete(ticket('t1')));
    // The stamp heard before the earlier answer still holds for this question: the later
    // answer, asked after it, only confirms the copy.
    expect((await mirror.resumePoint('open-work')).stamp).toBe(STAMP_1);
    const fresh = openWork();
    await db.mirrorMeta.clear();
    await fresh.apply('open-work', complete(ticket('t1')));
    expect((await fresh.resumePoint('open-work')).stamp).toBeNull();
  });

  it('completed from the device while its stamp has not moved: up to date, holding the open tickets the phone has', async () => {
    await openWork().apply('open-work', { ...complete(ticket('t1'), ticket('t2')), stamp: STAMP_1 });
    // On the phone since: t2 was claimed here and the claim landed.
    await db.tickets.update('t2', { status: 'assigned', assigneeUid: UID });
    const reopened = openWork();
    await reopened.applyAll([{ key: 'open-work', fromDevice: { stamp: STAMP_1 } }]);
    expect((await db.mirrorMeta.get('open-work'))?.syncedAt).toBe(NOW.toISOString());
    expect(await reopened.resumePoint('open-work')).toEqual({
      mark: null,
      answeredBefore: true,
      stamp: STAMP_1,
    });
    // The claimed ticket is no longer open work, and no other view holds it.
    expect(await localIds('tickets')).toEqual(['t1']);
  });
});
