import { useState, type FormEvent } from 'react';
import { pinProblem, setKioskPin, useMyKioskPin, type PinProblem } from '../../data/kiosk';
import { useSession } from '../../data/useSession';
import { useFormats, useT } from '../../i18n';
import { KIOSK_TEXTS } from '../../i18n/areas/kiosk';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { useAttempt } from '../../ui/useAttempt';
import { deviceTimeZone } from '../../utils/zonedTime';

/**
 * Setting one's kiosk PIN on one's own phone (issue #35): typed twice, checked here, and
 * only its salted hash kept and sent (through the queue, so offline too). Both fields are
 * cleared once it is saved; on a mistake they stay, with what is wrong.
 */
export default function KioskPinForm() {
  const session = useSession();
  const user = session.status === 'signedIn' ? session : null;
  if (!user) return null;
  return (
    <PinForm
      uid={user.uid}
      displayName={user.userDoc?.displayName ?? user.displayName ?? user.email ?? ''}
      dealerships={user.userDoc?.dealerships ?? []}
    />
  );
}

function PinForm({
  uid,
  displayName,
  dealerships,
}: {
  uid: string;
  displayName: string;
  dealerships: readonly string[];
}) {
  const t = useT(KIOSK_TEXTS);
  const formats = useFormats();
  const mine = useMyKioskPin(uid);
  const [draft, setDraft] = useState({ pin: '', again: '' });
  const [problem, setProblem] = useState<PinProblem | 'mismatch' | null>(null);
  const save = useAttempt((error) => console.error('Saving the kiosk PIN failed', error));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wrong = pinProblem(draft.pin) ?? (draft.pin === draft.again ? null : 'mismatch');
    setProblem(wrong);
    save.reset();
    if (wrong) return;
    const saved = await save.attempt(() => setKioskPin(draft.pin, { displayName, dealerships }));
    if (saved) setDraft({ pin: '', again: '' });
  }

  return (
    <form
      data-testid="kiosk-pin"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="kiosk-pin"
    >
      <h2 id="kiosk-pin">{t('kiosk.pinSection')}</h2>
      <p>{t('kiosk.pinExplain')}</p>
      <p data-testid="kiosk-pin-state">
        {mine
          ? t('kiosk.pinSet', { date: formats.zoned(mine.setAt, deviceTimeZone(), 'day') })
          : mine === null
            ? t('kiosk.pinNone')
            : ''}
      </p>
      {save.succeeded ? <Alert kind="success">{t('kiosk.pinSaved')}</Alert> : null}
      {save.failed ? <Alert kind="error">{t('kiosk.pinFailed')}</Alert> : null}
      <Field
        label={t('kiosk.newPin')}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        value={draft.pin}
        error={problem && problem !== 'mismatch' ? t(`kiosk.pinProblem.${problem}`) : undefined}
        onChange={(event) => setDraft({ ...draft, pin: event.target.value })}
      />
      <Field
        label={t('kiosk.repeatPin')}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        value={draft.again}
        error={problem === 'mismatch' ? t('kiosk.pinProblem.mismatch') : undefined}
        onChange={(event) => setDraft({ ...draft, again: event.target.value })}
      />
      <Button type="submit" disabled={save.busy}>
        {t('kiosk.savePin')}
      </Button>
    </form>
  );
}
