import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerMissingCode } from './missingCode';

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
});
