import { LOCAL_KEYS } from '../../config/constants';
import { readFlag, writeFlag } from '../../lib/localFlags';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

export function updateAppDismissed(): boolean {
  return readFlag(LOCAL_KEYS.updateAppDismissed) !== null;
}

/** The update-app notice for employees (spec §4); its dismissal is kept on the device (v1). */
export function UpdateAppModal({ onDismiss }: { onDismiss: () => void }) {
  const dismiss = () => {
    writeFlag(LOCAL_KEYS.updateAppDismissed, new Date().toISOString());
    onDismiss();
  };
  return (
    <Modal
      title="Update your Lotcrew app"
      onClose={dismiss}
      actions={<Button onClick={dismiss}>Got it</Button>}
    >
      <p>
        Lotcrew now works without signal: clock in, work your tickets and log washes anywhere on the lot, and
        everything syncs when you are back online. Add it to your home screen for the best experience; it
        updates itself.
      </p>
    </Modal>
  );
}
