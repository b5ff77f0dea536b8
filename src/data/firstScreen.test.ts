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
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

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
});
