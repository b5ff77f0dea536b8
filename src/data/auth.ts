/** Email and password sign-in against Firebase Auth (the emulator in local runs). */
import { getFirebaseAuth } from './firebase';

export type SignInFailure =
  'wrongCredentials' | 'invalidEmail' | 'tooManyAttempts' | 'offline' | 'disabled' | 'unknown';

export type SignInResult = { ok: true } | { ok: false; reason: SignInFailure };

/** Firebase error codes mapped to what the person can do about them. */
const FAILURES: Record<string, SignInFailure> = {
  'auth/invalid-credential': 'wrongCredentials',
  'auth/invalid-login-credentials': 'wrongCredentials',
  'auth/wrong-password': 'wrongCredentials',
  'auth/user-not-found': 'wrongCredentials',
  'auth/invalid-email': 'invalidEmail',
  'auth/too-many-requests': 'tooManyAttempts',
  'auth/network-request-failed': 'offline',
  'auth/user-disabled': 'disabled',
};

export function signInFailureOf(error: unknown): SignInFailure {
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  return FAILURES[code] ?? 'unknown';
}

export async function signInWithPassword(email: string, password: string): Promise<SignInResult> {
  try {
    const [auth, { signInWithEmailAndPassword }] = await Promise.all([
      getFirebaseAuth(),
      import('firebase/auth'),
    ]);
    await signInWithEmailAndPassword(auth, email, password);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: signInFailureOf(error) };
  }
}

export async function signOutUser(): Promise<void> {
  const [auth, { signOut }] = await Promise.all([getFirebaseAuth(), import('firebase/auth')]);
  await signOut(auth);
}
