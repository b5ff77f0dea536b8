/** Claiming a profile from an invite link (/claimprofile/:token). */
import { defineArea, type TextArea } from '../area';

const english = {
  'claim.title': 'Claim your profile',
  'claim.settingUp': 'Setting up your profile…',
  'claim.tryAgain': 'Try again',
  'claim.done.title': "You're all set",
  'claim.done.body': 'Your profile is set up as {role}.',
  'claim.done.kiosk': 'a kiosk: this device is now its dealership’s shared time clock',
  'claim.done.go': 'Go to my dashboard',
  'claim.create.title': 'Create your account',
  'claim.name': 'Your name',
  'claim.email': 'Email',
  'claim.newPassword': 'New password',
  'claim.create.submit': 'Create account and claim',
  'claim.haveAccount': 'Already have an account?',
  'claim.notFound':
    'This invite link is not valid. Check that you opened the whole link, or ask for a new one.',
  'claim.claimed': 'This invite has already been used. Ask your manager or the owner for a new one.',
  'claim.expired': 'This invite has expired. Ask your manager or the owner for a new one.',
  'claim.revoked': 'This invite was withdrawn. Ask your manager or the owner if you still need one.',
  'claim.offline': 'Claiming an invite needs a connection. Connect, then try again.',
  'claim.refused': 'The server did not accept this invite. Ask your manager or the owner for a new one.',
  'claim.signedOut': 'Sign in or create your account to claim this invite.',
  'claim.nameMissing': 'Enter your name as your team will see it.',
  'claim.passwordShort': 'Use at least 8 characters for your password.',
  'claim.emailTaken': 'An account with this email already exists. Sign in below instead.',
  'claim.accountFailed': 'Your account could not be created. Please try again.',
} as const;
export type ClaimEnglish = typeof english;

export const CLAIM_TEXTS: TextArea<ClaimEnglish> = defineArea('claim', english, () => import('./claim.es'));
