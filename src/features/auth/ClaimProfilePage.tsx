import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SPEC_TEXTS } from '../../config/texts';
import { claimInvite, createAccount, type ClaimResult } from '../../data/invites';
import { useSession } from '../../data/useSession';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Loading } from '../../ui/Loading';
import { Page } from '../../ui/Page';
import { CLAIM_TEXTS } from './claimTexts';
import { fallbackPath } from './fallbackPath';
import { SignInForm } from './SignInForm';
import { validateSignIn } from './signInForm';

const MIN_PASSWORD_LENGTH = 8;

/** /claimprofile/:token: create an account (or sign in), then claim the invite once. */
export function ClaimProfilePage({ token }: { token: string }) {
  const session = useSession();
  if (session.status === 'loading') return <Loading text={SPEC_TEXTS.loading} />;
  if (session.status === 'signedOut') return <SignUpToClaim />;
  return <Claim token={token} />;
}

function Claim({ token }: { token: string }) {
  const session = useSession();
  const [result, setResult] = useState<ClaimResult | null>(null);
  const started = useRef(false);
  const run = () => {
    setResult(null);
    void claimInvite(token).then(setResult);
  };
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
  });
  if (!result) return <Loading text="Setting up your profile…" />;
  if (!result.ok) {
    return (
      <Page title="Claim your profile">
        <Alert kind="error">{CLAIM_TEXTS[result.reason]}</Alert>
        {result.reason === 'offline' ? <Button onClick={run}>Try again</Button> : null}
      </Page>
    );
  }
  const ready = session.status === 'signedIn' && session.userDoc?.profileCompleted === true;
  return (
    <Page title="You're all set">
      <Alert kind="success">Your profile is set up as {result.roleLabel}.</Alert>
      {ready ? (
        <Link to={fallbackPath(session)} className="button button-primary">
          Go to my dashboard
        </Link>
      ) : (
        <Loading text={SPEC_TEXTS.loading} />
      )}
    </Page>
  );
}

function SignUpToClaim() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ name?: string; email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const basic = validateSignIn(email, password);
    const next = {
      ...(name.trim() === '' ? { name: CLAIM_TEXTS.nameMissing } : {}),
      ...(basic.email ? { email: basic.email } : {}),
      ...(basic.password
        ? { password: basic.password }
        : password.length < MIN_PASSWORD_LENGTH
          ? { password: CLAIM_TEXTS.passwordShort }
          : {}),
    };
    setErrors(next);
    setFailure(null);
    if (Object.keys(next).length > 0) return;
    setSaving(true);
    const created = await createAccount(email.trim(), password, name.trim());
    setSaving(false);
    if (!created.ok)
      setFailure(
        created.code === 'auth/email-already-in-use' ? CLAIM_TEXTS.emailTaken : CLAIM_TEXTS.accountFailed,
      );
  }

  return (
    <Page title="Claim your profile" subtitle={CLAIM_TEXTS.signedOut}>
      <form className="card" noValidate onSubmit={(event) => void submit(event)}>
        <h2>Create your account</h2>
        {failure ? <Alert kind="error">{failure}</Alert> : null}
        <Field
          label="Your name"
          autoComplete="name"
          value={name}
          error={errors.name}
          onChange={(e) => setName(e.target.value)}
        />
        <Field
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" disabled={saving}>
          Create account and claim
        </Button>
      </form>
      <h2>Already have an account?</h2>
      <SignInForm />
    </Page>
  );
}
