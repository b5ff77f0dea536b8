/**
 * Which views the change stamps govern, on its own: the mirror and the scale benchmark ask it,
 * and the dashboards' first paint (which loads view.ts, scopes.ts and packages/shared's chunk)
 * does not carry it: in view.ts it put every dashboard over its size ceiling, and a helper in
 * packages/shared weighed ~40 B gzipped on each.
 */
import { STAMPED_COLLECTIONS } from '@lotcrew/shared';
import type { MirrorScope } from './view';

/**
 * A view that waits for its collection's change stamp before asking anything, and is asked
 * nothing while the stamp has not moved (mirror.ts, `ChangeStamps`): a query of a stamped
 * collection, resumable or read whole (a crew's open work and work in hand are tickets too).
 */
export const waitsForStamps = (scope: MirrorScope): boolean =>
  !scope.ids && (STAMPED_COLLECTIONS as readonly string[]).includes(scope.collection);

/** The collections whose stamps `scopes` wait for: the only stamps a phone needs to hear. */
export const stampsWaitedForBy = (scopes: readonly MirrorScope[]): string[] => [
  ...new Set(scopes.filter(waitsForStamps).map((scope) => scope.collection)),
];
