import { useState, type FormEvent } from 'react';
import { useConnection } from '../../data/connection';
import {
  checkKioskPin,
  recordKioskPunch,
  useKioskCopy,
  type KioskPerson,
  type PinCheck,
} from '../../data/kiosk';
import type { PunchKind } from '../../data/model';
import { capturePunchPhoto } from '../../data/time';
import { kioskDealershipOf } from '../../data/users';
import { useSession } from '../../data/useSession';
import { useFormats, useT } from '../../i18n';
import { KIOSK_TEXTS } from '../../i18n/areas/kiosk';
import { TIME_TEXTS } from '../../i18n/areas/time';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Loading } from '../../ui/Loading';
import { Page } from '../../ui/Page';
import { useAttempt } from '../../ui/useAttempt';
import { useNow } from '../../ui/useNow';

/**
 * A dealership's shared clock (issue #35): its crew by name; a person taps their name,
 * what they are doing, and their PIN, checked on the device. The punch is theirs, made on
 * this kiosk, kept here and sent when there is signal.
 */
export function KioskPage() {
  const t = useT(KIOSK_TEXTS);
  const session = useSession();
  const kioskFor = session.status === 'signedIn' ? kioskDealershipOf(session.userDoc) : null;
  if (!kioskFor)
    return (
      <Page title={t('kiosk.title')}>
        <p>{t('kiosk.notKiosk')}</p>
      </Page>
    );
  return <Kiosk kioskFor={kioskFor} />;
}

/** What the kiosk shows: the list, or one person's choice and PIN. */
type Step =
  { kind: 'list' } | { kind: 'choose'; uid: string } | { kind: 'pin'; uid: string; punch: PunchKind };

interface Receipt {
  name: string;
  kind: PunchKind;
  at: number;
}

function Kiosk({ kioskFor }: { kioskFor: string }) {
  const t = useT(KIOSK_TEXTS);
  const tt = useT(TIME_TEXTS);
  const formats = useFormats();
  const now = useNow();
  const copy = useKioskCopy(kioskFor, now.getTime());
  const { status } = useConnection();
  const [step, setStep] = useState<Step>({ kind: 'list' });
  const [receipt, setReceipt] = useState<Receipt | null>(null);

  if (!copy || !copy.dealership) return <Loading text={t('kiosk.loading')} />;
  const dealership = copy.dealership;
  const zone = dealership.timezone;
  const person = step.kind === 'list' ? undefined : copy.people.find((each) => each.uid === step.uid);
  const stateOf = (each: KioskPerson) =>
    each.onBreak
      ? t('kiosk.state.break')
      : each.inSince !== null
        ? t('kiosk.state.in', { time: formats.zoned(each.inSince, zone, 'clock') })
        : t('kiosk.state.off');

  return (
    <Page title={t('kiosk.title')} subtitle={t('kiosk.subtitle', { dealership: dealership.name })}>
      {status !== 'connected' ? <p className="page-subtitle">{t('kiosk.offline')}</p> : null}
      {dealership.punchPhoto ? <p className="page-subtitle">{t('kiosk.photo')}</p> : null}
      <p role="status" data-testid="kiosk-receipt">
        {receipt
          ? t('kiosk.recorded', {
              name: receipt.name,
              kind: tt(`time.kind.${receipt.kind}`),
              time: formats.zoned(receipt.at, zone, 'clock'),
            })
          : ''}
      </p>
      {!person ? (
        copy.people.length === 0 ? (
          <p>{t('kiosk.nobody')}</p>
        ) : (
          <ul className="kiosk-crew" aria-label={t('kiosk.crew')}>
            {copy.people.map((each) => (
              <li key={each.uid}>
                <Button
                  variant="secondary"
                  className="kiosk-person"
                  onClick={() => {
                    setReceipt(null);
                    setStep({ kind: 'choose', uid: each.uid });
                  }}
                >
                  {each.name} <span className="page-subtitle">({stateOf(each)})</span>
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : step.kind === 'choose' ? (
        <section className="card" aria-label={t('kiosk.choose', { name: person.name })}>
          <h2>{t('kiosk.choose', { name: person.name })}</h2>
          <p className="page-subtitle">{stateOf(person)}</p>
          <div className="clock-buttons">
            {person.next.map((kind, index) => (
              <Button
                key={kind}
                className="clock-button"
                variant={index === 0 ? 'primary' : 'secondary'}
                onClick={() => setStep({ kind: 'pin', uid: person.uid, punch: kind })}
              >
                {tt(`time.tap.${kind}`)}
              </Button>
            ))}
          </div>
          <Button variant="secondary" onClick={() => setStep({ kind: 'list' })}>
            {t('kiosk.back')}
          </Button>
        </section>
      ) : step.kind === 'pin' ? (
        <PinEntry
          key={`${person.uid}-${step.punch}`}
          person={person}
          dealershipId={dealership.id}
          onBack={() => setStep({ kind: 'list' })}
          onRecorded={async (tappedAt) => {
            // The tap's time is the punch's, however long the camera takes (it never stops the punch).
            const shot = dealership.punchPhoto ? await capturePunchPhoto() : undefined;
            await recordKioskPunch(person, step.punch, dealership, shot, tappedAt);
            setReceipt({ name: person.name, kind: step.punch, at: tappedAt.getTime() });
            setStep({ kind: 'list' });
          }}
          zone={zone}
        />
      ) : null}
    </Page>
  );
}

function PinEntry({
  person,
  dealershipId,
  zone,
  onBack,
  onRecorded,
}: {
  person: KioskPerson;
  dealershipId: string;
  zone: string;
  onBack: () => void;
  onRecorded: (tappedAt: Date) => Promise<void>;
}) {
  const t = useT(KIOSK_TEXTS);
  const formats = useFormats();
  const [pin, setPin] = useState('');
  const [check, setCheck] = useState<PinCheck | null>(null);
  const { busy, failed, attempt } = useAttempt();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tappedAt = new Date();
    void attempt(async () => {
      const outcome = await checkKioskPin(person, pin, dealershipId, tappedAt.getTime());
      setCheck(outcome);
      // A wrong PIN is cleared (never kept on screen); a right one records the punch.
      setPin('');
      if (outcome.ok) await onRecorded(tappedAt);
    });
  };
  const refusal =
    check && !check.ok
      ? check.locked
        ? t('kiosk.locked', { time: formats.zoned(check.until, zone, 'clock') })
        : t('kiosk.wrongPin', { tries: String(check.triesLeft) })
      : undefined;

  return (
    <form className="card" onSubmit={submit} aria-label={t('kiosk.pinFor', { name: person.name })}>
      <h2>{t('kiosk.pinFor', { name: person.name })}</h2>
      <Field
        label={t('kiosk.pin')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        autoFocus
        maxLength={6}
        value={pin}
        error={refusal}
        onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
      />
      {failed ? <Alert kind="error">{t('kiosk.failed')}</Alert> : null}
      <div className="clock-buttons">
        <Button type="submit" disabled={busy || pin.length < 4}>
          {t('kiosk.confirm')}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          {t('kiosk.back')}
        </Button>
      </div>
    </form>
  );
}
