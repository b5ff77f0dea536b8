/**
 * A legal name for payroll (issue #32): what the hours file writes as first_name and
 * last_name. Both parts or neither; each at most LEGAL_NAME_MAX characters. The forms ask
 * this before they queue anything, so what was typed stays while it is wrong.
 */
import { LEGAL_NAME_MAX, PAYROLL_ID_PATTERN } from '../../config/constants';

export type LegalNameProblem = 'firstMissing' | 'lastMissing' | 'tooLong';

export function legalNameProblem(first: string, last: string): LegalNameProblem | null {
  const [given, family] = [first.trim(), last.trim()];
  if (given.length > LEGAL_NAME_MAX || family.length > LEGAL_NAME_MAX) return 'tooLong';
  if (given === '' && family !== '') return 'firstMissing';
  if (family === '' && given !== '') return 'lastMissing';
  return null;
}

/** Whether `id` may be kept as a payroll service's employee id (empty: none). */
export function isPayrollId(id: string): boolean {
  return id.trim() === '' || PAYROLL_ID_PATTERN.test(id.trim());
}
