import { useState } from 'react';
import { useSession } from '../../data/useSession';
import { Alert } from '../../ui/Alert';
import { Page } from '../../ui/Page';
import { SmsConsentModal } from './SmsConsentModal';

/** /opt-in: the SMS opt-in form on a page of its own (spec §2). */
export function OptInPage() {
  const session = useSession();
  const [saved, setSaved] = useState(false);
  const name =
    session.status === 'signedIn' ? (session.displayName ?? session.userDoc?.displayName ?? '') : '';
  return (
    <Page title="SMS work alerts" subtitle="Choose whether Lotcrew may text you about your vehicles' work.">
      {saved ? (
        <Alert kind="success">Your choice is saved. You can change it any time in Settings.</Alert>
      ) : (
        <SmsConsentModal asPage displayName={name} onClose={() => setSaved(true)} />
      )}
    </Page>
  );
}
