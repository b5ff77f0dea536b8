import { useState } from 'react';
import { useT } from '../../i18n';
import { signOutUser, unsyncedChangeCount } from '../../data/auth';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/** Signs out; warns first when changes on this phone have not reached the server. */
export function SignOutButton() {
  const [unsynced, setUnsynced] = useState(0);
  const t = useT();
  async function start() {
    const pending = await unsyncedChangeCount();
    if (pending > 0) setUnsynced(pending);
    else await signOutUser();
  }
  return (
    <>
      <Button variant="secondary" onClick={() => void start()}>
        {t('signOut.button')}
      </Button>
      {unsynced > 0 ? (
        <Modal
          title={t('signOut.unsynced.title')}
          tone="danger"
          onClose={() => setUnsynced(0)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setUnsynced(0)}>
                {t('signOut.unsynced.stay')}
              </Button>
              <Button
                onClick={() => {
                  setUnsynced(0);
                  void signOutUser();
                }}
              >
                {t('signOut.unsynced.discard')}
              </Button>
            </>
          }
        >
          <p>{t('signOut.unsynced.body', { count: unsynced })}</p>
        </Modal>
      ) : null}
    </>
  );
}
