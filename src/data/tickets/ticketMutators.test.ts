import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeRemote, firestoreError, flusherFor } from '../../testing/fakeRemote';
import { newTicketArgs } from '../../testing/tickets';
import { LotcrewDatabase } from '../db';
import { enqueueWrite } from '../mutators';

const UID = 'crew-1';
let db: LotcrewDatabase;
let remote: FakeRemote;

const flusher = () => flusherFor(db, remote, UID);

beforeEach(async () => {
  db = new LotcrewDatabase(`tickets-test-${crypto.randomUUID()}`);
  await db.open();
  remote = new FakeRemote();
});
afterEach(async () => {
  await db.delete();
});

describe('ticket writes', () => {
  it('create, claim and start offline: one ticket on the server, its history in order, replays change nothing', async () => {
    const id = crypto.randomUUID();
    await enqueueWrite(db, UID, 'createTicket', newTicketArgs(id));
    await enqueueWrite(db, UID, 'moveTicket', {
      ticketId: id,
      to: 'assigned',
      at: '2026-11-21T10:05:00.000Z',
    });
    await enqueueWrite(db, UID, 'moveTicket', {
      ticketId: id,
      to: 'inProgress',
      at: '2026-11-21T10:10:00.000Z',
    });
    const local = await db.tickets.get(id);
    expect(local?.status).toBe('inProgress');
    expect(local?.assigneeUid).toBe(UID);

    const entries = await db.outbox.toArray();
    await flusher().drain();
    // As if every acknowledgement was lost and the queue replayed it all.
    await db.outbox.bulkAdd(entries.map(({ seq: _seq, ...entry }) => entry));
    await flusher().drain();

    const server = remote.documents.get(`tickets/${id}`);
    expect(server?.status).toBe('inProgress');
    expect((server?.history as { status: string }[]).map((step) => step.status)).toEqual([
      'open',
      'assigned',
      'inProgress',
    ]);
    expect(remote.documents.size).toBe(1);
  });

  it('signs each step with the writer’s name and photo, and refuses a photo that is not a profile photo', async () => {
    const id = crypto.randomUUID();
    const photo = `profilePhotos/${UID}/me.jpg`;
    await enqueueWrite(db, UID, 'createTicket', { ...newTicketArgs(id), byName: 'Cam Crew', byPhoto: photo });
    await enqueueWrite(db, UID, 'moveTicket', {
      ticketId: id,
      to: 'assigned',
      at: '2026-11-21T10:05:00.000Z',
      byName: 'Cam Crew',
      byPhoto: photo,
    });
    await flusher().drain();
    const history = remote.documents.get(`tickets/${id}`)?.history as { byName: string; byPhoto: string }[];
    expect(history.map((step) => [step.byName, step.byPhoto])).toEqual([
      ['Cam Crew', photo],
      ['Cam Crew', photo],
    ]);
    await expect(
      enqueueWrite(db, UID, 'moveTicket', {
        ticketId: id,
        to: 'inProgress',
        at: '2026-11-21T10:10:00.000Z',
        byPhoto: 'invoices/x/1.pdf',
      }),
    ).rejects.toThrow();
  });

  it('refuses a VIN whose check digit is wrong, and a cancellation without a reason, keeping nothing', async () => {
    const bad = {
      ...newTicketArgs(crypto.randomUUID()),
      vehicle: { ...newTicketArgs('x').vehicle, vin: '1HGCM82623A004352' },
    };
    await expect(enqueueWrite(db, UID, 'createTicket', bad)).rejects.toThrow(/check digit/);
    const id = crypto.randomUUID();
    await enqueueWrite(db, UID, 'createTicket', newTicketArgs(id));
    await expect(
      enqueueWrite(db, UID, 'moveTicket', { ticketId: id, to: 'cancelled', at: '2026-11-21T10:05:00.000Z' }),
    ).rejects.toThrow(/why/);
    expect(await db.outbox.count()).toBe(1);
  });

  it('lets the owner’s office hand work to a crew member, named in the history', async () => {
    const id = crypto.randomUUID();
    await enqueueWrite(db, UID, 'createTicket', newTicketArgs(id));
    await enqueueWrite(db, UID, 'moveTicket', {
      ticketId: id,
      to: 'assigned',
      assigneeUid: 'crew-7',
      note: 'To Eli',
      at: '2026-11-21T10:05:00.000Z',
    });
    await expect(
      enqueueWrite(db, UID, 'moveTicket', {
        ticketId: id,
        to: 'inProgress',
        assigneeUid: 'crew-7',
        at: '2026-11-21T10:06:00.000Z',
      }),
    ).rejects.toThrow(/Only an assignment/);
    await flusher().drain();
    const server = remote.documents.get(`tickets/${id}`);
    expect(server?.assigneeUid).toBe('crew-7');
    expect((server?.history as { by: string; note?: string }[])[1]).toMatchObject({
      by: UID,
      note: 'To Eli',
    });
  });

  it('adds a photo to the ticket once, however often it is replayed', async () => {
    const id = crypto.randomUUID();
    await enqueueWrite(db, UID, 'createTicket', newTicketArgs(id));
    const photo = {
      ticketId: id,
      path: `tickets/dlr-1/${id}/p1.jpg`,
      slot: 'front',
      takenAt: '2026-11-21T10:07:00.000Z',
    };
    await enqueueWrite(db, UID, 'addTicketPhoto', photo);
    await enqueueWrite(db, UID, 'addTicketPhoto', photo);
    expect((await db.tickets.get(id))?.photos).toHaveLength(1);
    await expect(
      enqueueWrite(db, UID, 'addTicketPhoto', { ...photo, path: '../evil.jpg' }),
    ).rejects.toThrow();
    await flusher().drain();
    expect(remote.documents.get(`tickets/${id}`)?.photos).toEqual([
      { path: photo.path, slot: 'front', takenAt: photo.takenAt },
    ]);
  });

  it('requests one SMS alert per step for the salesperson, alone in its commit; a refusal means none, silently', async () => {
    const wanted = crypto.randomUUID();
    const declined = crypto.randomUUID();
    await enqueueWrite(db, UID, 'createTicket', { ...newTicketArgs(wanted), salespersonUid: 'sam-sales' });
    await enqueueWrite(db, UID, 'createTicket', {
      ...newTicketArgs(declined),
      salespersonUid: 'dee-declined',
    });
    await enqueueWrite(db, UID, 'createTicket', newTicketArgs(crypto.randomUUID()));
    for (const ticketId of [wanted, declined])
      await enqueueWrite(db, UID, 'moveTicket', { ticketId, to: 'assigned', at: '2026-11-21T10:05:00.000Z' });
    // The rules refuse alerts for a salesperson who declined.
    remote.refusedPaths.set(`smsAlerts/${declined}_assigned`, firestoreError('permission-denied'));
    // Four step/ticket writes and two alert requests; the third ticket has no salesperson.
    expect(await db.outbox.count()).toBe(7);

    await flusher().drain();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.deadLetters.count()).toBe(0);
    expect(remote.documents.get(`smsAlerts/${wanted}_assigned`)).toMatchObject({
      ticketId: wanted,
      status: 'assigned',
      salespersonUid: 'sam-sales',
      requestedBy: UID,
      deliveredAt: null,
    });
    expect(remote.documents.has(`smsAlerts/${declined}_assigned`)).toBe(false);
    for (const commit of remote.commits)
      if (commit.some((write) => write.path.startsWith('smsAlerts/'))) expect(commit).toHaveLength(1);
    expect((remote.documents.get(`tickets/${declined}`)?.history as unknown[]).length).toBe(2);
  });

  it('cannot move a ticket this phone has never seen', async () => {
    await expect(
      enqueueWrite(db, UID, 'moveTicket', {
        ticketId: 'unknown',
        to: 'assigned',
        at: '2026-11-21T10:05:00.000Z',
      }),
    ).rejects.toThrow(/not on this phone/);
    expect(await db.outbox.count()).toBe(0);
  });
});
