import { updatePhone } from '../../data/users';
import { useState, type FormEvent } from 'react';
import { PHONE_DIGITS } from '../../config/constants';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useAttempt } from '../../ui/useAttempt';
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
  const t = useT(PHONE_TEXTS);
  const { busy: saving, failed, error, attempt, reset } = useAttempt();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = phoneUpdateError(phone);
    setFieldError(problem);
    reset();
    if (problem) return;
    if (await attempt(() => updatePhone({ phone, phoneUpdatedAt: new Date().toISOString() }))) onDone();
  }
  const failure = failed ? phoneWriteFailureMessage(error) : null;

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
