import { useEffect, useState } from 'react';

interface Held<T> {
  compute: () => T;
  key: string;
  value: T;
}

/**
 * `compute`'s value, worked out in a task of its own once the screen has drawn without it;
 * null until then. A money screen's figures over a month of the copy cost ~100 ms at 4× CPU
 * and drawing them as much again: in the task of the tap that opened the screen they made
 * one task of 140-220 ms (bench/scale, "owner opens Labor analytics"); apart, each is under
 * ~100 ms. (Drawn as a transition, React's slices made the figures come 100-300 ms later
 * on /finance for no shorter task: not kept.) While a new `compute` of the same `key` is
 * worked out (the copy took newer documents), the last value stays shown rather than a
 * placeholder: it is the figures of a moment ago, not unknown ones. `compute` is memoised
 * by the caller; null: nothing to compute yet.
 */
export function useComputedAfterDraw<T>(compute: (() => T) | null, key: string): T | null {
  const [held, setHeld] = useState<Held<T> | null>(null);
  useEffect(() => {
    if (!compute) return;
    const timer = setTimeout(() => {
      const value = compute();
      setHeld({ compute, key, value });
    }, 0);
    return () => clearTimeout(timer);
  }, [compute, key]);
  if (!compute || !held) return null;
  return held.compute === compute || held.key === key ? held.value : null;
}
