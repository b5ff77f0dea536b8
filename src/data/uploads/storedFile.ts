/**
 * A file in Storage shown on a screen (a profile photo, a punch's photo): the copy still
 * waiting on this phone, else the phone's kept copy of its path, else Storage's when there
 * is signal, then kept (`fileCopies`), so it shows offline the next time.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
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

/** The image address of the file at `path` (null: none yet), `pending` first when this phone still holds it. */
export function useStoredFileUrl(path: string | null | undefined, pending?: Blob | null): string | null {
  const kept = useLiveQuery(
    async () => (path ? ((await getDatabase().fileCopies.get(path))?.file ?? null) : null),
    [path],
  );
  const { status } = useConnection();
  useEffect(() => {
    if (!path || pending || kept !== null || status !== 'connected') return;
    void Promise.all([getFirebaseStorage(), import('../sdk/storage')])
      .then(async ([storage, { ref, getBlob }]) => {
        const file = await getBlob(ref(storage, path));
        await getDatabase().fileCopies.put({ path, file, savedAt: new Date().toISOString() });
      })
      // Not in Storage yet (its phone has not sent it) or the signal went: nothing shows
      // until the next try, which a reconnect or a new path brings.
      .catch(() => undefined);
  }, [path, pending, kept, status]);
  return useObjectUrl(pending ?? kept ?? null);
}
