import { describe, expect, it } from 'vitest';
import type { Session } from '../../data/session';
import { signedInWith } from '../../testing/sessions';
import { guardRedirect } from './guard';

const as = signedInWith;
const signedOut: Session = { status: 'signedOut' };

describe('guardRedirect', () => {
  it('lets a signed-out visitor open only /, /security and /claimprofile/:token', () => {
    expect(guardRedirect('/', signedOut)).toBeNull();
    expect(guardRedirect('/security', signedOut)).toBeNull();
    expect(guardRedirect('/claimprofile/tok123', signedOut)).toBeNull();
    expect(guardRedirect('/ownerDashboard', signedOut)).toBe('/');
    expect(guardRedirect('/opt-in', signedOut)).toBe('/');
    expect(guardRedirect('/ticket/7', signedOut)).toBe('/');
  });

  it("sends a role away from another role's screens to its own landing", () => {
    expect(guardRedirect('/tickets/backup', as({ role: 'supplier' }))).toBe('/suppliesDashboard');
    expect(guardRedirect('/ownerDashboard', as({ role: 'employee' }))).toBe('/employeeDashboard');
    expect(guardRedirect('/ticket/7', as({ role: 'clockOnlyEmployee' }))).toBe(
      '/clockInOutOnlyEmployeeDashboard',
    );
  });

  it('lets each role open its own screens, and owner and admin everything listed', () => {
    expect(guardRedirect('/suppliesDashboard', as({ role: 'supplier' }))).toBeNull();
    expect(guardRedirect('/ticket/7', as({ role: 'lotPrep' }))).toBeNull();
    expect(guardRedirect('/ticket', as({ role: 'photos' }))).toBeNull();
    for (const path of ['/tickets/backup', '/suppliesDashboard', '/managerDashboard', '/ticket/9/edit']) {
      expect(guardRedirect(path, as({ role: 'owner' }))).toBeNull();
      expect(guardRedirect(path, as({ role: 'admin' }))).toBeNull();
    }
  });

  it('keeps a dealership role without dealerships on its waiting screen', () => {
    const unassigned = as({ role: 'dealershipManager', dealerships: [] });
    expect(guardRedirect('/managerDashboard', unassigned)).toBe('/awaitDealershipAssignment');
    expect(guardRedirect('/awaitDealershipAssignment', unassigned)).toBeNull();
  });

  it('lets anyone signed in open opt-in and the Sentry test page', () => {
    for (const path of ['/opt-in', '/test-sentry']) {
      expect(guardRedirect(path, as({ role: 'clockOnlyEmployee' }))).toBeNull();
    }
  });

  it('never confuses /ticket… with /tickets…: a segment matches a segment', () => {
    const dealer = as({ role: 'dealershipEmployee', dealerships: ['d1'] });
    // /tickets/backup is the owner's office's; a ticket whose id is "backup" is anyone's ticket.
    expect(guardRedirect('/tickets/backup', dealer)).toBe('/dealershipDashboard');
    expect(guardRedirect('/ticket/backup', dealer)).toBeNull();
    // Not a screen: no prefix of it lends it another screen's audience (it shows "not found").
    expect(guardRedirect('/ticketsbackup', dealer)).toBeNull();
    expect(guardRedirect('/tickets/backup/extra', as({ role: 'clockOnlyEmployee' }))).toBeNull();
    // A static segment beats a parameter: /ticket/new is the new-ticket screen, for requesters.
    expect(guardRedirect('/ticket/new', as({ role: 'lotPrep' }))).toBe('/lotPrepDashboard');
    expect(guardRedirect('/ticket/abc', as({ role: 'lotPrep' }))).toBeNull();
  });

  it('decides nothing while the role is unknown (offline, nothing mirrored)', () => {
    const unknown: Session = {
      status: 'signedIn',
      uid: 'u',
      email: null,
      displayName: null,
      userDoc: null,
      userDocSource: null,
    };
    expect(guardRedirect('/ownerDashboard', unknown)).toBeNull();
  });
});
