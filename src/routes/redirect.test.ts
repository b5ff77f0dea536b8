import { describe, expect, it } from 'vitest';
import { signedInWith } from '../testing/sessions';
import { landingInputs, redirectFor } from '../features/auth/redirect';
import { screenAccess } from './screens';

const as = signedInWith;

describe('the one redirect decision', () => {
  it('lands a session that was just resolved (spec §4), exemptions kept', () => {
    expect(redirectFor('/', as({ role: 'lotPrep' }), true, screenAccess)).toBe('/lotPrepDashboard');
    expect(redirectFor('/ticket/7', as({ role: 'lotPrep' }), true, screenAccess)).toBeNull();
    expect(redirectFor('/ticket/7', as({ role: 'photos' }), true, screenAccess)).toBe('/photosDashboard');
    expect(redirectFor('/ownerDashboard', { status: 'signedOut' }, true, screenAccess)).toBe('/');
    // Unplaced: to the waiting screen "/" forwards to (at "/" itself, its screen does).
    expect(redirectFor('/ownerDashboard', as({ role: null }), true, screenAccess)).toBe('/awaitrole');
    expect(redirectFor('/', as({ role: null }), true, screenAccess)).toBeNull();
  });

  it('sends a deactivated person to "/" (which says so) from every screen, their home included', () => {
    const switchedOff = as({ role: 'lotPrep', active: false });
    expect(redirectFor('/lotPrepDashboard', switchedOff, true, screenAccess)).toBe('/');
    expect(redirectFor('/ticket/7', switchedOff, true, screenAccess)).toBe('/');
    // Even when landing is not due (a later navigation inside the app).
    expect(redirectFor('/lotPrepDashboard', switchedOff, false, screenAccess)).toBe('/');
    expect(redirectFor('/', switchedOff, true, screenAccess)).toBeNull();
    expect(landingInputs(switchedOff)).not.toBe(landingInputs(as({ role: 'lotPrep' })));
  });

  it('only guards a plain navigation: a photos crew may open a ticket from inside the app', () => {
    expect(redirectFor('/ticket/7', as({ role: 'photos' }), false, screenAccess)).toBeNull();
    expect(redirectFor('/tickets/backup', as({ role: 'photos' }), false, screenAccess)).toBe(
      '/photosDashboard',
    );
  });

  it('guards after landing let the person stay', () => {
    // An employee stays on /ticket… when landing runs, but a clock-only employee may not open it.
    expect(redirectFor('/ticket/7', as({ role: 'employee' }), true, screenAccess)).toBeNull();
    expect(redirectFor('/ticket/7', as({ role: 'clockOnlyEmployee' }), true, screenAccess)).toBe(
      '/clockInOutOnlyEmployeeDashboard',
    );
  });

  it('runs landing again only when what landing reads changes', () => {
    const before = as({ role: 'employee', phone: '5555550101' });
    expect(landingInputs(as({ role: 'employee', phone: '5555550199' }))).toBe(landingInputs(before));
    expect(landingInputs(as({ role: 'lotPrep' }))).not.toBe(landingInputs(before));
    expect(landingInputs(as({ role: 'employee', dealerships: ['d1'] }))).not.toBe(landingInputs(before));
  });
});
