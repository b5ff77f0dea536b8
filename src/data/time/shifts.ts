/**
 * From the evidence to shifts: the rules themselves are shared with the Cloud Functions
 * (packages/shared/src/shifts.ts); here what only the app's screens need of them: the next
 * tap the clock offers, the open-shift limit, time within a period.
 */
import { DEFAULT_OPEN_SHIFT_LIMIT_HOURS } from '../../config/constants';
import type { PunchKind } from '../model';
import { openShift, type Shift } from '@lotcrew/shared/shifts';

export {
  effectivePunches,
  openShift,
  shiftsOf,
  type Break,
  type EffectivePunch,
  type Shift,
  type TimeFlag,
} from '@lotcrew/shared/shifts';
/** Which tap the clock offers next: clock in, or (in a shift) clock out and a break's start or end. */
export function nextPunches(shifts: readonly Shift[]): PunchKind[] {
  const current = openShift(shifts);
  if (!current) return ['in'];
  return current.onBreak ? ['breakEnd'] : ['out', 'breakStart'];
}

/** The open-shift limit in hours: the dealership's setting, else the default. */
export function openShiftLimitHours(setting: number | undefined): number {
  return setting !== undefined && setting > 0 ? setting : DEFAULT_OPEN_SHIFT_LIMIT_HOURS;
}

/** How much of [start, end) lies in `period`. */
function overlap(start: number, end: number, period: { start: number; end: number }): number {
  return Math.max(0, Math.min(end, period.end) - Math.max(start, period.start));
}

/** Worked and break time of `shifts` within `period` (a shift or break still open counts up to `now`). */
export function timeWithin(
  shifts: readonly Shift[],
  period: { start: number; end: number },
  now: number,
): { workedMs: number; breakMs: number } {
  let workedMs = 0;
  let breakMs = 0;
  for (const shift of shifts) {
    const end = shift.end ?? now;
    if (end <= period.start || shift.start >= period.end) continue;
    let breaks = 0;
    for (const pause of shift.breaks) breaks += overlap(pause.start, pause.end ?? end, period);
    workedMs += overlap(shift.start, end, period) - breaks;
    breakMs += breaks;
  }
  return { workedMs, breakMs };
}
