/**
 * North American VIN check digit (49 CFR 565): position 9 is a weighted sum of the other
 * 16 characters, modulo 11, with 10 written as "X". I, O and Q never appear in a VIN.
 */
const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
export const VIN_LENGTH = 17;
const VIN_SHAPE = /^[A-HJ-NPR-Z0-9]{17}$/;

function valueOf(char: string): number {
  return /\d/.test(char) ? Number(char) : (TRANSLITERATION[char] ?? Number.NaN);
}

/** The check digit a VIN must carry at position 9, or null when it has the wrong shape. */
export function vinCheckDigit(vin: string): string | null {
  const upper = vin.toUpperCase();
  if (!VIN_SHAPE.test(upper)) return null;
  let sum = 0;
  for (let index = 0; index < VIN_LENGTH; index++) {
    sum += valueOf(upper[index] ?? '') * (WEIGHTS[index] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

export function isValidVin(vin: string): boolean {
  const expected = vinCheckDigit(vin);
  return expected !== null && vin.toUpperCase()[8] === expected;
}

/** Puts the right check digit into a 17-character VIN-shaped string. */
export function withVinCheckDigit(vin: string): string {
  const upper = vin.toUpperCase();
  const digit = vinCheckDigit(upper);
  if (digit === null) throw new Error(`Not VIN-shaped: ${vin}`);
  return `${upper.slice(0, 8)}${digit}${upper.slice(9)}`;
}
