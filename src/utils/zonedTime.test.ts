import { describe, expect, it, vi } from 'vitest';
import {
  dayAfter,
  dayKey,
  dayOf,
  deviceTimeZone,
  inputValueAt,
  instantOfInputValue,
  instantOf,
  isTimeZone,
  isWithin,
  monthOf,
  wallTimeAt,
  weekDaysOf,
  weekOf,
} from './zonedTime';
import { HOUR_MS } from './duration';

const LA = 'America/Los_Angeles';
const NY = 'America/New_York';
const at = (iso: string) => Date.parse(iso);
const hours = ({ start, end }: { start: number; end: number }) => (end - start) / HOUR_MS;

describe('days in a business time zone', () => {
  it('an ordinary day is midnight to midnight on the dealership’s clock, 24 hours', () => {
    const day = dayOf(at('2026-11-22T20:00:00Z'), LA);
    expect(new Date(day.start).toISOString()).toBe('2026-11-22T08:00:00.000Z');
    expect(hours(day)).toBe(24);
  });

  it('the spring-forward day (2026-03-08) has 23 hours, the fall-back day (2026-11-01) 25', () => {
    expect(hours(dayOf(at('2026-03-08T20:00:00Z'), LA))).toBe(23);
    expect(hours(dayOf(at('2026-11-01T20:00:00Z'), LA))).toBe(25);
    expect(hours(dayOf(at('2026-03-08T20:00:00Z'), NY))).toBe(23);
    expect(hours(dayOf(at('2026-11-01T20:00:00Z'), NY))).toBe(25);
  });

  it('late evening in Los Angeles is already tomorrow in UTC but still today for the dealership', () => {
    const lateEvening = at('2026-11-23T06:30:00Z'); // 22:30 on the 22nd in Los Angeles
    expect(dayKey(lateEvening, LA)).toBe('2026-11-22');
    expect(dayKey(lateEvening, 'UTC')).toBe('2026-11-23');
    expect(isWithin(lateEvening, dayOf(at('2026-11-22T20:00:00Z'), LA))).toBe(true);
  });

  it('the day after a 25-hour day starts at its midnight, not 24 hours later', () => {
    const next = dayAfter(at('2026-11-01T12:00:00Z'), 1, LA);
    expect(new Date(next.start).toISOString()).toBe('2026-11-02T08:00:00.000Z');
    expect(dayKey(dayAfter(at('2026-03-09T12:00:00Z'), -1, LA).start, LA)).toBe('2026-03-08');
  });

  it('a wall time skipped by the jump moves forward by the jump; one shown twice is its first', () => {
    expect(new Date(instantOf(LA, 2026, 3, 8, 2, 30)).toISOString()).toBe('2026-03-08T10:30:00.000Z'); // 03:30 PDT
    expect(new Date(instantOf(LA, 2026, 11, 1, 1, 30)).toISOString()).toBe('2026-11-01T08:30:00.000Z'); // 01:30 PDT
  });

  it('a zone whose clocks skip midnight starts that day at 01:00', () => {
    // Santiago sprang forward at 00:00 on 2026-09-06.
    const day = dayOf(at('2026-09-06T15:00:00Z'), 'America/Santiago');
    expect(wallTimeAt(day.start, 'America/Santiago').hour).toBe(1);
    expect(hours(day)).toBe(23);
  });
});

describe('weeks and months', () => {
  it('a week starts at midnight on the configured day, not the language’s', () => {
    const instant = at('2026-11-25T20:00:00Z'); // Wednesday
    expect(dayKey(weekOf(instant, LA, 1).start, LA)).toBe('2026-11-23'); // Monday
    expect(dayKey(weekOf(instant, LA, 0).start, LA)).toBe('2026-11-22'); // Sunday
    expect(dayKey(weekOf(instant, LA, 3).start, LA)).toBe('2026-11-25'); // Wednesday itself
  });

  it('a daylight-saving week has 167 or 169 local hours', () => {
    expect(hours(weekOf(at('2026-03-05T20:00:00Z'), LA, 1))).toBe(167);
    expect(hours(weekOf(at('2026-10-29T20:00:00Z'), LA, 1))).toBe(169);
    expect(hours(weekOf(at('2026-11-10T20:00:00Z'), LA, 1))).toBe(168);
  });

  it('a week’s days are the same local days one by one, its 23-hour Sunday included, across a month end', () => {
    // Week starting Monday 2026-03-02 in Los Angeles: spring forward on Sunday the 8th.
    const instant = at('2026-03-05T20:00:00Z');
    const week = weekDaysOf(instant, LA, 1);
    expect(week.period).toEqual(weekOf(instant, LA, 1));
    expect(week.key).toBe('2026-03-02');
    expect(week.days.map(hours)).toEqual([24, 24, 24, 24, 24, 24, 23]);
    week.days.forEach((day, index) => expect(day).toEqual(dayAfter(week.period.start, index, LA)));
    // A Sunday week starting 2026-11-29 runs into December; its key is still its first day.
    const acrossMonth = weekDaysOf(at('2026-12-02T20:00:00Z'), LA, 0);
    expect(acrossMonth.key).toBe('2026-11-29');
    expect(dayKey(acrossMonth.days[6]?.start ?? 0, LA)).toBe('2026-12-05');
  });

  it('a month runs from its first local midnight to the next month’s', () => {
    const march = monthOf(at('2026-03-15T12:00:00Z'), LA);
    expect(new Date(march.start).toISOString()).toBe('2026-03-01T08:00:00.000Z');
    expect(new Date(march.end).toISOString()).toBe('2026-04-01T07:00:00.000Z');
    const december = monthOf(at('2026-12-15T12:00:00Z'), LA);
    expect(new Date(december.end).toISOString()).toBe('2027-01-01T08:00:00.000Z');
  });

  it('knows which zone names are real', () => {
    expect(isTimeZone(LA)).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('datetime-local values on a business clock', () => {
  it('round-trips a wall time in the zone, not the phone’s, across the spring-forward day', () => {
    const instant = Date.parse('2026-03-08T15:30:00.000Z'); // 10:30 CDT, the day clocks went forward
    expect(inputValueAt(instant, 'America/Chicago')).toBe('2026-03-08T10:30');
    expect(instantOfInputValue('2026-03-08T10:30', 'America/Chicago')).toBe(instant);
    expect(instantOfInputValue('2026-03-08 10:30', 'America/Chicago')).toBeNull();
  });
});

describe('the device’s own zone', () => {
  it('is read once a minute, so a phone that travels is noticed within one', () => {
    const resolved = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    const zoneIs = (timeZone: string) =>
      resolved.mockReturnValue({ ...new Intl.DateTimeFormat('en-US').resolvedOptions(), timeZone });
    try {
      const start = Date.UTC(2030, 0, 1);
      zoneIs('America/Chicago');
      expect(deviceTimeZone(start)).toBe('America/Chicago');
      zoneIs('Europe/Madrid');
      expect(deviceTimeZone(start + 30_000)).toBe('America/Chicago');
      expect(deviceTimeZone(start + 61_000)).toBe('Europe/Madrid');
    } finally {
      resolved.mockRestore();
    }
  });
});
