import { describe, expect, it } from 'vitest';
import { BOTTOM_BAR_SLOTS, destinationsFor, splitForBottomBar } from './navigation';
import { mayOpen } from './permissions';
import { ROLE_REGISTRY, ROLES } from './roles';

describe('main navigation', () => {
  it('offers each role only screens the guards let it open, its own dashboard as Home', () => {
    for (const role of ROLES) {
      const destinations = destinationsFor(role, false);
      expect(destinations[0]).toMatchObject({ label: 'Home', path: ROLE_REGISTRY[role].home });
      for (const destination of destinations)
        expect(mayOpen(destination.path, { role }), `${role} ${destination.path}`).toBe(true);
    }
  });

  it('gives clock-only staff and suppliers no ticket screens, and the owner the backup', () => {
    expect(destinationsFor('clockOnlyEmployee', false).map((each) => each.label)).toEqual([
      'Home',
      'Security and SMS terms',
    ]);
    expect(destinationsFor('supplier', false).map((each) => each.label)).not.toContain('Tickets');
    expect(destinationsFor('owner', false).map((each) => each.label)).toContain('Ticket backup');
    expect(destinationsFor('employee', false).map((each) => each.label)).not.toContain('Ticket backup');
  });

  it('offers SMS alerts to Sales staff only', () => {
    expect(destinationsFor('dealershipEmployee', true).map((each) => each.label)).toContain(
      'SMS work alerts',
    );
    expect(destinationsFor('dealershipEmployee', false).map((each) => each.label)).not.toContain(
      'SMS work alerts',
    );
  });

  it('puts at most five on a phone’s bar, the rest under More', () => {
    const owner = destinationsFor('owner', false);
    const { bar, more } = splitForBottomBar(owner);
    expect(bar.length + (more.length > 0 ? 1 : 0)).toBeLessThanOrEqual(BOTTOM_BAR_SLOTS);
    expect([...bar, ...more]).toEqual(owner);
    const few = destinationsFor('clockOnlyEmployee', false);
    expect(splitForBottomBar(few)).toEqual({ bar: few, more: [] });
  });
});

describe('dashboard sections', () => {
  it('give every role that clocks in its clock, and no other role one', () => {
    for (const role of ROLES)
      expect(ROLE_REGISTRY[role].sections.includes('clock'), role).toBe(ROLE_REGISTRY[role].clocks);
  });
});
