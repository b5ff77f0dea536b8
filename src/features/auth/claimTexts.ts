/** Texts of the claim-profile screen (ours; the spec quotes none). */
export const CLAIM_TEXTS = {
  notFound: 'This invite link is not valid. Check that you opened the whole link, or ask for a new one.',
  claimed: 'This invite has already been used. Ask your manager or the owner for a new one.',
  expired: 'This invite has expired. Ask your manager or the owner for a new one.',
  offline: 'Claiming an invite needs a connection. Connect, then try again.',
  refused: 'The server did not accept this invite. Ask your manager or the owner for a new one.',
  signedOut: 'Sign in or create your account to claim this invite.',
  nameMissing: 'Enter your name as your team will see it.',
  passwordShort: 'Use at least 8 characters for your password.',
  emailTaken: 'An account with this email already exists. Sign in below instead.',
  accountFailed: 'Your account could not be created. Please try again.',
} as const;
