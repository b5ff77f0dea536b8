/**
 * A crew member's kiosk PIN (issue #35, the shared-phone clock): set by the person on their
 * own phone, kept only as a salted PBKDF2 hash, checked on the kiosk with no signal, and
 * guarded there by a lockout after repeated failures. The threat model is in
 * docs/decisions.md ("A shared-phone kiosk").
 */

/** A PIN is 4 to 6 digits: what a crew member remembers and types on a tablet between cars. */
export const PIN_MIN_DIGITS = 4;
export const PIN_MAX_DIGITS = 6;
/**
 * PBKDF2-SHA-256 rounds. A 4–6 digit PIN cannot be made slow enough to survive a stolen
 * tablet's copy (a million guesses), so the rounds only make casual reading useless; the
 * defence is the lockout below and revoking the kiosk (docs/decisions.md). This many takes
 * 3.2 ms (median of 9, WebCrypto in Node on this machine; ~13 ms at 4× that), a small part
 * of the kiosk's 150 ms "PIN to recorded" budget, whose benchmark comes with the kiosk.
 */
export const PIN_HASH_ROUNDS = 20_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

/** What the device and the server keep of a PIN. */
export interface PinHash {
  /** Base64 of the random salt. */
  salt: string;
  /** Base64 of PBKDF2-SHA-256(pin, salt, rounds). */
  hash: string;
  rounds: number;
}

/** Why a PIN cannot be used: the screen says it in the person's language. */
export type PinProblem = 'digits' | 'length' | 'guessable';

/** What is wrong with a new PIN, or null: digits only, 4 to 6, not one digit repeated nor a straight run. */
export function pinProblem(pin: string): PinProblem | null {
  if (!/^\d*$/.test(pin)) return 'digits';
  if (pin.length < PIN_MIN_DIGITS || pin.length > PIN_MAX_DIGITS) return 'length';
  const steps = [...pin].slice(1).map((digit, index) => Number(digit) - Number(pin[index]));
  if (
    steps.every((step) => step === 0) ||
    steps.every((step) => step === 1) ||
    steps.every((step) => step === -1)
  )
    return 'guessable';
  return null;
}

const base64Of = (bytes: ArrayBuffer | Uint8Array): string =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)));
const bytesOf = (base64: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));

async function derive(pin: string, salt: Uint8Array<ArrayBuffer>, rounds: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: rounds },
    key,
    HASH_BITS,
  );
  return base64Of(bits);
}

/** A new PIN's hash, with a fresh random salt. */
export async function hashPin(pin: string, rounds = PIN_HASH_ROUNDS): Promise<PinHash> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return { salt: base64Of(salt), hash: await derive(pin, salt, rounds), rounds };
}

/** Whether `pin` is the one `kept` was made from (compared in full, whatever differs first). */
export async function pinMatches(pin: string, kept: PinHash): Promise<boolean> {
  const candidate = await derive(pin, bytesOf(kept.salt), kept.rounds);
  let difference = candidate.length ^ kept.hash.length;
  for (let index = 0; index < Math.min(candidate.length, kept.hash.length); index++)
    difference |= candidate.charCodeAt(index) ^ kept.hash.charCodeAt(index);
  return difference === 0;
}

/** Failures in a row that lock a person's PIN on a kiosk. */
export const PIN_FAILURES_BEFORE_LOCK = 5;
/** The first lock's length; each further lock in a row doubles it, up to PIN_LOCK_MAX_MS. */
export const PIN_LOCK_MS = 5 * 60_000;
export const PIN_LOCK_MAX_MS = 60 * 60_000;

/** A person's PIN attempts on one kiosk. */
export interface PinAttempts {
  /** Failures since the last success or lock. */
  failures: number;
  /** Locks in a row (since the last success). */
  locks: number;
  /** Until when the PIN is refused without being checked (epoch ms; 0: not locked). */
  lockedUntil: number;
}

export const NO_ATTEMPTS: PinAttempts = { failures: 0, locks: 0, lockedUntil: 0 };

/** Whether the PIN is locked at `now`. */
export const isLocked = (attempts: PinAttempts, now: number): boolean => attempts.lockedUntil > now;

/** The attempts after one more: a success clears them; the fifth failure in a row locks. */
export function afterAttempt(attempts: PinAttempts, matched: boolean, now: number): PinAttempts {
  if (matched) return NO_ATTEMPTS;
  const failures = attempts.failures + 1;
  if (failures < PIN_FAILURES_BEFORE_LOCK) return { ...attempts, failures };
  const locks = attempts.locks + 1;
  return {
    failures: 0,
    locks,
    lockedUntil: now + Math.min(PIN_LOCK_MAX_MS, PIN_LOCK_MS * 2 ** (locks - 1)),
  };
}
