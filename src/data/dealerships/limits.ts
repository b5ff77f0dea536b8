/** What a dealership may hold: the bounds its form, its write and the rules (firestore.rules, dealerships) share. */
export const DEALERSHIP_LIMITS = {
  nameChars: 100,
  codeChars: 10,
  addressChars: 200,
  openShiftLimitHours: { min: 1, max: 72 },
  /** A week at most: a car back after that is a new wash. */
  duplicateWashWindowHours: { min: 1, max: 168 },
  geofenceRadiusM: { min: 10, max: 100_000 },
  /** A ticket's aging target (issue #36): an hour to a month. */
  agingTargetHours: { min: 1, max: 720 },
  /** isCents: at most a million dollars. */
  priceCents: 100_000_000,
} as const;

/**
 * Whether this device knows the IANA zone `zone`. The same question as utils/zonedTime's
 * isTimeZone, asked here without it: the dealerships' form and write importing that module
 * would split it out of the chunk every dashboard loads before its first paint, and over
 * the dashboards' size ceiling (bench/budget-notes.md).
 */
export function isKnownZone(zone: string): boolean {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone !== '';
  } catch {
    return false;
  }
}
