import { useT, type MessageKey } from '../../i18n';
import { PHONE_TEXTS } from '../../i18n/areas/phone';
import { Field } from '../../ui/Field';
import { phoneDigitsOf } from '../../utils/phone';

/** The mobile number as typed: digits only, at most ten, with the phone rules' message. */
export function PhoneField({
  phone,
  onChange,
  error,
}: {
  phone: string;
  onChange: (digits: string) => void;
  error: MessageKey | null;
}) {
  const t = useT(PHONE_TEXTS);
  return (
    <Field
      label={t('phone.field')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      value={phone}
      error={error ? t(error) : undefined}
      onChange={(event) => onChange(phoneDigitsOf(event.target.value))}
    />
  );
}
