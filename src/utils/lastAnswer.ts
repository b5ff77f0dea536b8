/**
 * `compute`, answering again from its last answer while its arguments are the same values
 * (compared by identity: arrays and objects are the same only if they are the same object).
 * For figures computed from tables that are read again one at a time: a change to one
 * table leaves the others' arrays as they were, so what depends only on those is not
 * computed again.
 */
export function lastAnswer<Args extends readonly unknown[], Result>(
  compute: (...args: Args) => Result,
): (...args: Args) => Result {
  let last: { args: Args; result: Result } | undefined;
  return (...args: Args): Result => {
    if (last?.args.length === args.length && last.args.every((arg, index) => Object.is(arg, args[index])))
      return last.result;
    const result = compute(...args);
    last = { args, result };
    return result;
  };
}
