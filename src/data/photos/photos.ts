/**
 * Ticket photos at run time: taking one (compressed, kept in IndexedDB at once), the
 * upload queue (one per origin, behind a Web Lock like the sync queue), its progress,
 * and the pictures a screen shows: this phone's thumbnails, offline included, or
 * Storage's copy for photos taken elsewhere.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { SPEC_TEXTS } from '../../config/texts';
import { realClock } from '../../utils/backoff';
import { useConnection } from '../connection/appConnection';
import { getDatabase, type LocalPhoto } from '../db';
import { errorCodeOf } from '../errorCode';
import { getFirebaseStorage } from '../firebase';
import type { Ticket } from '../model';
import { onWritesSent, runInOneTab, wakeEverywhere } from '../outbox/sync';
import { currentUid } from '../session';
import { loadRegistry } from '../registry';
import { compressPhoto } from './compress';
import { PhotoUploader, retryRefusedPhoto, type PhotoStore } from './uploader';

const UPLOADER_LOCK = 'lotcrew-photo-uploader';
/** An upload that cannot reach Storage gives up after this long and waits for the queue's retry. */
const UPLOAD_RETRY_LIMIT_MS = 30_000;

const progress = new Map<string, number>();
const progressListeners = new Set<() => void>();
let progressSnapshot: ReadonlyMap<string, number> = new Map();

function setProgress(photoId: string, fraction: number | null): void {
  if (fraction === null) progress.delete(photoId);
  else progress.set(photoId, fraction);
  progressSnapshot = new Map(progress);
  for (const listener of progressListeners) listener();
}

/** Upload progress (0–1) of the photos being sent now, by photo id. */
export function useUploadProgress(): ReadonlyMap<string, number> {
  return useSyncExternalStore(
    (listener) => {
      progressListeners.add(listener);
      return () => progressListeners.delete(listener);
    },
    () => progressSnapshot,
  );
}

async function firebasePhotoStore(): Promise<PhotoStore> {
  const [storage, { ref, uploadBytesResumable, getMetadata }] = await Promise.all([
    getFirebaseStorage(),
    import('../sdk/storage'),
  ]);
  storage.maxUploadRetryTime = UPLOAD_RETRY_LIMIT_MS;
  return {
    upload: (path, file, onProgress) =>
      new Promise((resolve, reject) => {
        const task = uploadBytesResumable(ref(storage, path), file, { contentType: 'image/jpeg' });
        // Losing the network mid-upload: stop now and let the queue retry on reconnect.
        const cancel = () => task.cancel();
        window.addEventListener('offline', cancel);
        task.on(
          'state_changed',
          (snapshot) => onProgress(snapshot.totalBytes ? snapshot.bytesTransferred / snapshot.totalBytes : 0),
          (error) => {
            window.removeEventListener('offline', cancel);
            reject(error);
          },
          () => {
            window.removeEventListener('offline', cancel);
            resolve();
          },
        );
      }),
    exists: (path) =>
      getMetadata(ref(storage, path)).then(
        () => true,
        (error: unknown) => {
          if (errorCodeOf(error) === 'storage/object-not-found') return false;
          throw error;
        },
      ),
  };
}

let uploader: PhotoUploader | undefined;
function getUploader(): PhotoUploader {
  uploader ??= new PhotoUploader({
    db: getDatabase(),
    store: firebasePhotoStore,
    clock: realClock,
    currentUid,
    registry: loadRegistry,
    canTry: () => navigator.onLine,
    onProgress: setProgress,
    onQueued: wakeEverywhere,
  });
  return uploader;
}

let started = false;
/** Starts the upload queue (once per tab; only the lock holder runs it). */
export function startPhotoUploads(): void {
  if (started) return;
  started = true;
  const active = getUploader();
  onWritesSent(() => active.wake());
  runInOneTab(active, UPLOADER_LOCK);
}

/**
 * Takes a photo for `slot` of `ticket`: compresses it and keeps it on the phone, to be
 * uploaded when the writes made before it have reached the server. Throws an Error
 * with a message for the person when the file is not a usable photo.
 */
export async function takePhoto(
  ticket: Pick<Ticket, 'dealershipId'> & { id: string },
  slot: string,
  original: Blob,
): Promise<void> {
  const uid = currentUid();
  if (!uid) throw new Error(SPEC_TEXTS.errors.notAuthenticated);
  const { file, thumbnail } = await compressPhoto(original);
  const db = getDatabase();
  const id = crypto.randomUUID();
  await db.transaction('rw', db.outbox, db.photos, async () => {
    const last = await db.outbox.orderBy('seq').last();
    await db.photos.add({
      id,
      ticketId: ticket.id,
      dealershipId: ticket.dealershipId,
      slot,
      takenAt: new Date().toISOString(),
      uid,
      path: `tickets/${ticket.dealershipId}/${ticket.id}/${id}.jpg`,
      thumbnail,
      file,
      bytes: file.size,
      state: 'waiting',
      afterSeq: last?.seq ?? 0,
      message: null,
    });
  });
  getUploader().wake();
}

/** This phone's photos of a ticket (waiting, uploaded or refused), oldest first. */
export function useLocalPhotos(ticketId: string): LocalPhoto[] | undefined {
  return useLiveQuery(
    () => getDatabase().photos.where('ticketId').equals(ticketId).sortBy('takenAt'),
    [ticketId],
  );
}

export async function retryPhoto(photoId: string): Promise<void> {
  await retryRefusedPhoto(getDatabase(), photoId);
  getUploader().wake();
}

/** Deletes a refused photo from this phone (the person chose "Discard"). */
export async function discardPhoto(photoId: string): Promise<void> {
  await getDatabase().photos.delete(photoId);
}

/** An object URL for a blob, revoked when the component lets go of it. */
export function useBlobUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return undefined;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return blob ? url : undefined;
}

/** Storage's download URL of a photo taken on another phone; undefined offline or while loading. */
export function useStoredPhotoUrl(path: string | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  const { status } = useConnection();
  useEffect(() => {
    if (!path || status !== 'connected') return undefined;
    let current = true;
    void Promise.all([getFirebaseStorage(), import('../sdk/storage')])
      .then(([storage, { ref, getDownloadURL }]) => getDownloadURL(ref(storage, path)))
      .then((found) => current && setUrl(found))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [path, status]);
  return url;
}
