import { describe, expect, it } from 'vitest';
import { businessCalendar } from './calendar';

const dealerships = [
  { id: 'north', timezone: 'America/Chicago' },
  { id: 'lake', timezone: 'America/Chicago' },
  { id: 'coast', timezone: 'America/Los_Angeles', weekStart: 0 },
  { id: 'broken', timezone: 'Not/AZone' },
];

describe('the business calendar', () => {
  it('counts a dealership’s records on its own clock', () => {
    const calendar = businessCalendar(dealerships, [], 'UTC');
    expect(calendar.zoneOf('coast')).toBe('America/Los_Angeles');
    expect(calendar.zoneOf('north')).toBe('America/Chicago');
  });

  it('puts a person at their dealership, with its week start', () => {
    const calendar = businessCalendar(dealerships, ['coast'], 'UTC');
    expect(calendar.homeZone).toBe('America/Los_Angeles');
    expect(calendar.weekStart).toBe(0);
  });

  it('puts people who work everywhere in the zone most dealerships share, weeks from Monday', () => {
    const calendar = businessCalendar(dealerships, [], 'UTC');
    expect(calendar.homeZone).toBe('America/Chicago');
    expect(calendar.weekStart).toBe(1);
  });

  it('falls back to the device’s zone when no dealership is known, or a zone is not real', () => {
    expect(businessCalendar([], [], 'Europe/Madrid').homeZone).toBe('Europe/Madrid');
    expect(businessCalendar(dealerships, ['broken'], 'UTC').zoneOf('broken')).toBe('America/Chicago');
  });
});
