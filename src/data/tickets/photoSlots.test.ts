import { describe, expect, it } from 'vitest';
import { TICKET_KINDS } from '../model';
import { PHOTO_SLOTS, requiredShots } from './photoSlots';

describe('photo slots', () => {
  it('asks a delivery for its four sides, the odometer and the interior', () => {
    expect(PHOTO_SLOTS.delivery.map((slot) => slot.id)).toEqual([
      'front',
      'rear',
      'driverSide',
      'passengerSide',
      'odometer',
      'interior',
    ]);
  });

  it('gives every kind at least one slot, with ids the storage paths and rules accept', () => {
    for (const kind of TICKET_KINDS) {
      const ids = PHOTO_SLOTS[kind].map((slot) => slot.id);
      expect(ids.length).toBeGreaterThan(0);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[A-Za-z]{1,40}$/);
    }
  });

  it('counts a slot as taken once, retakes included, and names what is missing', () => {
    const shots = requiredShots('delivery', ['front', 'front', 'rear', 'unknown']);
    expect(shots.taken).toBe(2);
    expect(shots.required).toBe(6);
    expect(shots.missing.map((slot) => slot.id)).toEqual([
      'driverSide',
      'passengerSide',
      'odometer',
      'interior',
    ]);
  });
});
