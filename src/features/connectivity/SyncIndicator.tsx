import { useState } from 'react';
import { useConnection } from '../../data/connection';
import {
  discardRefusedWrite,
  retryRefusedWrite,
  useDeadLetters,
  usePendingWriteCount,
} from '../../data/writes';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

const changes = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`;

/**
 * How many writes wait for the server and what state they are in; refused writes are
 * shown until the person retries or discards them, never dropped silently.
 */
export function SyncIndicator() {
  const pending = usePendingWriteCount() ?? 0;
  const refused = useDeadLetters() ?? [];
  const { status } = useConnection();
  const [open, setOpen] = useState(false);
  if (pending === 0 && refused.length === 0 && !open) return null;

  const label =
    refused.length > 0
      ? `${changes(refused.length)} refused by the server`
      : status === 'connected'
        ? `Syncing ${changes(pending)}…`
        : `${changes(pending)} saved on this phone, waiting for signal`;

  return (
    <>
      <button
        type="button"
        className={`sync-pill ${refused.length > 0 ? 'sync-pill-error' : ''}`}
        data-testid="sync-indicator"
        data-pending={pending}
        data-refused={refused.length}
        aria-live="polite"
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open ? (
        <Modal
          title="Changes on this phone"
          onClose={() => setOpen(false)}
          actions={<Button onClick={() => setOpen(false)}>Close</Button>}
        >
          <p>
            {pending === 0
              ? 'Every change you made has reached the server.'
              : `${changes(pending)} will be sent in order as soon as there is signal. Nothing is lost if you close the app.`}
          </p>
          {refused.length > 0 ? (
            <>
              <h3>Refused by the server</h3>
              <ul className="list-plain" aria-label="Refused changes">
                {refused.map((letter) => (
                  <li key={letter.seq} className="card" role="alert">
                    <strong>{letter.label ?? 'A change'}</strong>
                    <p>{letter.message}</p>
                    <p className="page-subtitle">Made {new Date(letter.createdAt).toLocaleString()}</p>
                    <div className="modal-actions">
                      <Button variant="secondary" onClick={() => void discardRefusedWrite(letter.seq ?? -1)}>
                        Discard
                      </Button>
                      <Button onClick={() => void retryRefusedWrite(letter.seq ?? -1)}>Try again</Button>
                    </div>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Modal>
      ) : null}
    </>
  );
}
