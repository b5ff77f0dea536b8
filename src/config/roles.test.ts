import { describe, expect, it } from 'vitest';
import { ROLE_REGISTRY, ROLES } from './roles';

describe('dashboard sections', () => {
  it('give every role that clocks in its clock, and no other role one', () => {
    for (const role of ROLES)
      expect(ROLE_REGISTRY[role].sections.includes('clock'), role).toBe(ROLE_REGISTRY[role].clocks);
  });
});
