/**
 * Ticket photos at run time: taking one (compressed, kept in IndexedDB at once), the
 * upload queue (one per origin, behind a Web Lock like the sync queue), its progress,
 * and the pictures a screen shows: this phone's thumbnails, offline included, or
 * Storage's copy for photos taken elsewhere.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { SPEC_TEXTS } from '../../config/texts';
import { useConnection } from '../connection/appConnection';
import { getDatabase, type LocalPhoto } from '../db';
import { getFirebaseStorage } from '../firebase';
import type { Ticket } from '../model';
import { signedInUid } from '../port';
import { compressPhoto } from './compress';
import { PHOTO_UPLOADS, retryRefusedPhoto } from './uploader';
import { uploaderOf } from '../uploads';

/** One tab of the origin sends photos (a Web Lock, as for the sync queue). */
const PHOTO_UPLOADER_LOCK = 'lotcrew-photo-uploader';
const photoUploads = uploaderOf(PHOTO_UPLOADS, PHOTO_UPLOADER_LOCK);

/** Upload progress (0–1) of the photos being sent now, by photo id. */
export { useUploadProgress } from '../uploads';

/** Starts the photo upload queue (once per tab; only the lock holder runs it). */
export function startPhotoUploads(): void {
  photoUploads.start();
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
  const uid = await signedInUid();
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
  photoUploads.wake();
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
  photoUploads.wake();
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
