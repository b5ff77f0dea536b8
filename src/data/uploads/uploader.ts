/**
 * The upload queue (ticket photos, invoice PDFs). A file kept on the phone waits in
 * IndexedDB until the sync queue has delivered every write made before it (so the
 * document it belongs to exists on the server, where Storage's rules can look it up);
 * then it goes to Storage, and its kind records that it arrived (a photo's place on its
 * ticket, an invoice PDF's copy kept for offline reading). Files go one at a time, oldest
 * first; a reload or a lost connection starts the interrupted one again from its first
 * byte (a compressed photo is a few hundred KB, a PDF at most 10 MiB).
 */
import type { Table } from 'dexie';
import type { Clock } from '../../utils/backoff';
import { QueueLoop, type LoopNext } from '../queueLoop';
import type { LotcrewDatabase } from '../db';
import { errorCodeOf } from '../errorCode';
import type { MutatorRegistry } from '../outbox/mutator';

/** What every queued file holds, whatever its kind. */
export interface QueuedFile {
  id: string;
  /** Who made it; a file is uploaded only under that account. */
  uid: string;
  /** Where it goes in Storage. */
  path: string;
  /** The file until it is uploaded (a kind may drop it then to free the phone's storage). */
  file: Blob | null;
  state: 'waiting' | 'uploaded' | 'refused';
  /** The last sync-queue entry when it was queued: the upload waits for it and every one before it. */
  afterSeq: number;
  /** Why Storage refused it (state 'refused'): the screen says it in the person's language. */
  refusedBecause?: 'notYours' | 'badFile' | null;
  message: string | null;
}

/** Where files go: Cloud Storage in the app, a fake in unit tests. */
export interface FileStore {
  upload(
    path: string,
    file: Blob,
    contentType: string,
    onProgress: (fraction: number) => void,
  ): Promise<void>;
  /** Whether a file is at `path` (readable by whoever may upload it). */
  exists(path: string): Promise<boolean>;
}

/** One kind of file the queue sends: its table, its order, its type, and what its arrival records. */
export interface UploadKind<T extends QueuedFile> {
  table(db: LotcrewDatabase): Table<T, string>;
  /** When it was queued (ties of `afterSeq` go oldest first). */
  queuedAt(item: T): string;
  contentType: string;
  /**
   * The file is in Storage: record it (inside one IndexedDB transaction over every table)
   * and take the item out of the waiting ones (state 'uploaded', or gone). Returns whether a
   * sync-queue write was added.
   */
  arrived(db: LotcrewDatabase, registry: MutatorRegistry, item: T): Promise<boolean>;
}

/** Storage's refusals that are answers (the file will never be taken), by why, for the screen to say. */
const REFUSED_UPLOADS: Record<string, NonNullable<QueuedFile['refusedBecause']>> = {
  'storage/unauthorized': 'notYours',
  'storage/invalid-argument': 'badFile',
  'storage/invalid-format': 'badFile',
};

export type UploadOutcome = 'sent' | 'refused' | 'retry' | 'waiting' | 'empty' | 'blocked';

export interface UploaderOptions {
  db: LotcrewDatabase;
  store: () => Promise<FileStore>;
  clock: Clock;
  currentUid: () => string | null;
  /** The app's writes (a photo's place on its ticket is one). */
  registry: () => Promise<MutatorRegistry>;
  canTry?: () => boolean;
  /** Progress of the file being sent (0–1), for the screen; cleared with null. */
  onProgress?: (fileId: string, fraction: number | null) => void;
  /** A sync-queue write was added: wake the flusher. */
  onQueued?: () => void;
}

export class FileUploader<T extends QueuedFile> extends QueueLoop {
  constructor(
    private readonly kind: UploadKind<T>,
    private readonly options: UploaderOptions,
  ) {
    super(options.clock);
  }

  protected async step(): Promise<LoopNext> {
    const outcome = await this.uploadOnce();
    if (outcome === 'retry') return 'backOff';
    return outcome === 'empty' || outcome === 'blocked' || outcome === 'waiting' ? 'idle' : 'again';
  }

  /** The next file of `uid` to upload, oldest first. */
  private async nextWaiting(uid: string): Promise<T | undefined> {
    const waiting = await this.kind.table(this.options.db).where('state').equals('waiting').toArray();
    return waiting
      .filter((item) => item.uid === uid)
      .sort(
        (a, b) => a.afterSeq - b.afterSeq || this.kind.queuedAt(a).localeCompare(this.kind.queuedAt(b)),
      )[0];
  }

  /** Uploads the oldest waiting file, if the writes before it have reached the server. */
  async uploadOnce(): Promise<UploadOutcome> {
    const { db, onProgress } = this.options;
    const uid = this.options.currentUid();
    if (!uid) return 'blocked';
    const item = await this.nextWaiting(uid);
    if (!item?.file) return 'empty';
    const earlier = await db.outbox.where('seq').belowOrEqual(item.afterSeq).count();
    if (earlier > 0) return 'waiting';
    if (this.options.canTry && !this.options.canTry()) return 'blocked';

    let store: FileStore | undefined;
    try {
      store = await this.options.store();
      onProgress?.(item.id, 0);
      await store.upload(item.path, item.file, this.kind.contentType, (fraction) =>
        onProgress?.(item.id, fraction),
      );
    } catch (error) {
      const refusedBecause = REFUSED_UPLOADS[errorCodeOf(error) ?? ''];
      // Files are written once (no overwrite), so a retry of an upload that finished
      // just before a reload is refused: its file is there, and it only needs recording.
      if (refusedBecause && store && (await store.exists(item.path).catch(() => false))) {
        await this.arrived(item);
        onProgress?.(item.id, null);
        return 'sent';
      }
      if (refusedBecause) {
        const refused: Partial<QueuedFile> = { state: 'refused', refusedBecause, message: null };
        await this.kind.table(db).update(item.id, refused as never);
        onProgress?.(item.id, null);
        return 'refused';
      }
      this.failures++;
      onProgress?.(item.id, null);
      return 'retry';
    }
    await this.arrived(item);
    onProgress?.(item.id, null);
    this.failures = 0;
    return 'sent';
  }

  private async arrived(item: T): Promise<void> {
    const { db } = this.options;
    const registry = await this.options.registry();
    const queued = await db.transaction('rw', db.tables, () => this.kind.arrived(db, registry, item));
    if (queued) this.options.onQueued?.();
  }
}

/** Puts a refused file back in the queue (the person chose "Try again"). */
export async function retryRefused<T extends QueuedFile>(table: Table<T, string>, id: string): Promise<void> {
  const waiting: Partial<QueuedFile> = { state: 'waiting', message: null, refusedBecause: null };
  await table.update(id, waiting as never);
}
