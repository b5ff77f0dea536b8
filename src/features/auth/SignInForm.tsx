import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useT, type MessageKey } from '../../i18n';
import { signInWithPassword } from '../../data/auth';
import { firstScreenShown } from '../../data/firstScreen';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { dropPrerender, typedBeforeApp } from './prerender';
import { SIGN_IN_FAILURE_TEXTS, validateSignIn, type SignInErrors } from './signInForm';

/**
 * Email and password sign-in. What the person typed stays in the fields after any
 * failure; the landing redirect happens when the session changes, not here.
 */
export function SignInForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const [fieldErrors, setFieldErrors] = useState<SignInErrors>({});
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const t = useT();
  // On screen: Firebase Auth may load now (src/data/firstScreen.ts).
  useEffect(() => firstScreenShown('signIn'), []);
  // As this form is committed, before the browser paints it: what was typed into the page
  // drawn before the app (prerender.ts), read now (a render can come long before its commit,
  // and the person may type meanwhile), comes here with the focus, and that page goes.
  useLayoutEffect(() => {
    const typed = typedBeforeApp();
    dropPrerender();
    if (!typed) return;
    if (typed.email) setEmail(typed.email);
    if (typed.password) setPassword(typed.password);
    const field =
      typed.focused === 'email' ? emailField : typed.focused === 'password' ? passwordField : null;
    field?.current?.focus();
  }, []);

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
      <h1>{t('signIn.title')}</h1>
      <p className="page-subtitle">{t('signIn.subtitle')}</p>
      {failure ? <Alert kind="error">{t(failure)}</Alert> : null}
      <Field
        label={t('signIn.email')}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        inputRef={emailField}
        value={email}
        error={fieldErrors.email && t(fieldErrors.email)}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Field
        label={t('signIn.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        inputRef={passwordField}
        value={password}
        error={fieldErrors.password && t(fieldErrors.password)}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" disabled={submitting} style={{ width: '100%' }}>
        {submitting ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </form>
  );
}
