import { describe, expect, it } from 'vitest';
import { MUTATOR_REGISTRY, withPendingUserChanges } from './mutators';

describe('withPendingUserChanges', () => {
  it('shows queued phone and consent changes on top of the server document, in order', () => {
    const shown = withPendingUserChanges({ role: 'employee', phone: '1111111111' }, [
      { name: 'updatePhone', args: { phone: '5555550101', phoneUpdatedAt: '2026-11-21T10:00:00.000Z' } },
      { name: 'logWash', args: {} },
      { name: 'updatePhone', args: { phone: '5555550102', phoneUpdatedAt: '2026-11-21T10:05:00.000Z' } },
    ]);
    expect(shown).toEqual({
      role: 'employee',
      phone: '5555550102',
      phoneUpdatedAt: '2026-11-21T10:05:00.000Z',
    });
  });
});

describe('what a write is called in the sync lists', () => {
  it('names each write with a catalogue key and data, never English words', () => {
    expect(
      MUTATOR_REGISTRY.describeWrite('punch', {
        id: '0b8f2d8e-7c1a-4c55-9a41-2b3d4e5f6a7b',
        kind: 'breakStart',
        at: '2026-11-16T15:00:00.000Z',
        timezone: 'America/Chicago',
        position: null,
        clockSkewMs: null,
        weekStart: '2026-11-16',
        note: '',
      }),
    ).toEqual({ key: 'punch.breakStart' });
    expect(
      MUTATOR_REGISTRY.describeWrite('updatePhone', {
        phone: '5555550101',
        phoneUpdatedAt: '2026-11-21T10:00:00.000Z',
      }),
    ).toEqual({ key: 'phone', values: { phone: '5555550101' } });
  });

  it('says so for a write this version does not know, or cannot read', () => {
    expect(MUTATOR_REGISTRY.describeWrite('teleportVehicle', {})).toEqual({ key: 'olderVersion' });
    expect(MUTATOR_REGISTRY.describeWrite('punch', { kind: 'lunch' })).toEqual({ key: 'unreadable' });
  });
});
