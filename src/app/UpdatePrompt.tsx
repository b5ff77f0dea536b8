import { useEffect, useState } from 'react';
import { SPEC_TEXTS } from '../config/texts';
import { whenIdle } from '../lib/idle';
import { applyUpdate, useUpdateWaiting } from '../lib/serviceWorker';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';

/** 'New App Version Available', shown once the browser is idle after a new build waits. */
export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  const [visible, setVisible] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => (waiting ? whenIdle(() => setVisible(true)) : undefined), [waiting]);
  if (!visible || dismissed) return null;
  return (
    <Modal
      title={SPEC_TEXTS.newAppVersion}
      onClose={() => setDismissed(true)}
      actions={
        <>
          <Button variant="secondary" onClick={() => setDismissed(true)}>
            Later
          </Button>
          <Button onClick={applyUpdate}>Update now</Button>
        </>
      }
    >
      <p>A new version of Lotcrew is ready. Updating reloads the app; changes waiting to sync are kept.</p>
    </Modal>
  );
}
