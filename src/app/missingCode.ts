import { importsAheadOfNeed } from '../lib/serviceWorker';

type UpdateModule = { reloadOnceIfAnotherBuild: () => unknown };
type LoadUpdate = () => Promise<UpdateModule>;

/** Vite's report of code it could not fetch: `payload` is the import's own error. */
type PreloadErrorEvent = Event & { payload?: unknown };

/** The failures asked about already: each is asked about once, by whichever sees it first. */
const askedAbout = new WeakSet<object>();
/** One question at a time (see `answerMissingCode`). */
let asking = false;

function ask(loadUpdate: LoadUpdate, failure: unknown): void {
  if (failure instanceof Object) askedAbout.add(failure);
  asking = true;
  void loadUpdate()
    .then(({ reloadOnceIfAnotherBuild }) => reloadOnceIfAnotherBuild())
    .catch(() => undefined)
    .finally(() => {
      asking = false;
    });
}

/** Usually loaded with the update prompt after the first screen: no fetch of its own then. */
const loadUpdateModule: LoadUpdate = () => import('../lib/update');

/**
 * What the page does when Vite reports code it could not fetch (`vite:preloadError`): asks
 * the server whether another build is out, and reloads once if so (an old tab after a
 * deploy asks for files that are gone). The question's own code (`loadUpdate`) is fetched
 * the same way, and with no signal its failure is reported here too: one question at a
 * time, or each failure asked again, without end (600-1,000 fetches a second, measured on a
 * phone whose signal dropped before the app was installed).
 * A report made while an import ahead of need is under way may be that import's: it is left
 * to the screen that shows it, if one does (`askAboutShownFailure`).
 */
export function answerMissingCode(loadUpdate = loadUpdateModule): (event?: PreloadErrorEvent) => void {
  return (event) => {
    // Asked now: an import made ahead of need is still under way while Vite reports it.
    if (!importsAheadOfNeed() && !asking) ask(loadUpdate, event?.payload);
  };
}

/**
 * A screen shows that its code could not be fetched (`error`, whose `cause` is the import's
 * own error): it was needed, whatever else was being fetched ahead of need when Vite
 * reported it. On a slow phone the screens readied ahead of a tap are often still coming
 * when the tapped one fails, and the report alone then asked nothing (after a deploy, the
 * page never reloaded to the new build). Asks unless the report asked about it already;
 * two questions at once are harmless (a reload happens once: `reloadOnceIfAnotherBuild`).
 */
export function askAboutShownFailure(error: unknown, loadUpdate = loadUpdateModule): void {
  const failure = error instanceof Error ? error.cause : undefined;
  // A failure that is no object was never asked about (a WeakSet holds none).
  if (!askedAbout.has(failure as object)) ask(loadUpdate, failure);
}
