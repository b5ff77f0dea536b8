import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changePassword, newPasswordProblem } from './account';

const reauthenticate = vi.fn<(user: unknown, credential: unknown) => Promise<void>>();
const updatePassword = vi.fn<(user: unknown, next: string) => Promise<void>>();
let currentUser: { email: string | null } | null = { email: 'eli@example.test' };
vi.mock('./firebase', () => ({
  getFirebaseAuth: () => Promise.resolve({ currentUser, authStateReady: () => Promise.resolve() }),
}));
vi.mock('./sdk/auth', () => ({
  EmailAuthProvider: { credential: (email: string, password: string) => ({ email, password }) },
  reauthenticateWithCredential: (user: unknown, credential: unknown) => reauthenticate(user, credential),
  updatePassword: (user: unknown, next: string) => updatePassword(user, next),
}));

const firebaseError = (code: string) => Object.assign(new Error(code), { code });

beforeEach(() => {
  reauthenticate.mockReset().mockResolvedValue(undefined);
  updatePassword.mockReset().mockResolvedValue(undefined);
  currentUser = { email: 'eli@example.test' };
});

describe('changing one’s password', () => {
  it('refuses a new password shorter than 8 characters or equal to the current one, before asking the server', async () => {
    expect(newPasswordProblem('old-password', 'short12')).toBe('tooShort');
    expect(newPasswordProblem('old-password', 'old-password')).toBe('same');
    expect(newPasswordProblem('old-password', 'new-password')).toBeNull();
    expect(await changePassword('old-password', 'short')).toEqual({ ok: false, reason: 'tooShort' });
    expect(reauthenticate).not.toHaveBeenCalled();
  });

  it('checks the current password first, and changes nothing when it is wrong', async () => {
    reauthenticate.mockRejectedValue(firebaseError('auth/invalid-credential'));
    expect(await changePassword('wrong-one', 'new-password')).toEqual({ ok: false, reason: 'wrongPassword' });
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it('changes it with the current one, and names what went wrong otherwise', async () => {
    expect(await changePassword('old-password', 'new-password')).toEqual({ ok: true });
    expect(reauthenticate.mock.calls[0]?.[1]).toEqual({
      email: 'eli@example.test',
      password: 'old-password',
    });
    expect(updatePassword.mock.calls[0]?.[1]).toBe('new-password');

    updatePassword.mockRejectedValueOnce(firebaseError('auth/weak-password'));
    expect(await changePassword('old-password', 'new-password')).toEqual({ ok: false, reason: 'weak' });
    reauthenticate.mockRejectedValueOnce(firebaseError('auth/network-request-failed'));
    expect(await changePassword('old-password', 'new-password')).toEqual({ ok: false, reason: 'offline' });
    reauthenticate.mockRejectedValueOnce(firebaseError('auth/something-new'));
    expect(await changePassword('old-password', 'new-password')).toEqual({ ok: false, reason: 'unknown' });
    currentUser = null;
    expect(await changePassword('old-password', 'new-password')).toEqual({ ok: false, reason: 'signedOut' });
  });
});
