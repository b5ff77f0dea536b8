/**
 * A person's profile photo (issue #20): compressed on the phone like a ticket photo,
 * kept in IndexedDB at once (the phone shows it with no signal), sent to Storage by the
 * upload queue, and then named in their user document (`photoPath`), so every phone of
 * the team can fetch it. A photo seen once is kept on the phone (`fileCopies`) and shows
 * offline afterwards.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { SPEC_TEXTS } from '../../config/texts';
import { getDatabase, type LocalProfilePhoto } from '../db';
import { enqueue } from '../outbox/outbox';
import { compressPhoto } from '../photos/compress';
import { signedInUid } from '../port';
import { uploaderOf, useStoredFileUrl, type UploadKind } from '../uploads';

export const PROFILE_PHOTO_UPLOADS: UploadKind<LocalProfilePhoto> = {
  table: (db) => db.profilePhotos,
  queuedAt: (photo) => photo.takenAt,
  contentType: 'image/jpeg',
  arrived: async (db, registry, photo) => {
    await enqueue(db, registry, photo.uid, 'setProfilePhoto', {
      photoPath: photo.path,
      photoUpdatedAt: photo.takenAt,
    });
    // The full-size file becomes the phone's kept copy of that path.
    if (photo.file) await db.fileCopies.put({ path: photo.path, file: photo.file, savedAt: photo.takenAt });
    await db.profilePhotos.delete(photo.id);
    return true;
  },
};
// Made on first use, so a screen that only shows photos does not bring the queue with it.
let uploads: ReturnType<typeof uploaderOf> | undefined;
const profilePhotoUploads = () =>
  (uploads ??= uploaderOf(PROFILE_PHOTO_UPLOADS, 'lotcrew-profile-photo-uploader'));

/** Starts the profile photo upload queue (once per tab; only the lock holder runs it). */
export function startProfilePhotoUploads(): void {
  profilePhotoUploads().start();
}

/**
 * Makes `original` the signed-in person's photo: compressed, kept on the phone, queued
 * for Storage. Throws a PhotoProblem (with its reason) for a file that is not a usable photo.
 */
export async function setProfilePhoto(original: Blob): Promise<void> {
  const uid = await signedInUid();
  if (!uid) throw new Error(SPEC_TEXTS.errors.notAuthenticated);
  const { file } = await compressPhoto(original);
  const db = getDatabase();
  const id = crypto.randomUUID();
  await db.transaction('rw', db.outbox, db.profilePhotos, async () => {
    const last = await db.outbox.orderBy('seq').last();
    await db.profilePhotos.add({
      id,
      uid,
      path: `profilePhotos/${uid}/${id}.jpg`,
      file,
      takenAt: new Date().toISOString(),
      state: 'waiting',
      afterSeq: last?.seq ?? 0,
      message: null,
    });
  });
  profilePhotoUploads().wake();
}

/** The person's photo still on its way to Storage from this phone (newest), if any. */
export function usePendingProfilePhoto(uid: string | null): LocalProfilePhoto | undefined {
  return useLiveQuery(async () => {
    if (!uid) return undefined;
    const mine = await getDatabase()
      .profilePhotos.filter((photo) => photo.uid === uid)
      .toArray();
    return mine.sort((a, b) => a.takenAt.localeCompare(b.takenAt)).at(-1);
  }, [uid]);
}

/**
 * A person's photo as an image address, or null: their photo waiting on this phone (for
 * themselves), else the phone's kept copy of `photoPath`, else Storage's (when connected;
 * then kept, so it shows offline next time).
 */
export function useProfilePhotoUrl(uid: string | null, photoPath: string | null | undefined): string | null {
  const pending = usePendingProfilePhoto(uid);
  return useStoredFileUrl(photoPath, pending?.file ?? null);
}
