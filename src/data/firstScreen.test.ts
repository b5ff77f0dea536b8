import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: its wait and its released promise are per page load. */
async function freshFirstScreen() {
  vi.resetModules();
  return import('./firstScreen');
}

/** Whether the promise has settled once the timers have run for `ms`. */
async function settledWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('the network waits for the first screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // A page in the background: no frame to wait for, only the timers.
    vi.stubGlobal('document', { hidden: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a screen that never reports releases the wait after a second', async () => {
    const { afterFirstScreen, FIRST_SCREEN_WAIT_MS } = await freshFirstScreen();
    const waiting = afterFirstScreen();
    expect(await settledWithin(waiting, FIRST_SCREEN_WAIT_MS - 1)).toBe(false);
    expect(await settledWithin(waiting, 1)).toBe(true);
  });

  it('on a screen that reports, a slow paint is waited for past the second', async () => {
    const { afterFirstScreen, firstScreenShown, firstScreenWillReport, FIRST_SCREEN_WAIT_MS } =
      await freshFirstScreen();
    firstScreenWillReport();
    const waiting = afterFirstScreen();
    expect(await settledWithin(waiting, FIRST_SCREEN_WAIT_MS * 3)).toBe(false);
    firstScreenShown('dashboard');
    expect(await settledWithin(waiting, 0)).toBe(true);
  });

  it('a reporting screen that fails to draw still lets the network start, later', async () => {
    const { afterFirstScreen, firstScreenWillReport, REPORTING_SCREEN_WAIT_MS } = await freshFirstScreen();
    firstScreenWillReport();
    const waiting = afterFirstScreen();
    expect(await settledWithin(waiting, REPORTING_SCREEN_WAIT_MS - 1)).toBe(false);
    expect(await settledWithin(waiting, 1)).toBe(true);
  });

  it('a screen that reports is marked, and the network starts, once its frame is painted', async () => {
    // A browser's frames, by hand: the frame's callbacks run, then it is painted.
    const frameCallbacks: FrameRequestCallback[] = [];
    // The page's real performance timeline (the fake timers' stand-in keeps no marks).
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('document', { hidden: false });
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frameCallbacks.push(callback));
    const { afterFirstScreen, firstScreenShown, firstScreenWillReport, FIRST_SCREEN_MARKS } =
      await freshFirstScreen();
    firstScreenWillReport();
    const waiting = afterFirstScreen();
    performance.clearMarks(FIRST_SCREEN_MARKS.dashboard);
    firstScreenShown('dashboard');
    // Committed, not painted yet: no mark, and the network still waits.
    expect(await settledWithin(waiting, 100)).toBe(false);
    expect(performance.getEntriesByName(FIRST_SCREEN_MARKS.dashboard)).toHaveLength(0);
    frameCallbacks.splice(0).forEach((callback) => callback(performance.now()));
    expect(await settledWithin(waiting, 0)).toBe(true);
    expect(performance.getEntriesByName(FIRST_SCREEN_MARKS.dashboard)).toHaveLength(1);
  });

  it('marks the page’s first screen only: a dashboard drawn after signing in on "/" is not one', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { firstScreenShown, FIRST_SCREEN_MARKS } = await freshFirstScreen();
    performance.clearMarks();
    firstScreenShown('signIn');
    firstScreenShown('dashboard');
    expect(performance.getEntriesByName(FIRST_SCREEN_MARKS.signIn)).toHaveLength(1);
    expect(performance.getEntriesByName(FIRST_SCREEN_MARKS.dashboard)).toHaveLength(0);
  });
});
