/**
 * Money and times as the screens show them (device locale).
 *
 * Each format builds its Intl formatter once: `toLocaleString` with options builds a new
 * one on every call, which showed up in the dashboards' first render on a slow phone.
 */
let usdFormat: Intl.NumberFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;
let clockTimeFormat: Intl.DateTimeFormat | undefined;

export function formatCents(cents: number): string {
  usdFormat ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usdFormat.format(cents / 100);
}

/** "Nov 22, 2:05 PM" in the device's language. */
export function formatWhen(iso: string): string {
  dateTimeFormat ??= new Intl.DateTimeFormat(undefined, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return dateTimeFormat.format(new Date(iso));
}

/** "2:05 PM": a time of day in the device's language. */
export function formatClockTime(iso: string): string {
  clockTimeFormat ??= new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
  return clockTimeFormat.format(new Date(iso));
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD of an instant, in the device's time zone (an <input type="date"> value). */
export function localDay(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** YYYY-MM-DDTHH:MM of an instant, in the device's time zone (an <input type="datetime-local"> value). */
export function localDateTime(iso: string): string {
  const date = new Date(iso);
  return `${localDay(iso)}T${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}
