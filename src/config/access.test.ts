import { describe, expect, it } from 'vitest';
import { COLLECTIONS, DATA_ACCESS, isAllowed, OPERATIONS, rolesWhoMay } from './access';
import { ROLES } from './roles';

describe('the data-access table', () => {
  it('covers every collection and operation of design/product.md', () => {
    for (const name of COLLECTIONS)
      expect(Object.keys(DATA_ACCESS[name]).sort()).toEqual([...OPERATIONS].sort());
  });

  it('gives signed-out visitors nothing, and a user with no role only their own account and invite links', () => {
    for (const name of COLLECTIONS)
      for (const operation of OPERATIONS) {
        expect(isAllowed('signedOut', name, operation, 'own')).toBe(false);
        if (name !== 'users' && name !== 'invites')
          expect(isAllowed('noRole', name, operation, 'own')).toBe(false);
      }
  });

  it('keeps pay rates with the owner and admin, and consent evidence unchangeable by anyone', () => {
    expect(rolesWhoMay('payRates', 'get').sort()).toEqual(['admin', 'owner']);
    for (const role of ROLES) {
      expect(isAllowed(role, 'consentEvents', 'update', 'own')).toBe(false);
      expect(isAllowed(role, 'consentEvents', 'delete', 'own')).toBe(false);
    }
  });
});
