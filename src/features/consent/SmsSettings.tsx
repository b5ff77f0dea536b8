import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../data/useSession';
import { useT } from '../../i18n';
import { CONSENT_TEXTS } from '../../i18n/areas/consent';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { formatPhone } from '../../utils/phone';
import { SmsConsentModal } from './SmsConsentModal';
import { isSalesperson } from '../../config/roles';

const RecentSmsAlerts = lazy(() => import('./RecentSmsAlerts'));

/**
 * Settings' SMS part (issue #20): for Sales staff, whether alerts are on and to which
 * number, and the consent form again to opt in or out (declining records a 'disagree'
 * consent event, which stops the alerts), and their last alerts (issue #21). Everyone else
 * is told who the alerts are for.
 */
export default function SmsSettings() {
  const session = useSession();
  const t = useT(CONSENT_TEXTS);
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  if (session.status !== 'signedIn') return null;
  const doc = session.userDoc;
  if (!doc || !isSalesperson(doc)) return <p>{t('smsSettings.notSales')}</p>;
  const on = doc.smsConsent === 'agree' && Boolean(doc.phone);
  return (
    <>
      <p data-testid="sms-state">
        {on ? t('smsSettings.on', { phone: formatPhone(doc.phone ?? '') }) : t('smsSettings.off')}
      </p>
      <Suspense fallback={null}>
        <RecentSmsAlerts uid={session.uid} />
      </Suspense>
      {saved ? <Alert kind="success">{t('smsSettings.saved')}</Alert> : null}
      <Button
        variant="secondary"
        onClick={() => {
          setSaved(false);
          setOpen(true);
        }}
      >
        {t('smsSettings.change')}
      </Button>
      {open ? (
        <SmsConsentModal
          displayName={doc.signature || session.displayName || doc.displayName || ''}
          onClose={() => {
            setOpen(false);
            setSaved(true);
          }}
          onDismiss={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
