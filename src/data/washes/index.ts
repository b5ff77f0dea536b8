/** The wash bay's domain, as screens see it: the device's washes, duplicates, voids and the report. */
export * from './duplicates';
export * from './report';
export * from './serverReport';
export * from './useWashes';
export * from './voiding';
/** How many days of washes the device holds: a report reaching further back says so. */
export { MIRROR_WINDOW_DAYS as WASH_DAYS_HELD } from '../mirror/view';
export * from './writes';
