import { afterEach, describe, expect, it, vi } from 'vitest';
import { importAheadOfNeed } from '../lib/serviceWorker';
import { answerMissingCode, askAboutShownFailure } from './missingCode';

/** Vite's report of code it could not fetch, as its preload helper dispatches it. */
const PRELOAD_ERROR = 'vite:preloadError';
const target = new EventTarget();
const report = () => target.dispatchEvent(new Event(PRELOAD_ERROR, { cancelable: true }));

describe('answering code that could not be fetched', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('asks once per failure even when the question’s own code cannot be fetched either', async () => {
    // With no signal the update module's own import fails, and Vite reports that too.
    const loadUpdate = vi.fn(() => {
      report();
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/update.js'));
    });
    const answer = answerMissingCode(loadUpdate);
    target.addEventListener(PRELOAD_ERROR, answer);
    stop = () => target.removeEventListener(PRELOAD_ERROR, answer);
    report();
    await vi.waitFor(() => expect(loadUpdate).toHaveBeenCalledTimes(1));
    await new Promise((settled) => setTimeout(settled, 20));
    expect(loadUpdate).toHaveBeenCalledTimes(1);
    // The next failure, once that question is over, is asked about again.
    report();
    expect(loadUpdate).toHaveBeenCalledTimes(2);
  });

  it('asks the server whether another build is out when its code is here', async () => {
    const reloadOnceIfAnotherBuild = vi.fn();
    const answer = answerMissingCode(() => Promise.resolve({ reloadOnceIfAnotherBuild }));
    answer();
    await vi.waitFor(() => expect(reloadOnceIfAnotherBuild).toHaveBeenCalledOnce());
  });

  it('asks for a screen that shows its code missing when the report came amid imports ahead of need', async () => {
    // A slow phone: the screens readied ahead of the tap are still coming when the tapped one fails.
    let aheadArrives = () => {};
    const ahead = importAheadOfNeed(() => new Promise<void>((resolve) => (aheadArrives = resolve)));
    const reloadOnceIfAnotherBuild = vi.fn();
    const loadUpdate = () => Promise.resolve({ reloadOnceIfAnotherBuild });
    const importError = new TypeError('Failed to fetch dynamically imported module: /assets/Tickets.js');
    const event = Object.assign(new Event(PRELOAD_ERROR), { payload: importError });
    answerMissingCode(loadUpdate)(event);
    await new Promise((settled) => setTimeout(settled, 20));
    expect(reloadOnceIfAnotherBuild).not.toHaveBeenCalled();
    // The tapped screen says its code is missing: that one was needed.
    askAboutShownFailure(new Error('Screen code missing', { cause: importError }), loadUpdate);
    await vi.waitFor(() => expect(reloadOnceIfAnotherBuild).toHaveBeenCalledOnce());
    aheadArrives();
    await ahead;
  });

  it('asks once for a failure the report asked about and a screen then shows', async () => {
    const reloadOnceIfAnotherBuild = vi.fn();
    const loadUpdate = () => Promise.resolve({ reloadOnceIfAnotherBuild });
    const importError = new TypeError('Failed to fetch dynamically imported module: /assets/Washes.js');
    answerMissingCode(loadUpdate)(Object.assign(new Event(PRELOAD_ERROR), { payload: importError }));
    await vi.waitFor(() => expect(reloadOnceIfAnotherBuild).toHaveBeenCalledOnce());
    askAboutShownFailure(new Error('Screen code missing', { cause: importError }), loadUpdate);
    await new Promise((settled) => setTimeout(settled, 20));
    expect(reloadOnceIfAnotherBuild).toHaveBeenCalledOnce();
    // Another tap's failure (a new import, a new error) is asked about again.
    askAboutShownFailure(
      new Error('Screen code missing', {
        cause: new TypeError('Failed to fetch dynamically imported module'),
      }),
      loadUpdate,
    );
    await vi.waitFor(() => expect(reloadOnceIfAnotherBuild).toHaveBeenCalledTimes(2));
  });
});
