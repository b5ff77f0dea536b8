import { useState, type FormEvent } from 'react';
import { PHONE_DIGITS } from '../../config/constants';
import { queueWrite } from '../../data/writes';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useT, type MessageKey } from '../../i18n';
import { PHONE_TEXTS } from '../../i18n/areas/phone';
import { PhoneField } from './PhoneField';
import { phoneUpdateError, phoneWriteFailureMessage } from './phoneUpdate';

/**
 * 'Update Your Phone Number' (spec §4, §5, §7): for employees whose stored phone is the
 * placeholder. The write goes through the sync queue, so it works with no signal.
 */
export function PhoneUpdateModal({ onDone }: { onDone: () => void }) {
  const [phone, setPhone] = useState('');
  const [fieldError, setFieldError] = useState<MessageKey | null>(null);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const t = useT(PHONE_TEXTS);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = phoneUpdateError(phone);
    setFieldError(problem);
    setFailure(null);
    if (problem) return;
    setSaving(true);
    try {
      await queueWrite('updatePhone', { phone, phoneUpdatedAt: new Date().toISOString() });
      onDone();
    } catch (error) {
      setFailure(phoneWriteFailureMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      title={t('phone.title')}
      actions={
        <Button type="submit" form="phone-update" disabled={phone.length !== PHONE_DIGITS || saving}>
          {t('phone.save')}
        </Button>
      }
    >
      <form id="phone-update" noValidate onSubmit={(event) => void submit(event)}>
        <p>{t('phone.body')}</p>
        {failure ? <Alert kind="error">{t(failure)}</Alert> : null}
        <PhoneField phone={phone} onChange={setPhone} error={fieldError} />
      </form>
    </Modal>
  );
}
