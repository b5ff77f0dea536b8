import { useEffect, useState } from 'react';
import { SPEC_TEXTS } from '../config/texts';
import { isIgnorableErrorMessage, messageOf } from '../lib/errorFilter';
import { reportError } from '../lib/errorReporting';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';

/** The 'Reload site' button every overlay has (spec §8). */
export const ReloadSiteButton = () => (
  <Button onClick={() => window.location.reload()}>{SPEC_TEXTS.reloadSite}</Button>
);

/** The unexpected-error modal (spec §4, §8): unhandled errors and rejections, with exceptions. */
export function UnexpectedErrorModal() {
  const [open, setOpen] = useState(false);
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
    <Modal title="Something went wrong" onClose={() => setOpen(false)} actions={<ReloadSiteButton />}>
      <p>{SPEC_TEXTS.errors.unhandledError}</p>
    </Modal>
  );
}

/** The render-error overlay: a screen failed to draw (router error component). */
export function RenderErrorOverlay({ error }: { error: unknown }) {
  useEffect(() => reportError(error), [error]);
  return (
    <main className="page">
      <div className="card stack" role="alert">
        <h1>Something went wrong</h1>
        <p>{SPEC_TEXTS.errors.renderError}</p>
        <div>
          <ReloadSiteButton />
        </div>
      </div>
    </main>
  );
}
