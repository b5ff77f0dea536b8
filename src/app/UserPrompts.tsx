import { useEffect, useState } from 'react';
import { LOCAL_KEYS, PLACEHOLDER_PHONE } from '../config/constants';
import { APP_VERSION } from '../config/env';
import { updateAppDismissed, UpdateAppModal } from '../features/appUpdate/UpdateAppModal';
import { useSession } from '../data/useSession';
import { readFlag } from '../lib/localFlags';
import { can, isSalesperson } from '../config/roles';
import { lazyPart, NothingMissing } from '../ui/lazyPart';

/** The consent and phone modals load only for the people who get them (most never do). */
const loadConsent = () => import('../features/consent/SmsConsentModal');
const SmsConsentModal = lazyPart(
  () => loadConsent().then(({ SmsConsentModal: modal }) => ({ default: modal })),
  NothingMissing,
);
const PhoneUpdateModal = lazyPart(
  () =>
    import('../features/phone/PhoneUpdateModal').then(({ PhoneUpdateModal: modal }) => ({ default: modal })),
  NothingMissing,
);

/**
 * The per-person modals of spec §4, one at a time, most important first:
 * SMS consent (Sales dealership employees without a signature, or on request),
 * phone update (employees with the placeholder phone), update-app (employees, until dismissed).
 */
export function UserPrompts({ consentRequests }: { consentRequests: number }) {
  const session = useSession();
  // Requests for the consent modal (src/app/consentRequests.ts) up to its last close.
  const [answeredRequests, setAnsweredRequests] = useState(0);
  const [consentClosed, setConsentClosed] = useState(false);
  const [updateAppClosed, setUpdateAppClosed] = useState(updateAppDismissed);
  const consentRequested = consentRequests > answeredRequests;

  const doc = session.status === 'signedIn' && session.userDocSource !== null ? session.userDoc : null;
  const isSales = isSalesperson(doc);
  const signed = Boolean(doc?.signature);

  // A signature on record counts as accepted: store the local acceptance, skip the modal.
  useEffect(() => {
    if (!doc || !isSales || !doc.signature || readFlag(LOCAL_KEYS.policyAcceptance)) return;
    const acceptance = {
      signature: doc.signature,
      phone: doc.phone ?? '',
      consent: doc.smsConsent ?? 'agree',
      acceptedAt: doc.signatureAcceptedAt ?? new Date().toISOString(),
      appVersion: APP_VERSION,
    } as const;
    void loadConsent().then(({ storePolicyAcceptance }) => storePolicyAcceptance(acceptance));
  }, [doc, isSales]);

  if (session.status !== 'signedIn' || !doc) return null;
  if (consentRequested || (!consentClosed && isSales && !signed)) {
    return (
      <SmsConsentModal
        displayName={session.displayName ?? doc.displayName ?? ''}
        onClose={() => {
          setConsentClosed(true);
          setAnsweredRequests(consentRequests);
        }}
      />
    );
  }
  if (can(doc.role, 'keepsContactCurrent') && doc.phone === PLACEHOLDER_PHONE)
    return <PhoneUpdateModal onDone={() => undefined} />;
  if (can(doc.role, 'keepsContactCurrent') && !updateAppClosed)
    return <UpdateAppModal onDismiss={() => setUpdateAppClosed(true)} />;
  return null;
}
