import type { MessageKey } from '../../i18n';
import type { SignInFailure } from '../../data/auth';

/** What is wrong with each field, as catalogue keys (the form shows them in the person's language). */
export interface SignInErrors {
  email?: MessageKey;
  password?: MessageKey;
}

// Deliberately loose: the server is the judge of an address; this only catches typos
// such as a missing "@" before a round trip.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateSignIn(email: string, password: string): SignInErrors {
  const errors: SignInErrors = {};
  const trimmed = email.trim();
  if (trimmed === '') errors.email = 'signIn.emailMissing';
  else if (!EMAIL_SHAPE.test(trimmed)) errors.email = 'signIn.emailInvalid';
  if (password === '') errors.password = 'signIn.passwordMissing';
  return errors;
}

export const SIGN_IN_FAILURE_TEXTS: Record<SignInFailure, MessageKey> = {
  wrongCredentials: 'signIn.wrongCredentials',
  invalidEmail: 'signIn.emailInvalid',
  tooManyAttempts: 'signIn.tooManyAttempts',
  offline: 'signIn.offline',
  disabled: 'signIn.disabled',
  unknown: 'signIn.unknownFailure',
};
