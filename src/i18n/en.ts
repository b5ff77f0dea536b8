/**
 * The English catalogue: every text a person can see or hear. The spec's texts come from
 * SPEC_TEXTS verbatim (src/config/texts.ts, which the spec-coverage test reads); the rest
 * are ours. Keys are `area.name`; `{name}` is a placeholder; plural forms are chosen for
 * `{count}`. Every other language's catalogue must have every key with the same
 * placeholders (src/i18n/es.ts; the type checker enforces it).
 */
import { APP_TEXTS, SPEC_TEXTS } from '../config/texts';

export const en = {
  // The spec's texts (spec §2, §5, §7, §8), verbatim.
  'spec.loading': SPEC_TEXTS.loading,
  'spec.banner.offline': SPEC_TEXTS.banner.offline,
  'spec.banner.reconnecting': 'Reconnecting... (attempt {attempt})',
  'spec.banner.cached': SPEC_TEXTS.banner.cached,
  'spec.banner.failed': SPEC_TEXTS.banner.failed,
  'spec.banner.reconnected': SPEC_TEXTS.banner.reconnected,
  'spec.newAppVersion': SPEC_TEXTS.newAppVersion,
  'spec.reloadSite': SPEC_TEXTS.reloadSite,
  'spec.validation.signatureRequired': SPEC_TEXTS.validation.signatureRequired,
  'spec.validation.consentRequired': SPEC_TEXTS.validation.consentRequired,
  'spec.validation.smsPhoneRequired': SPEC_TEXTS.validation.smsPhoneRequired,
  'spec.validation.phoneInvalid': SPEC_TEXTS.validation.phoneInvalid,
  'spec.validation.phonePlaceholder': SPEC_TEXTS.validation.phonePlaceholder,
  'spec.consentDecline': SPEC_TEXTS.consentDecline,
  'spec.errors.consentSubmitFailed': SPEC_TEXTS.errors.consentSubmitFailed,
  'spec.errors.phoneWriteFailed': SPEC_TEXTS.errors.phoneWriteFailed,
  'spec.errors.notAuthenticated': SPEC_TEXTS.errors.notAuthenticated,
  'spec.errors.renderError': SPEC_TEXTS.errors.renderError,
  'spec.errors.unhandledError': SPEC_TEXTS.errors.unhandledError,
  'spec.errors.weakConnection': SPEC_TEXTS.errors.weakConnection,

  // Every screen.
  'common.saveFailed': APP_TEXTS.saveFailed,
  'common.close': 'Close',
  'common.retry': 'Retry',
  'common.refresh': 'Refresh',
  'common.notFound.title': 'Page not found',
  'common.notFound.body': 'That address is not a Lotcrew screen. Use the menu or go back.',
  'common.somethingWrong': 'Something went wrong',
  'common.chunkMissing.title': 'This screen is not on your phone yet',
  'common.chunkMissing.body': 'It could not be loaded without a connection. Reconnect, then reload the site.',
  'common.partMissing': 'This part is not on your phone yet. It loads as soon as you are back online.',
  'common.weakConnection.title': 'Weak connection',
  'common.language': 'Language',
  'common.languageUnavailable': '{language} is not on this phone yet. Connect once to download it.',

  // The app's update prompt, and the employees' update notice (spec §4).
  'update.later': 'Later',
  'update.now': 'Update now',
  'update.body':
    'A new version of Lotcrew is ready. Updating reloads the app; changes waiting to sync are kept.',

  // Signing in and out.
  'signIn.title': APP_TEXTS.signIn.title,
  'signIn.subtitle': 'Staff sign-in for delivery, wash, lot-prep and photo crews.',
  'signIn.email': APP_TEXTS.signIn.email,
  'signIn.password': APP_TEXTS.signIn.password,
  'signIn.submit': APP_TEXTS.signIn.submit,
  'signIn.submitting': APP_TEXTS.signIn.submitting,
  'signIn.wrongCredentials': APP_TEXTS.signIn.wrongCredentials,
  'signIn.emailMissing': APP_TEXTS.signIn.emailMissing,
  'signIn.emailInvalid': APP_TEXTS.signIn.emailInvalid,
  'signIn.passwordMissing': APP_TEXTS.signIn.passwordMissing,
  'signIn.tooManyAttempts': APP_TEXTS.signIn.tooManyAttempts,
  'signIn.offline': APP_TEXTS.signIn.offline,
  'signIn.disabled': APP_TEXTS.signIn.disabled,
  'signIn.unknownFailure': APP_TEXTS.signIn.unknownFailure,
  'signOut.button': APP_TEXTS.signOut,
  'signOut.unsynced.title': 'Changes not synced yet',
  'signOut.unsynced.stay': 'Stay signed in',
  'signOut.unsynced.discard': 'Sign out and discard',
  'signOut.unsynced.body': {
    one: '1 change on this phone has not reached the server yet. Signing out deletes it. Stay signed in until you have signal to keep it.',
    other:
      '{count} changes on this phone have not reached the server yet. Signing out deletes them. Stay signed in until you have signal to keep them.',
  },

  // Waiting to be placed.
  'waiting.movesOn': 'This page moves on by itself as soon as that is done.',
  'waiting.deactivated.title': 'Your account is switched off',
  'waiting.deactivated.missing':
    'The owner or your dealership’s manager switched your Lotcrew account off. This phone no longer keeps any Lotcrew work.',
  'waiting.deactivated.whoCanFix': 'Ask them to switch it on again if you still work with the team.',
  'waiting.role.title': 'Waiting for your role',
  'waiting.role.missing': 'Your profile is complete, but no role has been given to your account yet.',
  'waiting.role.whoCanFix': 'The owner or an admin sets your role in user management.',
  'waiting.dealership.title': 'Waiting for a dealership',
  'waiting.dealership.missing':
    'Your role works for specific dealerships, and none has been assigned to you yet.',
  'waiting.dealership.whoCanFix': 'The owner or an admin assigns your dealerships in user management.',
  'waiting.profile.title': 'Finish your profile',
  'waiting.profile.missing': 'Your account is signed in, but your Lotcrew profile is not complete yet.',
  'waiting.profile.whoCanFix':
    'Open the invite link your manager or the owner sent you to finish it, or ask them for a new one.',

  // The main navigation.

  // Failures the person would not otherwise notice.

  // Changes waiting on this phone.

  // How old the data on screen is.
} as const;
