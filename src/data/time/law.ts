/**
 * Which law a person's time is counted under: their rules (home clock and law, every
 * site's geofence) and the law of each shift (where its clock-in was). Hours, overtime and
 * the meal and rest periods all read it.
 */
import type { Weekday } from '../../utils/zonedTime';
import type { Geofence, OvertimeRule } from '../model';
import { fenceHolding } from './flags';
import type { ShiftRule } from './hours';
import type { Shift } from './shifts';

/** An active dealership with a geofence: where a punch tapped inside it was made, and its overtime law. */
export interface WorkSite extends Geofence {
  dealershipId: string;
  overtime: OvertimeRule;
}

/**
 * How a person's time is counted: the clock and week of their home dealership (their
 * first, else the business's usual one), the overtime law of their home (for shifts not
 * known to be anywhere else), its open-shift limit, and every site's geofence.
 */
export interface TimeRules {
  zone: string;
  weekStart: Weekday;
  overtime: OvertimeRule;
  limitHours: number;
  geofences: WorkSite[];
  /** The home dealership asks for a photo at each punch (issue #35). */
  punchPhoto?: boolean;
  /** Every dealership's overtime law, by id: a shift clocked in on a dealership's kiosk is worked under it. */
  lawOf?: Readonly<Record<string, OvertimeRule>>;
}

/**
 * The overtime law a shift is worked under: that of the dealership whose kiosk its clock-in
 * was tapped on; else of the one whose geofence holds its clock-in (the nearest, relative
 * to its radius, when fences overlap); else the person's home's (a clock-in with no
 * position, or tapped outside every fence).
 */
export function ruleOfShift(
  shift: Pick<Shift, 'position' | 'dealershipId'>,
  rules: Pick<TimeRules, 'overtime' | 'geofences' | 'lawOf'>,
) {
  const kiosk = shift.dealershipId ? rules.lawOf?.[shift.dealershipId] : undefined;
  if (kiosk) return kiosk;
  const site = shift.position ? fenceHolding(shift.position, rules.geofences) : null;
  return site?.overtime ?? rules.overtime;
}

/** The shift-by-shift overtime law of a person's rules. */
export const shiftRuleOf =
  (rules: Pick<TimeRules, 'overtime' | 'geofences' | 'lawOf'>): ShiftRule =>
  (shift) =>
    ruleOfShift(shift, rules);
