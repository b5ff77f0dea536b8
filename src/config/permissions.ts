/**
 * Who may open which screen: the table the route guards read. Screens over data take
 * their audience from src/config/access.ts (the data-access table the Firestore rules
 * are tested against), so a guard can never promise what the rules refuse. The rules
 * enforce; this only keeps people off screens that would show them nothing but refusals.
 */
import { rolesWhoMay } from './access';
import { DASHBOARDS, PATHS } from './paths';
import type { Role } from './roles';

/** Who a screen is for. */
export type Audience =
  | { kind: 'anyone' } // signed out too
  | { kind: 'signedIn' } // any signed-in person, with or without a role
  | { kind: 'roles'; roles: readonly Role[] };

const roles = (...list: Role[]): Audience => ({ kind: 'roles', roles: list });
const ANYONE: Audience = { kind: 'anyone' };
const SIGNED_IN: Audience = { kind: 'signedIn' };
const OWNER_ADMIN = ['owner', 'admin'] as const satisfies readonly Role[];
/** The ticket screens: everyone the rules let read tickets (all but clock-only staff and suppliers). */
const TICKET_ROLES = rolesWhoMay('tickets', 'list');
/** Who may request work: a new ticket. */
const TICKET_CREATORS = rolesWhoMay('tickets', 'create');

/**
 * Every screen that exists, by its route path (TanStack's form: `$name` is one segment).
 * A path matches a pattern segment by segment, so /ticket/… and /tickets/… are never
 * confused; a static segment beats a parameter (/ticket/new is not a ticket id).
 */
export const SCREEN_AUDIENCES: readonly (readonly [string, Audience])[] = [
  [PATHS.signIn, ANYONE],
  [PATHS.security, ANYONE],
  [`${PATHS.claimProfile}/$token`, ANYONE],
  [PATHS.awaitRole, SIGNED_IN],
  [PATHS.awaitDealershipAssignment, SIGNED_IN],
  [PATHS.optIn, SIGNED_IN],
  [PATHS.testSentry, SIGNED_IN],
  ...DASHBOARDS.map(([path, , board]): readonly [string, Audience] => [
    path,
    // Each role's own board, and every board for the owner's office.
    roles(...new Set<Role>([...OWNER_ADMIN, board])),
  ]),
  [PATHS.tickets, roles(...TICKET_ROLES)],
  [PATHS.ticketNew, roles(...TICKET_CREATORS)],
  [PATHS.ticketView, roles(...TICKET_ROLES)],
  [PATHS.ticketEdit, roles(...TICKET_ROLES)],
  [PATHS.stockSearch, roles(...TICKET_ROLES)],
  [PATHS.ticketBackup, roles(...rolesWhoMay('tickets', 'list', 'other'))],
];

const segments = (path: string) => path.split('/').filter((segment) => segment !== '');

/** How well `pattern` matches `pathname`: null for no match, higher for more static segments. */
function matchScore(pattern: string, pathname: string): number | null {
  const want = segments(pattern);
  const have = segments(pathname);
  if (want.length !== have.length) return null;
  let score = 0;
  for (const [index, segment] of want.entries()) {
    if (segment.startsWith('$')) continue;
    if (segment !== have[index]) return null;
    score++;
  }
  return score;
}

/** The audience of a path; a path no screen has is for signed-in people (it shows "not found"). */
export function audienceOf(pathname: string): Audience {
  let best: { score: number; audience: Audience } | undefined;
  for (const [pattern, audience] of SCREEN_AUDIENCES) {
    const score = matchScore(pattern, pathname);
    if (score !== null && (!best || score > best.score)) best = { score, audience };
  }
  return best?.audience ?? SIGNED_IN;
}

/** Whether someone signed in (with `role`, or null) or signed out (undefined) may open `pathname`. */
export function mayOpen(pathname: string, viewer: { role: Role | null } | undefined): boolean {
  const audience = audienceOf(pathname);
  if (audience.kind === 'anyone') return true;
  if (!viewer) return false;
  if (audience.kind === 'signedIn') return true;
  return viewer.role !== null && audience.roles.includes(viewer.role);
}
