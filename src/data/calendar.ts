/**
 * The business's calendar as the screens count with it: which time zone a record's day
 * is counted in (its dealership's), the zone of the person's own days and weeks (their
 * dealership's, else the business's), and the day weeks start on. The boundaries
 * themselves come from src/utils/zonedTime.ts.
 */
import { DEFAULT_WEEK_START_DAY } from '../config/constants';
import { deviceTimeZone, isTimeZone, type Weekday } from '../utils/zonedTime';
import type { Mirrored } from './db';
import type { Dealership } from './model';

export interface BusinessCalendar {
  /** The zone of this person's own days and weeks (their clock, their hours). */
  homeZone: string;
  weekStart: Weekday;
  /** The zone a dealership's records are counted in (the home zone when unknown). */
  zoneOf: (dealershipId: string | null | undefined) => string;
}

const asWeekday = (value: unknown): Weekday | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6
    ? (value as Weekday)
    : null;

/**
 * `dealerships`: those on the device; `mine`: the person's assigned ones (none for people
 * who work everywhere, whose home is the zone most of the business's dealerships share).
 */
export function businessCalendar(
  dealerships: readonly Pick<Mirrored<Dealership>, 'id' | 'timezone' | 'weekStart'>[],
  mine: readonly string[],
  fallbackZone: string = deviceTimeZone(),
): BusinessCalendar {
  const known = dealerships.filter((dealership) => isTimeZone(dealership.timezone));
  const byId = new Map(known.map((dealership) => [dealership.id, dealership]));
  const home =
    mine.map((id) => byId.get(id)).find((dealership) => dealership !== undefined) ?? mostCommonZone(known);
  const homeZone = home?.timezone ?? fallbackZone;
  return {
    homeZone,
    weekStart: asWeekday(home?.weekStart) ?? DEFAULT_WEEK_START_DAY,
    zoneOf: (dealershipId) => (dealershipId ? byId.get(dealershipId)?.timezone : undefined) ?? homeZone,
  };
}

function mostCommonZone<T extends { timezone: string; id: string }>(
  dealerships: readonly T[],
): T | undefined {
  const counts = new Map<string, number>();
  for (const dealership of dealerships)
    counts.set(dealership.timezone, (counts.get(dealership.timezone) ?? 0) + 1);
  // Ties go to the dealership that sorts first, so every device picks the same zone.
  return [...dealerships]
    .sort((a, b) => (counts.get(b.timezone) ?? 0) - (counts.get(a.timezone) ?? 0) || a.id.localeCompare(b.id))
    .at(0);
}
