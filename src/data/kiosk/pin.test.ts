import { describe, expect, it } from 'vitest';
import {
  afterAttempt,
  hashPin,
  isLocked,
  NO_ATTEMPTS,
  PIN_LOCK_MAX_MS,
  PIN_LOCK_MS,
  pinMatches,
  pinProblem,
  type PinAttempts,
} from './pin';

describe('a kiosk PIN', () => {
  it('is 4 to 6 digits, neither one digit repeated nor a straight run', () => {
    expect(pinProblem('2580')).toBeNull();
    expect(pinProblem('905317')).toBeNull();
    expect(pinProblem('12a4')).toBe('digits');
    expect(pinProblem('258')).toBe('length');
    expect(pinProblem('2580147')).toBe('length');
    for (const guessable of ['0000', '1234', '98765', '777777'])
      expect(pinProblem(guessable)).toBe('guessable');
  });

  it('is kept only as a salted hash: the same PIN hashes differently twice, and matches only itself', async () => {
    const first = await hashPin('2580', 1_000);
    const second = await hashPin('2580', 1_000);
    expect(first.salt).not.toBe(second.salt);
    expect(first.hash).not.toBe(second.hash);
    expect(JSON.stringify(first)).not.toContain('2580');
    expect(await pinMatches('2580', first)).toBe(true);
    expect(await pinMatches('2581', first)).toBe(false);
    expect(await pinMatches('25800', first)).toBe(false);
  });

  it('is PBKDF2-SHA-256 as Node’s own implementation computes it (an independent check)', async () => {
    const { pbkdf2Sync } = await import('node:crypto');
    const kept = await hashPin('905317', 2_048);
    const expected = pbkdf2Sync('905317', Buffer.from(kept.salt, 'base64'), 2_048, 32, 'sha256').toString(
      'base64',
    );
    expect(kept.hash).toBe(expected);
  });
});

describe('the lockout on a kiosk', () => {
  const fail = (attempts: PinAttempts, times: number, now: number) => {
    let result = attempts;
    for (let index = 0; index < times; index++) result = afterAttempt(result, false, now);
    return result;
  };

  it('locks a PIN after five failures in a row, for five minutes, then twice as long each time', () => {
    const now = Date.parse('2026-11-24T16:00:00Z');
    const four = fail(NO_ATTEMPTS, 4, now);
    expect(isLocked(four, now)).toBe(false);
    const locked = fail(four, 1, now);
    expect(isLocked(locked, now + PIN_LOCK_MS - 1)).toBe(true);
    expect(isLocked(locked, now + PIN_LOCK_MS)).toBe(false);
    const again = fail(locked, 5, now + PIN_LOCK_MS);
    expect(again.lockedUntil).toBe(now + PIN_LOCK_MS + 2 * PIN_LOCK_MS);
    const many = fail(NO_ATTEMPTS, 5 * 20, now);
    expect(many.lockedUntil - now).toBe(PIN_LOCK_MAX_MS);
  });

  it('forgets the failures once the right PIN is typed', () => {
    const now = Date.parse('2026-11-24T16:00:00Z');
    expect(afterAttempt(fail(NO_ATTEMPTS, 4, now), true, now)).toEqual(NO_ATTEMPTS);
  });
});
