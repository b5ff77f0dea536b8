/**
 * Searching a sorted list by halving: the one loop the money screens' chart, the wash
 * report's days and a period's runs of server documents all find their place with.
 */

/**
 * How many of the first items come before the point sought: `isBefore(index)` holds for
 * every index below the answer and for none from it on (a list sorted so that it does).
 */
export function countBefore(length: number, isBefore: (index: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (isBefore(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The index of the last of the ascending `starts` at or before `instant` (-1: none). */
export const lastAtOrBefore = (starts: readonly number[], instant: number): number =>
  countBefore(starts.length, (index) => (starts[index] as number) <= instant) - 1;
