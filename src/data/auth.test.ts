import { describe, expect, it } from 'vitest';
import { signInFailureOf } from './auth';

describe('signInFailureOf', () => {
  it.each([
    ['auth/invalid-credential', 'wrongCredentials'],
    ['auth/wrong-password', 'wrongCredentials'],
    ['auth/user-not-found', 'wrongCredentials'],
    ['auth/too-many-requests', 'tooManyAttempts'],
    ['auth/network-request-failed', 'offline'],
    ['auth/user-disabled', 'disabled'],
    ['auth/something-new', 'unknown'],
  ])('maps %s to %s', (code, reason) => {
    expect(signInFailureOf({ code })).toBe(reason);
  });
  it('maps a non-Firebase error to unknown', () => {
    expect(signInFailureOf(new TypeError('boom'))).toBe('unknown');
  });
});
