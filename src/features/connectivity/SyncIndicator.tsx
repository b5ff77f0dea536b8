import { useState } from 'react';
import { useConnection } from '../../data/connection';
import { useDeadLetters, usePendingWriteCount } from '../../data/writes';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { lazyPart } from '../../ui/lazyPart';
import { PartMissing } from '../../parts/PartMissing';
import { useT } from '../../i18n';
import { SYNC_TEXTS } from '../../i18n/areas/sync';

/** The refused changes' words and buttons, loaded with the list (not before a screen's first paint). */
const RefusedList = lazyPart(() => import('./RefusedList'), PartMissing);

/**
 * How many writes wait for the server and what state they are in; refused writes are
 * shown until the person retries or discards them, never dropped silently.
 */
export function SyncIndicator() {
  const pending = usePendingWriteCount() ?? 0;
  const refused = useDeadLetters() ?? [];
  const { status } = useConnection();
  const [open, setOpen] = useState(false);
  const t = useT(SYNC_TEXTS);
  if (pending === 0 && refused.length === 0 && !open) return null;

  const label =
    refused.length > 0
      ? t('sync.refused', { count: refused.length })
      : status === 'connected'
        ? t('sync.syncing', { count: pending })
        : t('sync.waiting', { count: pending });

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
          title={t('sync.title')}
          onClose={() => setOpen(false)}
          actions={<Button onClick={() => setOpen(false)}>{t('common.close')}</Button>}
        >
          <p>{pending === 0 ? t('sync.allSent') : t('sync.willSend', { count: pending })}</p>
          {refused.length > 0 ? (
            <>
              <h3>{t('sync.refusedTitle')}</h3>
              <RefusedList letters={refused} label={t('sync.refusedList')} />
            </>
          ) : null}
        </Modal>
      ) : null}
    </>
  );
}
