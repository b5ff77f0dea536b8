import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeRemote, flusherFor } from '../../testing/fakeRemote';
import { ManualClock } from '../../testing/manualClock';
import { LotcrewDatabase, type LocalPhoto } from '../db';
import { enqueueWrite, MUTATOR_REGISTRY } from '../mutators';
import { fitWithin } from './compress';
import { PhotoUploader, retryRefusedPhoto, type PhotoStore } from './uploader';

const UID = 'crew-1';
const TICKET_ID = 'ticket-1';
let db: LotcrewDatabase;
let remote: FakeRemote;
let store: FakeStore;
let online: boolean;

/** Storage as the uploader sees it: files by path, refusals and outages on demand. */
class FakeStore implements PhotoStore {
  readonly files = new Map<string, Blob>();
  readonly refused = new Set<string>();
  outage = false;
  /** Progress fractions reported, in order. */
  readonly reported: number[] = [];

  upload(
    path: string,
    file: Blob,
    _contentType: string,
    onProgress: (fraction: number) => void,
  ): Promise<void> {
    if (this.outage)
      return Promise.reject(Object.assign(new Error('offline'), { code: 'storage/retry-limit-exceeded' }));
    if (this.refused.has(path) || this.files.has(path))
      return Promise.reject(Object.assign(new Error('no'), { code: 'storage/unauthorized' }));
    onProgress(0.5);
    this.reported.push(0.5);
    this.files.set(path, file);
    onProgress(1);
    this.reported.push(1);
    return Promise.resolve();
  }

  exists(path: string): Promise<boolean> {
    return Promise.resolve(this.files.has(path));
  }
}

const uploader = () =>
  new PhotoUploader({
    db,
    store: () => Promise.resolve(store),
    clock: new ManualClock(),
    currentUid: () => UID,
    registry: () => Promise.resolve(MUTATOR_REGISTRY),
    canTry: () => online,
  });

const flusher = () => flusherFor(db, remote, UID);

/** A photo taken `minute` minutes after 10:00, after the ticket's creation (queue entry 1). */
async function addPhoto(slot: string, minute: number, id = crypto.randomUUID()): Promise<LocalPhoto> {
  const photo: LocalPhoto = {
    id,
    ticketId: TICKET_ID,
    dealershipId: 'dlr-1',
    slot,
    takenAt: `2026-11-21T10:0${minute}:00.000Z`,
    uid: UID,
    path: `tickets/dlr-1/${TICKET_ID}/${id}.jpg`,
    thumbnail: new Blob(['thumb'], { type: 'image/jpeg' }),
    file: new Blob(['photo-bytes'], { type: 'image/jpeg' }),
    bytes: 11,
    state: 'waiting',
    afterSeq: 1,
    message: null,
  };
  await db.photos.add(photo);
  return photo;
}

beforeEach(async () => {
  db = new LotcrewDatabase(`photos-test-${crypto.randomUUID()}`);
  await db.open();
  remote = new FakeRemote();
  store = new FakeStore();
  online = true;
  await enqueueWrite(db, UID, 'createTicket', {
    id: '4d7c0e8a-5b1f-4c2e-9a3d-2f6b8e1c0a77',
    dealershipId: 'dlr-1',
    kind: 'delivery',
    vehicle: { stock: 'NSM1', vin: '', year: 2022, make: 'Honda', model: 'Civic', color: '' },
    from: '',
    to: '',
    dueAt: '2026-11-22T17:00:00.000Z',
    priority: 'normal',
    salespersonUid: null,
    notes: '',
    priceCents: 4500,
    createdAt: '2026-11-21T10:00:00.000Z',
  });
  await db.tickets.put({ ...(await db.tickets.toArray())[0]!, id: TICKET_ID });
});

afterEach(async () => {
  await db.delete();
});

describe('photo upload queue', () => {
  it('waits for the writes made before the photo, then uploads it and queues its place on the ticket', async () => {
    const photo = await addPhoto('front', 1);
    expect(await uploader().uploadOnce()).toBe('waiting');
    expect(store.files.size).toBe(0);

    await flusher().drain();
    expect(await uploader().uploadOnce()).toBe('sent');
    expect(store.files.get(photo.path)).toBeDefined();
    expect(store.reported).toEqual([0.5, 1]);
    const after = await db.photos.get(photo.id);
    expect(after?.state).toBe('uploaded');
    // The file is dropped once Storage has it; the thumbnail stays for offline viewing.
    expect(after?.file).toBeNull();
    expect(after?.thumbnail).toBeDefined();
    expect((await db.tickets.get(TICKET_ID))?.photos).toEqual([
      { path: photo.path, slot: 'front', takenAt: photo.takenAt },
    ]);

    await flusher().drain();
    expect(remote.documents.get(`tickets/${TICKET_ID}`)?.photos).toEqual([
      { path: photo.path, slot: 'front', takenAt: photo.takenAt },
    ]);
  });

  it('keeps the photo through outages and uploads it on a later try, oldest first', async () => {
    await flusher().drain();
    const first = await addPhoto('front', 1);
    const second = await addPhoto('rear', 2);
    online = false;
    expect(await uploader().uploadOnce()).toBe('blocked');
    online = true;
    store.outage = true;
    expect(await uploader().uploadOnce()).toBe('retry');
    expect((await db.photos.get(first.id))?.state).toBe('waiting');
    expect((await db.photos.get(first.id))?.file).not.toBeNull();

    store.outage = false;
    const queue = uploader();
    expect(await queue.uploadOnce()).toBe('sent');
    expect(await queue.uploadOnce()).toBe('sent');
    expect(await queue.uploadOnce()).toBe('empty');
    expect([...store.files.keys()]).toEqual([first.path, second.path]);
  });

  it('attaches a photo whose upload finished just before a reload instead of calling it refused', async () => {
    await flusher().drain();
    const photo = await addPhoto('front', 1);
    store.files.set(photo.path, new Blob(['photo-bytes']));
    expect(await uploader().uploadOnce()).toBe('sent');
    expect((await db.photos.get(photo.id))?.state).toBe('uploaded');
    expect(await db.outbox.count()).toBe(1);
  });

  it('marks a refused photo with a reason, keeps it, and tries again when asked', async () => {
    await flusher().drain();
    const photo = await addPhoto('front', 1);
    store.refused.add(photo.path);
    expect(await uploader().uploadOnce()).toBe('refused');
    const refused = await db.photos.get(photo.id);
    expect(refused?.state).toBe('refused');
    // Why, as a reason the ticket screen says in the person's language: the ticket is no longer theirs.
    expect(refused?.refusedBecause).toBe('notYours');
    expect(refused?.file).not.toBeNull();
    expect(await uploader().uploadOnce()).toBe('empty');

    store.refused.clear();
    await retryRefusedPhoto(db, photo.id);
    expect(await uploader().uploadOnce()).toBe('sent');
  });

  it('uploads nothing for someone else signed in on this phone', async () => {
    await flusher().drain();
    await addPhoto('front', 1);
    const other = new PhotoUploader({
      db,
      store: () => Promise.resolve(store),
      clock: new ManualClock(),
      currentUid: () => 'someone-else',
      registry: () => Promise.resolve(MUTATOR_REGISTRY),
    });
    expect(await other.uploadOnce()).toBe('empty');
    expect(store.files.size).toBe(0);
  });
});

describe('fitWithin', () => {
  it('scales the longest edge down to the limit, keeping the shape, and never enlarges', () => {
    expect(fitWithin(4032, 3024, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
  });
});
