import { describe, expect, it } from 'vitest';
import { isSalesperson, ROLE_REGISTRY, ROLES, ROLES_WITH_VISIBILITY, rolesThat } from './roles';

describe('dashboard sections', () => {
  it('give every role that clocks in its clock, and no other role one', () => {
    for (const role of ROLES)
      expect(ROLE_REGISTRY[role].sections.includes('clock'), role).toBe(ROLE_REGISTRY[role].clocks);
  });
});

describe('roles shared with the Cloud Functions (packages/shared)', () => {
  it('gives a visibility to exactly the roles the shared salesperson rule knows', () => {
    expect(rolesThat('hasVisibility').sort()).toEqual([...ROLES_WITH_VISIBILITY].sort());
  });

  it('calls a Sales dealership employee a salesperson, and no one else', () => {
    expect(isSalesperson({ role: 'dealershipEmployee', visibility: 'Sales' })).toBe(true);
    expect(isSalesperson({ role: 'dealershipEmployee', visibility: 'Service' })).toBe(false);
    expect(ROLES.filter((role) => isSalesperson({ role, visibility: 'Sales' }))).toEqual([
      'dealershipEmployee',
    ]);
  });
});
