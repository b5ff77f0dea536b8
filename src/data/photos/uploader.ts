/**
 * The photo upload queue. A photo taken on the phone waits in IndexedDB (LocalPhoto)
 * until the sync queue has delivered every write made before it (so the ticket exists
 * on the server and is assigned to whoever took the photo); then its file goes to
 * Storage, and one sync-queue write adds it to the ticket's photos. Photos go one at a
 * time, oldest first; a reload or a lost connection starts the interrupted one again
 * from its first byte (a compressed photo is a few hundred KB).
 */
import type { Clock } from '../../utils/backoff';
import { QueueLoop, type LoopNext } from '../queueLoop';
import type { LocalPhoto, LotcrewDatabase } from '../db';
import { errorCodeOf } from '../errorCode';
import type { MutatorRegistry } from '../outbox/mutator';
import { enqueue } from '../outbox/outbox';

/** Where photo files go: Cloud Storage in the app, a fake in unit tests. */
export interface PhotoStore {
  upload(path: string, file: Blob, onProgress: (fraction: number) => void): Promise<void>;
  /** Whether a file is at `path` (readable by whoever may upload it). */
  exists(path: string): Promise<boolean>;
}

/** Storage error codes after which the same upload can never succeed. */
/** Storage's refusals that are answers (the photo will never be taken), by why, for the screen to say. */
const REFUSED_UPLOADS: Record<string, NonNullable<LocalPhoto['refusedBecause']>> = {
  'storage/unauthorized': 'notYours',
  'storage/invalid-argument': 'badFile',
  'storage/invalid-format': 'badFile',
};

export type UploadOutcome = 'sent' | 'refused' | 'retry' | 'waiting' | 'empty' | 'blocked';

export interface PhotoUploaderOptions {
  db: LotcrewDatabase;
  store: () => Promise<PhotoStore>;
  clock: Clock;
  currentUid: () => string | null;
  /** The app's writes (a photo's place on its ticket is one). */
  registry: () => Promise<MutatorRegistry>;
  canTry?: () => boolean;
  /** Progress of the photo being sent (0–1), for the screen; cleared with null. */
  onProgress?: (photoId: string, fraction: number | null) => void;
  /** A sync-queue write was added (the photo's entry): wake the flusher. */
  onQueued?: () => void;
}

/** The next photo of `uid` to upload, oldest first. */
async function nextWaiting(db: LotcrewDatabase, uid: string): Promise<LocalPhoto | undefined> {
  const waiting = await db.photos.where('state').equals('waiting').toArray();
  return waiting
    .filter((photo) => photo.uid === uid)
    .sort((a, b) => a.afterSeq - b.afterSeq || a.takenAt.localeCompare(b.takenAt))[0];
}

export class PhotoUploader extends QueueLoop {
  constructor(private readonly options: PhotoUploaderOptions) {
    super(options.clock);
  }

  protected async step(): Promise<LoopNext> {
    const outcome = await this.uploadOnce();
    if (outcome === 'retry') return 'backOff';
    return outcome === 'empty' || outcome === 'blocked' || outcome === 'waiting' ? 'idle' : 'again';
  }

  /** Uploads the oldest waiting photo, if the writes before it have reached the server. */
  async uploadOnce(): Promise<UploadOutcome> {
    const { db, onProgress } = this.options;
    const uid = this.options.currentUid();
    if (!uid) return 'blocked';
    const photo = await nextWaiting(db, uid);
    if (!photo) return 'empty';
    if (!photo.file) return 'empty';
    const earlier = await db.outbox.where('seq').belowOrEqual(photo.afterSeq).count();
    if (earlier > 0) return 'waiting';
    if (this.options.canTry && !this.options.canTry()) return 'blocked';

    let store: PhotoStore | undefined;
    try {
      store = await this.options.store();
      onProgress?.(photo.id, 0);
      await store.upload(photo.path, photo.file, (fraction) => onProgress?.(photo.id, fraction));
    } catch (error) {
      const refusedBecause = REFUSED_UPLOADS[errorCodeOf(error) ?? ''];
      // Photos are written once (no overwrite), so a retry of a photo whose upload finished
      // just before a reload is refused: its file is there, and it only needs attaching.
      if (refusedBecause && store && (await store.exists(photo.path).catch(() => false))) {
        await this.attach(photo);
        onProgress?.(photo.id, null);
        return 'sent';
      }
      if (refusedBecause) {
        await db.photos.update(photo.id, { state: 'refused', refusedBecause, message: null });
        onProgress?.(photo.id, null);
        return 'refused';
      }
      this.failures++;
      onProgress?.(photo.id, null);
      return 'retry';
    }
    await this.attach(photo);
    onProgress?.(photo.id, null);
    this.failures = 0;
    return 'sent';
  }

  /** The file is in Storage: queue its place on the ticket and let the phone drop the file. */
  private async attach(photo: LocalPhoto): Promise<void> {
    const { db } = this.options;
    const registry = await this.options.registry();
    await db.transaction('rw', db.tables, async () => {
      await enqueue(db, registry, photo.uid, 'addTicketPhoto', {
        ticketId: photo.ticketId,
        path: photo.path,
        slot: photo.slot,
        takenAt: photo.takenAt,
      });
      await db.photos.update(photo.id, { state: 'uploaded', file: null });
    });
    this.options.onQueued?.();
  }
}

/** Puts a refused photo back in the queue (the person chose "Try again"). */
export async function retryRefusedPhoto(db: LotcrewDatabase, photoId: string): Promise<void> {
  await db.photos.update(photoId, { state: 'waiting', message: null, refusedBecause: null });
}
