import { describe, expect, it } from 'vitest';
import { isPayrollId, legalNameProblem } from './legalName';

describe('a legal name for payroll', () => {
  it('takes both parts or neither, each within the limit', () => {
    expect(legalNameProblem('Mary Ann', 'Smith')).toBeNull();
    expect(legalNameProblem(' ', '')).toBeNull();
    expect(legalNameProblem('', 'Smith')).toBe('firstMissing');
    expect(legalNameProblem('Mary Ann', '  ')).toBe('lastMissing');
    expect(legalNameProblem('Mary', 'x'.repeat(101))).toBe('tooLong');
  });

  it('takes a payroll id of letters, digits and dashes, or none', () => {
    expect(isPayrollId('5G9934')).toBe(true);
    expect(isPayrollId('')).toBe(true);
    expect(isPayrollId('5G 9934')).toBe(false);
    expect(isPayrollId('x'.repeat(41))).toBe(false);
  });
});
