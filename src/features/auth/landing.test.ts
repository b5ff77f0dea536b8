import { describe, expect, it } from 'vitest';
import type { Role } from '../../config/roles';
import type { Session } from '../../data/session';
import { parseUserDoc, type UserDoc } from '../../data/users';
import { fallbackScreen, landingPath } from './landing';

const signedIn = (fields: Record<string, unknown> | null): Session => ({
  status: 'signedIn',
  uid: 'u1',
  email: 'u1@example.test',
  displayName: null,
  userDoc: fields === null ? null : parseUserDoc(fields),
  userDocSource: 'server',
});
const withRole = (role: Role, extra: Partial<Record<keyof UserDoc, unknown>> = {}) =>
  signedIn({ role, profileCompleted: true, ...extra });
const signedOut: Session = { status: 'signedOut' };

describe('landingPath: spec §4, row by row', () => {
  it.each(['/claimprofile/abc123', '/opt-in', '/test-sentry'])(
    '%s only records the user, for anyone',
    (path) => {
      expect(landingPath(path, signedOut)).toBeNull();
      expect(landingPath(path, withRole('supplier'))).toBeNull();
      expect(landingPath(path, signedIn(null))).toBeNull();
    },
  );

  it('sends a signed-out visitor to /', () => {
    expect(landingPath('/ownerDashboard', signedOut)).toBe('/');
    expect(landingPath('/ticket/42', signedOut)).toBe('/');
    expect(landingPath('/', signedOut)).toBeNull();
  });

  it('sends a user with no document, an incomplete profile or no role to /', () => {
    expect(landingPath('/employeeDashboard', signedIn(null))).toBe('/');
    expect(landingPath('/employeeDashboard', signedIn({ role: 'employee', profileCompleted: false }))).toBe(
      '/',
    );
    expect(landingPath('/employeeDashboard', signedIn({ role: 'employee' }))).toBe('/');
    expect(landingPath('/employeeDashboard', signedIn({ profileCompleted: true }))).toBe('/');
    expect(landingPath('/employeeDashboard', signedIn({ role: 'janitor', profileCompleted: true }))).toBe(
      '/',
    );
    expect(landingPath('/employeeDashboard', signedIn({ role: 'employee', profileCompleted: 'true' }))).toBe(
      '/',
    );
  });

  it.each(['admin', 'owner'] as const)('%s goes to /ownerDashboard unless on a /ticket path', (role) => {
    expect(landingPath('/', withRole(role))).toBe('/ownerDashboard');
    expect(landingPath('/suppliesDashboard', withRole(role))).toBe('/ownerDashboard');
    expect(landingPath('/ticket', withRole(role))).toBeNull();
    expect(landingPath('/ticket/42/edit', withRole(role))).toBeNull();
    expect(landingPath('/tickets', withRole(role))).toBeNull();
    expect(landingPath('/ownerDashboard', withRole(role))).toBeNull();
  });

  it('employee goes to /employeeDashboard unless on /ticket… or /test-sentry', () => {
    expect(landingPath('/', withRole('employee'))).toBe('/employeeDashboard');
    expect(landingPath('/ticket/7', withRole('employee'))).toBeNull();
    expect(landingPath('/test-sentry', withRole('employee'))).toBeNull();
  });

  it.each([
    ['lotPrep', '/lotPrepDashboard'],
    ['dealershipEmployee', '/dealershipDashboard'],
  ] as const)('%s goes to %s unless on /ticket…', (role, home) => {
    expect(landingPath('/', withRole(role, { dealerships: ['d1'] }))).toBe(home);
    expect(landingPath('/ticket/7', withRole(role, { dealerships: ['d1'] }))).toBeNull();
  });

  it.each([
    ['photos', '/photosDashboard'],
    ['clockOnlyEmployee', '/clockInOutOnlyEmployeeDashboard'],
    ['supplier', '/suppliesDashboard'],
  ] as const)('%s always goes to %s (the spec gives it no /ticket exemption)', (role, home) => {
    expect(landingPath('/', withRole(role))).toBe(home);
    expect(landingPath('/ticket/7', withRole(role))).toBe(home);
    expect(landingPath(home, withRole(role))).toBeNull();
  });

  it.each([
    ['dealershipManager', '/managerDashboard'],
    ['serviceWash', '/serviceWashDashboard'],
    ['dealershipSupervisor', '/dealershipSupervisorDashboard'],
  ] as const)('%s goes to %s only with dealerships set, else to /', (role, home) => {
    expect(landingPath('/', withRole(role, { dealerships: ['d1'] }))).toBe(home);
    expect(landingPath('/ticket/7', withRole(role, { dealerships: ['d1', 'd2'] }))).toBe(home);
    expect(landingPath(home, withRole(role, { dealerships: [] }))).toBe('/');
    expect(landingPath(home, withRole(role))).toBe('/');
  });
});

