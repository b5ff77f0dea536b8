import { setDisplayName } from '../../data/users';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { DISPLAY_NAME_MAX, PASSWORD_MIN_LENGTH } from '../../config/constants';
import { isClockingRole } from '../../config/roles';
import { changePassword, type PasswordChangeFailure } from '../../data/account';
import {
  PhotoProblem,
  setProfilePhoto,
  usePendingProfilePhoto,
  useProfilePhotoUrl,
} from '../../data/profilePhotos';
import { useSession } from '../../data/useSession';
import { useT } from '../../i18n';
import { ACCOUNT_TEXTS } from '../../i18n/areas/account';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { useAttempt } from '../../ui/useAttempt';
import { lazyPart } from '../../ui/lazyPart';

/**
 * /profile (issue #20, everyone): the person's display name (saved through the sync queue,
 * so offline too), their phone number (the phone feature's part, handed in by the route
 * line), for those who clock in their legal name (its own chunk, also handed in) and their kiosk PIN
 * (its own chunk, issue #35) and their password (checked against the current one; needs a connection).
 */
/**
 * The kiosk PIN's form (issue #35), a chunk of its own that only who clocks in loads (its
 * hashing and its write); until its code arrives, nothing is shown in its place (it loads
 * again by itself once there is signal).
 */
const KioskPinForm = lazyPart(
  () => import('./KioskPinForm'),
  () => null,
);

export function ProfilePage({ phone, legalName }: { phone: ReactNode; legalName: ReactNode }) {
  const session = useSession();
  const t = useT(ACCOUNT_TEXTS);
  if (session.status !== 'signedIn') return null;
  return (
    <Page
      title={t('profile.title')}
      subtitle={session.email ? t('profile.email', { email: session.email }) : null}
    >
      <section className="card">
        <PhotoForm uid={session.uid} photoPath={session.userDoc?.photoPath ?? null} />
      </section>
      <section className="card">
        <DisplayNameForm current={session.userDoc?.displayName ?? session.displayName ?? ''} />
      </section>
      {isClockingRole(session.userDoc?.role) ? <section className="card">{legalName}</section> : null}
      {isClockingRole(session.userDoc?.role) ? (
        <section className="card">
          <KioskPinForm />
        </section>
      ) : null}
      <section className="card">{phone}</section>
      <section className="card">
        <PasswordForm />
      </section>
    </Page>
  );
}

/** The person's photo: taken or chosen, made smaller here, kept at once, sent when there is signal. */
function PhotoForm({ uid, photoPath }: { uid: string; photoPath: string | null }) {
  const t = useT(ACCOUNT_TEXTS);
  const url = useProfilePhotoUrl(uid, photoPath);
  const pending = usePendingProfilePhoto(uid);
  const [state, setState] = useState<'idle' | 'saved' | 'notAPhoto' | 'tooBig' | 'failed'>('idle');

  async function choose(file: File | undefined) {
    if (!file) return;
    setState('idle');
    try {
      await setProfilePhoto(file);
      setState('saved');
    } catch (error) {
      if (error instanceof PhotoProblem) setState(error.reason);
      else {
        console.error('Keeping the profile photo failed', error);
        setState('failed');
      }
    }
  }

  return (
    <div className="stack" data-testid="profile-photo">
      <h2>{t('profile.photo')}</h2>
      <p className="page-subtitle">{t('profile.photo.about')}</p>
      {url ? (
        <img className="profile-photo" src={url} alt={t('profile.photo.alt')} width={96} height={96} />
      ) : (
        <p>{t('profile.photo.none')}</p>
      )}
      <label className="button button-secondary">
        {t('profile.photo.choose')}
        <input
          className="visually-hidden"
          type="file"
          accept="image/*"
          capture="user"
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      {pending ? <p role="status">{t('profile.photo.waiting')}</p> : null}
      {state === 'saved' && !pending ? <Alert kind="success">{t('profile.photo.saved')}</Alert> : null}
      {state === 'notAPhoto' || state === 'tooBig' || state === 'failed' ? (
        <Alert kind="error">{t(`profile.photo.${state}`)}</Alert>
      ) : null}
    </div>
  );
}

function DisplayNameForm({ current }: { current: string }) {
  const t = useT(ACCOUNT_TEXTS);
  const [name, setName] = useState(current);
  const [touched, setTouched] = useState(false);
  // The stored name may arrive after the first draw (the user document is read live);
  // it fills the field until the person starts typing, never over what they typed.
  useEffect(() => {
    if (!touched) setName(current);
  }, [current, touched]);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useAttempt((error) => console.error('Saving the display name failed', error));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    const wrong =
      trimmed === ''
        ? t('profile.name.missing')
        : trimmed.length > DISPLAY_NAME_MAX
          ? t('profile.name.tooLong', { max: DISPLAY_NAME_MAX })
          : null;
    setProblem(wrong);
    save.reset();
    if (wrong) return;
    await save.attempt(() => setDisplayName({ displayName: trimmed }));
  }

  return (
    <form
      data-testid="profile-name"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="profile-name"
    >
      <h2 id="profile-name">{t('profile.name')}</h2>
      <p>{t('profile.name.about')}</p>
      {save.succeeded ? <Alert kind="success">{t('profile.name.saved')}</Alert> : null}
      {save.failed ? <Alert kind="error">{t('common.saveFailed')}</Alert> : null}
      <Field
        label={t('profile.name')}
        autoComplete="name"
        value={name}
        maxLength={DISPLAY_NAME_MAX + 20}
        error={problem ?? undefined}
        onChange={(event) => {
          setTouched(true);
          setName(event.target.value);
        }}
      />
      <Button type="submit" disabled={save.busy}>
        {t('profile.name.save')}
      </Button>
    </form>
  );
}

function PasswordForm() {
  const t = useT(ACCOUNT_TEXTS);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [failure, setFailure] = useState<PasswordChangeFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setSaved(false);
    const result = await changePassword(current, next);
    setSaving(false);
    if (result.ok) {
      setSaved(true);
      setFailure(null);
      setCurrent('');
      setNext('');
    } else setFailure(result.reason);
  }

  const message = failure ? t(`profile.password.${failure}`, { min: PASSWORD_MIN_LENGTH }) : null;
  const onCurrent = failure === 'wrongPassword' || failure === 'signedOut';
  const onNew = failure === 'tooShort' || failure === 'same' || failure === 'weak';
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="profile-password">
      <h2 id="profile-password">{t('profile.password')}</h2>
      {saved ? <Alert kind="success">{t('profile.password.saved')}</Alert> : null}
      {message && !onCurrent && !onNew ? <Alert kind="error">{message}</Alert> : null}
      <Field
        label={t('profile.password.current')}
        type="password"
        autoComplete="current-password"
        value={current}
        error={onCurrent ? (message ?? undefined) : undefined}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <Field
        label={t('profile.password.new')}
        type="password"
        autoComplete="new-password"
        value={next}
        error={onNew ? (message ?? undefined) : undefined}
        onChange={(event) => setNext(event.target.value)}
      />
      <Button type="submit" disabled={saving}>
        {t('profile.password.save')}
      </Button>
    </form>
  );
}
