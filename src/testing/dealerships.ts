// @lotcrew/test-only: tests and benchmarks only; no production build may hold this module (tests/integration/bundleSecrets.test.ts).
import type { DealershipFields } from '../data/dealerships';

/** A dealership as its form saves it (the demo's first), for unit tests. */
export const NORTHSIDE: DealershipFields = {
  name: 'Northside Motors',
  code: 'NSM',
  address: '1200 N Commerce Dr, Springfield, IL 62702',
  timezone: 'America/Chicago',
  weekStart: 1,
  overtimeRule: 'federal',
  openShiftLimitHours: 12,
  duplicateWashWindowHours: 24,
  punchPhoto: false,
  agingTargetHours: { serviceWash: 6 },
  geofence: { lat: 39.825, lng: -89.65, radiusM: 250 },
  priceList: { delivery: 4500, serviceWash: 1500, lotPrep: 6500, photos: 3000, detail: 14900 },
  active: true,
};