describe('a user document that could not be read (spec §4 read failures)', () => {
  const unknown: Session = {
    status: 'signedIn',
    uid: 'u1',
    email: null,
    displayName: null,
    userDoc: null,
    userDocSource: null,
  };
  it('keeps the user where they are: no redirect', () => {
    expect(landingPath('/employeeDashboard', unknown)).toBeNull();
    expect(landingPath('/', unknown)).toBeNull();
  });
  it('shows neither the sign-in form nor a waiting screen at /', () => {
    expect(fallbackScreen(unknown)).toBe('unknown');
  });
  it('routes from the mirror like from the server', () => {
    const mirrored: Session = {
      ...unknown,
      userDoc: parseUserDoc({ role: 'lotPrep', profileCompleted: true }),
      userDocSource: 'mirror',
    };
    expect(landingPath('/', mirrored)).toBe('/lotPrepDashboard');
  });
});

describe('fallbackScreen: what "/" shows (design/product.md)', () => {
  it('shows the sign-in form when signed out', () => {
    expect(fallbackScreen(signedOut)).toBe('signIn');
  });
  it('asks to finish the profile without a document or with profileCompleted not true', () => {
    expect(fallbackScreen(signedIn(null))).toBe('finishProfile');
    expect(fallbackScreen(signedIn({ role: 'owner', profileCompleted: false }))).toBe('finishProfile');
  });
  it('tells a deactivated person so, whatever their role, and sends them there from any screen', () => {
    const switchedOff = withRole('lotPrep', { active: false });
    expect(fallbackScreen(switchedOff)).toBe('deactivated');
    expect(fallbackScreen(withRole('owner', { active: false }))).toBe('deactivated');
    expect(landingPath('/lotPrepDashboard', switchedOff)).toBe('/');
    // Not even the paths a role keeps (spec §4's /ticket…) hold them.
    expect(landingPath('/ticket/42', switchedOff)).toBe('/');
    expect(landingPath('/lotPrepDashboard', withRole('lotPrep'))).toBeNull();
  });
  it('waits for a role, then for a dealership', () => {
    expect(fallbackScreen(signedIn({ profileCompleted: true }))).toBe('awaitRole');
    expect(fallbackScreen(withRole('serviceWash'))).toBe('awaitDealershipAssignment');
    expect(fallbackScreen(withRole('serviceWash', { dealerships: ['d2'] }))).toBe('home');
  });
  it('lands a kiosk account on its clock, from anywhere, and a retired one nowhere (issue #35)', () => {
    const kiosk = signedIn({ profileCompleted: true, kioskFor: 'd1' });
    expect(fallbackScreen(kiosk)).toBe('home');
    expect(landingPath('/', kiosk)).toBe('/kiosk');
    expect(landingPath('/awaitrole', kiosk)).toBe('/kiosk');
    expect(landingPath('/kiosk', kiosk)).toBeNull();
    const retired = signedIn({ profileCompleted: true, kioskFor: 'd1', active: false });
    expect(fallbackScreen(retired)).toBe('deactivated');
    expect(landingPath('/kiosk', retired)).toBe('/');
  });
});
