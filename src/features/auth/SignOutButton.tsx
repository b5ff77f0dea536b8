import { useState } from 'react';
import { APP_TEXTS } from '../../config/texts';
import { signOutUser, unsyncedChangeCount } from '../../data/auth';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/** Signs out; warns first when changes on this phone have not reached the server. */
export function SignOutButton() {
  const [unsynced, setUnsynced] = useState(0);
  async function start() {
    const pending = await unsyncedChangeCount();
    if (pending > 0) setUnsynced(pending);
    else await signOutUser();
  }
  return (
    <>
      <Button variant="secondary" onClick={() => void start()}>
        {APP_TEXTS.signOut}
      </Button>
      {unsynced > 0 ? (
        <Modal
          title="Changes not synced yet"
          tone="danger"
          onClose={() => setUnsynced(0)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setUnsynced(0)}>
                Stay signed in
              </Button>
              <Button
                onClick={() => {
                  setUnsynced(0);
                  void signOutUser();
                }}
              >
                Sign out and discard
              </Button>
            </>
          }
        >
          <p>
            {unsynced === 1 ? '1 change' : `${unsynced} changes`} on this phone have not reached the server
            yet. Signing out deletes them. Stay signed in until you have signal to keep them.
          </p>
        </Modal>
      ) : null}
    </>
  );
}
