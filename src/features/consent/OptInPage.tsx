import { useState } from 'react';
import { useSession } from '../../data/useSession';
import { Alert } from '../../ui/Alert';
import { Page } from '../../ui/Page';
import { SmsConsentModal } from './SmsConsentModal';
import { useT } from '../../i18n';
import { CONSENT_TEXTS } from '../../i18n/areas/consent';

/** /opt-in: the SMS opt-in form on a page of its own (spec §2). */
export function OptInPage() {
  const session = useSession();
  const [saved, setSaved] = useState(false);
  const t = useT(CONSENT_TEXTS);
  const name =
    session.status === 'signedIn' ? (session.displayName ?? session.userDoc?.displayName ?? '') : '';
  return (
    <Page title={t('consent.title')} subtitle={t('optIn.subtitle')}>
      {saved ? (
        <Alert kind="success">{t('optIn.saved')}</Alert>
      ) : (
        <SmsConsentModal asPage displayName={name} onClose={() => setSaved(true)} />
      )}
    </Page>
  );
}
