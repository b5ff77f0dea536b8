import { Link } from '@tanstack/react-router';
import { PASSWORD_MIN_LENGTH } from '../../config/constants';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { claimInvite, createAccount, type ClaimResult } from '../../data/invites';
import { useSession } from '../../data/useSession';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Loading } from '../../ui/Loading';
import { Page } from '../../ui/Page';
import { useT, type MessageKey } from '../../i18n';
import { CLAIM_TEXTS, type ClaimEnglish } from '../../i18n/areas/claim';
import { WORK_TEXTS } from '../../i18n/areas/work';
import { fallbackPath } from './fallbackPath';
import { SignInForm } from './SignInForm';
import { validateSignIn } from './signInForm';

/** What the claim screens say: their own texts, and the sign-in form's checks. */
type ClaimKey = MessageKey | keyof ClaimEnglish;

/** /claimprofile/:token: create an account (or sign in), then claim the invite once. */
export function ClaimProfilePage({ token }: { token: string }) {
  const session = useSession();
  const t = useT();
  if (session.status === 'loading') return <Loading text={t('spec.loading')} />;
  if (session.status === 'signedOut') return <SignUpToClaim />;
  return <Claim token={token} />;
}

function Claim({ token }: { token: string }) {
  const session = useSession();
  const [result, setResult] = useState<ClaimResult | null>(null);
  const started = useRef(false);
  const t = useT(WORK_TEXTS, CLAIM_TEXTS);
  const run = () => {
    setResult(null);
    void claimInvite(token).then(setResult);
  };
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
  });
  if (!result) return <Loading text={t('claim.settingUp')} />;
  if (!result.ok) {
    return (
      <Page title={t('claim.title')}>
        <Alert kind="error">{t(`claim.${result.reason}`)}</Alert>
        {result.reason === 'offline' ? <Button onClick={run}>{t('claim.tryAgain')}</Button> : null}
      </Page>
    );
  }
  const ready = session.status === 'signedIn' && session.userDoc?.profileCompleted === true;
  return (
    <Page title={t('claim.done.title')}>
      <Alert kind="success">
        {t('claim.done.body', { role: result.role ? t(`role.${result.role}`) : t('claim.done.kiosk') })}
      </Alert>
      {ready ? (
        <Link to={fallbackPath(session)} className="button button-primary">
          {t('claim.done.go')}
        </Link>
      ) : (
        <Loading text={t('spec.loading')} />
      )}
    </Page>
  );
}

function SignUpToClaim() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ name?: ClaimKey; email?: ClaimKey; password?: ClaimKey }>({});
  const [failure, setFailure] = useState<ClaimKey | null>(null);
  const t = useT(CLAIM_TEXTS);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const basic = validateSignIn(email, password);
    const next = {
      ...(name.trim() === '' ? { name: 'claim.nameMissing' as const } : {}),
      ...(basic.email ? { email: basic.email } : {}),
      ...(basic.password
        ? { password: basic.password }
        : password.length < PASSWORD_MIN_LENGTH
          ? { password: 'claim.passwordShort' as const }
          : {}),
    };
    setErrors(next);
    setFailure(null);
    if (Object.keys(next).length > 0) return;
    setSaving(true);
    const created = await createAccount(email.trim(), password, name.trim());
    setSaving(false);
    if (!created.ok)
      setFailure(created.code === 'auth/email-already-in-use' ? 'claim.emailTaken' : 'claim.accountFailed');
  }

  return (
    <Page title={t('claim.title')} subtitle={t('claim.signedOut')}>
      <form className="card" noValidate onSubmit={(event) => void submit(event)}>
        <h2>{t('claim.create.title')}</h2>
        {failure ? <Alert kind="error">{t(failure)}</Alert> : null}
        <Field
          label={t('claim.name')}
          autoComplete="name"
          value={name}
          error={errors.name && t(errors.name)}
          onChange={(e) => setName(e.target.value)}
        />
        <Field
          label={t('claim.email')}
          type="email"
          autoComplete="username"
          value={email}
          error={errors.email && t(errors.email)}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Field
          label={t('claim.newPassword')}
          type="password"
          autoComplete="new-password"
          value={password}
          error={errors.password && t(errors.password)}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" disabled={saving}>
          {t('claim.create.submit')}
        </Button>
      </form>
      <h2>{t('claim.haveAccount')}</h2>
      <SignInForm />
    </Page>
  );
}
