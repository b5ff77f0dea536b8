/**
 * ISO times to instants, fast for the shape the app writes. A pay period's timesheet reads
 * thousands of punch times on a phone (issue #16's benchmark); `Date.parse` is general and
 * slower than reading `toISOString`'s fixed 24 characters. Anything else (an offset, no
 * milliseconds, a date no calendar has) goes to `Date.parse`, so the answers never differ.
 */

const ZERO = 48;
const digit = (text: string, index: number) => text.charCodeAt(index) - ZERO;
const two = (text: string, index: number) => digit(text, index) * 10 + digit(text, index + 1);

/** `YYYY-MM-DDTHH:MM:SS.sssZ`, digits where digits go. */
const CANONICAL_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysIn(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

/** The instant (ms since the epoch) an ISO 8601 time names; NaN when it names none. */
export function instantOfIso(text: string): number {
  if (!CANONICAL_UTC.test(text)) return Date.parse(text);
  const year = two(text, 0) * 100 + two(text, 2);
  const month = two(text, 5);
  const day = two(text, 8);
  const hour = two(text, 11);
  const minute = two(text, 14);
  const second = two(text, 17);
  // Date.UTC reads years below 100 as 19xx and rolls 31 April into May: leave those to Date.parse.
  if (year < 100 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month) || hour > 23)
    return Date.parse(text);
  if (minute > 59 || second > 59) return Date.parse(text);
  return Date.UTC(year, month - 1, day, hour, minute, second, digit(text, 20) * 100 + two(text, 21));
}

/** Whether ISO time `a` is later than `b`: the text decides when both are canonical UTC. */
export function isLater(a: string, b: string): boolean {
  return CANONICAL_UTC.test(a) && CANONICAL_UTC.test(b) ? a > b : Date.parse(a) > Date.parse(b);
}
