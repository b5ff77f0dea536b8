import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeRemote, flusherFor } from '../../testing/fakeRemote';
import { ManualClock } from '../../testing/manualClock';
import { LotcrewDatabase } from '../db';
import { enqueueWrite, MUTATOR_REGISTRY } from '../mutators';
import { FileUploader, type FileStore } from '../uploads/uploader';
import { capturePunchPhoto, PUNCH_PHOTO_UPLOADS, punchPhotoPath } from './punchPhoto';

/** The phone's camera as the browser reports it; the real capture runs in Chromium (tests/e2e/timeClock.spec.ts). */
function cameraThat(getUserMedia: () => Promise<MediaStream>) {
  vi.stubGlobal('navigator', { mediaDevices: { getUserMedia } });
}
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the photo at a punch, when the camera does not give one', () => {
  it('says the camera was refused when the person or the browser said no', async () => {
    cameraThat(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    await expect(capturePunchPhoto()).resolves.toEqual({ outcome: 'refused' });
  });

  it('says it failed with no camera, a camera in use, or none at all in the browser', async () => {
    cameraThat(() => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')));
    await expect(capturePunchPhoto()).resolves.toEqual({ outcome: 'failed' });
    cameraThat(() => Promise.reject(new DOMException('Could not start video source', 'NotReadableError')));
    await expect(capturePunchPhoto()).resolves.toEqual({ outcome: 'failed' });
    vi.stubGlobal('navigator', {});
    await expect(capturePunchPhoto()).resolves.toEqual({ outcome: 'failed' });
  });

  it('gives up on a camera that does not answer in time, so the punch is not held', async () => {
    cameraThat(() => new Promise<MediaStream>(() => undefined));
    const started = Date.now();
    await expect(capturePunchPhoto(50)).resolves.toEqual({ outcome: 'failed' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('turns off a camera that answers after the punch went without it', async () => {
    const stop = vi.fn();
    const lateStream = { getTracks: () => [{ stop }] } as unknown as MediaStream;
    cameraThat(() => new Promise<MediaStream>((resolve) => setTimeout(() => resolve(lateStream), 50)));
    await expect(capturePunchPhoto(10)).resolves.toEqual({ outcome: 'failed' });
    expect(stop).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(stop).toHaveBeenCalledTimes(1));
  });
});

describe('the photo at a punch, queued', () => {
  const UID = 'crew-1';
  const PUNCH = {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    kind: 'in' as const,
    at: '2026-11-24T16:00:00.000Z',
    timezone: 'America/Los_Angeles',
    position: null,
    clockSkewMs: null,
    weekStart: '2026-11-23',
    note: '',
    photo: 'taken' as const,
  };
  let db: LotcrewDatabase;
  let remote: FakeRemote;
  const stored = new Map<string, Blob>();
  const store: FileStore = {
    upload: (path, file) => {
      stored.set(path, file);
      return Promise.resolve();
    },
    exists: (path) => Promise.resolve(stored.has(path)),
  };
  beforeEach(async () => {
    db = new LotcrewDatabase(`punch-photo-test-${crypto.randomUUID()}`);
    await db.open();
    remote = new FakeRemote();
    stored.clear();
  });
  afterEach(async () => {
    await db.delete();
  });

  it('goes to Storage after its punch has reached the server, then leaves the phone’s queue', async () => {
    await enqueueWrite(db, UID, 'punch', PUNCH);
    const afterSeq = (await db.outbox.orderBy('seq').last())?.seq ?? 0;
    const photo = new Blob(['jpeg bytes'], { type: 'image/jpeg' });
    await db.punchPhotos.put({
      id: PUNCH.id,
      punchId: PUNCH.id,
      uid: UID,
      path: punchPhotoPath(UID, PUNCH.id),
      file: photo,
      takenAt: PUNCH.at,
      state: 'waiting',
      afterSeq,
      message: null,
    });
    const uploader = new FileUploader(PUNCH_PHOTO_UPLOADS, {
      db,
      store: () => Promise.resolve(store),
      clock: new ManualClock(),
      currentUid: () => UID,
      registry: () => Promise.resolve(MUTATOR_REGISTRY),
      canTry: () => true,
    });
    // The punch is not on the server yet: Storage would have nothing to check the photo against.
    expect(await uploader.uploadOnce()).toBe('waiting');
    await flusherFor(db, remote, UID).drain();
    expect(remote.documents.get(`timePunches/${PUNCH.id}`)).toMatchObject({ photo: 'taken', uid: UID });
    expect(await uploader.uploadOnce()).toBe('sent');
    expect([...stored.keys()]).toEqual([`punchPhotos/${UID}/${PUNCH.id}.jpg`]);
    expect(await db.punchPhotos.count()).toBe(0);
    expect(await db.fileCopies.get(punchPhotoPath(UID, PUNCH.id))).toMatchObject({
      path: punchPhotoPath(UID, PUNCH.id),
    });
  });

  it('is refused in a punch that names an outcome the app does not know, queueing nothing', async () => {
    await expect(enqueueWrite(db, UID, 'punch', { ...PUNCH, photo: 'blurry' as 'taken' })).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });
});
