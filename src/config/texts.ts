/**
 * Every text the product spec quotes, verbatim, in one place (spec §2, §5, §7, §8).
 * Tests check that each appears where the spec says; do not reword them.
 */
export const SPEC_TEXTS = {
  loading: 'Loading…',
  banner: {
    offline: 'Connection lost. Trying to reconnect...',
    reconnecting: (attempt: number) => `Reconnecting... (attempt ${attempt})`,
    cached: 'Using offline data. Some features may be limited.',
    failed: 'Connection failed. Please check your internet and try again.',
    reconnected: 'Reconnected successfully!',
  },
  newAppVersion: 'New App Version Available',
  reloadSite: 'Reload site',
  validation: {
    signatureRequired: 'Please enter your full name as a signature.',
    consentRequired: 'You must check the consent box to enable SMS alerts.',
    smsPhoneRequired: 'A valid 10-digit mobile number is required to receive SMS alerts.',
    phoneInvalid: 'Please enter a valid 10-digit phone number.',
    phonePlaceholder: 'Please enter your real phone number, not a placeholder.',
  },
  consentDecline: 'No, Thanks',
  errors: {
    consentSubmitFailed: 'Something went wrong. Please try again.',
    phoneWriteFailed: 'Failed to update phone number. Please try again.',
    notAuthenticated: 'User not authenticated',
    renderError: 'Something went wrong. Please reload. If the issue persists, try restarting your device.',
    unhandledError: 'An unexpected error occurred. Please reload. If it persists, restart your device.',
    weakConnection:
      "Internet connectivity looks weak. We are retrying in the background. If this persists, try toggling Wi-Fi and cellular, then refresh. If that doesn't work, please restart your phone.",
  },
} as const;

/** Texts of our own (not quoted by the spec). */
export const APP_TEXTS = {
  appName: 'Lotcrew',
  /** A change the device itself could not store (the phone's storage refused it). */
  saveFailed: 'This change could not be saved on this phone. Please try again.',
  signIn: {
    title: 'Sign in to Lotcrew',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    wrongCredentials: 'That email and password do not match an account. Check both and try again.',
    emailMissing: 'Enter your email address.',
    emailInvalid: 'Enter a valid email address, like name@example.com.',
    passwordMissing: 'Enter your password.',
    tooManyAttempts: 'Too many sign-in attempts. Wait a minute, then try again.',
    offline: 'You are offline. Connect to the internet to sign in for the first time on this device.',
    disabled: 'This account has been switched off. Ask your manager or the owner to turn it back on.',
    unknownFailure: 'Sign-in did not work. Please try again.',
  },
  signOut: 'Sign out',
  /** What /test-sentry throws, on purpose. */
  sentryTestError: 'Lotcrew Sentry test error (thrown on purpose by /test-sentry)',
} as const;
