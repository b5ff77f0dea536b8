/**
 * A file in Storage shown on a screen (a profile photo, a punch's photo): the copy still
 * waiting on this phone, else the phone's kept copy of its path, else Storage's when there
 * is signal, then kept (`fileCopies`), so it shows offline the next time.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { RETRY_INITIAL_DELAY_MS, RETRY_MAX_DELAY_MS } from '../../config/constants';
import { backoffDelayMs, realClock, type Clock } from '../../utils/backoff';
import { useConnection } from '../connection/appConnection';
import { getDatabase } from '../db';
import { getFirebaseStorage } from '../firebase';

/** A blob's address for an <img>, released when the blob changes or the screen goes. */
function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return undefined;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

/** Storage's copy of the file at `path`, kept on this phone. */
async function keepFromStorage(path: string): Promise<void> {
  const [storage, { ref, getBlob }] = await Promise.all([getFirebaseStorage(), import('../sdk/storage')]);
  const file = await getBlob(ref(storage, path));
  await getDatabase().fileCopies.put({ path, file, savedAt: new Date().toISOString() });
}

/**
 * How long one fetch is given before another is started: a request can go unanswered for
 * good (a half-dead lot Wi-Fi; in two clean-clone CI runs, a photo's download from the
 * Storage emulator: tests/e2e/kiosk.spec.ts, docs/testing.md). The request left waiting is
 * not cancelled (Storage's download takes no signal), so a slow one still lands: whichever
 * answers first is kept.
 */
export const FETCH_ATTEMPT_LIMIT_MS = 10_000;

/**
 * Tries `keep` until it succeeds or `signal` aborts, waiting longer after each failure (the
 * spec's retry: 1 s, doubling, at most 15 s); an attempt not answered within
 * FETCH_ATTEMPT_LIMIT_MS counts as a failure. A file the screen names is often not in
 * Storage yet: its own phone uploads it after the record that names it, or uploads it later
 * when it was taken with no signal. It shows as soon as it arrives, not on the next reconnect.
 */
export async function keepUntilFetched(
  keep: () => Promise<void>,
  signal: AbortSignal,
  clock: Clock = realClock,
): Promise<void> {
  for (let failures = 0; !signal.aborted; failures += 1) {
    if (failures > 0)
      await clock.sleep(backoffDelayMs(failures, RETRY_INITIAL_DELAY_MS, RETRY_MAX_DELAY_MS), signal);
    if (signal.aborted) return;
    // Not in Storage yet, or the signal went: tried again after the wait. An attempt given
    // up on may still fail later, unheard.
    const answered = keep().then(
      () => 'kept' as const,
      () => 'failed' as const,
    );
    // The limit's wait ends with the attempt, or with the screen (not AbortSignal.any: Safari
    // before 17.4 has none).
    const limit = new AbortController();
    const endLimit = () => limit.abort();
    signal.addEventListener('abort', endLimit);
    const outcome = await Promise.race([
      answered,
      clock.sleep(FETCH_ATTEMPT_LIMIT_MS, limit.signal).then(() => 'unanswered' as const),
    ]);
    signal.removeEventListener('abort', endLimit);
    endLimit();
    if (outcome === 'kept') return;
  }
}

/** The image address of the file at `path` (null: none yet), `pending` first when this phone still holds it. */
export function useStoredFileUrl(path: string | null | undefined, pending?: Blob | null): string | null {
  const kept = useLiveQuery(
    async () => (path ? ((await getDatabase().fileCopies.get(path))?.file ?? null) : null),
    [path],
  );
  const { status } = useConnection();
  useEffect(() => {
    if (!path || pending || kept !== null || status !== 'connected') return undefined;
    // Stopped when the screen goes, the path changes, the file is kept, or the signal goes
    // (a reconnect starts again).
    const stop = new AbortController();
    void keepUntilFetched(() => keepFromStorage(path), stop.signal);
    return () => stop.abort();
  }, [path, pending, kept, status]);
  return useObjectUrl(pending ?? kept ?? null);
}
