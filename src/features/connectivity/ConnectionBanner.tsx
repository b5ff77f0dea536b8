import { useT } from '../../i18n';
import { useConnection, type ConnectionState } from '../../data/connection';
import { Button } from '../../ui/Button';

/**
 * The connectivity banner of spec §2, texts verbatim:
 * offline (warning), reconnecting (info, attempt N), cached (warning),
 * failed (error, with Retry that reloads), and 'Reconnected successfully!' (success)
 * for 3 s after a reconnect that followed retries.
 */
export function ConnectionBanner() {
  return <ConnectionBannerView state={useConnection()} />;
}

export function ConnectionBannerView({
  state: { status, attempt, reconnectedAt },
}: {
  state: ConnectionState;
}) {
  const t = useT();
  if (status === 'connected') {
    return reconnectedAt !== null ? <Banner kind="success" text={t('spec.banner.reconnected')} /> : null;
  }
  if (status === 'offline') return <Banner kind="warning" text={t('spec.banner.offline')} />;
  if (status === 'reconnecting')
    return <Banner kind="info" text={t('spec.banner.reconnecting', { attempt })} />;
  if (status === 'cached') return <Banner kind="warning" text={t('spec.banner.cached')} />;
  return (
    <Banner kind="error" text={t('spec.banner.failed')}>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {t('common.retry')}
      </Button>
    </Banner>
  );
}

function Banner({
  kind,
  text,
  children,
}: {
  kind: 'warning' | 'info' | 'error' | 'success';
  text: string;
  children?: React.ReactNode;
}) {
  return (
    <div className={`banner banner-${kind}`} role={kind === 'error' ? 'alert' : 'status'} data-banner={kind}>
      <span>{text}</span>
      {children}
    </div>
  );
}
