/**
 * Days, weeks and months in a business's IANA time zone. Times are stored in UTC; what
 * counts as "today", "this week" or "March" is the dealership's wall clock, so every
 * boundary is computed in its zone: a daylight-saving day is 23 or 25 hours long there,
 * and a week 167 or 169 local hours. Instants are milliseconds since the epoch.
 *
 * Written on Intl (no time-zone library): the browser's own zone data, one formatter per
 * zone built once, about half a kilobyte (docs/decisions.md, "Time zones").
 */
import { DAY_MS } from './duration';

/** Sunday 0 … Saturday 6, as Date#getDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface WallTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: Weekday;
}

export interface Period {
  /** First instant of the period. */
  start: number;
  /** First instant after it. */
  end: number;
}

const WEEKDAYS: Record<string, Weekday> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Whether `zone` is an IANA time zone this device knows. */
export function isTimeZone(zone: string): boolean {
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `zone` at `instant`. */
export function wallTimeAt(instant: number, zone: string): WallTime {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(zone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS[parts.weekday ?? ''] ?? 0,
  };
}

/** How far `zone`'s wall clock is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: number, zone: string): number {
  const wall = wallTimeAt(instant, zone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant the wall clock in `zone` shows this date and time. A time skipped by a
 * daylight-saving jump (02:30 on a spring-forward day) is moved forward by the jump
 * (03:30); a time shown twice (01:30 on a fall-back day) gives the first of the two.
 * Month and day may overflow (day 0, month 13), as with Date.UTC.
 */
export function instantOf(
  zone: string,
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offsets in force a day either side bracket the answer; try the earlier instant first.
  const candidates = [...new Set([offsetAt(asUtc - DAY_MS, zone), offsetAt(asUtc + DAY_MS, zone)])]
    .map((offset) => asUtc - offset)
    .sort((a, b) => a - b);
  for (const candidate of candidates) if (offsetAt(candidate, zone) === asUtc - candidate) return candidate;
  // In a gap the wall time never happens: it is moved forward by the gap's length (as
  // Temporal's 'compatible' does), i.e. read with the offset in force before the jump.
  return Math.max(...candidates);
}

/** The local day (midnight to midnight in `zone`) that holds `instant`. */
export function dayOf(instant: number, zone: string): Period {
  const { year, month, day } = wallTimeAt(instant, zone);
  return { start: instantOf(zone, year, month, day), end: instantOf(zone, year, month, day + 1) };
}

/** The local day `days` calendar days after the one holding `instant` (negative: before). */
export function dayAfter(instant: number, days: number, zone: string): Period {
  const { year, month, day } = wallTimeAt(instant, zone);
  return {
    start: instantOf(zone, year, month, day + days),
    end: instantOf(zone, year, month, day + days + 1),
  };
}

/** The week holding `instant`, starting at midnight on `weekStart` in `zone`. */
export function weekOf(instant: number, zone: string, weekStart: Weekday): Period {
  const { year, month, day, weekday } = wallTimeAt(instant, zone);
  const first = day - ((weekday - weekStart + 7) % 7);
  return { start: instantOf(zone, year, month, first), end: instantOf(zone, year, month, first + 7) };
}

/**
 * The week holding `instant` with its seven local days and the date key of its first day,
 * from one reading of the wall clock: each day ends where the next begins, so a screen
 * that lays out weeks reads the zone's rules eight times per week, not fifty.
 */
export function weekDaysOf(
  instant: number,
  zone: string,
  weekStart: Weekday,
): { period: Period; days: Period[]; key: string } {
  const { year, month, day, weekday } = wallTimeAt(instant, zone);
  const first = day - ((weekday - weekStart + 7) % 7);
  const midnights: number[] = [];
  for (let index = 0; index <= 7; index += 1) midnights.push(instantOf(zone, year, month, first + index));
  const days: Period[] = [];
  for (let index = 0; index < 7; index += 1)
    days.push({ start: midnights[index] as number, end: midnights[index + 1] as number });
  // The calendar date of the first day (Date.UTC normalises day 0 or 32), not an instant.
  const key = new Date(Date.UTC(year, month - 1, first)).toISOString().slice(0, 10);
  return { period: { start: midnights[0] as number, end: midnights[7] as number }, days, key };
}

/** The calendar month holding `instant` in `zone`. */
export function monthOf(instant: number, zone: string): Period {
  const { year, month } = wallTimeAt(instant, zone);
  return { start: instantOf(zone, year, month, 1), end: instantOf(zone, year, month + 1, 1) };
}

/** The local date of `instant` in `zone`, "YYYY-MM-DD": the key to group a day's records by. */
export function dayKey(instant: number, zone: string): string {
  const { year, month, day } = wallTimeAt(instant, zone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whether `instant` (or an ISO time) lies within `period`. */
export function isWithin(time: number | string | null | undefined, period: Period): boolean {
  if (time === null || time === undefined) return false;
  const instant = typeof time === 'string' ? Date.parse(time) : time;
  return instant >= period.start && instant < period.end;
}

/** How long the device's zone is taken as read: a phone that travels is noticed within it. */
const DEVICE_ZONE_READ_FOR_MS = 60_000;
let deviceZone: { zone: string; readAt: number } | null = null;

/**
 * The device's own time zone (a fallback when no business zone is known). Asking Intl
 * builds a whole formatter, slow enough on a phone to show in a clock tap's time
 * (issue #16's benchmark), so the answer is kept for a minute.
 */
export function deviceTimeZone(now = Date.now()): string {
  if (!deviceZone || now - deviceZone.readAt > DEVICE_ZONE_READ_FOR_MS || now < deviceZone.readAt)
    deviceZone = { zone: Intl.DateTimeFormat().resolvedOptions().timeZone, readAt: now };
  return deviceZone.zone;
}

/** `instant` on `zone`'s wall clock as an <input type="datetime-local"> shows it: YYYY-MM-DDTHH:MM. */
export function inputValueAt(instant: number, zone: string): string {
  const wall = wallTimeAt(instant, zone);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${String(wall.year).padStart(4, '0')}-${two(wall.month)}-${two(wall.day)}T${two(wall.hour)}:${two(wall.minute)}`;
}

/** The instant a datetime-local value names on `zone`'s wall clock; null when it is not one. */
export function instantOfInputValue(value: string, zone: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return instantOf(zone, year, month, day, hour, minute);
}
