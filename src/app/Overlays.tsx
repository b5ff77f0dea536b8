import { useEffect } from 'react';
import { useT } from '../i18n';
import { useConnection } from '../data/connection';
import { useSession } from '../data/useSession';
import { Modal } from '../ui/Modal';
import { ReloadSiteButton } from './ErrorOverlays';
import { answerMissingCode } from './missingCode';

/** Attempts after which a signed-in person with nothing to show sees the weak-connection overlay. */
const WEAK_AFTER_ATTEMPTS = 3;

/**
 * Weak-connection overlay: signed in, but the user document cannot be read and
 * nothing is mirrored on this device, after three retries; there is nothing to show.
 * A chunk that cannot be fetched fails where it was asked for: a screen says so in the
 * route's error overlay, a part of a screen in its place; the page reloads once only when
 * the server serves another build (an old tab after a deploy asks for files that are gone).
 */
export function Overlays() {
  const session = useSession();
  const { status, attempt } = useConnection();
  const t = useT();

  useEffect(() => {
    // Never cancelled: cancelling resolves the import to nothing, and its caller then fails
    // on that (the unexpected-error modal) while the page reloads, or when it does not.
    const onPreloadError = answerMissingCode();
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
  return null;
}
