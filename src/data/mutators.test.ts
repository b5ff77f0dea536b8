import { describe, expect, it } from 'vitest';
import { withPendingUserChanges } from './mutators';

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
