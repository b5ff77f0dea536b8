/** A person's own account and this phone (issue #20): /settings and /profile. */
import { defineArea, type TextArea } from '../area';

const english = {
  'settings.title': 'Settings',
  'settings.language': 'Language',
  'settings.sms': 'SMS work alerts',
  'settings.app': 'App',
  'settings.version': 'Version {version}',
  'settings.checkUpdate': 'Check for update',
  'settings.checking': 'Checking for a new version…',
  'settings.update.ready': 'A new version is ready: use the prompt to restart into it.',
  'settings.update.latest': 'You have the latest version.',
  'settings.update.unavailable':
    'The update service is not reachable. Connect to the internet and try again.',
  'settings.device': 'This phone',
  'settings.storage':
    'Lotcrew uses {used} MB on this phone (the app itself, your copy of the work, photos and files).',
  'settings.storage.unknown': 'This browser does not say how much Lotcrew stores on this phone.',
  'settings.clear': 'Clear this phone’s data',
  'settings.clear.about':
    'Removes your copy of the work, kept reports and files from this phone. You stay signed in and the app reads everything again from the server.',
  'settings.clear.offline':
    'Connect to the internet first: with no signal, the app would have nothing to show.',
  'settings.clear.confirmTitle': 'Clear this phone’s data?',
  'settings.clear.confirmBody': 'Your copy of the work is read again from the server.',
  'settings.clear.pending': {
    one: '1 change made on this phone has not reached the server yet and will be lost.',
    other: '{count} changes made on this phone have not reached the server yet and will be lost.',
  },
  'settings.clear.confirm': 'Clear data',
  'settings.clear.keep': 'Keep data',
  'settings.account': 'Account',
  'profile.title': 'Profile',
  'profile.name': 'Display name',
  'profile.name.about': 'How the team sees you on tickets, time sheets and reports.',
  'profile.name.save': 'Save name',
  'profile.name.saved': 'Name saved. It reaches the server as soon as there is signal.',
  'profile.name.missing': 'Enter your name.',
  'profile.name.tooLong': 'Use at most {max} characters.',
  'profile.phone': 'Mobile phone number',
  'profile.phone.save': 'Save phone number',
  'profile.phone.saved': 'Phone number saved. It reaches the server as soon as there is signal.',
  'profile.phone.none': 'No phone number yet.',
  'profile.password': 'Password',
  'profile.password.current': 'Current password',
  'profile.password.new': 'New password',
  'profile.password.save': 'Change password',
  'profile.password.saved': 'Password changed. Use the new one the next time you sign in.',
  'profile.password.wrongPassword': 'That is not your current password.',
  'profile.password.tooShort': 'Use at least {min} characters.',
  'profile.password.same': 'Choose a password different from the current one.',
  'profile.password.weak': 'That password is too easy to guess. Choose a longer one.',
  'profile.password.tooManyAttempts': 'Too many attempts. Wait a few minutes, then try again.',
  'profile.password.offline': 'Changing the password needs a connection. Nothing was changed.',
  'profile.password.signedOut': 'Sign in again, then change your password.',
  'profile.password.unknown': 'The password could not be changed. Nothing was changed; try again.',
  'profile.email': 'Signed in as {email}',
  'profile.photo': 'Profile photo',
  'profile.photo.about':
    'Shown to the team beside your name. It is made smaller on this phone before it is sent.',
  'profile.photo.none': 'No photo yet.',
  'profile.photo.choose': 'Take or choose a photo',
  'profile.photo.alt': 'Your profile photo',
  'profile.photo.waiting': 'Your new photo is on this phone and is sent as soon as there is signal.',
  'profile.photo.saved': 'Photo saved.',
  'profile.photo.notAPhoto': 'That file is not a photo this phone can read. Choose another one.',
  'profile.photo.tooBig': 'That photo is still too big after it was made smaller. Choose another one.',
  'profile.photo.failed': 'The photo could not be kept on this phone. Nothing was changed; try again.',
} as const;
export type AccountEnglish = typeof english;

export const ACCOUNT_TEXTS: TextArea<AccountEnglish> = defineArea(
  'account',
  english,
  () => import('./account.es'),
);
