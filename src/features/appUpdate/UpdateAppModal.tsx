import { LOCAL_KEYS } from '../../config/constants';
import { readFlag, writeFlag } from '../../lib/localFlags';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useT } from '../../i18n';
import { PROMPT_TEXTS } from '../../i18n/areas/prompts';

export function updateAppDismissed(): boolean {
  return readFlag(LOCAL_KEYS.updateAppDismissed) !== null;
}

/** The update-app notice for employees (spec §4); its dismissal is kept on the device (v1). */
export function UpdateAppModal({ onDismiss }: { onDismiss: () => void }) {
  const t = useT(PROMPT_TEXTS);
  const dismiss = () => {
    writeFlag(LOCAL_KEYS.updateAppDismissed, new Date().toISOString());
    onDismiss();
  };
  return (
    <Modal
      title={t('updateApp.title')}
      onClose={dismiss}
      actions={<Button onClick={dismiss}>{t('updateApp.gotIt')}</Button>}
    >
      <p>{t('updateApp.body')}</p>
    </Modal>
  );
}
