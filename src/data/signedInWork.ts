/**
 * What runs on this device while someone is signed in: writes (the mutators and zod, so
 * a crew member who loses signal right after opening the app can still log work), the
 * sync queue, the upload queues (ticket photos, invoice PDFs, profile photos), and persistent storage. It starts once Firebase Auth
 * has confirmed someone signed in and the first screen is up (src/data/signedInStart.ts);
 * nobody signed in means none of it is downloaded.
 */
import { startSync } from './outbox/startSync';
import { startPhotoUploads } from './photos/photos';
import { startInvoicePdfUploads } from './supplies/invoicePdfs';
import { currentUid } from './session';
import { loadRegistry } from './registry';
import { startProfilePhotoUploads } from './profilePhotos/profilePhoto';
import { startPunchPhotoUploads } from './time/punchPhoto';
import { startSyncMarks } from './users/syncMark';
import { copySyncedAt } from './mirror';

export function startSignedInWork(): void {
  void requestPersistentStorage();
  const writesLoaded = loadRegistry().catch(() => undefined);
  startSync({ currentUid, registry: loadRegistry });
  startPhotoUploads();
  startInvoicePdfUploads();
  startProfilePhotoUploads();
  startPunchPhotoUploads();
  startSyncMarks(currentUid, () => copySyncedAt());
  // A build-time constant: in every other build this branch and the hooks' module are gone.
  // The hooks appear once the writes' code has arrived (or failed to), so a test that cuts
  // the signal when it sees them cuts it as a crew member's lost signal would after the
  // app has loaded, never in the second before (a phone that loses it then is told to
  // reconnect to write: registry.ts). Seen in a run of two test files at once.
  if (import.meta.env.VITE_TEST_HOOKS)
    void Promise.all([import('./testHooks'), writesLoaded]).then(([{ exposeTestHooks }]) =>
      exposeTestHooks(),
    );
}

/**
 * Asks the browser not to evict this origin's storage under pressure. Installed PWAs
 * usually get it; a refusal only means eviction stays possible, so it is not an error.
 */
async function requestPersistentStorage(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}
