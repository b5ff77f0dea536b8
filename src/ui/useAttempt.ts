import { useCallback, useState } from 'react';

/**
 * A form's attempt to save on the phone: busy while it runs (the button waits), failed
 * when it threw (the form says so and keeps everything typed, to try again).
 */
export function useAttempt(): {
  busy: boolean;
  failed: boolean;
  attempt: (work: () => Promise<void>) => Promise<void>;
} {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const attempt = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    try {
      await work();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, failed, attempt };
}
