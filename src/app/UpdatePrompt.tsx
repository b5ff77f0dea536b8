import { useEffect, useState } from 'react';
import { useT } from '../i18n';
import { whenIdle } from '../lib/idle';
import { applyUpdate, useUpdateWaiting } from '../lib/update';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';

/** 'New App Version Available', shown once the browser is idle after a new build waits. */
export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  const [visible, setVisible] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const t = useT();
  useEffect(() => (waiting ? whenIdle(() => setVisible(true)) : undefined), [waiting]);
  if (!visible || dismissed) return null;
  return (
    <Modal
      title={t('spec.newAppVersion')}
      onClose={() => setDismissed(true)}
      actions={
        <>
          <Button variant="secondary" onClick={() => setDismissed(true)}>
            {t('update.later')}
          </Button>
          <Button onClick={applyUpdate}>{t('update.now')}</Button>
        </>
      }
    >
      <p>{t('update.body')}</p>
    </Modal>
  );
}
