import { recordSmsConsent } from '../../data/users';
import { useId, useState } from 'react';
import { LOCAL_KEYS, SMS_TERMS_EFFECTIVE_DATE, SMS_TERMS_EFFECTIVE_DAY } from '../../config/constants';
import { APP_VERSION } from '../../config/env';
import { postPolicyAcceptance, type PolicyAcceptance } from '../../data/policyWebhook';
import { writeFlag } from '../../lib/localFlags';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { useAttempt } from '../../ui/useAttempt';
import { phoneDigitsOf } from '../../utils/phone';
import { useFormats, useLanguage, useT } from '../../i18n';
import { CONSENT_TEXTS } from '../../i18n/areas/consent';
import { DISCLOSURE_VERSIONS, validateConsent, type ConsentFormErrors } from './consentForm';

/** Stores the spec's local policy-acceptance flag (v1). */
export function storePolicyAcceptance(acceptance: PolicyAcceptance): void {
  writeFlag(LOCAL_KEYS.policyAcceptance, JSON.stringify(acceptance));
}

/**
 * The SMS terms and consent modal (spec §4, §5, §7). Submitting stores the local
 * consent record and the policy flag, queues the user-document merge and the
 * append-only consent event, and posts the optional webhook. A failure is shown but
 * never traps the person: the modal can always be closed.
 */
export function SmsConsentModal({
  displayName,
  onClose,
  onDismiss = onClose,
  asPage = false,
}: {
  displayName: string;
  /** After the choice is saved (and, unless `onDismiss` is given, when the modal is closed unsaved). */
  onClose: () => void;
  /** When the modal is closed without a choice. */
  onDismiss?: () => void;
  /** On /opt-in the same form is the page itself rather than a modal. */
  asPage?: boolean;
}) {
  const [signature, setSignature] = useState(displayName);
  const [consentChecked, setConsentChecked] = useState(false);
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<ConsentFormErrors>({});
  const t = useT(CONSENT_TEXTS);
  const formats = useFormats();
  const language = useLanguage();
  const {
    busy: saving,
    failed,
    attempt,
    reset,
  } = useAttempt((error) => console.error('Saving SMS consent failed', error));
  const consentId = useId();

  async function submit(choice: 'agree' | 'disagree') {
    const problems = validateConsent({ signature, consentChecked, phone }, choice);
    setErrors(problems);
    reset();
    if (Object.keys(problems).length > 0) return;
    const acceptance: PolicyAcceptance = {
      signature: signature.trim(),
      phone: choice === 'agree' ? phone : '',
      consent: choice,
      acceptedAt: new Date().toISOString(),
      appVersion: APP_VERSION,
    };
    storePolicyAcceptance(acceptance);
    void postPolicyAcceptance(acceptance);
    const saved = await attempt(() =>
      recordSmsConsent({
        ...acceptance,
        eventId: crypto.randomUUID(),
        termsEffectiveDate: SMS_TERMS_EFFECTIVE_DATE,
        disclosureVersion: DISCLOSURE_VERSIONS[language],
        disclosureLanguage: language,
        userAgent: navigator.userAgent.slice(0, 500),
      }),
    );
    if (saved) onClose();
  }

  const actions = (
    <>
      <Button variant="secondary" disabled={saving} onClick={() => void submit('disagree')}>
        {t('spec.consentDecline')}
      </Button>
      <Button disabled={saving} onClick={() => void submit('agree')}>
        {t('consent.enable')}
      </Button>
    </>
  );
  const fields = (
    <>
      <p>{t('consent.intro')}</p>
      <p className="page-subtitle">
        {t('consent.termsEffective', { date: formats.day(SMS_TERMS_EFFECTIVE_DAY) })}
      </p>
      {failed ? <Alert kind="error">{t('spec.errors.consentSubmitFailed')}</Alert> : null}
      <Field
        label={t('consent.signature')}
        autoComplete="name"
        value={signature}
        error={errors.signature && t(errors.signature)}
        onChange={(event) => setSignature(event.target.value)}
      />
      <div className="field">
        <label htmlFor={consentId} style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start' }}>
          <input
            id={consentId}
            type="checkbox"
            checked={consentChecked}
            aria-invalid={errors.consent ? true : undefined}
            onChange={(event) => setConsentChecked(event.target.checked)}
          />
          <span>{t('consent.disclosure')}</span>
        </label>
        {errors.consent ? <p className="field-error">{t(errors.consent)}</p> : null}
      </div>
      <Field
        label={t('consent.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={phone}
        disabled={!consentChecked}
        error={errors.phone && t(errors.phone)}
        onChange={(event) => setPhone(phoneDigitsOf(event.target.value))}
      />
    </>
  );
  if (asPage) {
    return (
      <section className="card" aria-label={t('consent.title')}>
        {fields}
        <div className="modal-actions">{actions}</div>
      </section>
    );
  }
  return (
    <Modal title={t('consent.title')} onClose={onDismiss} actions={actions}>
      {fields}
    </Modal>
  );
}
