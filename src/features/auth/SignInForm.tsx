import { useEffect, useState, type FormEvent } from 'react';
import { APP_TEXTS } from '../../config/texts';
import { signInWithPassword } from '../../data/auth';
import { firstScreenShown } from '../../data/firstScreen';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { SIGN_IN_FAILURE_TEXTS, validateSignIn, type SignInErrors } from './signInForm';

/**
 * Email and password sign-in. What the person typed stays in the fields after any
 * failure; the landing redirect happens when the session changes, not here.
 */
export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<SignInErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const texts = APP_TEXTS.signIn;
  // On screen: Firebase Auth may load now (src/data/firstScreen.ts).
  useEffect(() => firstScreenShown('signIn'), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = validateSignIn(email, password);
    setFieldErrors(errors);
    setFailure(null);
    if (errors.email || errors.password) return;
    setSubmitting(true);
    const result = await signInWithPassword(email.trim(), password);
    setSubmitting(false);
    if (!result.ok) setFailure(SIGN_IN_FAILURE_TEXTS[result.reason]);
  }

  return (
    <form className="card auth-card" noValidate onSubmit={(event) => void submit(event)}>
      <h1>{texts.title}</h1>
      <p className="page-subtitle">Staff sign-in for delivery, wash, lot-prep and photo crews.</p>
      {failure ? <Alert kind="error">{failure}</Alert> : null}
      <Field
        label={texts.email}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        value={email}
        error={fieldErrors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Field
        label={texts.password}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        error={fieldErrors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" disabled={submitting} style={{ width: '100%' }}>
        {submitting ? texts.submitting : texts.submit}
      </Button>
    </form>
  );
}
