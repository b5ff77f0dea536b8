/**
 * What a screen needs at start beyond the entry, fetched alongside it instead of after
 * it has run. The app imports all of these lazily (the sign-in page must not carry the
 * dashboards' code, nor a signed-out visitor the local database); at build time,
 * scripts/build/startupPreload.ts turns this table into a small script that runs before
 * the entry and asks for the current path's modules with `<link rel="modulepreload">`.
 *
 * Paths are matched exactly; modules are source files, relative to the project. The build
 * fails when one of them is no longer a chunk of its own, so a rename cannot silently
 * turn a preload off.
 */
import { DASHBOARD_PATHS, PATHS } from './paths.ts';

export interface StartupRoute {
  paths: readonly string[];
  /** The module that draws these paths (the one their route imports lazily). */
  modules: readonly string[];
  /** Drawn for people who are signed out too; otherwise only preloaded for someone signed in. */
  public?: boolean;
}

export const STARTUP_MODULES = {
  /**
   * Someone was signed in when the app last ran (the device flag LOCAL_KEYS.signedInUser):
   * the local database and the shell's signed-in parts, which the first screen waits for.
   */
  signedIn: ['src/data/db.ts', 'src/app/SignedInShell.tsx'],
  routes: [
    { paths: [PATHS.signIn], modules: ['src/features/auth/FallbackLanding.tsx'], public: true },
    { paths: DASHBOARD_PATHS, modules: ['src/features/dashboards/RoleDashboard.tsx'] },
    { paths: [PATHS.tickets], modules: ['src/features/tickets/TicketListPage.tsx'] },
  ],
} as const satisfies { signedIn: readonly string[]; routes: readonly StartupRoute[] };
