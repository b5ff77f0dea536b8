import { useEffect, useState } from 'react';

interface Held<T> {
  compute: () => T;
  key: string;
  value: T;
}

/**
 * `compute`'s value, worked out in a task of its own once the screen has drawn without it;
 * null until then. A month of the copy worked out in the tap's task made one task of the
 * screen, the arithmetic and its drawing: /labor's figures (~100 ms at 4× CPU) and drawing
 * them made 140-220 ms (bench/scale, "owner opens Labor analytics"); apart, each is under
 * ~100 ms. The money screens' figures and /timesheets' pay period use it. (Drawn as a
 * transition, React's slices made the figures come 100-300 ms later on /finance for no
 * shorter task: not kept.) While a new `compute` of the same `key` is worked out (the copy
 * took newer documents, or the clock moved on), the last value stays shown rather than a
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
