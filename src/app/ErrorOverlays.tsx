import { useEffect, useState } from 'react';
import { useT } from '../i18n';
import { isIgnorableErrorMessage, messageOf } from '../lib/errorFilter';
import { reportError } from '../lib/errorReporting';
import { isMissingCodeError } from '../lib/serviceWorker';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { askAboutShownFailure } from './missingCode';

/** The 'Reload site' button every overlay has (spec §8). */
export function ReloadSiteButton() {
  const t = useT();
  return <Button onClick={() => window.location.reload()}>{t('spec.reloadSite')}</Button>;
}

/** The unexpected-error modal (spec §4, §8): unhandled errors and rejections, with exceptions. */
export function UnexpectedErrorModal() {
  const [open, setOpen] = useState(false);
  const t = useT();
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (!isIgnorableErrorMessage(event.message || messageOf(event.error))) setOpen(true);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (!isIgnorableErrorMessage(messageOf(event.reason))) setOpen(true);
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  if (!open) return null;
  return (
    <Modal title={t('common.somethingWrong')} onClose={() => setOpen(false)} actions={<ReloadSiteButton />}>
      <p>{t('spec.errors.unhandledError')}</p>
    </Modal>
  );
}

/**
 * The render-error overlay: a screen failed to draw (router error component). A screen
 * whose code could not be fetched (offline before it was ever stored) is not a bug: it
 * says so, is not reported, and asks whether another build is out (./missingCode.ts).
 */
export function RenderErrorOverlay({ error }: { error: unknown }) {
  const codeMissing = isMissingCodeError(error);
  useEffect(() => {
    if (codeMissing) askAboutShownFailure(error);
    else reportError(error);
  }, [error, codeMissing]);
  const t = useT();
  return (
    <main className="page">
      <div className="card stack" role="alert">
        <h1>{t(codeMissing ? 'common.chunkMissing.title' : 'common.somethingWrong')}</h1>
        <p>{t(codeMissing ? 'common.chunkMissing.body' : 'spec.errors.renderError')}</p>
        <div>
          <ReloadSiteButton />
        </div>
      </div>
    </main>
  );
}
