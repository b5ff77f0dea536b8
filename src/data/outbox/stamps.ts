/**
 * Which change stamps a commit moves (issue #33; docs/decisions.md, "Change stamps"): the
 * writer adds them to the commit, the queue keeps room for them, and scripts and tests that
 * write past the queue move the same ones.
 */
import { STAMPED_COLLECTIONS, type StampedCollection } from '@lotcrew/shared';

/**
 * The change stamps a commit writing the documents at `paths` ("washLogs/abc") moves: one
 * per stamped collection among them, in `STAMPED_COLLECTIONS`' order.
 */
export function stampsMovedBy(paths: Iterable<string>): StampedCollection[] {
  const collections = new Set([...paths].map((path) => path.slice(0, path.indexOf('/'))));
  return STAMPED_COLLECTIONS.filter((collection) => collections.has(collection));
}
