import { useState, type FormEvent } from 'react';
import { PLACEHOLDER_PHONE } from '../../config/constants';
import { useSession } from '../../data/useSession';
import { queueWrite } from '../../data/writes';
import { useT, type MessageKey } from '../../i18n';
import { ACCOUNT_TEXTS } from '../../i18n/areas/account';
import { PHONE_TEXTS } from '../../i18n/areas/phone';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
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
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [saved, setSaved] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = phoneUpdateError(phone);
    setFieldError(problem);
    setFailure(null);
    setSaved(false);
    if (problem) return;
    try {
      await queueWrite('updatePhone', { phone, phoneUpdatedAt: new Date().toISOString() });
      setSaved(true);
      setPhone('');
    } catch (error) {
      setFailure(phoneWriteFailureMessage(error));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="profile-phone">
      <h2 id="profile-phone">{t('profile.phone')}</h2>
      <p data-testid="profile-phone-current">
        {current && current !== PLACEHOLDER_PHONE ? formatPhone(current) : t('profile.phone.none')}
      </p>
      {failure ? <Alert kind="error">{t(failure)}</Alert> : null}
      {saved ? <Alert kind="success">{t('profile.phone.saved')}</Alert> : null}
      <PhoneField phone={phone} onChange={setPhone} error={fieldError} />
      <Button type="submit">{t('profile.phone.save')}</Button>
    </form>
  );
}
