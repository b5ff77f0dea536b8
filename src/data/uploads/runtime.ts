/**
 * The upload queue at run time: Cloud Storage as its store, one uploader per kind of file
 * (each behind its own Web Lock, so one tab of the origin runs it, like the sync queue),
 * and the progress of the file being sent, for the screens.
 */
import { useSyncExternalStore } from 'react';
import { realClock } from '../../utils/backoff';
import { errorCodeOf } from '../errorCode';
import { getFirebaseStorage } from '../firebase';
import { onWritesSent, runInOneTab } from '../outbox/startSync';
import { wakeEverywhere } from '../outbox/sync';
import { currentUid, loadRegistry } from '../port';
import { getDatabase } from '../db';
import { FileUploader, type FileStore, type QueuedFile, type UploadKind } from './uploader';

/** An upload that cannot reach Storage gives up after this long and waits for the queue's retry. */
const UPLOAD_RETRY_LIMIT_MS = 30_000;

const progress = new Map<string, number>();
const progressListeners = new Set<() => void>();
let progressSnapshot: ReadonlyMap<string, number> = new Map();

function setProgress(fileId: string, fraction: number | null): void {
  if (fraction === null) progress.delete(fileId);
  else progress.set(fileId, fraction);
  progressSnapshot = new Map(progress);
  for (const listener of progressListeners) listener();
}

/** Upload progress (0–1) of the files being sent now, by their queue id. */
export function useUploadProgress(): ReadonlyMap<string, number> {
  return useSyncExternalStore(
    (listener) => {
      progressListeners.add(listener);
      return () => progressListeners.delete(listener);
    },
    () => progressSnapshot,
  );
}

async function firebaseFileStore(): Promise<FileStore> {
  const [storage, { ref, uploadBytesResumable, getMetadata }] = await Promise.all([
    getFirebaseStorage(),
    import('../sdk/storage'),
  ]);
  storage.maxUploadRetryTime = UPLOAD_RETRY_LIMIT_MS;
  return {
    upload: (path, file, contentType, onProgress) =>
      new Promise((resolve, reject) => {
        const task = uploadBytesResumable(ref(storage, path), file, { contentType });
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

/** The uploader of one kind of file: `wake` it when a file is queued, `start` it once signed in. */
export interface KindUploader {
  wake(): void;
  start(): void;
}

/** One uploader for `kind`, run by one tab at a time under `lock`. */
export function uploaderOf<T extends QueuedFile>(kind: UploadKind<T>, lock: string): KindUploader {
  let uploader: FileUploader<T> | undefined;
  let started = false;
  const get = () =>
    (uploader ??= new FileUploader(kind, {
      db: getDatabase(),
      store: firebaseFileStore,
      clock: realClock,
      currentUid,
      registry: loadRegistry,
      canTry: () => navigator.onLine,
      onProgress: setProgress,
      onQueued: wakeEverywhere,
    }));
  return {
    wake: () => get().wake(),
    start: () => {
      if (started) return;
      started = true;
      const active = get();
      onWritesSent(() => active.wake());
      runInOneTab(active, lock);
    },
  };
}
