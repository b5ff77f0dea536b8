/**
 * A photo from the front camera at a punch, where the dealership asks for one (issue #35):
 * taken at the tap, small (a face and a place, not a portrait), kept on the phone at once
 * and sent by the upload queue after its punch, like a ticket photo. No face matching and no
 * biometric template: a person looks at it. A camera that is refused, missing or slow never
 * stops the punch; the punch says which.
 */
import { getDatabase, type LocalPunchPhoto } from '../db';
import type { PunchPhotoOutcome } from '../model';
import { uploaderOf, useStoredFileUrl, type UploadKind } from '../uploads';
import { useLiveQuery } from 'dexie-react-hooks';
import { SECOND_MS } from '../../utils/duration';

/** Its longest edge: enough to see who and where at a glance (~15–30 KB). */
export const PUNCH_PHOTO_MAX_EDGE_PX = 320;
const PUNCH_PHOTO_JPEG_QUALITY = 0.7;
/** The camera gets this long to give a picture; then the punch goes without one ('failed'). */
export const PUNCH_PHOTO_CAMERA_LIMIT_MS = 4 * SECOND_MS;

/** Where a punch's photo is in Storage. */
export const punchPhotoPath = (uid: string, punchId: string): string => `punchPhotos/${uid}/${punchId}.jpg`;

export type PunchPhotoShot =
  { outcome: 'taken'; photo: Blob } | { outcome: Exclude<PunchPhotoOutcome, 'taken'> };

/** One frame of the front camera, as a small JPEG; or why there is none. Never throws. */
export async function capturePunchPhoto(limitMs = PUNCH_PHOTO_CAMERA_LIMIT_MS): Promise<PunchPhotoShot> {
  if (!navigator.mediaDevices?.getUserMedia) return { outcome: 'failed' };
  let stream: MediaStream | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), limitMs);
  });
  const opening = navigator.mediaDevices.getUserMedia({
    video: { facingMode: 'user', width: { ideal: 640 } },
    audio: false,
  });
  try {
    const opened = await Promise.race([opening, timeout]);
    if (opened === 'late') {
      // A camera that answers after the punch went without it is turned off when it does.
      void opening.then(
        (late) => late.getTracks().forEach((track) => track.stop()),
        () => undefined,
      );
      return { outcome: 'failed' };
    }
    stream = opened;
    const photo = await Promise.race([frameOf(stream), timeout]);
    return photo === 'late' || photo === null ? { outcome: 'failed' } : { outcome: 'taken', photo };
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    return { outcome: name === 'NotAllowedError' || name === 'SecurityError' ? 'refused' : 'failed' };
  } finally {
    clearTimeout(timer);
    for (const track of stream?.getTracks() ?? []) track.stop();
  }
}

/** The stream's first real frame, scaled to PUNCH_PHOTO_MAX_EDGE_PX, as JPEG. */
async function frameOf(stream: MediaStream): Promise<Blob | null> {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  await video.play();
  if (video.videoWidth === 0)
    await new Promise((resolve) => video.addEventListener('resize', resolve, { once: true }));
  const scale = Math.min(1, PUNCH_PHOTO_MAX_EDGE_PX / Math.max(video.videoWidth, video.videoHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
  canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  video.srcObject = null;
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', PUNCH_PHOTO_JPEG_QUALITY));
}

/** The upload queue's punch photos: once in Storage, the phone's copy goes (the office reads Storage's). */
export const PUNCH_PHOTO_UPLOADS: UploadKind<LocalPunchPhoto> = {
  table: (db) => db.punchPhotos,
  queuedAt: (photo) => photo.takenAt,
  contentType: 'image/jpeg',
  arrived: async (db, _registry, photo) => {
    if (photo.file) await db.fileCopies.put({ path: photo.path, file: photo.file, savedAt: photo.takenAt });
    await db.punchPhotos.delete(photo.id);
    return false;
  },
};
let uploads: ReturnType<typeof uploaderOf> | undefined;
const punchPhotoUploads = () => (uploads ??= uploaderOf(PUNCH_PHOTO_UPLOADS, 'lotcrew-punch-photo-uploader'));

/** Starts the punch photo upload queue (once per tab; only the lock holder runs it). */
export function startPunchPhotoUploads(): void {
  punchPhotoUploads().start();
}

/**
 * Keeps a punch's photo on the phone and queues it after the punch (already queued). It goes
 * under the person who punched (`uid`), sent by the account that made the punch: theirs, or
 * the kiosk's (issue #35).
 */
export async function queuePunchPhoto(
  uid: string,
  punchId: string,
  photo: Blob,
  takenAt: string,
  sentBy: string = uid,
): Promise<void> {
  const db = getDatabase();
  await db.transaction('rw', db.outbox, db.punchPhotos, async () => {
    const last = await db.outbox.orderBy('seq').last();
    await db.punchPhotos.put({
      id: punchId,
      punchId,
      uid: sentBy,
      path: punchPhotoPath(uid, punchId),
      file: photo,
      takenAt,
      state: 'waiting',
      afterSeq: last?.seq ?? 0,
      message: null,
    });
  });
  punchPhotoUploads().wake();
}

/** A punch's photo as an image address (null: none, or not reachable yet). */
export function usePunchPhotoUrl(
  uid: string,
  punchId: string,
  photo: PunchPhotoOutcome | undefined,
): string | null {
  const pending = useLiveQuery(
    async () => (photo === 'taken' ? ((await getDatabase().punchPhotos.get(punchId))?.file ?? null) : null),
    [punchId, photo],
  );
  return useStoredFileUrl(photo === 'taken' ? punchPhotoPath(uid, punchId) : null, pending ?? null);
}
