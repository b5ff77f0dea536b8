/**
 * The app's main destinations, in the order a person reaches for them. Each person is
 * offered those the route guards let them open (permissions.ts), with their own role's
 * dashboard (the role registry) as Home; a screen they may not open is never offered.
 */
import { PATHS } from './paths';
import { mayOpen } from './permissions';
import { ROLE_REGISTRY, type Role } from './roles';

export interface Destination {
  path: string;
  label: string;
  /** A one-character mark drawn beside the label (hidden from screen readers; in every system font). */
  icon: string;
  /** Only for Sales staff (the SMS opt-in). */
  salesOnly?: boolean;
}

/** At most this many destinations on a phone's bottom bar; more, and the last slot is "More". */
export const BOTTOM_BAR_SLOTS = 5;

const DESTINATIONS: readonly Destination[] = [
  { path: PATHS.tickets, label: 'Tickets', icon: '☰' },
  { path: PATHS.ticketNew, label: 'New ticket', icon: '+' },
  { path: PATHS.stockSearch, label: 'Stock search', icon: '⌕' },
  { path: PATHS.ticketBackup, label: 'Ticket backup', icon: '⇅' },
  { path: PATHS.optIn, label: 'SMS work alerts', icon: '@', salesOnly: true },
  { path: PATHS.security, label: 'Security and SMS terms', icon: 'i' },
];

/** What `role` is offered, Home first. */
export function destinationsFor(role: Role, isSales: boolean): Destination[] {
  const home: Destination = { path: ROLE_REGISTRY[role].home, label: 'Home', icon: '⌂' };
  return [
    home,
    ...DESTINATIONS.filter(
      (destination) => mayOpen(destination.path, { role }) && (!destination.salesOnly || isSales),
    ),
  ];
}

/** A phone's bottom bar: up to BOTTOM_BAR_SLOTS destinations, or the first four and "More" with the rest. */
export function splitForBottomBar(destinations: readonly Destination[]): {
  bar: Destination[];
  more: Destination[];
} {
  if (destinations.length <= BOTTOM_BAR_SLOTS) return { bar: [...destinations], more: [] };
  return {
    bar: destinations.slice(0, BOTTOM_BAR_SLOTS - 1),
    more: destinations.slice(BOTTOM_BAR_SLOTS - 1),
  };
}
