/**
 * A value built when first asked for, then kept. The screens' Intl formatters are built this
 * way (src/i18n/format.ts): a page's first Intl objects load the locale's data, ~115 ms of a
 * dashboard's first render on a phone (4× CPU, bench/scale/) when all were built at once,
 * and a screen uses few of them.
 */
export function builtOnFirstUse<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}
