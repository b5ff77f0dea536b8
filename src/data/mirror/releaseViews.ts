// @lotcrew/test-only: tests and benchmarks only; no production build may hold this module (tests/integration/bundleSecrets.test.ts).
/**
 * Test builds: stops this context's mirror and resolves once the server has taken the
 * removal of its views. The end-to-end tests call it (through `window.lotcrewTest`) before
 * they close a phone. Why: the Firestore emulator drops a listen target only when the
 * client unlistens it; a closed page's channel is only logged as closed. Every view of
 * every phone a test had closed stayed, and every later commit ran all their queries
 * again (docs/testing.md: a write ~12 ms with fresh emulators, 64-79 ms after six closed
 * owner phones, ~12 ms after six released ones). The real backend ends a closed channel's
 * targets itself, so the app does nothing of this for people.
 *
 * The barrier: a listen to the person's own user document, sent after the removals on the
 * same channel, whose messages the server takes in order. Its first answer from the server
 * means the removals before it were taken. It is then stopped too; a document target
 * costs the emulator nothing on writes to other documents.
 */
import { getFirebaseAuth } from '../firebase';
import { loadMirrorParts, syncMirror } from './mirror';
import type { MirrorHost } from './mirrorHost';

export async function releaseViews(host: MirrorHost): Promise<void> {
  syncMirror(null, host);
  const [auth, [firestore, { doc, onSnapshot }]] = await Promise.all([getFirebaseAuth(), loadMirrorParts()]);
  const uid = auth.currentUser?.uid;
  if (!uid) return;
  await new Promise<void>((resolve) => {
    const stop = onSnapshot(
      doc(firestore, 'users', uid),
      { includeMetadataChanges: true },
      (snapshot) => {
        if (snapshot.metadata.fromCache) return;
        stop();
        resolve();
      },
      // Refused or failed: nothing more to wait for.
      () => resolve(),
    );
  });
}
