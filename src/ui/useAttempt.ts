import { useCallback, useRef, useState } from 'react';

/** A form's attempt to save, as the form shows it. */
export interface Attempt {
  /** While it runs: the button waits (one tap, one write). */
  busy: boolean;
  /** It threw: the form says so and keeps everything typed, to try again. */
  failed: boolean;
  /** The last attempt succeeded (the form may say "Saved"); cleared by the next or by reset. */
  succeeded: boolean;
  /** What it threw (null unless failed): for a form that words a refusal by its cause. */
  error: unknown;
  /** Runs `work`; resolves true when it succeeded (a failure is kept, never thrown). */
  attempt: (work: () => Promise<unknown>) => Promise<boolean>;
  /** Forgets the last outcome (the person is changing what they typed). */
  reset: () => void;
}

type Outcome = { kind: 'none' } | { kind: 'succeeded' } | { kind: 'failed'; error: unknown };
const NONE: Outcome = { kind: 'none' };

/**
 * A form's attempt to save on the phone, the one way a screen tracks a write that can fail
 * (issue #34): busy while it runs, then succeeded, or failed with its error. `onFailure`
 * hears each failure (a form that logs it for the error report).
 */
export function useAttempt(onFailure?: (error: unknown) => void): Attempt {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(NONE);
  const failureListener = useRef(onFailure);
  failureListener.current = onFailure;
  const attempt = useCallback(async (work: () => Promise<unknown>) => {
    setBusy(true);
    setOutcome(NONE);
    try {
      await work();
      setOutcome({ kind: 'succeeded' });
      return true;
    } catch (error) {
      setOutcome({ kind: 'failed', error });
      failureListener.current?.(error);
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  const reset = useCallback(() => setOutcome(NONE), []);
  return {
    busy,
    failed: outcome.kind === 'failed',
    succeeded: outcome.kind === 'succeeded',
    error: outcome.kind === 'failed' ? outcome.error : null,
    attempt,
    reset,
  };
}
