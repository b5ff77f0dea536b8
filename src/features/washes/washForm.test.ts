import { describe, expect, it } from 'vitest';
import { withVinCheckDigit } from '../../utils/vin';
import { readWashForm, vinProblem, type WashForm } from './washForm';

const VIN = withVinCheckDigit('1HGCM82633A004352');
const form = (overrides: Partial<WashForm> = {}): WashForm => ({
  dealershipId: 'd2',
  reference: ' RO-51013 ',
  kind: 'service',
  vin: '',
  note: '',
  repeatReason: '',
  ...overrides,
});

describe('the wash form', () => {
  it('reads a reference, kind and optional VIN (upper-cased), trimmed', () => {
    expect(readWashForm(form({ vin: VIN.toLowerCase(), note: ' rinse only ' }), false)).toEqual({
      fields: { dealershipId: 'd2', reference: 'RO-51013', kind: 'service', vin: VIN, note: 'rinse only' },
    });
  });

  it('asks for the reference, and explains a wrong VIN by its shape or its check digit', () => {
    expect(readWashForm(form({ reference: '  ', vin: 'ABC' }), false).errors).toEqual({
      reference: 'washes.problem.reference',
      vin: 'washes.problem.vinShape',
    });
    const typo = `${VIN.slice(0, 8)}${VIN[8] === '0' ? '1' : '0'}${VIN.slice(9)}`;
    expect(vinProblem(typo)).toBe('washes.problem.vinCheckDigit');
    expect(vinProblem('IOQ45678901234567')).toBe('washes.problem.vinShape');
    expect(vinProblem('')).toBeNull();
  });

  it('needs a reason to log a repeat within the window, and records it', () => {
    expect(readWashForm(form(), true).errors).toEqual({ repeatReason: 'washes.problem.reason' });
    expect(readWashForm(form({ repeatReason: ' Came back muddy ' }), true).fields?.repeatReason).toBe(
      'Came back muddy',
    );
    expect(
      readWashForm(form({ repeatReason: 'typed before the warning went' }), false).fields,
    ).not.toHaveProperty('repeatReason');
  });
});
