import { describe, expect, it } from 'vitest';
import { isAllowed } from '../config/access';
import { DASHBOARD_PATHS, PATHS } from '../config/paths';
import { ROLE_REGISTRY, ROLES } from '../config/roles';
import { BOTTOM_BAR_SLOTS, destinationsFor, splitForBottomBar } from '../features/navigation/destinations';
import { ANYONE } from '../config/permissions';
import { translatorFor } from '../i18n';
import { NAV_TEXTS } from '../i18n/areas/navigation';
import { SCREENS, screen, screenAccess } from './screens';

const routes = { screens: SCREENS, mayOpen: screenAccess };
const english = translatorFor('en', NAV_TEXTS);
const labelsFor = (role: (typeof ROLES)[number], isSales = false) =>
  destinationsFor(routes, role, isSales).map((each) => english(each.label));

describe('the route table', () => {
  it('has one line per path, every dashboard among them', () => {
    const paths = SCREENS.map((each) => each.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of DASHBOARD_PATHS) expect(paths).toContain(path);
    for (const role of ROLES) expect(paths).toContain(ROLE_REGISTRY[role].home);
  });

  it('checks each line’s component against its path’s parameters and its props', () => {
    const NeedsTicket = ({ ticketId }: { ticketId: string }) => ticketId;
    const NeedsTitle = ({ title }: { title: string }) => title;
    // @ts-expect-error -- /tickets gives no ticketId to a screen that needs one
    screen('/tickets', ANYONE, NeedsTicket);
    // @ts-expect-error -- a screen's own props are required in the line
    screen('/waiting', ANYONE, NeedsTitle);
    expect(screen('/ticket/$ticketId', ANYONE, NeedsTicket).props).toEqual({});
    expect(screen('/waiting', ANYONE, NeedsTitle, { props: { title: 'Wait' } }).props).toEqual({
      title: 'Wait',
    });
  });

  it('opens the ticket screens to exactly the roles that may read tickets, and /ticket/new to requesters', () => {
    for (const role of ROLES) {
      expect(screenAccess(PATHS.tickets, { role })).toBe(isAllowed(role, 'tickets', 'list', 'own'));
      expect(screenAccess(`${PATHS.ticket}/some-ticket-id`, { role })).toBe(
        isAllowed(role, 'tickets', 'get', 'own'),
      );
      expect(screenAccess(PATHS.ticketNew, { role })).toBe(isAllowed(role, 'tickets', 'create', 'own'));
    }
  });
});

describe('main navigation', () => {
  it('offers each role only screens the guard lets it open, its own dashboard as Home', () => {
    for (const role of ROLES) {
      const destinations = destinationsFor(routes, role, true);
      expect(destinations[0]).toMatchObject({ label: 'nav.home', path: ROLE_REGISTRY[role].home });
      for (const destination of destinations)
        expect(screenAccess(destination.path, { role }), `${role} ${destination.path}`).toBe(true);
    }
  });

  it('gives clock-only staff their time clock and no ticket screens, suppliers neither, the owner the backup, timesheets, dealerships, invoices and daily reports', () => {
    expect(labelsFor('clockOnlyEmployee')).toEqual([
      'Home',
      'Time clock',
      'Profile',
      'Settings',
      'Security and SMS terms',
    ]);
    expect(labelsFor('supplier')).not.toContain('Tickets');
    expect(labelsFor('supplier')).not.toContain('Time clock');
    expect(labelsFor('supplier')).toEqual([
      'Home',
      'Supplies',
      'Catalogue',
      'Invoices',
      'Profile',
      'Settings',
      'Security and SMS terms',
    ]);
    expect(labelsFor('lotPrep')).toContain('Supplies');
    expect(labelsFor('lotPrep')).not.toContain('Catalogue');
    expect(labelsFor('owner')).toEqual([
      'Home',
      'Tickets',
      'New ticket',
      'Stage times',
      'Stock search',
      'Time clock',
      'Timesheets',
      'Wash log',
      'Wash reports',
      'Supplies',
      'Catalogue',
      'Invoices',
      'Daily reports',
      'Employees',
      'User management',
      'Financial overview',
      'Labor analytics',
      'Dealerships',
      'Ticket backup',
      'Profile',
      'Settings',
      'Security and SMS terms',
    ]);
    expect(labelsFor('employee')).not.toContain('Ticket backup');
    // Stage times (issue #36): the office and dealership staff, whose cars they are; not the crews.
    expect(labelsFor('dealershipManager')).toContain('Stage times');
    expect(labelsFor('dealershipEmployee')).toContain('Stage times');
    expect(labelsFor('employee')).not.toContain('Stage times');
    expect(labelsFor('lotPrep')).not.toContain('Stage times');
    expect(labelsFor('employee')).toContain('Time clock');
    expect(labelsFor('employee')).not.toContain('Timesheets');
    expect(labelsFor('dealershipManager')).not.toContain('Time clock');
    expect(labelsFor('dealershipManager')).not.toContain('Dealerships');
    expect(labelsFor('employee')).not.toContain('Dealerships');
    expect(labelsFor('dealershipManager')).toContain('Daily reports');
    expect(labelsFor('dealershipSupervisor')).toContain('Daily reports');
    expect(labelsFor('dealershipManager')).not.toContain('Invoices');
    expect(labelsFor('employee')).not.toContain('Daily reports');
    for (const role of [
      'employee',
      'lotPrep',
      'dealershipManager',
      'dealershipSupervisor',
      'supplier',
    ] as const)
      for (const money of ['Employees', 'Financial overview', 'Labor analytics', 'User management'])
        expect(labelsFor(role)).not.toContain(money);
    // Only a dealership manager manages a dealership's staff.
    expect(labelsFor('dealershipManager')).toContain('Dealership staff');
    expect(labelsFor('dealershipSupervisor')).not.toContain('Dealership staff');
    expect(labelsFor('admin')).toEqual(expect.arrayContaining(['Financial overview', 'Labor analytics']));
  });

  it('offers the wash log to the bay and the dealerships, its report to their managers, and neither to roaming crews', () => {
    expect(labelsFor('serviceWash')).toContain('Wash log');
    expect(labelsFor('serviceWash')).not.toContain('Wash reports');
    expect(labelsFor('dealershipEmployee', false)).toContain('Wash log');
    expect(labelsFor('dealershipManager')).toEqual(expect.arrayContaining(['Wash log', 'Wash reports']));
    expect(labelsFor('dealershipSupervisor')).toContain('Wash reports');
    for (const role of ['employee', 'lotPrep', 'photos', 'clockOnlyEmployee', 'supplier'] as const)
      expect(labelsFor(role)).not.toContain('Wash log');
  });

  it('offers SMS alerts to Sales staff only', () => {
    expect(labelsFor('dealershipEmployee', true)).toContain('SMS work alerts');
    expect(labelsFor('dealershipEmployee', false)).not.toContain('SMS work alerts');
  });

  it('puts at most five on a phone’s bar, the rest under More', () => {
    const owner = destinationsFor(routes, 'owner', false);
    const { bar, more } = splitForBottomBar(owner);
    expect(bar.length + (more.length > 0 ? 1 : 0)).toBeLessThanOrEqual(BOTTOM_BAR_SLOTS);
    expect([...bar, ...more]).toEqual(owner);
    const few = destinationsFor(routes, 'clockOnlyEmployee', false);
    expect(splitForBottomBar(few)).toEqual({ bar: few, more: [] });
  });
});
