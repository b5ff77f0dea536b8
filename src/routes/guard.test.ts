import { describe, expect, it } from 'vitest';
import type { Session } from '../data/session';
import { SIGNED_IN_UNKNOWN, signedInWith } from '../testing/sessions';
import { guardRedirect } from '../features/auth/guard';
import { screenAccess } from './screens';

const as = signedInWith;
const signedOut: Session = { status: 'signedOut' };

describe('the route guard over the route table', () => {
  it('lets a signed-out visitor open only /, /security and /claimprofile/:token', () => {
    expect(guardRedirect('/', signedOut, screenAccess)).toBeNull();
    expect(guardRedirect('/security', signedOut, screenAccess)).toBeNull();
    expect(guardRedirect('/claimprofile/tok123', signedOut, screenAccess)).toBeNull();
    expect(guardRedirect('/ownerDashboard', signedOut, screenAccess)).toBe('/');
    expect(guardRedirect('/opt-in', signedOut, screenAccess)).toBe('/');
    expect(guardRedirect('/ticket/7', signedOut, screenAccess)).toBe('/');
  });

  it("sends a role away from another role's screens to its own landing", () => {
    expect(guardRedirect('/tickets/backup', as({ role: 'supplier' }), screenAccess)).toBe(
      '/suppliesDashboard',
    );
    expect(guardRedirect('/ownerDashboard', as({ role: 'employee' }), screenAccess)).toBe(
      '/employeeDashboard',
    );
    expect(guardRedirect('/ticket/7', as({ role: 'clockOnlyEmployee' }), screenAccess)).toBe(
      '/clockInOutOnlyEmployeeDashboard',
    );
  });

  it('lets each role open its own screens, and owner and admin everything listed', () => {
    expect(guardRedirect('/suppliesDashboard', as({ role: 'supplier' }), screenAccess)).toBeNull();
    expect(guardRedirect('/ticket/7', as({ role: 'lotPrep' }), screenAccess)).toBeNull();
    expect(guardRedirect('/ticket', as({ role: 'photos' }), screenAccess)).toBeNull();
    for (const path of ['/tickets/backup', '/suppliesDashboard', '/managerDashboard', '/ticket/9/edit']) {
      expect(guardRedirect(path, as({ role: 'owner' }), screenAccess)).toBeNull();
      expect(guardRedirect(path, as({ role: 'admin' }), screenAccess)).toBeNull();
    }
  });

  it('opens the office’s screens (employees, money, invoices, daily reports) by role, and sends everyone else home', () => {
    for (const role of ['owner', 'admin'] as const)
      for (const path of ['/employees', '/finance', '/labor', '/supplier/invoices', '/reports/daily'])
        expect(guardRedirect(path, as({ role }), screenAccess)).toBeNull();
    for (const role of [
      'employee',
      'lotPrep',
      'dealershipManager',
      'dealershipSupervisor',
      'supplier',
    ] as const)
      for (const path of ['/employees', '/finance', '/labor'])
        expect(guardRedirect(path, as({ role, dealerships: ['d1'] }), screenAccess)).not.toBeNull();
    expect(guardRedirect('/supplier/invoices', as({ role: 'supplier' }), screenAccess)).toBeNull();
    expect(
      guardRedirect(
        '/supplier/invoices',
        as({ role: 'dealershipManager', dealerships: ['d1'] }),
        screenAccess,
      ),
    ).not.toBeNull();
    expect(
      guardRedirect('/reports/daily', as({ role: 'dealershipManager', dealerships: ['d1'] }), screenAccess),
    ).toBeNull();
    expect(guardRedirect('/reports/daily', as({ role: 'lotPrep' }), screenAccess)).not.toBeNull();
  });

  it('keeps a dealership role without dealerships on its waiting screen', () => {
    const unassigned = as({ role: 'dealershipManager', dealerships: [] });
    expect(guardRedirect('/managerDashboard', unassigned, screenAccess)).toBe('/awaitDealershipAssignment');
    expect(guardRedirect('/awaitDealershipAssignment', unassigned, screenAccess)).toBeNull();
  });

  it('lets anyone signed in open opt-in and the Sentry test page', () => {
    for (const path of ['/opt-in', '/test-sentry']) {
      expect(guardRedirect(path, as({ role: 'clockOnlyEmployee' }), screenAccess)).toBeNull();
    }
  });

  it('never confuses /ticket… with /tickets…: a segment matches a segment', () => {
    const dealer = as({ role: 'dealershipEmployee', dealerships: ['d1'] });
    // /tickets/backup is the owner's office's; a ticket whose id is "backup" is anyone's ticket.
    expect(guardRedirect('/tickets/backup', dealer, screenAccess)).toBe('/dealershipDashboard');
    expect(guardRedirect('/ticket/backup', dealer, screenAccess)).toBeNull();
    // Not a screen: no prefix of it lends it another screen's audience (it shows "not found").
    expect(guardRedirect('/ticketsbackup', dealer, screenAccess)).toBeNull();
    expect(
      guardRedirect('/tickets/backup/extra', as({ role: 'clockOnlyEmployee' }), screenAccess),
    ).toBeNull();
    // A static segment beats a parameter: /ticket/new is the new-ticket screen, for requesters.
    expect(guardRedirect('/ticket/new', as({ role: 'lotPrep' }), screenAccess)).toBe('/lotPrepDashboard');
    expect(guardRedirect('/ticket/abc', as({ role: 'lotPrep' }), screenAccess)).toBeNull();
  });

  it('decides nothing while the role is unknown (offline, nothing mirrored)', () => {
    expect(guardRedirect('/ownerDashboard', SIGNED_IN_UNKNOWN, screenAccess)).toBeNull();
  });
});
