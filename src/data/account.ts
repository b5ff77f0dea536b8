/**
 * A person's own account and this device (issue #20's /profile and /settings): changing
 * the password, how much this phone holds for Lotcrew, and clearing what it holds. Loaded
 * with those screens only.
 */
import { PASSWORD_MIN_LENGTH } from '../config/constants';
import { clearPersonalFlags } from '../lib/localFlags';
import { errorCodeOf } from './errorCode';
import { getFirebaseAuth } from './firebase';

export type PasswordChangeFailure =
  'wrongPassword' | 'tooShort' | 'same' | 'weak' | 'tooManyAttempts' | 'offline' | 'signedOut' | 'unknown';

const PASSWORD_FAILURES: Record<string, PasswordChangeFailure> = {
  'auth/invalid-credential': 'wrongPassword',
  'auth/invalid-login-credentials': 'wrongPassword',
  'auth/wrong-password': 'wrongPassword',
  'auth/weak-password': 'weak',
  'auth/password-does-not-meet-requirements': 'weak',
  'auth/too-many-requests': 'tooManyAttempts',
  'auth/network-request-failed': 'offline',
  'auth/user-token-expired': 'signedOut',
  'auth/user-mismatch': 'signedOut',
};

/** What is wrong with a new password before asking the server (the claim screen's policy). */
export function newPasswordProblem(current: string, next: string): PasswordChangeFailure | null {
  if (next.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (next === current) return 'same';
  return null;
}

/**
 * Changes the signed-in person's password: Firebase asks for a recent sign-in, so the
 * current password is checked first (a wrong one changes nothing). Needs a connection.
 */
export async function changePassword(
  current: string,
  next: string,
): Promise<{ ok: true } | { ok: false; reason: PasswordChangeFailure }> {
  const problem = newPasswordProblem(current, next);
  if (problem) return { ok: false, reason: problem };
  try {
    const [auth, { EmailAuthProvider, reauthenticateWithCredential, updatePassword }] = await Promise.all([
      getFirebaseAuth(),
      import('./sdk/auth'),
    ]);
    // Auth may still be restoring the signed-in user from this phone's storage.
    await auth.authStateReady();
    const user = auth.currentUser;
    if (!user?.email) return { ok: false, reason: 'signedOut' };
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, current));
    await updatePassword(user, next);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: PASSWORD_FAILURES[errorCodeOf(error) ?? ''] ?? 'unknown' };
  }
}

/** What this origin stores on the phone (app code, its copy, files), if the browser says. */
export async function deviceStorageUse(): Promise<{ usedBytes: number; quotaBytes: number } | null> {
  try {
    const estimate = await navigator.storage?.estimate?.();
    if (!estimate || estimate.usage === undefined || estimate.quota === undefined) return null;
    return { usedBytes: estimate.usage, quotaBytes: estimate.quota };
  } catch {
    return null;
  }
}

/**
 * Removes this person's data from the phone and keeps them signed in: the device copy, the
 * writes and photos not yet sent (the screen warns first), the figures kept from the
 * server, and their local flags. The app's code stays (it opens offline); the caller
 * reloads, and the copy is read again from the server.
 */
export async function clearDeviceData(): Promise<void> {
  const { clearDatabase } = await import('./db');
  await clearDatabase();
  clearPersonalFlags();
}
