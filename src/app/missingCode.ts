import { importsAheadOfNeed } from '../lib/serviceWorker';

type UpdateModule = { reloadOnceIfAnotherBuild: () => unknown };

/**
 * What the page does when Vite reports code it could not fetch (`vite:preloadError`): asks
 * the server whether another build is out, and reloads once if so (an old tab after a
 * deploy asks for files that are gone). The question's own code (`loadUpdate`) is fetched
 * the same way, and with no signal its failure is reported here too: one question at a
 * time, or each failure asked again, without end (600-1,000 fetches a second, measured on a
 * phone whose signal dropped before the app was installed).
 */
export function answerMissingCode(loadUpdate: () => Promise<UpdateModule>): () => void {
  let asking = false;
  return () => {
    // Asked now: an import made ahead of need is still under way while Vite reports it.
    if (importsAheadOfNeed() || asking) return;
    asking = true;
    void loadUpdate()
      .then(({ reloadOnceIfAnotherBuild }) => reloadOnceIfAnotherBuild())
      .catch(() => undefined)
      .finally(() => {
        asking = false;
      });
  };
}
