/**
 * Dates, times, money and ages as the screens show them, in the person's language. Each
 * formatter is built once per language, when first used: `toLocaleString` with options
 * builds a new one on every call, which showed in the dashboards' first render on a slow phone.
 */
import { builtOnFirstUse } from '../utils/builtOnFirstUse';
import { LOCALE_OF, useLanguage, type Language } from './language';

/**
 * How the screens write numbers, money and times. A time is written on a clock that is
 * named every time (`zoned`): a dealership's for its work (punches, shifts, tickets, washes,
 * reports, invoices), the person's home dealership's for their own day; there is no
 * formatter of the phone's clock, so a phone set to another zone cannot show work times
 * that disagree (issue #32, item 5). Only what is the phone's own is relative ("ago").
 */
export interface Formats {
  /** A calendar day (YYYY-MM-DD) in words: "August 29, 2025" / "29 de agosto de 2025". */
  day: (isoDay: string) => string;
  /** A whole number: "1,234". */
  count: (value: number) => string;
  /** Whole cents as US dollars: "$1,234.50" / "US$1,234.50" as the language writes it. */
  cents: (cents: number) => string;
  /** "5 minutes ago" / "hace 5 minutos"; null under a minute (the catalogue says "just now"). */
  ago: (then: string, now: Date) => string | null;
  /** A number to at most two decimals: "7.5" / "7,5" (hours). */
  decimal: (value: number) => string;
  /**
   * A time on a business's clock (its IANA zone), not the phone's: 'clock' "2:05 PM",
   * 'stamp' "Nov 16, 2:05 PM", 'when' "Mon, Nov 16, 2:05 PM", 'day' "Mon, Nov 16".
   */
  zoned: (time: number | string, zone: string, style: ZonedStyle) => string;
}

export type ZonedStyle = 'clock' | 'stamp' | 'when' | 'day';

const ZONED_STYLES: Record<ZonedStyle, Intl.DateTimeFormatOptions> = {
  clock: { hour: 'numeric', minute: '2-digit' },
  stamp: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  when: { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  day: { weekday: 'short', month: 'short', day: 'numeric' },
};

const SECONDS_PER_MINUTE = 60;
const MINUTES_PER_HOUR = 60;
const HOURS_PER_DAY = 24;

const formatsByLanguage = new Map<Language, Formats>();

export function formatsFor(language: Language): Formats {
  const cached = formatsByLanguage.get(language);
  if (cached) return cached;
  const locale = LOCALE_OF[language];
  const usd = builtOnFirstUse(() => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }));
  const relative = builtOnFirstUse(() => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  const integer = builtOnFirstUse(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
  // A calendar day has no zone: it is written as that day, wherever the phone is.
  const longDay = builtOnFirstUse(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
  );
  const decimal = builtOnFirstUse(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));
  const zonedFormatters = new Map<string, Intl.DateTimeFormat>();
  const zonedFormatter = (zone: string, style: ZonedStyle) => {
    const key = `${zone} ${style}`;
    let formatter = zonedFormatters.get(key);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, { ...ZONED_STYLES[style], timeZone: zone });
      zonedFormatters.set(key, formatter);
    }
    return formatter;
  };
  const formats: Formats = {
    decimal: (value) => decimal().format(value),
    zoned: (time, zone, style) =>
      zonedFormatter(zone, style).format(typeof time === 'string' ? new Date(time) : time),
    day: (isoDay) => longDay().format(new Date(`${isoDay}T00:00:00Z`)),
    count: (value) => integer().format(value),
    // Whole cents divide exactly into the two decimals USD shows.
    cents: (cents) => usd().format(cents / 100),
    ago: (then, now) => {
      const minutes = Math.max(
        0,
        Math.round((now.getTime() - Date.parse(then)) / (SECONDS_PER_MINUTE * 1000)),
      );
      if (minutes < 1) return null;
      if (minutes < MINUTES_PER_HOUR) return relative().format(-minutes, 'minute');
      const hours = Math.round(minutes / MINUTES_PER_HOUR);
      if (hours < HOURS_PER_DAY) return relative().format(-hours, 'hour');
      return relative().format(-Math.round(hours / HOURS_PER_DAY), 'day');
    },
  };
  formatsByLanguage.set(language, formats);
  return formats;
}

export function useFormats(): Formats {
  return formatsFor(useLanguage());
}
