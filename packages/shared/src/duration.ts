/**
 * Lengths of time in milliseconds, the unit of Date and of timers, said once for the app and
 * the Cloud Functions (src/utils/duration.ts re-exports them for the app). A day in a
 * dealership's zone is not always DAY_MS long (a daylight-saving change makes it 23 or 25
 * hours): calendar days are counted by src/utils/zonedTime.ts, never by adding DAY_MS to a
 * local midnight.
 */
// Written as literals: the bundler puts a literal constant in place of its import, so a
// screen that counts in hours imports nothing for it (an expression would be a shared
// module's import in every chunk that uses it).
export const SECOND_MS = 1_000;
export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
export const WEEK_MS = 604_800_000;
