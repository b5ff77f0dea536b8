import { describe, expect, it } from 'vitest';
import { isValidVin, vinCheckDigit, withVinCheckDigit } from './vin';

describe('VIN check digit', () => {
  it('accepts real VINs whose check digit is right', () => {
    expect(isValidVin('1M8GDM9AXKP042788')).toBe(true); // the textbook example, check digit X
    expect(isValidVin('11111111111111111')).toBe(true);
    expect(isValidVin('1m8gdm9axkp042788')).toBe(true);
  });

  it('rejects a VIN with one character changed', () => {
    expect(isValidVin('1M8GDM9AXKP042789')).toBe(false);
  });

  it('rejects the wrong length and the letters I, O and Q', () => {
    expect(vinCheckDigit('1M8GDM9AXKP04278')).toBeNull();
    expect(vinCheckDigit('1M8GDM9AXKP04278O')).toBeNull();
    expect(isValidVin('IM8GDM9AXKP042788')).toBe(false);
  });

  it('repairs the check digit of a VIN-shaped string', () => {
    expect(withVinCheckDigit('1M8GDM9A0KP042788')).toBe('1M8GDM9AXKP042788');
    expect(() => withVinCheckDigit('short')).toThrow(/Not VIN-shaped/);
  });
});
