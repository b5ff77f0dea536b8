/** The phone-update modal for employees with the placeholder number (spec §4, §5, §7). */
import { defineArea, type TextArea } from '../area';

const english = {
  'phone.title': 'Update Your Phone Number',
  'phone.save': 'Save phone number',
  'phone.body':
    'Your account still has a placeholder phone number. Enter your real mobile number so the team can reach you.',
  'phone.field': 'Mobile phone number',
} as const;
export type PhoneEnglish = typeof english;

export const PHONE_TEXTS: TextArea<PhoneEnglish> = defineArea('phone', english, () => import('./phone.es'));
