/** Past daily reports (issue #18): each dealership's day, computed, closed and reopened. */
export { dayBounds, dailyFigures, changedSinceClosed } from './dailyReport';
export * from './useDailyReports';
