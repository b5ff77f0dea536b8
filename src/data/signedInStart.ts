/**
 * When the signed-in work starts (src/data/signedInWork.ts: writes, the sync queue,
 * photo uploads): once Firebase Auth has confirmed someone signed in, the first screen is
 * up and the browser is idle (or at once then, when writes wait to be sent). Called once at
 * start (src/main.tsx); the session only says that Auth confirmed, so it never imports the
 * queues that read it.
 */
import { backOnlineOrLater } from '../lib/backOnline';
import { whenIdle } from '../lib/idle';
import { afterFirstScreen } from './firstScreen';
import { reportProblem } from './problems';
import { onSignInConfirmed } from './session';

/** How long a failed load of the signed-in work's code waits before asking again, unless the browser comes back online first. */
export const SIGNED_IN_WORK_RETRY_MS = 15_000;

/**
 * Loads code and runs it; when the code cannot be fetched (the signal dropped while the
 * app started, before the service worker had stored it), says so once and asks again
 * after `again`, until it runs. The queues must start in this session: a write made now
 * would otherwise wait on the phone until the app is next opened.
 */
export async function loadUntilStarted<T>(
  load: () => Promise<T>,
  start: (loaded: T) => void,
  again: () => Promise<void>,
  onFirstFailure: (error: unknown) => void,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    let loaded: T;
    try {
      loaded = await load();
    } catch (error) {
      if (attempt === 0) onFirstFailure(error);
      await again();
      continue;
    }
    start(loaded);
    return;
  }
}

/**
 * Resolves when the signed-in work may start, the first screen being up: at once when writes
 * made in an earlier session wait on this phone to be sent (a crew's washes logged with no
 * signal: on a busy reopen the first idle moment came only at its 1.5 s limit, and the queue
 * after it), otherwise at the browser's first idle moment.
 */
export async function whenSignedInWorkMayStart(
  writesWaiting: () => Promise<boolean>,
  idle: (task: () => void) => unknown = whenIdle,
): Promise<void> {
  if (await writesWaiting().catch(() => false)) return;
  await new Promise<void>((resolve) => idle(resolve));
}

/** Whether this phone holds queued writes (the database's code is the dashboards' own, loaded by then). */
async function queuedWritesWaiting(): Promise<boolean> {
  const { getDatabase } = await import('./db');
  return (await getDatabase().outbox.count()) > 0;
}

let wired = false;

export function startSignedInWorkWhenConfirmed(): void {
  if (wired) return;
  wired = true;
  onSignInConfirmed(() => {
    void afterFirstScreen()
      .then(() => whenSignedInWorkMayStart(queuedWritesWaiting))
      .then(() =>
        loadUntilStarted(
          () => import('./signedInWork'),
          ({ startSignedInWork }) => startSignedInWork(),
          () => backOnlineOrLater(SIGNED_IN_WORK_RETRY_MS),
          (error) =>
            reportProblem('startup', error, 'signed-in work could not load yet; asking again when online'),
        ),
      )
      .catch((error: unknown) => reportProblem('startup', error, 'signed-in work did not start'));
  });
}
