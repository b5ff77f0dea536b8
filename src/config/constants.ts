/** Business constants of the product spec (§9). Units are in the names. */

/** A mobile phone number is exactly this many digits (spec §5, §9). */
export const PHONE_DIGITS = 10;
/** The stored phone that marks "no real number yet" (spec §4, §9). */
export const PLACEHOLDER_PHONE = '1111111111';

/** Back-off of user-document reads and of the sync queue: 1 s, doubling, capped at 15 s. */
export const RETRY_INITIAL_DELAY_MS = 1_000;
export const RETRY_MAX_DELAY_MS = 15_000;

/** How long 'Reconnected successfully!' stays up. */
export const RECONNECTED_BANNER_MS = 3_000;
/** The update prompt waits for an idle browser, or this long where requestIdleCallback is missing. */
export const IDLE_FALLBACK_MS = 1_500;

/**
 * The day a work week starts on (0 Sunday … 6 Saturday) when the business has not set
 * one: Monday. Never taken from the language (Spanish calendars start on Monday too,
 * US English ones on Sunday, and pay weeks follow the business, not the phone).
 */
export const DEFAULT_WEEK_START_DAY = 1;

/**
 * The time clock (issue #16). A shift still open after this many hours is flagged as a
 * forgotten clock-out (a dealership may set its own limit); nothing closes it silently.
 */
export const DEFAULT_OPEN_SHIFT_LIMIT_HOURS = 12;
/** A phone whose clock was off the server's by more than this, when last compared, has its punches flagged. */
export const MAX_CLOCK_SKEW_MS = 2 * 60_000;
/** Payroll's pay period: two business weeks. */
export const PAY_PERIOD_WEEKS = 2;

/**
 * The wash bay (issue #17). The same reference washed again at the same dealership within
 * this window is flagged before it is billed twice (a dealership may set its own window).
 */
export const DEFAULT_DUPLICATE_WASH_WINDOW_HOURS = 24;
/** A washer may void their own wash for this long after logging it (owner and admin: any time). */
export const WASH_VOID_WINDOW_MINUTES = 30;
/**
 * How long after a wash reached the server its washer's void may still arrive: a void made
 * within the window on a phone with no signal lands when the phone reconnects.
 */
export const WASH_VOID_SYNC_LIMIT_HOURS = 12;

export const SMS_TERMS_EFFECTIVE_DATE = 'August 29, 2025';
/** The same day as a calendar date, written in the person's language on screen. */
export const SMS_TERMS_EFFECTIVE_DAY = '2025-08-29';
export const DEFAULT_APP_VERSION = '1.0.0';
/** The shortest password Lotcrew accepts when one is chosen (claiming an invite, changing it). */
export const PASSWORD_MIN_LENGTH = 8;
/** The longest display name, in characters, as the rules take it (firestore.rules, validUser). */
export const DISPLAY_NAME_MAX = 100;
/** The longest legal first or last name kept for payroll (characters). */
export const LEGAL_NAME_MAX = 100;
/** A payroll service's employee id: letters, digits, dashes (Gusto's are 6 letters and digits). */
export const PAYROLL_ID_PATTERN = /^[A-Za-z0-9-]{1,40}$/;

/** Keys kept in localStorage: the spec's device flags (§3, §9) and the app's own; each carries its version. */
export const LOCAL_KEYS = {
  policyAcceptance: 'lotcrew.policyAcceptance.v1',
  updateAppDismissed: 'lotcrew.updateAppModalDismissed.v1',
  /** The uid Firebase Auth last reported signed in on this device (src/data/session.ts). */
  signedInUser: 'lotcrew.signedInUser.v1',
  /** The language chosen on this device and when (src/i18n/language.ts); it survives sign-out. */
  language: 'lotcrew.language.v1',
  /** How far this phone's clock was from the server's when last compared (src/data/time/clockSkew.ts). */
  clockSkew: 'lotcrew.clockSkew.v1',
  /** Whether the person lets punches carry the phone's position. */
  punchLocation: 'lotcrew.punchLocation.v1',
  /** Wash reports read from the server for ranges the phone does not hold (src/data/washes/serverReport.ts). */
  washReports: 'lotcrew.washReports.v1',
  /** Who last stamped "last synced" from this phone, and when (src/data/users/syncMark.ts). */
  syncStamp: 'lotcrew.syncStamp.v1',
  /** Test builds only: the read mirror on the page instead of its worker (src/data/mirror/mirrorClient.ts). */
  testMirrorOnPage: 'lotcrew.test.mirrorOnPage.v1',
} as const;
/** How long a new invite's claim link works, in days, unless its maker chooses otherwise. */
export const INVITE_DEFAULT_DAYS = 7;
/** The longest a dealership manager's invite may stay open, in days (the rules say the same). */
export const MANAGER_INVITE_MAX_DAYS = 30;
/** The longest the office's invite may stay open, in days. */
export const OFFICE_INVITE_MAX_DAYS = 90;
