import { useEffect, useState } from 'react';
import { useT } from '../i18n';
import { useConnection } from '../data/connection';
import { useSession } from '../data/useSession';
import { reloadOnceForMissingChunk } from '../lib/serviceWorker';
import { Modal } from '../ui/Modal';
import { ReloadSiteButton } from './ErrorOverlays';

/** Attempts after which a signed-in person with nothing to show sees the weak-connection overlay. */
const WEAK_AFTER_ATTEMPTS = 3;

/**
 * 'Reload site' offline modal: a screen's code could not be loaded (offline before it
 * was ever cached, or an old tab after a deploy that already reloaded once).
 * Weak-connection overlay: signed in, but the user document cannot be read and
 * nothing is mirrored on this device, after three retries; there is nothing to show.
 */
export function Overlays() {
  const [chunkFailed, setChunkFailed] = useState(false);
  const session = useSession();
  const { status, attempt } = useConnection();
  const t = useT();

  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      if (!reloadOnceForMissingChunk()) setChunkFailed(true);
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);

  const nothingToShow = session.status === 'signedIn' && session.userDocSource === null;
  if (nothingToShow && (status === 'failed' || attempt >= WEAK_AFTER_ATTEMPTS)) {
    return (
      <Modal title={t('common.weakConnection.title')} actions={<ReloadSiteButton />}>
        <p>{t('spec.errors.weakConnection')}</p>
      </Modal>
    );
  }
  if (chunkFailed) {
    return (
      <Modal
        title={t('common.chunkMissing.title')}
        onClose={() => setChunkFailed(false)}
        actions={<ReloadSiteButton />}
      >
        <p>{t('common.chunkMissing.body')}</p>
      </Modal>
    );
  }
  return null;
}
