/** Email and password sign-in against Firebase Auth (the emulator in local runs). */
import { clearPersonalFlags } from '../lib/localFlags';
import { errorCodeOf } from './errorCode';
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
  return FAILURES[errorCodeOf(error) ?? ''] ?? 'unknown';
}

export async function signInWithPassword(email: string, password: string): Promise<SignInResult> {
  try {
    const [auth, { signInWithEmailAndPassword }] = await Promise.all([
      getFirebaseAuth(),
      import('./sdk/auth'),
    ]);
    await signInWithEmailAndPassword(auth, email, password);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: signInFailureOf(error) };
  }
}

/** Changes on this phone the server has not got yet (writes and photos): the sign-out warning's count. */
export async function unsyncedChangeCount(): Promise<number> {
  const { pendingWriteCount } = await import('./outbox/sync');
  return pendingWriteCount();
}

/**
 * Signs out and wipes this person's data from the device: the local database (mirror,
 * queued and refused writes) and their local flags; the spec's device flags stay.
 * Works offline. The UI warns first when writes are still waiting to sync.
 */
export async function signOutUser(): Promise<void> {
  const [auth, { signOut }, { clearDatabase }] = await Promise.all([
    getFirebaseAuth(),
    import('./sdk/auth'),
    import('./db'),
  ]);
  await signOut(auth);
  await clearDatabase();
  clearPersonalFlags();
}
