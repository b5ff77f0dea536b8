/**
 * Who may open a screen, and how a path finds its screen. The screens themselves, with
 * their audiences, are one table: src/routes/screens.tsx (the route table the router,
 * the guard and the navigation all read). Screens over data take their audience from
 * src/config/access.ts (the data-access table the Firestore rules are tested against), so
 * a guard can never promise what the rules refuse. The rules enforce; this only keeps
 * people off screens that would show them nothing but refusals.
 */
import type { Role } from './roles';

/** Who a screen is for. */
export type Audience =
  | { kind: 'anyone' } // signed out too
  | { kind: 'signedIn' } // any signed-in person, with or without a role
  | { kind: 'roles'; roles: readonly Role[] };

export const ANYONE: Audience = { kind: 'anyone' };
export const SIGNED_IN: Audience = { kind: 'signedIn' };
export const forRoles = (list: Iterable<Role>): Audience => ({ kind: 'roles', roles: [...new Set(list)] });

/** A screen as the guard sees it: its route path (TanStack's form: `$name` is one segment). */
export interface ScreenAudience {
  readonly path: string;
  readonly audience: Audience;
}

/** Whoever is looking: signed out (undefined), or signed in with a placed role or none (null). */
export type Viewer = { role: Role | null } | undefined;

/** Whether a viewer may open a path: the question the guard and the navigation ask. */
export type ScreenAccess = (pathname: string, viewer: Viewer) => boolean;

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

/**
 * The audience of a path in `screens`. A path matches a pattern segment by segment, so
 * /ticket/… and /tickets/… are never confused; a static segment beats a parameter
 * (/ticket/new is not a ticket id). A path no screen has is for signed-in people (it
 * shows "not found").
 */
export function audienceOf(screens: readonly ScreenAudience[], pathname: string): Audience {
  let best: { score: number; audience: Audience } | undefined;
  for (const { path, audience } of screens) {
    const score = matchScore(path, pathname);
    if (score !== null && (!best || score > best.score)) best = { score, audience };
  }
  return best?.audience ?? SIGNED_IN;
}

/** The access question over one table of screens. */
export function accessOver(screens: readonly ScreenAudience[]): ScreenAccess {
  return (pathname, viewer) => {
    const audience = audienceOf(screens, pathname);
    if (audience.kind === 'anyone') return true;
    if (!viewer) return false;
    if (audience.kind === 'signedIn') return true;
    return viewer.role !== null && audience.roles.includes(viewer.role);
  };
}
