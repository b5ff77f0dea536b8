import { afterEach, describe, expect, it } from 'vitest';
import { clearDatabase, getDatabase } from '../db';
import { pendingWriteCount } from './sync';

afterEach(() => clearDatabase());

const file = (id: string, state: 'waiting' | 'uploaded' | 'refused') => ({
  id,
  uid: 'crew-1',
  path: `somewhere/${id}.jpg`,
  file: null,
  state,
  afterSeq: 0,
  message: null,
});

describe('what this phone holds that the server has not (the sync indicator, the sign-out warning)', () => {
  it('counts queued writes and every kind of file still waiting for Storage', async () => {
    const db = getDatabase();
    await db.outbox.add({
      id: 'w1',
      name: 'punch',
      args: {},
      uid: 'crew-1',
      createdAt: '2026-11-26T12:00:00.000Z',
      attempts: 0,
      lastError: null,
    });
    await db.photos.bulkPut([
      {
        ...file('p1', 'waiting'),
        ticketId: 't1',
        dealershipId: 'd1',
        slot: 'front',
        takenAt: '2026-11-26T12:00:00.000Z',
        thumbnail: new Blob(),
        bytes: 1,
      },
      {
        ...file('p2', 'uploaded'),
        ticketId: 't1',
        dealershipId: 'd1',
        slot: 'rear',
        takenAt: '2026-11-26T12:00:00.000Z',
        thumbnail: new Blob(),
        bytes: 1,
      },
    ]);
    await db.invoicePdfs.put({ ...file('i1', 'waiting'), bytes: 1, queuedAt: '2026-11-26T12:00:00.000Z' });
    // A profile photo taken offline is lost by a sign-out as surely as a ticket photo.
    await db.profilePhotos.put({ ...file('u1', 'waiting'), takenAt: '2026-11-26T12:00:00.000Z' });
    await db.profilePhotos.put({ ...file('u2', 'refused'), takenAt: '2026-11-26T12:00:00.000Z' });
    expect(await pendingWriteCount()).toBe(4);
  });
});
