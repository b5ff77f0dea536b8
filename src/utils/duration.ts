/**
 * Lengths of time in milliseconds, defined once with the Cloud Functions
 * (packages/shared/src/duration.ts, where the reason they are literals is said).
 */
export { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS, WEEK_MS } from '@lotcrew/shared/duration';
