import { APP_TEXTS } from '../../config/texts';
import type { SignInFailure } from '../../data/auth';

export interface SignInErrors {
  email?: string;
  password?: string;
}

// Deliberately loose: the server is the judge of an address; this only catches typos
// such as a missing "@" before a round trip.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateSignIn(email: string, password: string): SignInErrors {
  const errors: SignInErrors = {};
  const trimmed = email.trim();
  if (trimmed === '') errors.email = APP_TEXTS.signIn.emailMissing;
  else if (!EMAIL_SHAPE.test(trimmed)) errors.email = APP_TEXTS.signIn.emailInvalid;
  if (password === '') errors.password = APP_TEXTS.signIn.passwordMissing;
  return errors;
}

export const SIGN_IN_FAILURE_TEXTS: Record<SignInFailure, string> = {
  wrongCredentials: APP_TEXTS.signIn.wrongCredentials,
  invalidEmail: APP_TEXTS.signIn.emailInvalid,
  tooManyAttempts: APP_TEXTS.signIn.tooManyAttempts,
  offline: APP_TEXTS.signIn.offline,
  disabled: APP_TEXTS.signIn.disabled,
  unknown: APP_TEXTS.signIn.unknownFailure,
};
