/**
 * Ticket photos in the upload queue (src/data/uploads): a photo waits until the writes
 * made before it (the ticket's creation, the claim) have reached the server, so the ticket
 * exists and is assigned to whoever took it; once its file is in Storage, one sync-queue
 * write adds it to the ticket's photos and the phone drops the full-size file (the
 * thumbnail stays).
 */
import type { LocalPhoto } from '../db';
import { enqueue } from '../outbox/outbox';
import { FileUploader, retryRefused, type UploaderOptions, type UploadKind } from '../uploads/uploader';

export type { FileStore as PhotoStore } from '../uploads/uploader';

export const PHOTO_UPLOADS: UploadKind<LocalPhoto> = {
  table: (db) => db.photos,
  queuedAt: (photo) => photo.takenAt,
  contentType: 'image/jpeg',
  arrived: async (db, registry, photo) => {
    await enqueue(db, registry, photo.uid, 'addTicketPhoto', {
      ticketId: photo.ticketId,
      path: photo.path,
      slot: photo.slot,
      takenAt: photo.takenAt,
    });
    await db.photos.update(photo.id, { state: 'uploaded', file: null });
    return true;
  },
};

/** The photo queue's uploader (unit tests drive it directly). */
export class PhotoUploader extends FileUploader<LocalPhoto> {
  constructor(options: UploaderOptions) {
    super(PHOTO_UPLOADS, options);
  }
}

/** Puts a refused photo back in the queue (the person chose "Try again"). */
export function retryRefusedPhoto(
  db: Parameters<typeof PHOTO_UPLOADS.table>[0],
  photoId: string,
): Promise<void> {
  return retryRefused(db.photos, photoId);
}
