/**
 * When the signed-in work starts (src/data/signedInWork.ts: writes, the sync queue,
 * photo uploads): once Firebase Auth has confirmed someone signed in, the first screen is
 * up and the browser is idle. Called once at start (src/main.tsx); the session only says
 * that Auth confirmed, so it never imports the queues that read it.
 */
import { whenIdle } from '../lib/idle';
import { afterFirstScreen } from './firstScreen';
import { reportProblem } from './problems';
import { onSignInConfirmed } from './session';

let wired = false;

export function startSignedInWorkWhenConfirmed(): void {
  if (wired) return;
  wired = true;
  onSignInConfirmed(() => {
    void afterFirstScreen()
      .then(() => new Promise<void>((resolve) => whenIdle(resolve)))
      .then(() => import('./signedInWork'))
      .then(({ startSignedInWork }) => startSignedInWork())
      .catch((error: unknown) => reportProblem('startup', error, 'signed-in work did not start'));
  });
}
