import { useId, useState } from 'react';
import { LOCAL_KEYS, SMS_TERMS_EFFECTIVE_DATE } from '../../config/constants';
import { APP_VERSION } from '../../config/env';
import { SPEC_TEXTS } from '../../config/texts';
import { queueWrite } from '../../data/writes';
import { postPolicyAcceptance, type PolicyAcceptance } from '../../data/policyWebhook';
import { writeFlag } from '../../lib/localFlags';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Modal } from '../../ui/Modal';
import { phoneDigitsOf } from '../../utils/phone';
import { DISCLOSURE_VERSION, validateConsent, type ConsentFormErrors } from './consentForm';

export const SMS_DISCLOSURE =
  'I agree to receive SMS work alerts from Lotcrew, a delivery notification system for used-car and new-car work, ' +
  'at the mobile number below. Message frequency varies. Message and data rates may apply. Reply STOP to opt out ' +
  'or HELP for help. Consent is not a condition of employment.';

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
  asPage = false,
}: {
  displayName: string;
  onClose: () => void;
  /** On /opt-in the same form is the page itself rather than a modal. */
  asPage?: boolean;
}) {
  const [signature, setSignature] = useState(displayName);
  const [consentChecked, setConsentChecked] = useState(false);
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<ConsentFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const consentId = useId();

  async function submit(choice: 'agree' | 'disagree') {
    const problems = validateConsent({ signature, consentChecked, phone }, choice);
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) return;
    const acceptance: PolicyAcceptance = {
      signature: signature.trim(),
      phone: choice === 'agree' ? phone : '',
      consent: choice,
      acceptedAt: new Date().toISOString(),
      appVersion: APP_VERSION,
    };
    setSaving(true);
    storePolicyAcceptance(acceptance);
    void postPolicyAcceptance(acceptance);
    try {
      await queueWrite('recordSmsConsent', {
        ...acceptance,
        eventId: crypto.randomUUID(),
        termsEffectiveDate: SMS_TERMS_EFFECTIVE_DATE,
        disclosureVersion: DISCLOSURE_VERSION,
        userAgent: navigator.userAgent.slice(0, 500),
      });
      onClose();
    } catch (error) {
      console.error('Saving SMS consent failed', error);
      setFailure(SPEC_TEXTS.errors.consentSubmitFailed);
    } finally {
      setSaving(false);
    }
  }

  const actions = (
    <>
      <Button variant="secondary" disabled={saving} onClick={() => void submit('disagree')}>
        {SPEC_TEXTS.consentDecline}
      </Button>
      <Button disabled={saving} onClick={() => void submit('agree')}>
        Enable SMS alerts
      </Button>
    </>
  );
  const fields = (
    <>
      <p>
        Get a text when the work on your vehicles moves on: picked up, washed, prepped, photographed,
        delivered.
      </p>
      <p className="page-subtitle">Terms effective {SMS_TERMS_EFFECTIVE_DATE}.</p>
      {failure ? <Alert kind="error">{failure}</Alert> : null}
      <Field
        label="Signature (full name)"
        autoComplete="name"
        value={signature}
        error={errors.signature}
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
          <span>{SMS_DISCLOSURE}</span>
        </label>
        {errors.consent ? <p className="field-error">{errors.consent}</p> : null}
      </div>
      <Field
        label="Mobile number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={phone}
        disabled={!consentChecked}
        error={errors.phone}
        onChange={(event) => setPhone(phoneDigitsOf(event.target.value))}
      />
    </>
  );
  if (asPage) {
    return (
      <section className="card" aria-label="SMS work alerts">
        {fields}
        <div className="modal-actions">{actions}</div>
      </section>
    );
  }
  return (
    <Modal title="SMS work alerts" onClose={onClose} actions={actions}>
      {fields}
    </Modal>
  );
}
