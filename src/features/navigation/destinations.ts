/**
 * The app's main destinations: the route table's lines that have a navigation entry, in
 * the table's order. Each person is offered those the route guard lets them open, with
 * their own role's dashboard (the role registry) as Home; a screen they may not open is
 * never offered.
 */
import type { ScreenAccess } from '../../config/permissions';
import { ROLE_REGISTRY, type Role } from '../../config/roles';
import type { NavigationEnglish } from '../../i18n/areas/navigation';

export interface Destination {
  path: string;
  label: keyof NavigationEnglish;
  /** A one-character mark drawn beside the label (hidden from screen readers; in every system font). */
  icon: string;
  /** Only for Sales staff (the SMS opt-in). */
  salesOnly?: boolean;
}

/** What the navigation reads of the route table (src/routes/screens.tsx). */
export interface NavigableScreens {
  screens: readonly { path: string; nav?: Omit<Destination, 'path'> }[];
  mayOpen: ScreenAccess;
}

/** At most this many destinations on a phone's bottom bar; more, and the last slot is "More". */
export const BOTTOM_BAR_SLOTS = 5;

/** What `role` is offered, Home first. */
export function destinationsFor(
  { screens, mayOpen }: NavigableScreens,
  role: Role,
  isSales: boolean,
): Destination[] {
  const home: Destination = { path: ROLE_REGISTRY[role].home, label: 'nav.home', icon: '⌂' };
  const offered = screens.flatMap(({ path, nav }) =>
    nav && mayOpen(path, { role }) && (!nav.salesOnly || isSales) ? [{ path, ...nav }] : [],
  );
  return [home, ...offered];
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
