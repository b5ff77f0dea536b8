/**
 * The import of the writes (src/data/mutators.ts, with zod), in a module of its own that
 * src/data/registry.ts loads first. The import carries the list of every file the writes
 * need (fetched side by side); written in the registry, that list was ~0.4 KB gzipped of
 * every dashboard's first paint (tests/e2e/bundleSize.spec.ts), here it is not.
 */
export const importMutators = () => import('./mutators');
