import { updatePhone } from '../../data/users';
import { useState, type FormEvent } from 'react';
import { PLACEHOLDER_PHONE } from '../../config/constants';
import { useSession } from '../../data/useSession';
import { useT, type MessageKey } from '../../i18n';
import { ACCOUNT_TEXTS } from '../../i18n/areas/account';
import { PHONE_TEXTS } from '../../i18n/areas/phone';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useAttempt } from '../../ui/useAttempt';
import { formatPhone } from '../../utils/phone';
import { PhoneField } from './PhoneField';
import { phoneUpdateError, phoneWriteFailureMessage } from './phoneUpdate';

/**
 * The profile's phone number (issue #20): the phone modal's rules and messages (10 digits,
 * not the placeholder), saved through the sync queue, so it works with no signal.
 */
export default function ProfilePhone() {
  const session = useSession();
  const t = useT(PHONE_TEXTS, ACCOUNT_TEXTS);
  const current = session.status === 'signedIn' ? (session.userDoc?.phone ?? '') : '';
  const [phone, setPhone] = useState('');
  const [fieldError, setFieldError] = useState<MessageKey | null>(null);
  const { busy, failed, error, attempt, reset } = useAttempt();
  const [saved, setSaved] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = phoneUpdateError(phone);
    setFieldError(problem);
    reset();
    setSaved(false);
    if (problem) return;
    await attempt(async () => {
      await updatePhone({ phone, phoneUpdatedAt: new Date().toISOString() });
      setSaved(true);
      setPhone('');
    });
  }
  const failure = failed ? phoneWriteFailureMessage(error) : null;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="profile-phone">
      <h2 id="profile-phone">{t('profile.phone')}</h2>
      <p data-testid="profile-phone-current">
        {current && current !== PLACEHOLDER_PHONE ? formatPhone(current) : t('profile.phone.none')}
      </p>
      {failure ? <Alert kind="error">{t(failure)}</Alert> : null}
      {saved ? <Alert kind="success">{t('profile.phone.saved')}</Alert> : null}
      <PhoneField phone={phone} onChange={setPhone} error={fieldError} />
      <Button type="submit" disabled={busy}>
        {t('profile.phone.save')}
      </Button>
    </form>
  );
}
