/** Who a person is to payroll (issue #32): their legal name and the payroll service's id of them. */
import { defineArea, type TextArea } from '../area';

const english = {
  'legalName.title': 'Legal name (for payroll)',
  'legalName.about': 'As it appears on your tax forms: payroll matches your hours to you by it.',
  'legalName.first': 'Legal first name',
  'legalName.last': 'Legal last name',
  'legalName.save': 'Save legal name',
  'legalName.saved': 'Legal name saved. It reaches the server as soon as there is signal.',
  'legalName.firstMissing': 'Enter the first name too, or clear both.',
  'legalName.lastMissing': 'Enter the last name too, or clear both.',
  'legalName.tooLong': 'Use at most {max} characters in each.',
  'legalName.payrollId': 'Payroll employee ID (optional)',
  'legalName.payrollId.about':
    'The payroll service’s ID for this person (Gusto: the 6-character “Gusto employee ID”), so two people with the same name are paid right.',
  'legalName.payrollId.wrong': 'Use only letters, digits and dashes (at most 40).',
} as const;
export type PayrollEnglish = typeof english;

export const PAYROLL_TEXTS: TextArea<PayrollEnglish> = defineArea(
  'payroll',
  english,
  () => import('./payroll.es'),
);
